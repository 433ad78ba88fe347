// Claims on names (the name_holds table): one live holder per distinguishability key. Entities
// and reservations claim theirs through database triggers; a paid filing claims its name here,
// inside the transaction that records it, and the claim either succeeds or says the name is
// someone else's. The primary key decides between two transactions claiming at once: the second
// waits for the first and then sees its hold.
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerConnection } from '../../db/prepared-query.ts';
import { nameHolds } from '../../db/schema.ts';

export interface FilingNameClaim {
  key: string;
  name: string;
  filingId: number;
  /** The entity the filing is about: its own current hold on the key is not a conflict. */
  entityId: string | null;
  /** The filer said they may use a name under reservation: the reservation gives way to them. */
  mayUseReservation: boolean;
  now: Date;
}

const claimFreeNameQuery = preparedPerConnection((db) =>
  db
    .insert(nameHolds)
    .values({
      nameKey: sql.placeholder('key'),
      name: sql.placeholder('name'),
      holderKind: 'filing',
      filingId: sql.placeholder('filingId'),
      claimedAt: sql.placeholder('now'),
    })
    .onConflictDoNothing()
    .returning({ nameKey: nameHolds.nameKey })
    .prepare('claim-free-name-for-filing'),
);

/**
 * Claims `key` for a paid filing; true when the filing now holds the name (or its own entity
 * already does), false when another entity, filing or unexpired reservation holds it.
 */
export async function claimNameForFiling(tx: DbOrTx, claim: FilingNameClaim): Promise<boolean> {
  const inserted = await claimFreeNameQuery(tx).execute({
    key: claim.key,
    name: claim.name,
    filingId: claim.filingId,
    now: claim.now,
  });
  if (inserted.length > 0) return true;

  // Someone holds the key: lock the hold and decide whether it gives way.
  const [hold] = await tx
    .select()
    .from(nameHolds)
    .where(eq(nameHolds.nameKey, claim.key))
    .for('update');
  // Released between the insert and the lock (a hold deleted by a rename): claim it again.
  if (hold === undefined) return claimNameForFiling(tx, claim);
  if (hold.filingId === claim.filingId) return true;
  // The entity's own name, differing only in letter case or punctuation: it keeps its hold.
  if (hold.entityId !== null && hold.entityId === claim.entityId) return true;
  const lapsed = hold.expiresAt !== null && hold.expiresAt.getTime() <= claim.now.getTime();
  const givesWay = lapsed || (hold.holderKind === 'reservation' && claim.mayUseReservation);
  if (!givesWay) return false;
  await tx
    .update(nameHolds)
    .set({
      name: claim.name,
      holderKind: 'filing',
      filingId: claim.filingId,
      entityId: null,
      reservationId: null,
      expiresAt: null,
      claimedAt: claim.now,
    })
    .where(eq(nameHolds.nameKey, claim.key));
  return true;
}

export type NameHolderKind = 'entity' | 'filing' | 'reservation';

export interface NameHolder {
  kind: NameHolderKind;
  /** The held name as written on the record. */
  name: string;
  /** The holding entity; null for a filing or a reservation. */
  entityId: string | null;
  /** The paid filing holding the name until it is recorded; null for the others. */
  filingId: number | null;
  /** Who reserved it, when an unexpired reservation holds it. */
  reservedBy: { name: string; address: string[] } | null;
}

interface LookupRow {
  name_key: string;
  name: string;
  holder_kind: NameHolderKind;
  entity_id: string | null;
  filing_id: string | null;
  reserved_by_name: string | null;
  reserved_by_address: string[] | null;
}

/**
 * A named statement: node-postgres parses and plans it once per connection, then each call only
 * binds the keys. One round trip probes the name_holds primary key for the typed name's key and
 * its suggestions' keys together (and a reservation by its id).
 */
const lookupStatement = {
  name: 'registry-name-holders',
  text: `select h.name_key, h.name, h.holder_kind, h.entity_id, h.filing_id,
      r.reserved_by_name, r.reserved_by_address
    from name_holds h left join name_reservations r on r.id = h.reservation_id
    where h.name_key = any($1::text[]) and (h.expires_at is null or h.expires_at > now())`,
};

/**
 * Who holds each of `keys` now, by key; a key nobody holds is absent, and so is `entityId`'s own
 * name (an amendment may keep or restyle it).
 */
export async function findNameHolders(
  pool: pg.Pool,
  keys: readonly string[],
  entityId: string | undefined,
): Promise<Map<string, NameHolder>> {
  const result = await pool.query<LookupRow>({ ...lookupStatement, values: [keys] });
  const holders = new Map<string, NameHolder>();
  for (const row of result.rows) {
    const ownName =
      row.holder_kind === 'entity' && entityId !== undefined && row.entity_id === entityId;
    if (ownName) continue;
    holders.set(row.name_key, {
      kind: row.holder_kind,
      name: row.name,
      entityId: row.entity_id,
      filingId: row.filing_id === null ? null : Number(row.filing_id),
      reservedBy:
        row.holder_kind === 'reservation'
          ? { name: row.reserved_by_name ?? '', address: row.reserved_by_address ?? [] }
          : null,
    });
  }
  return holders;
}
