// SQL for submitted filings and their audit trail. Status changes are conditional updates or
// happen under a row lock, so they hold across processes.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { filingEvents, filings } from '../../db/schema.ts';

export type FilingRow = typeof filings.$inferSelect;
export type NewFiling = typeof filings.$inferInsert;

/**
 * The filing of a draft, locked until the transaction ends; created (with its first audit row)
 * when the draft has none. `created` says which. One filing per draft is a unique index, so two
 * requests at once end up with the same row.
 */
export async function lockOrCreateFilingForDraft(
  db: DbOrTx,
  draftRef: string,
  filing: NewFiling,
): Promise<{ row: FilingRow; created: boolean }> {
  const [inserted] = await db.insert(filings).values(filing).onConflictDoNothing().returning();
  if (inserted !== undefined) {
    await recordFilingEvent(db, {
      filingId: inserted.id,
      fromStatus: null,
      toStatus: inserted.status,
      actor: 'filer',
    });
    return { row: inserted, created: true };
  }
  const [row] = await db.select().from(filings).where(eq(filings.draftRef, draftRef)).for('update');
  if (row === undefined) throw new Error(`The filing of draft ${draftRef} vanished`);
  return { row, created: false };
}

/** Appends a status change to the audit trail. */
export async function recordFilingEvent(
  db: DbOrTx,
  event: {
    filingId: number;
    fromStatus: string | null;
    toStatus: string;
    actor: string;
    reason?: string;
  },
): Promise<void> {
  await db.insert(filingEvents).values(event);
}

/** The filing with this refId. */
export async function findFilingByRef(db: DbOrTx, ref: string): Promise<FilingRow | undefined> {
  const [row] = await db.select().from(filings).where(eq(filings.ref, ref));
  return row;
}

/** The filing with this id, locked until the transaction ends (callers serialise on it). */
export async function lockFiling(db: DbOrTx, filingId: number): Promise<FilingRow | undefined> {
  const [row] = await db.select().from(filings).where(eq(filings.id, filingId)).for('update');
  return row;
}

/** The filing with this id. */
export async function findFilingById(db: DbOrTx, filingId: number): Promise<FilingRow | undefined> {
  const [row] = await db.select().from(filings).where(eq(filings.id, filingId));
  return row;
}

/** A recorded filing by its master transaction and transaction IDs. */
export async function findRecordedFiling(
  db: DbOrTx,
  masterTransactionId: number,
  transactionId: number,
): Promise<FilingRow | undefined> {
  const [row] = await db
    .select()
    .from(filings)
    .where(
      and(
        eq(filings.masterTransactionId, masterTransactionId),
        eq(filings.transactionId, transactionId),
      ),
    );
  return row;
}

/** Updates a filing's columns. */
export async function updateFiling(
  db: DbOrTx,
  filingId: number,
  changes: Partial<NewFiling>,
): Promise<void> {
  await db
    .update(filings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(filings.id, filingId));
}

/** Moves a filing from one status to another only if it is still in the first; false otherwise. */
export async function transitionFiling(
  db: DbOrTx,
  filingId: number,
  from: string,
  to: string,
  actor: string,
  reason?: string,
): Promise<boolean> {
  const changed = await db
    .update(filings)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(filings.id, filingId), eq(filings.status, from)))
    .returning({ id: filings.id });
  if (changed.length === 0) return false;
  await recordFilingEvent(db, {
    filingId,
    fromStatus: from,
    toStatus: to,
    actor,
    ...(reason ? { reason } : {}),
  });
  return true;
}

/** Next values of the ID sequences. */
export async function nextSequenceValue(
  db: DbOrTx,
  sequence: 'entity_number_seq' | 'master_transaction_seq' | 'transaction_seq',
): Promise<number> {
  const result = await db.execute<{ value: string }>(
    sql`select nextval(${sequence}::regclass)::text as value`,
  );
  const value = result.rows[0]?.value;
  if (value === undefined) throw new Error(`No value from ${sequence}`);
  return Number(value);
}

/** Filed filings whose delayed effective time has come and whose effects are not yet applied, locked. */
export async function lockDueFilings(db: DbOrTx, now: Date, limit: number): Promise<FilingRow[]> {
  return db
    .select()
    .from(filings)
    .where(
      and(
        eq(filings.status, 'FILED'),
        eq(filings.effectsApplied, false),
        lte(filings.effectiveAt, now),
      ),
    )
    .orderBy(filings.effectiveAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}
