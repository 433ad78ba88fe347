// Business search (GET /business-api/entity/search): by entity ID, or by name on the same name
// key as the name-availability check, widened by trigram similarity (pg_trgm, with the GIN
// trigram index on entities.name_key). At most SEARCH_MAX_RESULTS are ranked: a search that
// finds more is told so and asked to be narrowed, so a one-word search of a million entities
// costs no more than a precise one.
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
  total: number;
  more: boolean;
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

/** LIKE's wildcards and its escape character taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const columns = 'entity_id, name, name_key, entity_type, status_code, formation_date';
const ranked = `
  select entity_id, name, entity_type, status_code, formation_date, count(*) over () as total
    from candidates
   order by (name_key = $1) desc, (name_key like $4) desc, word_similarity($1, name_key) desc,
            name_key, entity_id
   limit $5 offset $6`;

// First the names holding the key: the same name (btree index) and names containing it. The
// trigram index is asked for the key's distinctive words only ($7): a designation such as "llc"
// is in most names, and its trigrams' long lists would cost more than all the others; the whole
// key is then checked on those rows as a plain filter (the expression hides it from the index).
// The candidates are capped before they are ranked.
const containingStatement = `
  with candidates as (
    (select ${columns} from entities where name_key = $1)
    union
    (select ${columns} from entities
      where name_key like $7 and (name_key || '') like $2 limit $3)
  )${ranked}`;

// When that finds nothing, names whose words are similar to the query's distinctive words
// (word_similarity over pg_trgm's threshold, 0.6), for a misspelt search.
const similarStatement = `
  with candidates as (
    select ${columns} from entities where $5 <% name_key limit $2
  )
  select entity_id, name, entity_type, status_code, formation_date, count(*) over () as total
    from candidates
   order by word_similarity($1, name_key) desc, name_key, entity_id
   limit $3 offset $4`;

/** Words of the designation terms ("llc", "inc", "company"...), as name keys spell them. */
const designationWords = new Set(
  Object.values(designationRules).flatMap((rule) =>
    rule.terms.flatMap((term) => nameKey(term).split(/[\s-]+/)),
  ),
);

/** The key without its designation words: what a similar name must share. */
function distinctiveWords(key: string): string {
  return key
    .split(' ')
    .filter((word) => word !== '' && !designationWords.has(word))
    .join(' ');
}

const byIdStatement = `
  select entity_id, name, entity_type, status_code, formation_date, 1 as total
    from entities where entity_id = $1`;

/** One page (1-based) of the entities the query finds. */
export async function searchEntities(
  pool: pg.Pool,
  query: string,
  page: number,
): Promise<EntitySearchPage> {
  const trimmed = query.trim();
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  let rows: SearchRow[];
  if (/^\d{11}$/.test(trimmed)) {
    rows = (await pool.query<SearchRow>(byIdStatement, [trimmed])).rows;
    rows = rows.slice(offset, offset + SEARCH_PAGE_SIZE);
  } else {
    const key = nameKey(trimmed);
    const pattern = escapeLike(key);
    const distinctive = distinctiveWords(key);
    const parameters = [
      key,
      `%${pattern}%`,
      SEARCH_MAX_RESULTS + 1,
      `${pattern}%`,
      SEARCH_PAGE_SIZE,
      offset,
      // The words in their order with anything between them: the designations left out.
      distinctive === '' ? `%${pattern}%` : `%${distinctive.split(' ').map(escapeLike).join('%')}%`,
    ];
    rows = (await pool.query<SearchRow>(containingStatement, parameters)).rows;
    // A page past the containing names carries no count: it is counted from the first page.
    const counted =
      rows[0]?.total ??
      (offset > 0
        ? (
            await pool.query<SearchRow>(containingStatement, [
              ...parameters.slice(0, 5),
              0,
              ...parameters.slice(6),
            ])
          ).rows[0]?.total
        : undefined);
    const containing = Number(counted ?? 0);
    // Only a search that found no name holding it is widened (a misspelt search): similarity is
    // the dearest question the index answers, and a search that found names found what it asked.
    if (containing === 0 && distinctive.length >= 3) {
      rows = (
        await pool.query<SearchRow>(similarStatement, [
          key,
          SEARCH_MAX_RESULTS + 1,
          SEARCH_PAGE_SIZE,
          offset,
          distinctive,
        ])
      ).rows;
    }
  }
  // A page past the last has no rows to carry the count: the count comes from the first page.
  if (rows.length === 0 && page > 1)
    return { ...(await searchEntities(pool, query, 1)), results: [] };
  const found = Number(rows[0]?.total ?? 0);
  return {
    total: Math.min(found, SEARCH_MAX_RESULTS),
    more: found > SEARCH_MAX_RESULTS,
    results: rows.map((row) => ({
      entityId: row.entity_id,
      entityName: row.name,
      entityType: entityTypeDescriptions[row.entity_type] ?? row.entity_type,
      status: entityStatuses[row.status_code as keyof typeof entityStatuses] ?? row.status_code,
      formationDate: displayMountainDay(row.formation_date),
    })),
  };
}
