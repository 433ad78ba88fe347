// Business search (GET /business-api/entity/search): by entity ID, or by name on the same name
// key as the name-availability check, widened by trigram similarity (pg_trgm, with the GIN
// trigram index on entities.name_key). At most SEARCH_MAX_RESULTS are ranked: a search that
// finds more is told so and asked to be narrowed, so a one-word search of a million entities
// costs no more than a precise one.
import {
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

// The exact key comes from the btree index; the rest from the trigram index: names containing
// the key, or whose words are similar to it (word_similarity over pg_trgm's threshold, 0.6).
// The candidates are capped before they are ranked.
const byNameStatement = `
  with candidates as (
    (select entity_id, name, name_key, entity_type, status_code, formation_date
       from entities where name_key = $1)
    union
    (select entity_id, name, name_key, entity_type, status_code, formation_date
       from entities where name_key like $2 or $1 <% name_key
       limit $3)
  )
  select entity_id, name, entity_type, status_code, formation_date, count(*) over () as total
    from candidates
   order by (name_key = $1) desc, (name_key like $4) desc, word_similarity($1, name_key) desc,
            name_key, entity_id
   limit $5 offset $6`;

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
    rows = (
      await pool.query<SearchRow>(byNameStatement, [
        key,
        `%${pattern}%`,
        SEARCH_MAX_RESULTS + 1,
        `${pattern}%`,
        SEARCH_PAGE_SIZE,
        offset,
      ])
    ).rows;
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
