// The filer's Secure Business Filing access token (spec/001 section 3: "the filing session keeps
// entityId and sbfToken"): kept in session storage, so it lives as long as the tab, and sent as a
// bearer token on the secure calls of that entity's filings.

const SBF_SESSION_STORAGE_KEY = 'registrar.sbf';

interface SbfSession {
  entityId: string;
  sbfToken: string;
}

/** Keeps the token a sign-in answered for an entity (one entity at a time). */
export function saveSbfSession(session: SbfSession): void {
  try {
    sessionStorage.setItem(SBF_SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage disabled: the filer is asked to log in again when a filing needs it.
  }
}

/** The token this tab holds for an entity, or null. */
export function sbfTokenFor(entityId: string): string | null {
  try {
    const raw = sessionStorage.getItem(SBF_SESSION_STORAGE_KEY);
    if (raw === null || entityId === '') return null;
    const parsed = JSON.parse(raw) as Partial<SbfSession>;
    return parsed.entityId === entityId && typeof parsed.sbfToken === 'string'
      ? parsed.sbfToken
      : null;
  } catch {
    return null;
  }
}

/** Forgets the token (the server ended the session, or another entity's filer logs in). */
export function clearSbfSession(): void {
  try {
    sessionStorage.removeItem(SBF_SESSION_STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
