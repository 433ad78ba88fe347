// Every text module of the domain a filer reads (`*-text.ts`) has its Spanish twin
// (`*-text.es.ts`): the same exports, the same keys at every depth, no empty text, the same
// {{placeholders}} and parameters, and Spanish words wherever a text is not a name or a code.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = fileURLToPath(new URL('../src/', import.meta.url));

/** The English text modules: every `*-text.ts` under src but the index of the Spanish ones. */
function textModules(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    });
  return walk(sourceRoot)
    .map((file) => path.relative(sourceRoot, file).split(path.sep).join('/'))
    .filter((file) => file.endsWith('-text.ts') && file !== 'i18n/spanish-text.ts')
    .sort();
}

/** Texts that read the same in both languages, by module and path: words Spanish shares. */
const sameInBoth: Readonly<Record<string, readonly string[]>> = {
  'review/review-text.ts': ['reviewTextEn.no'],
};

type Leaf = { path: string; english: unknown; spanish: unknown };

/** Sample arguments for a text function: each one a token to find in what it returns. */
const sampleArguments = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => `[argument ${index}]`);

/** The leaves of two catalogues side by side; a key in one only is reported as a mismatch. */
function pairLeaves(english: unknown, spanish: unknown, at: string, leaves: Leaf[]): string[] {
  const isObject = (value: unknown) => typeof value === 'object' && value !== null;
  if (isObject(english) && isObject(spanish)) {
    const englishKeys = Object.keys(english).sort();
    const spanishKeys = Object.keys(spanish).sort();
    const mismatches = [
      ...englishKeys
        .filter((key) => !spanishKeys.includes(key))
        .map((key) => `${at}.${key} missing`),
      ...spanishKeys.filter((key) => !englishKeys.includes(key)).map((key) => `${at}.${key} extra`),
    ];
    for (const key of englishKeys.filter((each) => spanishKeys.includes(each)))
      mismatches.push(
        ...pairLeaves(
          (english as Record<string, unknown>)[key],
          (spanish as Record<string, unknown>)[key],
          `${at}.${key}`,
          leaves,
        ),
      );
    return mismatches;
  }
  if (typeof english !== typeof spanish)
    return [`${at}: ${typeof english} in English, ${typeof spanish} in Spanish`];
  leaves.push({ path: at, english, spanish });
  return [];
}

const placeholders = (text: string): string[] => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

/** A leaf as the texts it shows: a string itself, a function what it returns for sample arguments. */
function shownTexts(leaf: Leaf): { english: string; spanish: string; tokens: string[] } {
  if (typeof leaf.english === 'function' && typeof leaf.spanish === 'function') {
    const englishFunction = leaf.english as (...args: string[]) => string;
    const spanishFunction = leaf.spanish as (...args: string[]) => string;
    const tokens = sampleArguments(englishFunction.length);
    return { english: englishFunction(...tokens), spanish: spanishFunction(...tokens), tokens };
  }
  return { english: String(leaf.english), spanish: String(leaf.spanish), tokens: [] };
}

describe('the Spanish twins of the text modules', () => {
  const modules = textModules();

  it('finds the text modules', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        'entity-text.ts',
        'filing-types/filing-type-text.ts',
        'review/review-text.ts',
        'steps/step-text.ts',
      ]),
    );
  });

  describe.each(modules)('%s', (file) => {
    const load = async () => {
      const english = (await import(pathToFileURL(path.join(sourceRoot, file)).href)) as Record<
        string,
        unknown
      >;
      const twin = file.replace(/\.ts$/, '.es.ts');
      const spanish = (await import(pathToFileURL(path.join(sourceRoot, twin)).href)) as Record<
        string,
        unknown
      >;
      const leaves: Leaf[] = [];
      const mismatches = pairLeaves(english, spanish, '', leaves).map((each) =>
        each.replace(/^\./, ''),
      );
      return {
        english,
        spanish,
        mismatches,
        leaves: leaves.map((leaf) => ({ ...leaf, path: leaf.path.replace(/^\./, '') })),
      };
    };

    it('has a twin with the same exports and the same keys at every depth', async () => {
      const { english, spanish, mismatches } = await load();
      expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
      expect(mismatches).toEqual([]);
    });

    it('has no empty text, and the same placeholders and parameters', async () => {
      const { leaves } = await load();
      const problems: string[] = [];
      for (const leaf of leaves) {
        if (typeof leaf.english === 'function' && typeof leaf.spanish === 'function') {
          const englishLength = (leaf.english as () => string).length;
          if ((leaf.spanish as () => string).length !== englishLength)
            problems.push(`${leaf.path}: another number of parameters`);
        } else if (typeof leaf.english !== 'string') {
          problems.push(`${leaf.path}: neither a text nor a text function`);
          continue;
        }
        const { english, spanish, tokens } = shownTexts(leaf);
        if (spanish.trim() === '') problems.push(`${leaf.path}: empty in Spanish`);
        if (english.trim() === '') problems.push(`${leaf.path}: empty in English`);
        if (placeholders(spanish).join() !== placeholders(english).join())
          problems.push(`${leaf.path}: other {{placeholders}}`);
        for (const token of tokens) {
          if (english.includes(token) !== spanish.includes(token))
            problems.push(`${leaf.path}: ${token} shown in one language only`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('is in Spanish but for the texts listed as the same in both', async () => {
      const { leaves } = await load();
      const allowed = sameInBoth[file] ?? [];
      const same = leaves
        .filter((leaf) => {
          const { english, spanish } = shownTexts(leaf);
          return english === spanish;
        })
        .map((leaf) => leaf.path);
      expect(same.filter((each) => !allowed.includes(each))).toEqual([]);
      expect(same.length).toBeLessThanOrEqual(Math.floor(leaves.length / 10));
    });
  });
});
