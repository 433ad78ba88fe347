// The security headers on every answer: helmet's defaults with the web app's content policy,
// written out once, and the caching every answer starts with. They never vary by request, so they
// are joined at start and set with one call per request (the helmet plugin rebuilt its whole
// middleware chain, content policy included, on every request: a sixth of the name check's CPU
// time).
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { STRIPE_CHECKOUT_ORIGIN } from '../modules/payments/stripe-checkout.ts';

const contentSecurityPolicy = [
  "default-src 'self'",
  // No page has a <base>, an <object> or an <embed>, so markup slipped into one may not either
  // (ASVS 5.0 V3.4.3). The PDFs the pages open (the review copy as a blob in a new window, a held
  // filing's document in a frame) are shown by the browser's own viewer, which Chromium runs
  // under object-src 'none' too (checked with Chromium 156, both ways).
  "base-uri 'none'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  // Images are ours or inline; the review copy opens as a blob.
  "img-src 'self' data: blob:",
  "object-src 'none'",
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

/**
 * What every answer is sent with unless its route says otherwise: kept by no browser or proxy.
 * An answer behind a session or a key holds a secret shown once (an API key, a webhook secret)
 * or personal data (filings, ledgers, filed documents), and a page shows the session's own; only
 * the public answers (reference data, the built assets, the open data) set caching of their own.
 */
const defaultCacheControl = 'no-store';

/** The headers every answer starts with, whoever makes it: the security headers and no-store. */
export function headersOfEveryAnswer(config: AppConfig): Readonly<Record<string, string>> {
  const headers =
    config.payments.provider === 'stripe'
      ? allowingFormPostsTo(STRIPE_CHECKOUT_ORIGIN)
      : securityHeaders;
  return Object.freeze({ ...headers, 'cache-control': defaultCacheControl });
}

/** Sets the headers of every answer, unknown addresses and errors included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = headersOfEveryAnswer(app.config);
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
