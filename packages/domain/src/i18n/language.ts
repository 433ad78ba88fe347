// The filer's language. Filer pages, their messages and the mail a filer receives are in English
// or Spanish; the administrators' pages stay English. The choice is made once per request, in this
// order: the address (`?lang=es`, so a shared link keeps it), then the cookie the language link
// sets, then the browser's Accept-Language, then English.

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers the filer's choice of language. */
export const LANGUAGE_COOKIE = 'registrar_lang';

/** The address parameter that names a page's language. */
export const LANGUAGE_PARAMETER = 'lang';

/** The language a value names ("es", "ES", "es-MX"), or null when it names neither. */
export function languageNamed(value: string | null | undefined): Language | null {
  if (value === null || value === undefined) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : null;
}

/**
 * The first of our languages in an Accept-Language header, by quality then order
 * ("es-MX,es;q=0.9,en;q=0.8" → es; "fr,en;q=0.5" → en; "fr" → null). A quality of 0 refuses.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (header === null || header === undefined || header === '') return null;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const qualityParameter = parameters.find((piece) => piece.startsWith('q='));
      const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
      return {
        language: languageNamed(tag),
        quality: Number.isFinite(quality) ? quality : 0,
        order,
      };
    })
    .filter((entry) => entry.language !== null && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked[0]?.language ?? null;
}

export interface LanguageSources {
  /** The `lang` parameter of the address. */
  parameter?: string | null | undefined;
  /** The language cookie's value. */
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}

/** The language of a request: the address, then the cookie, then Accept-Language, then English. */
export function chooseLanguage(sources: LanguageSources): Language {
  return (
    languageNamed(sources.parameter) ??
    languageNamed(sources.cookie) ??
    languageFromAcceptLanguage(sources.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}

/** The other language: what the language link on a page offers. */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'es' : 'en';
}

/**
 * Pages of the registry's own staff (administrators' review, staff sign-in and passwords, the
 * manager's search): always English, without the language link. `pathname` is inside /business.
 */
const STAFF_PAGES =
  /^\/(admin|loginadmin|setup|search(?=\/.)|resetpass|resetConfirm|changePassword|logout|notallowed)(\/|$)/;

/** True for a staff page (see STAFF_PAGES); `pathname` is the part after /business. */
export function isStaffPage(pathname: string): boolean {
  return STAFF_PAGES.test(pathname);
}
