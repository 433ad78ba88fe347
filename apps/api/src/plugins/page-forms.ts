// Forms that pages post without the app's script: the form token that proves a post came from a
// page of this site, and the reading of a posted form's fields.
//
// The token is a random value in a cookie of its own (httpOnly, SameSite=Lax) that every page
// also writes into each of its forms; a post is taken only when the two agree and, when the
// browser names where the post came from (Origin, Sec-Fetch-Site), that is this site. Another site
// can make a browser post, but can neither read the cookie nor set it, so it cannot write the
// matching field. This is the pages' rule; the API keeps its own (the X-Requested-With header).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_TOKEN_FIELD, lastPosted, type PostedFields } from '@registrar/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { isPlainLoopback } from './sessions.ts';

/** The form token cookie's name: `__Host-` (Secure, whole site) wherever cookies are Secure. */
function formTokenCookieName(config: AppConfig): string {
  return isPlainLoopback(config) ? 'registrar_form' : '__Host-registrar_form';
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The browser's form token: its cookie when it has a well-formed one, else a new one set on the
 * reply (it lasts as long as the browser keeps it: a token proves a site, not a person).
 */
export function formTokenOf(request: FastifyRequest, reply: FastifyReply): string {
  const config = request.server.config;
  const name = formTokenCookieName(config);
  const existing = request.cookies[name];
  if (existing !== undefined && TOKEN_PATTERN.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isPlainLoopback(config),
  });
  return token;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The origin pages of this site are served from. */
function ownOrigin(request: FastifyRequest): string {
  return new URL(request.server.config.publicBaseUrl).origin;
}

/**
 * Whether a posted form may be taken: its token field matches the browser's cookie, and the
 * browser does not say it came from another site.
 */
export function isOwnFormPost(request: FastifyRequest, fields: PostedFields): boolean {
  const cookie = request.cookies[formTokenCookieName(request.server.config)];
  const posted = lastPosted(fields, FORM_TOKEN_FIELD);
  if (cookie === undefined || posted === undefined || !sameText(cookie, posted)) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== 'null' && origin !== ownOrigin(request)) {
    // Behind the configured public address, a browser names that address; on the machine itself
    // (tests, a first start) it names the address it was given.
    const direct = `${request.protocol}://${request.host}`;
    if (origin !== direct) return false;
  }
  return true;
}

/** The fields of a URL-encoded form body, in order. */
export function parseUrlEncodedForm(body: string): PostedFields {
  return [...new URLSearchParams(body)];
}
