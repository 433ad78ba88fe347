// Staff sign-in through the OpenID Connect provider, when one is configured: /loginadmin sends
// the browser to GET /user-manager-api/oidc/login, which redirects to the provider; the provider
// returns it to /user-manager-api/oidc/callback, which starts the session and goes back to
// /business/loginadmin (which sends administrators on to the admin home).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../../http-errors.ts';
import { startSession } from '../../modules/identity/sessions.ts';
import {
  createOidcClient,
  staffUserForSubject,
  type PendingSignIn,
} from '../../modules/identity/oidc.ts';
import {
  acceptsHtml,
  isTooManyRequests,
  routeRateLimit,
  tooManyRequestsPage,
} from '../../plugins/rate-limits.ts';
import { isPlainLoopback, setSessionCookie } from '../../plugins/sessions.ts';

const pendingCookie = 'registrar_oidc_pending';
const cookiePath = '/user-manager-api/oidc';
const pendingMinutes = 10;
const failedMessage = 'The sign-in with the identity provider could not be completed. Try again.';

function pendingOf(request: FastifyRequest): PendingSignIn | null {
  const raw = request.cookies[pendingCookie];
  if (raw === undefined) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as PendingSignIn;
    const fields = [value.codeVerifier, value.state, value.nonce];
    return fields.every((field) => typeof field === 'string' && field.length > 0) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The browser reaches both routes by navigating: over the limit it gets a page that says when to
 * try again and leads back to the staff sign-in, not the API's envelope.
 */
function navigationRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (!isTooManyRequests(error) || !acceptsHtml(request)) throw error;
  void reply
    .code(429)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      tooManyRequestsPage(error, { href: '/business/loginadmin', text: 'Back to staff sign-in' }),
    );
}

/** Registers the provider's redirect and return, when OIDC is configured. */
export async function oidcRoutes(app: FastifyInstance): Promise<void> {
  const settings = app.config.oidc;
  if (settings === null) return;
  const callbackPath = `${cookiePath}/callback`;
  const oidc = createOidcClient(settings, `${app.config.publicBaseUrl}${callbackPath}`);
  const secure = !isPlainLoopback(app.config);

  app.get(
    `${cookiePath}/login`,
    {
      schema: { tags: ['user-manager-api'], summary: 'Redirects to the identity provider' },
      config: { rateLimit: routeRateLimit(app.config, 'staffSignIns') },
      errorHandler: navigationRefusal,
    },
    async (_request, reply) => {
      const { url, pending } = await oidc.startSignIn();
      reply.setCookie(pendingCookie, Buffer.from(JSON.stringify(pending)).toString('base64url'), {
        path: cookiePath,
        httpOnly: true,
        // Lax: the provider's return is a top-level GET from another site.
        sameSite: 'lax',
        secure,
        maxAge: pendingMinutes * 60,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    callbackPath,
    {
      schema: {
        tags: ['user-manager-api'],
        summary: "The identity provider's return: starts the session, then to /business/loginadmin",
      },
      config: { rateLimit: routeRateLimit(app.config, 'staffSignIns') },
      errorHandler: navigationRefusal,
    },
    async (request, reply) => {
      const pending = pendingOf(request);
      reply.clearCookie(pendingCookie, {
        path: cookiePath,
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
      if (pending === null) throw new HttpProblem(400, failedMessage);
      let identity;
      try {
        identity = await oidc.finishSignIn(new URL(request.url, app.config.publicBaseUrl), pending);
      } catch (error) {
        request.log.warn({ reason: (error as Error).message }, 'identity provider sign-in failed');
        throw new HttpProblem(400, failedMessage);
      }
      const user = await staffUserForSubject(app.db, settings, identity, request.ip);
      if (user === null) return reply.redirect('/business/notallowed', 302);
      const { token, absoluteExpiresAt } = await startSession(app.db, {
        kind: 'staff',
        userId: user.id,
      });
      setSessionCookie(reply, token, absoluteExpiresAt);
      return reply.redirect('/business/loginadmin', 302);
    },
  );
}
