// Every text catalogue a filer reads (`x.en.ts`, and the shell's `en.ts`) has its Spanish twin
// beside it (`x.es.ts`, `es.ts`), which the Spanish build takes in its place: the same exports,
// the same keys, the same {{placeholders}} in each text, no empty text, and no long text left in
// English. The administrators' pages stay English, so their catalogue has no twin.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import * as domain from '@registrar/domain';
import { describe, expect, it } from 'vitest';

const source = path.resolve(import.meta.dirname, '../..');
const englishOnly = [path.join(source, 'features/admin')];

function catalogueFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return englishOnly.includes(full) ? [] : catalogueFiles(full);
    return entry.name.endsWith('.en.ts') || full === path.join(source, 'app/i18n/en.ts')
      ? [full]
      : [];
  });
}

const twinOf = (file: string): string =>
  path.basename(file) === 'en.ts'
    ? path.join(path.dirname(file), 'es.ts')
    : file.replace(/\.en\.ts$/, '.es.ts');

const catalogues = catalogueFiles(source).sort();
const hasTwin = (file: string) =>
  readdirSync(path.dirname(file)).includes(path.basename(twinOf(file)));

/**
 * The texts a catalogue takes from the domain's messages (`messages.x`, `..._MESSAGE`): in a test
 * both sides read the English messages (the Spanish build swaps the domain's module), so they are
 * not expected to differ here; the domain's own twin is checked with the domain.
 */
function domainTexts(): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.add(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  for (const [name, value] of Object.entries(domain)) {
    if (/message/i.test(name)) collect(value);
  }
  return texts;
}
const fromDomain = domainTexts();

const placeholders = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort();

const words = (text: string): number => text.trim().split(/\s+/).length;

/** Every difference between an English catalogue and its twin, as readable lines. */
function differences(english: unknown, spanish: unknown, at: string): string[] {
  if (typeof english === 'string') {
    if (typeof spanish !== 'string') return [`${at}: a text in English, not in Spanish`];
    const found: string[] = [];
    if (english.trim() === '') found.push(`${at}: the English text is empty`);
    if (spanish.trim() === '') found.push(`${at}: the Spanish text is empty`);
    const [inEnglish, inSpanish] = [placeholders(english), placeholders(spanish)];
    if (inEnglish.join() !== inSpanish.join()) {
      found.push(
        `${at}: placeholders {${inEnglish.join(', ')}} in English, {${inSpanish.join(', ')}} in Spanish`,
      );
    }
    if (words(english) > 3 && spanish === english && !fromDomain.has(english)) {
      found.push(`${at}: the Spanish text is the English one ("${english}")`);
    }
    return found;
  }
  if (typeof english === 'function') {
    return typeof spanish === 'function' ? [] : [`${at}: a message function in English only`];
  }
  if (typeof english !== 'object' || english === null) return [];
  if (typeof spanish !== 'object' || spanish === null) {
    return [`${at}: a group of texts in English, not in Spanish`];
  }
  const englishGroup = english as Record<string, unknown>;
  const spanishGroup = spanish as Record<string, unknown>;
  const keys = new Set([...Object.keys(englishGroup), ...Object.keys(spanishGroup)]);
  return [...keys].flatMap((key) => {
    const where = at === '' ? key : `${at}.${key}`;
    if (!(key in spanishGroup)) return [`${where}: missing in Spanish`];
    if (!(key in englishGroup)) return [`${where}: in Spanish but not in English`];
    return differences(englishGroup[key], spanishGroup[key], where);
  });
}

describe('the Spanish text catalogues', () => {
  const name = (file: string) => path.relative(source, file);

  it('finds the catalogues of the shell, the wizard and the notification pages', () => {
    const found = catalogues.map(name);
    expect(found).toContain('app/i18n/en.ts');
    expect(found).toContain('features/wizard/review/review.en.ts');
    expect(found).toContain('features/notifications/notifications.en.ts');
    expect(found.filter((file) => file.startsWith('features/admin/'))).toEqual([]);
  });

  it('gives every catalogue a Spanish twin beside it', () => {
    expect(catalogues.filter((file) => !hasTwin(file)).map(name)).toEqual([]);
  });

  it.each(catalogues.filter(hasTwin).map((file) => [name(file), file]))(
    '%s: the twin has the same keys and placeholders, and every text in Spanish',
    async (_, file) => {
      const english = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      const spanish = (await import(/* @vite-ignore */ twinOf(file))) as Record<string, unknown>;
      expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
      const found = Object.keys(english).flatMap((exported) =>
        differences(english[exported], spanish[exported], exported),
      );
      expect(found).toEqual([]);
    },
  );
});
