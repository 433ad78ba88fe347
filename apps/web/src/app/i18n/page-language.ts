// The language of this build of the web app: the Spanish build is made with Vite's mode "es"
// (its text modules replaced by their Spanish twins), every other build is English.
import { LANGUAGE_PARAMETER, type Language } from '@registrar/domain';

const pageLanguage: Language = import.meta.env.MODE === 'es' ? 'es' : 'en';

/** What the address carries so that a shared link opens in this language: nothing in English. */
export const languageParameters: Readonly<Record<string, string>> =
  pageLanguage === 'en' ? {} : { [LANGUAGE_PARAMETER]: pageLanguage };
