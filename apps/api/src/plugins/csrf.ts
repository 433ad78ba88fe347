// Cross-site request defence, default-deny: every request that may change state (any method but
// GET, HEAD and OPTIONS) on any route must carry `X-Requested-With: registrar`, which a browser
// cannot add cross-site without a CORS preflight the server never grants. The decision is made on
// the route the router matched, never on the raw URL, so no spelling of a path (percent-encoding,
// dot segments) reaches a route without it. A route that carries its own token (the test
// checkout's plain HTML form) says so in its config.
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'form-token': a plain HTML form posts to this route and its handler checks a per-form token,
     * so the X-Requested-With header is not required.
     */
    csrfDefence?: 'form-token';
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const missingSecurityHeaderMessage = 'This request is missing its security header.';

/** Adds the check to every route (registered before the routes). */
export function registerCsrfGuard(app: FastifyInstance): void {
  // A plain callback, not an async function: on every GET it returns at once, without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      safeMethods.has(request.method) ||
      // No route matched: the not-found answer changes nothing.
      request.is404 ||
      request.routeOptions.config.csrfDefence === 'form-token' ||
      request.headers['x-requested-with'] === 'registrar'
    ) {
      done();
      return;
    }
    // Answered here: the request goes no further (the route's hooks and handler do not run).
    void reply.code(403).send({ apiData: { code: 403, message: missingSecurityHeaderMessage } });
  });
}
