// Cross-site request defence, default-deny: every request that may change state (any method but
// GET, HEAD and OPTIONS) on any route must carry `X-Requested-With: registrar`, which a browser
// cannot add cross-site without a CORS preflight the server never grants. The decision is made on
// the route the router matched, never on the raw URL, so no spelling of a path (percent-encoding,
// dot segments) reaches a route without it. A route that carries its own token (the test
// checkout's plain HTML form) says so in its config, and so does a GET that changes state (the
// review-lock calls keep their GET): it needs the header like any POST, since a signed-in
// administrator's cookie rides a top-level link from another site.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'form-token': a plain HTML form posts to this route and its handler checks a per-form token,
     * so the X-Requested-With header is not required. 'header-on-every-method': the route changes
     * state though it answers GET, so the header is required on GET and HEAD too.
     * 'changes-nothing': the route takes any method but only answers with a page (a form the
     * browser sent to a page), so there is nothing to guard. 'signed-by-provider': a payment
     * provider's server calls this route, never a browser, and its handler refuses whatever the
     * provider did not sign. 'api-key': software calls this route with an API key in the
     * Authorization header, which a browser never adds by itself, and the route takes no cookie.
     */
    csrfDefence?:
      | 'form-token'
      | 'header-on-every-method'
      | 'changes-nothing'
      | 'signed-by-provider'
      | 'api-key';
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const missingSecurityHeaderMessage = 'This request is missing its security header.';

/** Adds the check to every route (registered before the routes). */
export function registerCsrfGuard(app: FastifyInstance): void {
  // A plain callback, not an async function: on every GET it returns at once, without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const defence = request.routeOptions.config.csrfDefence;
    if (
      (safeMethods.has(request.method) && defence !== 'header-on-every-method') ||
      // No route matched: the not-found answer changes nothing.
      request.is404 ||
      defence === 'form-token' ||
      defence === 'changes-nothing' ||
      defence === 'signed-by-provider' ||
      defence === 'api-key' ||
      request.headers['x-requested-with'] === 'registrar'
    ) {
      done();
      return;
    }
    // Answered here: the request goes no further (the route's hooks and handler do not run).
    void reply.code(403).send({ apiData: { code: 403, message: missingSecurityHeaderMessage } });
  });
}
