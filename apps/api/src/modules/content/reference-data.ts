// Reference data (states, suffixes, countries, country groups) and editable content change only
// through a deployment or the seed, so each process reads them once and answers from memory. The
// content is kept in both languages; a key with no Spanish row is answered in English.
import type { Language } from '@registrar/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { content, countries, countryGroups, states, suffixes } from '../../db/schema.ts';
import { servedHtml } from './served-html.ts';

interface CodeAndName {
  code: string;
  name: string;
}

export interface ReferenceData {
  states: CodeAndName[];
  suffixes: { code: string; label: string }[];
  countries: CodeAndName[];
  countryGroups: { code: string; name: string; countries: CodeAndName[] }[];
  /** Content bodies, cut down to the allowed HTML, by language, then by key, then by scope
   * (entity type, transaction type or '*'). */
  content: Map<Language, Map<string, Map<string, string>>>;
}

/** Reads every reference list and the content table, each in its display order. */
async function readReferenceData(db: Db): Promise<ReferenceData> {
  const [stateRows, suffixRows, countryRows, groupRows, contentRows] = await Promise.all([
    db.select({ code: states.code, name: states.name }).from(states).orderBy(asc(states.sortOrder)),
    db
      .select({ code: suffixes.code, label: suffixes.label })
      .from(suffixes)
      .orderBy(asc(suffixes.sortOrder)),
    db
      .select({ code: countries.code, name: countries.name })
      .from(countries)
      .orderBy(asc(countries.sortOrder)),
    db
      .select()
      .from(countryGroups)
      .orderBy(asc(countryGroups.groupCode), asc(countryGroups.sortOrder)),
    db
      .select({
        key: content.key,
        scope: content.scope,
        language: content.language,
        body: content.body,
      })
      .from(content),
  ]);
  const countryNames = new Map(countryRows.map((row) => [row.code, row.name]));
  const groups = new Map<string, { code: string; name: string; countries: CodeAndName[] }>();
  for (const row of groupRows) {
    let group = groups.get(row.groupCode);
    if (!group) {
      group = { code: row.groupCode, name: row.groupName, countries: [] };
      groups.set(row.groupCode, group);
    }
    group.countries.push({
      code: row.countryCode,
      name: countryNames.get(row.countryCode) ?? row.countryCode,
    });
  }
  const contentByLanguage = new Map<Language, Map<string, Map<string, string>>>();
  for (const row of contentRows) {
    const keys = contentByLanguage.get(row.language) ?? new Map<string, Map<string, string>>();
    const scopes = keys.get(row.key) ?? new Map<string, string>();
    scopes.set(row.scope, servedHtml(row.body));
    keys.set(row.key, scopes);
    contentByLanguage.set(row.language, keys);
  }
  // The US group first (the pickers list the US and its territories before the rest).
  const orderedGroups = [...groups.values()].sort((a, b) =>
    a.code === 'US' ? -1 : b.code === 'US' ? 1 : 0,
  );
  return {
    states: stateRows,
    suffixes: suffixRows,
    countries: countryRows,
    countryGroups: orderedGroups,
    content: contentByLanguage,
  };
}

export interface ReferenceDataCache {
  get(): Promise<ReferenceData>;
}

/** Reads the reference data on first use and keeps it; a failed read is retried next time. */
export function createReferenceDataCache(db: Db): ReferenceDataCache {
  let loading: Promise<ReferenceData> | undefined;
  return {
    get() {
      loading ??= readReferenceData(db).catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

/**
 * The body of a content item for a scope, falling back to the '*' (all scopes) row, in the
 * language asked for: the scope's own row before the '*' row, and in each the Spanish row when
 * there is one, else the English.
 */
export function contentFor(
  data: ReferenceData,
  key: string,
  scope: string,
  language: Language = 'en',
): string | undefined {
  const inLanguage = (wanted: Language, wantedScope: string) =>
    data.content.get(wanted)?.get(key)?.get(wantedScope);
  for (const wantedScope of [scope, '*']) {
    const body =
      (language === 'en' ? undefined : inLanguage(language, wantedScope)) ??
      inLanguage('en', wantedScope);
    if (body !== undefined) return body;
  }
  return undefined;
}
