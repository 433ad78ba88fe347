// The language of an API call: the filer's choice, as the language cookie keeps it, else what
// their browser asks for (Accept-Language), else English. The `lang` address parameter names the
// language of a page, never of a call: the pages the server renders forward the browser's cookie
// to the calls they make, and the browser sends it with its own calls.
import { LANGUAGE_COOKIE, chooseLanguage, type Language } from '@registrar/domain';
import type { FastifyRequest } from 'fastify';

type LanguageSourcesOf = Pick<FastifyRequest, 'headers'> & {
  cookies?: Partial<Record<string, string>>;
};

/** The language a call answers in, and the filer's mail and texts from it are written in. */
export function requestLanguage(request: LanguageSourcesOf): Language {
  const acceptLanguage = request.headers['accept-language'];
  return chooseLanguage({
    cookie: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage,
  });
}

/** The request headers an answer in the call's language varies by (for caches). */
export const LANGUAGE_VARY = 'cookie, accept-language';
