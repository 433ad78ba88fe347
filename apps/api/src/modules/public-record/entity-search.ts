// Business search (GET /business-api/entity/search): by entity ID, or by name on the same name
// key as the name-availability check. Names are found by their words: the words table
// (`name_words`, the distinct words of the names on the record with their uses) says which words
// each query word can be and how common they are, and the GIN index of each name's words (on the
// narrow copy of the names, `entity_names`) is asked for the rarest; the whole key is then checked
// on the names found. At most SEARCH_MAX_RESULTS are ranked: a search that finds more is told so
// (capped) and asked to be narrowed, so a one-word search of a million entities costs no more than a
// precise one. Each search is one named statement (two for a misspelt one), so a connection
// parses and plans each once.
import {
  designationRules,
  entityStatuses,
  entityTypeDescriptions,
  nameKey,
  SEARCH_MAX_RESULTS,
  SEARCH_PAGE_SIZE,
} from '@registrar/domain';
import type pg from 'pg';
import { displayMountainDay } from './record-dates.ts';

export interface EntitySearchPage {
  /** Results found, at most SEARCH_MAX_RESULTS. */
  total: number;
  /** Whether the next page has results. */
  more: boolean;
  /** Whether the search found more than SEARCH_MAX_RESULTS and only that many were ranked. */
  capped: boolean;
  results: {
    entityId: string;
    entityName: string;
    entityType: string;
    status: string;
    formationDate: string;
  }[];
}

interface SearchRow {
  entity_id: string;
  name: string;
  entity_type: string;
  status_code: string;
  formation_date: Date;
  total: string;
}

interface Found {
  rows: SearchRow[];
  found: number;
}

/** Words names use that a misspelt query word may have meant, the most similar first. */
const CORRECTIONS_PER_WORD = 3;
/** Query positions whose words the names index is asked for, the rarest first. */
const INDEXED_POSITIONS = 3;
/**
 * A position's words are left to the check on the names found when they have this many times the
 * uses of the rarest position's: reading a word's list costs little a name, checking a name found
 * much more, so only a far longer list costs more than it saves.
 */
const COMMON_WORDS_RATIO = 100;
/**
 * Nor are they asked when the position can be more than this many words (a short start or end of
 * a word): one list a word, and together as long as a common word's.
 */
const MANY_WORDS = 20;
/**
 * When a one-word search's words are in more than one name in this many, the names are read in
 * order and checked until enough are found (about this many names read a name found) instead: the
 * index would read lists of a twentieth of the registry or more. A search of several common words
 * still asks the index: the names holding them all may be few, and reading the names would then
 * read them all.
 */
const BROAD_SEARCH_SHARE = 20;

/** LIKE's wildcards and its escape character taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The words of a name key, as the names index and the words table split it. */
function keyWords(key: string): string[] {
  return key.split(' ').filter((word) => word !== '');
}

/** Words of the designation terms ("llc", "inc", "company"...), as name keys spell them. */
const designationWords = new Set(
  Object.values(designationRules).flatMap((rule) =>
    rule.terms.flatMap((term) => keyWords(nameKey(term))),
  ),
);

/**
 * The names that may hold the query (the CTE `held`), at most $5, given `choices` (a CTE: one row
 * a query position, the words names use that it can be and their uses; null when there are none),
 * `findable` (an aggregate over `choices`: whether the query can be found at all) and `check` (the
 * condition on the key each name must meet). The names index is asked for the rarest positions'
 * words in one query, each position one of its words (a lexeme quoted, so no character in a word
 * means anything to the query); a one-word search of a common word reads the names in name order
 * instead, until it has enough. Positions with no words are not asked for.
 */
function heldNames(choices: string, findable: string, check: string): string {
  const lexeme = `'''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || ''''`;
  return `
     asked as (
       select string_agg(
                '(' || (select string_agg(${lexeme}, ' | ') from unnest(c.words) as w) || ')',
                ' & ')::tsquery as query
         from (select words from ${choices}
                where uses = (select min(uses) from ${choices})
                   or (uses <= ${COMMON_WORDS_RATIO} * (select min(uses) from ${choices})
                       and cardinality(words) <= ${MANY_WORDS})
                order by uses, position limit ${INDEXED_POSITIONS}) as c
     ),
     shape as (
       select ${findable} as findable,
              count(words) = 1
                and min(uses) * ${BROAD_SEARCH_SHARE} > (select greatest(reltuples, 0) from pg_class
                                                          where oid = 'entity_names'::regclass)
                as broad
         from ${choices}
     ),
     held as (
       (select entity_id, name_key from entity_names
         where (select findable and not broad from shape)
           and array_to_tsvector(string_to_array(name_key, ' ')) @@ (select query from asked)
           and ${check}
         limit $5)
       union all
       (select entity_id, name_key from entity_names
         where (select findable and broad from shape) and ${check}
         order by name_key collate "C"
         limit $5)
     )`;
}

/**
 * One page of the candidates (entity_id, name_key), ranked by `ranks` (each the higher the
 * better), then by the key's bytes (the same order on every database); each row carries the count
 * of all of them. They are ranked on the narrow copy of the names, and only the page's entities
 * are read.
 */
function rankedPage(candidates: string, ranks: string[]): string {
  const order = (table: string) =>
    [
      ...ranks.map((_, index) => `${table}rank_${index} desc`),
      `${table}name_key collate "C"`,
      `${table}entity_id`,
    ].join(', ');
  return `${candidates},
    ranked as (
      select entity_id, name_key, count(*) over () as total,
             ${ranks.map((rank, index) => `${rank} as rank_${index}`).join(', ')}
        from candidates
       order by ${order('')}
       limit $1 offset $2
    )
    select e.entity_id, e.name, e.entity_type, e.status_code, e.formation_date, r.total
      from ranked r join entities e on e.entity_id = r.entity_id
     order by ${order('r.')}`;
}

// Names whose key contains the query's key ($3). For each of its words ($8: LIKE patterns, in
// order, one space between) the words names use that it can be: the first may end a name's word,
// the last may start one and a lone word may be inside one; the words between are whole words.
// The same name is always a candidate (btree index), however many others contain it. A name
// holding the key as whole words has word similarity 1, so only the others need it computed.
const containingStatement = {
  name: 'public-record-search-containing',
  text: rankedPage(
    `with choices as (
       select p.position, m.words, m.uses
         from string_to_table($8, ' ') with ordinality as p(pattern, position)
         cross join lateral (
           select array_agg(w.word) as words, sum(w.uses) as uses
             from name_words w where w.word like p.pattern and w.uses > 0
         ) as m
     ),
     ${heldNames('choices', 'bool_and(words is not null)', 'name_key like $4')},
     candidates as (
       (select entity_id, name_key from entities where name_key = $3)
       union
       (select entity_id, name_key from held)
     )`,
    [
      'name_key = $3',
      'name_key like $6',
      `case when ' ' || name_key || ' ' like $7 then 1 else word_similarity($3, name_key) end`,
    ],
  ),
};

// When no name contains the key (a misspelt search): names holding the query's distinctive words
// ($4, one space between) in their order, anything between them, each word either itself, when a
// name uses it, or one of the words names use most similar to it (pg_trgm similarity over its
// threshold, 0.3). A word with neither is left out, as long as the words kept outnumber those left
// out; otherwise nothing is found. Ranked by word similarity to the query as it was typed ($3).
const similarStatement = {
  name: 'public-record-search-similar',
  text: rankedPage(
    `with choices as (
       select p.position, c.words, c.uses
         from string_to_table($4, ' ') with ordinality as p(word, position)
         cross join lateral (
           select array_agg(s.word) as words, sum(s.uses) as uses
             from (
               (select w.word, w.uses from name_words w where w.word = p.word and w.uses > 0)
               union all
               (select w.word, w.uses from name_words w
                 where w.word % p.word and w.uses > 0
                   and not exists (select 1 from name_words k where k.word = p.word and k.uses > 0)
                 order by similarity(w.word, p.word) desc, w.uses desc, w.word
                 limit ${CORRECTIONS_PER_WORD})
             ) as s
         ) as c
     ),
     -- The positions in order, each one of its words, as a regular expression whose
     -- metacharacters are taken literally.
     readings as (
       select string_agg(
                '(' || (select string_agg(regexp_replace(w, '([\\\\^$.|?*+()[\\]{}])', '\\\\\\1', 'g'), '|')
                          from unnest(words) as w) || ')',
                '.*' order by position) as pattern
         from choices
     ),
     ${heldNames('choices', 'count(words) * 2 > count(*)', 'name_key ~ (select pattern from readings)')},
     candidates as (select entity_id, name_key from held)`,
    ['word_similarity($3, name_key)'],
  ),
};

/** Runs a page statement; a page past the last carries no count, so it is counted from the first. */
async function pageOf(
  pool: pg.Pool,
  statement: { name: string; text: string },
  parameters: unknown[],
  offset: number,
): Promise<Found> {
  const values = [SEARCH_PAGE_SIZE, offset, ...parameters];
  const { rows } = await pool.query<SearchRow>({ ...statement, values });
  if (rows.length > 0 || offset === 0) return { rows, found: Number(rows[0]?.total ?? 0) };
  const first = await pool.query<SearchRow>({ ...statement, values: [1, 0, ...parameters] });
  return { rows: [], found: Number(first.rows[0]?.total ?? 0) };
}

/**
 * Names containing the key; when none does, names holding its distinctive words in order, each
 * misspelt word corrected. Only a search that found no name containing it is widened: a search
 * that found names found what it asked.
 */
async function searchNames(pool: pg.Pool, key: string, offset: number): Promise<Found> {
  const words = keyWords(key);
  if (words.length === 0) return { rows: [], found: 0 };
  const last = words.length - 1;
  const patterns = words.map((word, index) => {
    const literal = escapeLike(word);
    if (last === 0) return `%${literal}%`;
    if (index === 0) return `%${literal}`;
    return index === last ? `${literal}%` : literal;
  });
  const pattern = escapeLike(key);
  const contained = await pageOf(
    pool,
    containingStatement,
    [
      key,
      `%${pattern}%`,
      SEARCH_MAX_RESULTS + 1,
      `${pattern}%`,
      `% ${pattern} %`,
      patterns.join(' '),
    ],
    offset,
  );
  const distinctive = words.filter((word) => !designationWords.has(word));
  if (contained.found > 0 || distinctive.join(' ').length < 3) return contained;
  return pageOf(
    pool,
    similarStatement,
    [key, distinctive.join(' '), SEARCH_MAX_RESULTS + 1],
    offset,
  );
}

const byIdStatement = {
  name: 'public-record-search-by-id',
  text: `select entity_id, name, entity_type, status_code, formation_date, 1 as total
           from entities where entity_id = $1`,
};

/** One page (1-based) of the entities the query finds. */
export async function searchEntities(
  pool: pg.Pool,
  query: string,
  page: number,
): Promise<EntitySearchPage> {
  const trimmed = query.trim();
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  let rows: SearchRow[];
  let found: number;
  if (/^\d{11}$/.test(trimmed)) {
    rows = (await pool.query<SearchRow>({ ...byIdStatement, values: [trimmed] })).rows;
    found = rows.length;
    rows = rows.slice(offset, offset + SEARCH_PAGE_SIZE);
  } else {
    ({ rows, found } = await searchNames(pool, nameKey(trimmed), offset));
  }
  const total = Math.min(found, SEARCH_MAX_RESULTS);
  return {
    total,
    more: offset + SEARCH_PAGE_SIZE < total,
    capped: found > SEARCH_MAX_RESULTS,
    // One more than are ranked is read to tell a capped search: it is never shown.
    results: rows.slice(0, Math.max(0, total - offset)).map((row) => ({
      entityId: row.entity_id,
      entityName: row.name,
      entityType: entityTypeDescriptions[row.entity_type] ?? row.entity_type,
      status: entityStatuses[row.status_code as keyof typeof entityStatuses] ?? row.status_code,
      formationDate: displayMountainDay(row.formation_date),
    })),
  };
}
