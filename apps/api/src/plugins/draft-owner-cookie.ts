// The browser's draft cookie: a random secret the server gives a browser the first time it saves a
// filing in progress, whose SHA-256 is the owner of every draft that browser makes
// (modules/filings/draft-owners.ts). httpOnly (no script reads it), SameSite=Lax (sent on the
// return from a hosted checkout, a top-level navigation), Secure except on a plain http loopback
// address, and kept for the browser session only: on a shared computer, closing the browser ends
// access to the filings in progress, whatever the history holds.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { DraftOwner } from '../modules/filings/draft-owners.ts';
import { isPlainLoopback } from './sessions.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const mintedKey = Symbol('mintedDraftOwner');
type WithMinted = FastifyRequest & { [mintedKey]?: string };

/** The cookie's name: `__Host-` (Secure, whole site, no Domain) wherever the cookie is Secure. */
function draftOwnerCookieName(config: AppConfig): string {
  return isPlainLoopback(config) ? 'registrar_drafts' : '__Host-registrar_drafts';
}

function ownerOfToken(token: string): DraftOwner {
  return { kind: 'browser', browserHash: createHash('sha256').update(token).digest('hex') };
}

/** The browser's token: the cookie it sent, or the one this request has just given it. */
function presentedToken(request: FastifyRequest): string | undefined {
  const minted = (request as WithMinted)[mintedKey];
  if (minted !== undefined) return minted;
  const token = request.cookies[draftOwnerCookieName(request.server.config)];
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** The browser as the owner of drafts, when it holds a draft cookie; null when it holds none. */
export function presentedBrowserOwner(request: FastifyRequest): DraftOwner | null {
  const token = presentedToken(request);
  return token === undefined ? null : ownerOfToken(token);
}

/**
 * The browser as the owner of the drafts it makes: from its cookie, or from a new secret set on
 * this answer when it has none (its first save).
 */
export function browserOwner(request: FastifyRequest, reply: FastifyReply): DraftOwner {
  const token = presentedToken(request);
  if (token !== undefined) return ownerOfToken(token);
  const minted = randomBytes(32).toString('base64url');
  (request as WithMinted)[mintedKey] = minted;
  const config = request.server.config;
  void reply.setCookie(draftOwnerCookieName(config), minted, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isPlainLoopback(config),
  });
  return ownerOfToken(minted);
}
