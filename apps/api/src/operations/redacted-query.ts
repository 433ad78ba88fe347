// What a request's query may say outside the request itself (a log line, a trace): which
// parameters came, never what they held. A value can be an API key sent where it does not belong
// (`?api_key=rgk_…`), a draft's reference, a reset token or an email address; a name that does not
// look like a parameter's name (too long, or with characters no parameter name has) could be one
// of those too, so it is replaced like a value.
const REDACTED = 'REDACTED';
/** Names every call and page uses: a letter, then letters, digits, `_`, `-`, `.`, at most 32. */
const parameterName = /^[A-Za-z][A-Za-z0-9_.-]{0,31}$/;

/** The query of `url` with every value (and every odd name) replaced, or undefined without one. */
export function redactedQuery(url: string | undefined): string | undefined {
  const start = url?.indexOf('?') ?? -1;
  if (url === undefined || start < 0) return undefined;
  const names = [...new URLSearchParams(url.slice(start + 1)).keys()];
  return names.map((name) => `${parameterName.test(name) ? name : REDACTED}=${REDACTED}`).join('&');
}
