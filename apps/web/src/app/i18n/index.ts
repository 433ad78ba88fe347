// The text catalogue: every user-facing string is looked up by key, so a second language is a
// second catalogue, not a change to components. A small lookup rather than i18next: the first
// visit must stay within its 110 KB JavaScript budget, and keys with {{value}} interpolation are
// all the app needs.
import { en } from './en.ts';

type Catalogue = { [key: string]: string | Catalogue };

// A page area keeps its English next to its code (`*.en.ts`, default export: a nested object of
// strings) and merges it in when its code loads (`addCatalogue`), so every string is still looked
// up by key while a first visit downloads the shell's text and its own page's, not every page's.
function merge(target: Catalogue, source: Catalogue): Catalogue {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && typeof existing === 'object'
        ? merge({ ...existing }, value)
        : value;
  }
  return target;
}

const catalogue: Catalogue = merge({}, en);

/** Merges the catalogues of a page loaded on demand (its `*.en.ts`) into the catalogue. */
export function addCatalogue(...contributed: Catalogue[]): void {
  for (const part of contributed) merge(catalogue, part);
}

type TranslateOptions = Record<string, string | number | undefined> & {
  defaultValue?: string;
};
export type TFunction = (key: string, options?: TranslateOptions) => string;

function lookUp(key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text for `key` with {{name}} placeholders filled; the key itself when it is missing. */
export const t: TFunction = (key, options = {}) => {
  const template = lookUp(key) ?? options.defaultValue ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = options[name];
    return value === undefined ? match : String(value);
  });
};

const translation = { t };

/** Same shape as react-i18next's hook, so components read `const { t } = useTranslation()`. */
export function useTranslation(): { t: TFunction } {
  return translation;
}
