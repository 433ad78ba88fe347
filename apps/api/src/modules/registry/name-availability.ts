// Name format and availability: the domain's format rules, then ONE indexed lookup of the
// name's distinguishability key over the registry and the unexpired name reservations.
import {
  messages,
  nameKey,
  validateEntityNameFormat,
  type EntityNameAvailability,
} from '@registrar/domain';
import type pg from 'pg';

export interface NameAvailabilityQuery {
  name: string;
  entityType: string;
  /** The entity whose own current name does not count as taken (amendments, reinstatements). */
  entityId?: string | undefined;
}

export interface NameAvailabilityResult {
  /** False when the format is wrong or the name is already on the record. */
  valid: boolean;
  /** Empty when valid; otherwise the domain's format message or the taken-name message. */
  message: string;
  availability: EntityNameAvailability;
}

interface LookupRow {
  taken: boolean;
  reserved_by: { name: string; address: string[] } | null;
}

/**
 * A named statement: node-postgres parses and plans it once per connection, then each call only
 * binds the key. Both halves are probes of an index on name_key (entities_name_key_idx,
 * name_reservations_key_idx), never a scan.
 */
const lookupStatement = {
  name: 'registry-name-availability',
  text: `select
      (exists (select 1 from entities where name_key = $1 and entity_id is distinct from $2)
        or exists (select 1 from filings where name_key = $1 and effects_applied = false
                     and status in ('PAID', 'FILED', 'PENDING_REVIEW'))) as taken,
      (select json_build_object('name', reserved_by_name, 'address', reserved_by_address)
         from name_reservations where name_key = $1 and expires_at > now()
         order by expires_at desc limit 1) as reserved_by`,
};

const notChecked: EntityNameAvailability = {
  isAvailable: false,
  isReserved: false,
  isAuthorizedToUse: false,
  reservedBy: null,
};

/** Looks the name's key up among entities (except `entityId`) and unexpired reservations. */
export async function lookUpNameKey(
  pool: pg.Pool,
  key: string,
  entityId: string | undefined,
): Promise<{ taken: boolean; reservedBy: { name: string; address: string[] } | null }> {
  const result = await pool.query<LookupRow>({
    ...lookupStatement,
    values: [key, entityId ?? null],
  });
  const row = result.rows[0];
  return { taken: row?.taken ?? false, reservedBy: row?.reserved_by ?? null };
}

/**
 * Validates a proposed name's format and, when the format is right, whether the record holds it:
 * taken → valid false with the spec's message; reserved → valid true, isAvailable false,
 * isReserved true and who reserved it (the user then says whether they may use it); otherwise
 * available. isAuthorizedToUse is the user's answer, so the server always reports false.
 */
export async function checkNameAvailability(
  pool: pg.Pool,
  query: NameAvailabilityQuery,
): Promise<NameAvailabilityResult> {
  const format = validateEntityNameFormat(query.name, query.entityType);
  if (!format.valid) return { valid: false, message: format.message, availability: notChecked };
  const { taken, reservedBy } = await lookUpNameKey(pool, nameKey(query.name), query.entityId);
  if (taken) return { valid: false, message: messages.nameTaken, availability: notChecked };
  if (reservedBy) {
    return {
      valid: true,
      message: '',
      availability: { isAvailable: false, isReserved: true, isAuthorizedToUse: false, reservedBy },
    };
  }
  return {
    valid: true,
    message: '',
    availability: {
      isAvailable: true,
      isReserved: false,
      isAuthorizedToUse: false,
      reservedBy: null,
    },
  };
}
