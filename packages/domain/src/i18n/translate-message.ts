// A message as the English catalogue (messages.ts) worded it, in the filer's language: the API
// builds its field errors and name-check answers in English and answers a Spanish filer with the
// twin from messages.es.ts. Exact texts are looked up; a templated text ("Must be at least 5
// characters") is matched against a pattern made from its English function, and its Spanish
// function is called with what the pattern captured.
//
// This runs on the server, where both modules are what they say. In the Spanish build of the web
// app both imports name the Spanish module, and a Spanish text is answered with itself.
import * as english from '../messages.ts';
import * as spanish from '../messages.es.ts';
import type { Language } from './language.ts';
import { entityText } from '../entity-text.ts';
import { filingTypeText } from '../filing-types/filing-type-text.ts';
import { stepText } from '../steps/step-text.ts';
import { entityTextEs, filingTypeTextEs, stepTextEs } from './spanish-text.ts';

type Catalogues = typeof english;
type TextFunction = (...args: never[]) => string;
type FunctionKeys<T> = {
  [K in keyof T & string]: T[K] extends TextFunction ? K : never;
}[keyof T & string];

/** What an argument of a templated message looks like in its text. */
type ArgumentKind<T> = T extends number ? 'number' : T extends string ? 'string' : never;
type ArgumentKinds<P extends readonly unknown[]> = { [I in keyof P]: ArgumentKind<P[I]> };

/** How the text of one message function is recognised. */
type FunctionMatch<F> = F extends (...args: infer P) => string
  ? | {
        /** The arguments are read back from where they appear in the text. */
        template: ArgumentKinds<Required<P>>;
        /** Argument lists whose text the template does not describe (a singular, a default). */
        exact?: readonly P[];
      }
    | (P extends [readonly string[]] ? { list: 'quoted-alternatives' } : never)
    | (P extends [string] ? { alert: 'message-inside' } : never)
  : never;

type FunctionMatches = {
  [C in keyof Catalogues as FunctionKeys<Catalogues[C]> extends never ? never : C]: {
    [K in FunctionKeys<Catalogues[C]>]: FunctionMatch<Catalogues[C][K]>;
  };
};

/** Every message function of the catalogue; a function added there fails the type check here. */
const functionMatches: FunctionMatches = {
  messages: {
    enterLabel: { template: ['string'] },
    minLength: { template: ['number'] },
    maxLength: { template: ['number'] },
    invalidCharacters: { template: ['string'] },
    chooseLabel: { template: ['string'] },
    nameDesignationMissing: { list: 'quoted-alternatives' },
    effectiveDateBeyondMaximum: { template: ['string'] },
    addressMustBeIn: { template: ['string'] },
    uploadTooMany: { template: ['number'], exact: [[1]] },
    uploadCombinedSize: { template: ['number'] },
    uploadInvalidFileName: { template: ['string'] },
    uploadExtensionNotAllowed: { template: ['string'] },
    uploadTypeNotAllowed: { template: ['string'] },
    uploadEmpty: { template: ['string'] },
    uploadTooLarge: { template: ['string', 'number'] },
    uploadContentMismatch: { template: ['string'] },
    errorAlert: { alert: 'message-inside' },
    warningAlert: { alert: 'message-inside' },
    receiptEmailSubject: { template: ['string', 'string'] },
    pendingQueueLink: { template: ['number'], exact: [[1]] },
    errorApprovingFiling: { template: ['number'], exact: [[]] },
    errorRejectingFiling: { template: ['number'], exact: [[]] },
    errorSavingPii: { template: ['number'], exact: [[]] },
  },
};

type AnyTextFunction = (...args: unknown[]) => string;
type AnyMatch =
  | { template: readonly ('number' | 'string')[]; exact?: readonly (readonly unknown[])[] }
  | { list: 'quoted-alternatives' }
  | { alert: 'message-inside' };

interface Matcher {
  pattern: RegExp;
  /** The Spanish text for a match, or undefined when the English function would not word it so. */
  translate: (match: RegExpExecArray) => string | undefined;
}

interface Lookup {
  exact: Map<string, string>;
  matchers: Matcher[];
}

const STRING_CAPTURE = '([\\s\\S]*?)';
const NUMBER_CAPTURE = '(-?\\d+(?:\\.\\d+)?)';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A value to call a function with that is found again, unchanged, in its text. */
function sentinel(kind: 'number' | 'string', index: number): string | number {
  return kind === 'number' ? 918_273_645 + index : `\u0000${index}\u0000`;
}

function templateMatcher(
  name: string,
  kinds: readonly ('number' | 'string')[],
  en: AnyTextFunction,
  es: AnyTextFunction,
): Matcher {
  const sentinels = kinds.map(sentinel);
  const text = en(...sentinels);
  // Where each argument appears, in the order of the text.
  const places = sentinels.map((value, index) => {
    const written = String(value);
    const at = text.indexOf(written);
    if (at < 0 || text.indexOf(written, at + 1) >= 0)
      throw new Error(`The message ${name} does not show its argument ${index} once`);
    return { at, length: written.length, index };
  });
  places.sort((a, b) => a.at - b.at);
  let source = '';
  let from = 0;
  for (const place of places) {
    source += escapeRegExp(text.slice(from, place.at));
    source += kinds[place.index] === 'number' ? NUMBER_CAPTURE : STRING_CAPTURE;
    from = place.at + place.length;
  }
  source += escapeRegExp(text.slice(from));
  const groupOfArgument = places
    .map((place, group) => ({ index: place.index, group: group + 1 }))
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.group);
  return {
    pattern: new RegExp(`^${source}$`),
    translate: (match) => {
      const args = kinds.map((kind, index) => {
        const captured = match[groupOfArgument[index] ?? 0] ?? '';
        return kind === 'number' ? Number(captured) : captured;
      });
      return en(...args) === match.input ? es(...args) : undefined;
    },
  };
}

/** `The name must contain "a", "b" or "c"`: the list is read back from its quoted terms. */
function listMatcher(en: AnyTextFunction, es: AnyTextFunction): Matcher {
  const none = en([]);
  const one = en([sentinel('string', 0)]);
  let prefix = 0;
  while (prefix < none.length && none[prefix] === one[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < none.length - prefix &&
    none[none.length - 1 - suffix] === one[one.length - 1 - suffix]
  )
    suffix += 1;
  const source = `^${escapeRegExp(none.slice(0, prefix))}([\\s\\S]*)${escapeRegExp(none.slice(none.length - suffix))}$`;
  return {
    pattern: new RegExp(source),
    translate: (match) => {
      const terms = [...(match[1] ?? '').matchAll(/"([^"]*)"/g)].map((quoted) => quoted[1] ?? '');
      return en(terms) === match.input ? es(terms) : undefined;
    },
  };
}

/** `Error - <message>`: the message inside is translated too, or the whole is not known. */
function alertMatcher(en: AnyTextFunction, es: AnyTextFunction): Matcher {
  const inside = sentinel('string', 0);
  const [before = '', after = ''] = en(inside).split(String(inside));
  return {
    pattern: new RegExp(`^${escapeRegExp(before)}([\\s\\S]*)${escapeRegExp(after)}$`),
    translate: (match) => {
      const message = match[1] ?? '';
      if (en(message) !== match.input) return undefined;
      const spanishMessage = spanishFor(message);
      return spanishMessage === undefined ? undefined : es(spanishMessage);
    },
  };
}

function addExact(lookup: Lookup, en: string, es: string): void {
  if (!lookup.exact.has(en)) lookup.exact.set(en, es);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function collect(
  lookup: Lookup,
  path: string,
  en: unknown,
  es: unknown,
  matches: Record<string, AnyMatch> | undefined,
): void {
  if (typeof en === 'string' && typeof es === 'string') {
    addExact(lookup, en, es);
  } else if (typeof en === 'function' && typeof es === 'function') {
    const name = path.split('.').pop() ?? path;
    const match = matches?.[name];
    if (match === undefined) throw new Error(`The message ${path} has no way to be recognised`);
    const enFunction = en as AnyTextFunction;
    const esFunction = es as AnyTextFunction;
    if ('template' in match) {
      for (const args of match.exact ?? [])
        addExact(lookup, enFunction(...args), esFunction(...args));
      lookup.matchers.push(templateMatcher(path, match.template, enFunction, esFunction));
    } else if ('list' in match) {
      lookup.matchers.push(listMatcher(enFunction, esFunction));
    } else {
      lookup.matchers.push(alertMatcher(enFunction, esFunction));
    }
  } else if (isRecord(en) && isRecord(es)) {
    for (const key of Object.keys(en)) collect(lookup, `${path}.${key}`, en[key], es[key], matches);
  }
}

function buildLookup(): Lookup {
  const lookup: Lookup = { exact: new Map(), matchers: [] };
  const englishCatalogues: Record<string, unknown> = english;
  const spanishCatalogues: Record<string, unknown> = spanish;
  const allMatches: Record<string, Record<string, AnyMatch>> = functionMatches;
  for (const name of Object.keys(englishCatalogues))
    collect(lookup, name, englishCatalogues[name], spanishCatalogues[name], allMatches[name]);
  // The words of the domain's display text (reasons a filing is not available, statuses, titles)
  // that an answer may carry as its message: their plain texts.
  for (const [en, es] of [
    [entityText, entityTextEs],
    [filingTypeText, filingTypeTextEs],
    [stepText, stepTextEs],
  ] as const)
    collectTexts(lookup, en, es);
  return lookup;
}

/** The plain texts of a display text module and its twin (its functions are not messages). */
function collectTexts(lookup: Lookup, en: unknown, es: unknown): void {
  if (typeof en === 'string' && typeof es === 'string') addExact(lookup, en, es);
  else if (isRecord(en) && isRecord(es))
    for (const key of Object.keys(en)) collectTexts(lookup, en[key], es[key]);
}

// Built once, when the module loads; unused (as in the web app), a bundler drops it.
const lookup = /* @__PURE__ */ buildLookup();

/**
 * The Spanish for a message as the English catalogue produced it, templated ones included
 * ('Must be at least 5 characters', 'Error - Enter a value'), or undefined when the text is not
 * one of the catalogue's messages.
 */
export function spanishFor(englishText: string): string | undefined {
  const exact = lookup.exact.get(englishText);
  if (exact !== undefined) return exact;
  for (const matcher of lookup.matchers) {
    const match = matcher.pattern.exec(englishText);
    const translated = match === null ? undefined : matcher.translate(match);
    if (translated !== undefined) return translated;
  }
  return undefined;
}

/** A message of the English catalogue in `language`; a text the catalogue does not know is kept. */
export function inLanguage(language: Language, text: string): string {
  return language === 'es' ? (spanishFor(text) ?? text) : text;
}
