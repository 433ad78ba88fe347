// Who is calling. Staff carry a session cookie (httpOnly, SameSite=Lax, Secure except on a plain
// http loopback address); filers carry their SBF access token as a bearer token, and the same
// token in a cookie of their own, set by the sign-in, for the pages a browser posts itself. The
// session is
// looked up only by routes that need it (never on the wizards' hot paths) and at most once per
// request. Admin routes declare `onRequest: requireRole('admin')`, secure filer calls check the
// filer's token for the entity; the acting user is always the session's, and a payload naming
// another user is refused.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { staffMessages } from '@registrar/domain';
import type { AppConfig } from '../config.ts';
import { HttpProblem } from '../http-errors.ts';
import { findSession, type SignedIn } from '../modules/identity/sessions.ts';

/** Roles staff accounts can hold (the domain's staffRoleSchema). */
export type StaffRole = 'admin';

const signInNeededMessage = 'Your session has ended. Sign in to continue.';
const notAllowedMessage = 'You are not allowed to do this.';
const otherActorMessage = 'The user in this request is not the user signed in.';
const mustChangePasswordMessage = staffMessages.mustChangePassword;

const signedInKey = Symbol('signedIn');
type WithSignedIn = FastifyRequest & { [signedInKey]?: Promise<SignedIn | null> };

/** Whether cookies may go over plain http: only when the public address is loopback http. */
export function isPlainLoopback(config: AppConfig): boolean {
  const url = new URL(config.publicBaseUrl);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** The cookie's name: `__Host-` (Secure, whole site, no Domain) wherever the cookie is Secure. */
export function sessionCookieName(config: AppConfig): string {
  return isPlainLoopback(config) ? 'registrar_session' : '__Host-registrar_session';
}

export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const config = reply.server.config;
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isPlainLoopback(config),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const config = reply.server.config;
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isPlainLoopback(config),
  });
}

/** The filer's cookie (the SBF access token): a cookie of its own, beside a staff session's. */
function filerSessionCookieName(config: AppConfig): string {
  return isPlainLoopback(config) ? 'registrar_sbf' : '__Host-registrar_sbf';
}

export function setFilerSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void {
  const config = reply.server.config;
  reply.setCookie(filerSessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isPlainLoopback(config),
    expires: expiresAt,
  });
}

export function clearFilerSessionCookie(reply: FastifyReply): void {
  const config = reply.server.config;
  reply.clearCookie(filerSessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !isPlainLoopback(config),
  });
}

function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The live session of the request (the staff cookie first, then the bearer token, then the
 * filer's cookie), or null; looked up once.
 */
export function signedInOf(request: FastifyRequest): Promise<SignedIn | null> {
  const cached = request as WithSignedIn;
  cached[signedInKey] ??= (async () => {
    const config = request.server.config;
    const cookieToken = request.cookies[sessionCookieName(config)];
    const token =
      cookieToken ?? bearerTokenOf(request) ?? request.cookies[filerSessionCookieName(config)];
    if (token === undefined) return null;
    return findSession(request.server.db, token);
  })();
  return cached[signedInKey];
}

/**
 * Refuses the request unless a staff member holding `role` is signed in. Declared as the route's
 * `onRequest` hook, so a caller without the right answers 401 or 403 before anything of the request
 * is read or validated (a 400 would tell a stranger what the call takes).
 */
export function requireRole(role: StaffRole): onRequestAsyncHookHandler {
  return async (request) => {
    const signedIn = await signedInOf(request);
    if (signedIn === null) throw new HttpProblem(401, signInNeededMessage);
    if (signedIn.kind !== 'staff' || !signedIn.roles.includes(role)) {
      throw new HttpProblem(403, notAllowedMessage);
    }
    // A temporary password opens nothing but the password change.
    if (signedIn.mustChangePassword) throw new HttpProblem(403, mustChangePasswordMessage);
  };
}

/**
 * Refuses the request unless a staff member is signed in, whatever their roles, also while a
 * temporary password must be changed: for the calls about oneself (changing one's password).
 */
export function requireStaff(): onRequestAsyncHookHandler {
  return async (request) => {
    const signedIn = await signedInOf(request);
    if (signedIn === null) throw new HttpProblem(401, signInNeededMessage);
    if (signedIn.kind !== 'staff') throw new HttpProblem(403, notAllowedMessage);
  };
}

/**
 * The signed-in filer (SBF access token, as a bearer token or the filer's cookie), also while a
 * temporary password must be changed: for
 * the calls about the filer's own account. Declared as the route's `onRequest`, so nobody signed
 * in is answered 401 before the body is read.
 */
export function requireFiler(): onRequestAsyncHookHandler {
  return async (request) => {
    const signedIn = await signedInOf(request);
    if (signedIn?.kind !== 'filer') throw new HttpProblem(401, signInNeededMessage);
  };
}

/** The signed-in filer of a route behind requireFiler. */
export async function signedInFiler(
  request: FastifyRequest,
): Promise<Extract<SignedIn, { kind: 'filer' }>> {
  const signedIn = await signedInOf(request);
  if (signedIn?.kind !== 'filer') throw new HttpProblem(401, signInNeededMessage);
  return signedIn;
}

/**
 * The signed-in staff member's id, for a route behind requireRole. A payload naming another user
 * (`adminUserId`, `userId`) is refused rather than believed.
 */
export async function actingUserId(
  request: FastifyRequest,
  payloadUserId?: string | null,
): Promise<string> {
  const signedIn = await signedInOf(request);
  if (signedIn === null) throw new HttpProblem(401, signInNeededMessage);
  if (signedIn.kind !== 'staff') throw new HttpProblem(403, notAllowedMessage);
  if (payloadUserId !== undefined && payloadUserId !== null && payloadUserId !== '') {
    if (payloadUserId !== signedIn.userId && payloadUserId !== signedIn.username) {
      throw new HttpProblem(403, otherActorMessage);
    }
  }
  return signedIn.userId;
}
