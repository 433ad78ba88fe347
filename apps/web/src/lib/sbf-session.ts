// The filer's Secure Business Filing access token (the filing session keeps entityId and sbfToken):
// kept in session storage, so it lives as long as the tab, and sent as a bearer token on the secure
// calls of that entity's filings. A login with a temporary password keeps its token only for the
// password change: it files nothing.

const SBF_SESSION_STORAGE_KEY = 'registrar.sbf';

interface SbfSession {
  entityId: string;
  sbfToken: string;
  /** Logged in with a temporary password: the token serves only the password change. */
  mustChangePassword?: boolean;
}

/** Keeps the token a sign-in answered for an entity (one entity at a time). */
export function saveSbfSession(session: SbfSession): void {
  try {
    sessionStorage.setItem(SBF_SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage disabled: the filer is asked to log in again when a filing needs it.
  }
}

/** The login this tab holds, or null. */
export function sbfSession(): SbfSession | null {
  try {
    const raw = sessionStorage.getItem(SBF_SESSION_STORAGE_KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<SbfSession>;
    if (typeof parsed.entityId !== 'string' || typeof parsed.sbfToken !== 'string') return null;
    return {
      entityId: parsed.entityId,
      sbfToken: parsed.sbfToken,
      mustChangePassword: parsed.mustChangePassword === true,
    };
  } catch {
    return null;
  }
}

/** The token this tab holds to file for an entity, or null (none, another entity's, temporary). */
export function sbfTokenFor(entityId: string): string | null {
  const session = sbfSession();
  if (session === null || entityId === '' || session.entityId !== entityId) return null;
  return session.mustChangePassword === true ? null : session.sbfToken;
}

/** Forgets the token (the server ended the session, or another entity's filer logs in). */
export function clearSbfSession(): void {
  try {
    sessionStorage.removeItem(SBF_SESSION_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

/** A path inside the app to return to: only app-relative paths, never another site. */
export function safeReturnPath(requested: string | null): string | null {
  if (requested === null || !requested.startsWith('/') || requested.startsWith('//')) return null;
  if (requested.startsWith('/login')) return null;
  return requested;
}
