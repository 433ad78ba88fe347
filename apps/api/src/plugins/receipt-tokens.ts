// The receipt tokens a browser holds, in a cookie of their own (httpOnly, SameSite=Lax, Secure
// except on a plain http loopback address). The payment call answers the token to the paying
// browser's app, which keeps it in the tab; it also sets it here, so a browser that pays without
// the app's script (the page's action makes the call for it) holds it too. The calls that need it
// (a new Secure Business Filing account, the receipt by email) take it from their body or, when
// the body has none, from this cookie. The last few payments' tokens are kept, for as long as an
// account may be opened from a filing.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { isPlainLoopback } from './sessions.ts';

/** How many payments' tokens the cookie keeps (the newest). */
const KEPT = 5;
/** How long the cookie lasts after the last payment: the window to open an account. */
const KEPT_DAYS = 7;

const ENTRY_PATTERN = /^([0-9a-f-]{36}):([A-Za-z0-9_-]{16,200})$/;

function receiptTokensCookieName(config: AppConfig): string {
  return isPlainLoopback(config) ? 'registrar_receipts' : '__Host-registrar_receipts';
}

/** The cookie's tokens by payment reference, newest last. */
function readTokens(request: FastifyRequest): [refId: string, token: string][] {
  const raw = request.cookies[receiptTokensCookieName(request.server.config)] ?? '';
  return raw.split('.').flatMap((entry) => {
    const match = ENTRY_PATTERN.exec(entry);
    return match?.[1] === undefined || match[2] === undefined ? [] : [[match[1], match[2]]];
  });
}

/** Keeps the receipt token the payment call gave this browser (replacing one for the same refId). */
export function keepReceiptToken(
  request: FastifyRequest,
  reply: FastifyReply,
  refId: string,
  receiptToken: string,
): void {
  const config = request.server.config;
  const kept = [
    ...readTokens(request).filter(([kept]) => kept !== refId),
    [refId, receiptToken] as const,
  ].slice(-KEPT);
  reply.setCookie(
    receiptTokensCookieName(config),
    kept.map(([ref, token]) => `${ref}:${token}`).join('.'),
    {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: !isPlainLoopback(config),
      maxAge: KEPT_DAYS * 24 * 60 * 60,
    },
  );
}

/** The receipt token this browser holds for a payment reference, or undefined. */
export function receiptTokenOf(request: FastifyRequest, refId: string): string | undefined {
  return readTokens(request).find(([kept]) => kept === refId.toLowerCase())?.[1];
}
