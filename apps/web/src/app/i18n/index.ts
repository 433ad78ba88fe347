// The text catalogue: every user-facing string is looked up by key, so a second language is a
// second catalogue, not a change to components. A small lookup rather than i18next: the first
// page must stay within its 150 KB JavaScript budget, and keys with {{value}} interpolation are
// all the app needs.
import { en } from './en.ts';

type Catalogue = { [key: string]: string | Catalogue };

// Components and step pages may keep their own English strings next to their code
// (`*.en.ts` or `i18n/en.ts`, default export: a nested object of strings), merged into the one
// catalogue so every string is still looked up by key. A step page is loaded when it is shown,
// and its words with it (`addCatalogue`): a first visit downloads the text of one step, not all.
const contributedCatalogues = import.meta.glob<{ default: Catalogue }>(
  [
    '../../components/**/*.en.ts',
    '../../components/**/i18n/en.ts',
    '../../features/**/*.en.ts',
    '../../features/**/i18n/en.ts',
    '!../../features/wizard/steps/**',
    // The administrator area adds its text when its pages load.
    '!../../features/admin/**',
  ],
  { eager: true },
);

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

const catalogue: Catalogue = Object.values(contributedCatalogues).reduce<Catalogue>(
  (all, module) => merge(all, module.default),
  merge({}, en),
);

/** Merges the catalogues of a page loaded on demand (a step page's `*.en.ts`) into the catalogue. */
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
