// The security headers on every answer: helmet's defaults with the web app's content policy,
// written out once. They never vary by request, so they are joined at start and set with one
// call per request (the helmet plugin rebuilt its whole middleware chain, content policy
// included, on every request: a sixth of the name check's CPU time).
import type { FastifyInstance } from 'fastify';
import { STRIPE_CHECKOUT_ORIGIN } from '../modules/payments/stripe-checkout.ts';

const contentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  // The filed document opens as a blob; images are ours or inline.
  "img-src 'self' data: blob:",
  "object-src 'self' blob:",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "frame-src 'self' blob:",
].join(';');

/** Header name to value, the same for every answer. */
const securityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': contentSecurityPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditor did more harm than good; "0" turns it off in browsers that still have it.
  'x-xss-protection': '0',
});

/** Sets the security headers on every answer, unknown addresses and errors included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers =
    app.config.payments.provider === 'stripe'
      ? allowingFormPostsTo(STRIPE_CHECKOUT_ORIGIN)
      : securityHeaders;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers with a hosted checkout's origin in form-action: Next on the review page, posted
 * without script, is answered with a redirect to the checkout, and browsers hold the redirect of
 * a form post to form-action too.
 */
function allowingFormPostsTo(origin: string): Readonly<Record<string, string>> {
  return Object.freeze({
    ...securityHeaders,
    'content-security-policy': contentSecurityPolicy.replace(
      "form-action 'self'",
      `form-action 'self' ${origin}`,
    ),
  });
}
