// SQL for submitted filings and their audit trail. Status changes are conditional updates or
// happen under a row lock, so they hold across processes.
import type { Receipt } from '@registrar/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerConnection, preparedStatement } from '../../db/prepared-query.ts';
import { filingEvents, filings, payments } from '../../db/schema.ts';
import { countFilingEvent } from '../../operations/metrics.ts';
import type { PaymentRow } from '../payments/payments-repository.ts';

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
      actor: inserted.filingAccountId === null ? 'filer' : 'filing-api',
      apiKeyId: inserted.apiKeyId,
    });
    return { row: inserted, created: true };
  }
  const [row] = await db.select().from(filings).where(eq(filings.draftRef, draftRef)).for('update');
  if (row === undefined) throw new Error(`The filing of draft ${draftRef} vanished`);
  return { row, created: false };
}

const insertFilingEventQuery = preparedPerConnection((db) =>
  db
    .insert(filingEvents)
    .values({
      filingId: sql.placeholder('filingId'),
      fromStatus: sql.placeholder('fromStatus'),
      toStatus: sql.placeholder('toStatus'),
      actor: sql.placeholder('actor'),
      reason: sql.placeholder('reason'),
      apiKeyId: sql.placeholder('apiKeyId'),
    })
    .prepare('insert-filing-event'),
);

/** Appends a status change to the audit trail. */
export async function recordFilingEvent(
  db: DbOrTx,
  event: {
    filingId: number;
    fromStatus: string | null;
    toStatus: string;
    actor: string;
    reason?: string;
    /** The API key whose call made the change. */
    apiKeyId?: number | null;
  },
): Promise<void> {
  await insertFilingEventQuery(db).execute({
    filingId: event.filingId,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    actor: event.actor,
    reason: event.reason ?? null,
    apiKeyId: event.apiKeyId ?? null,
  });
  countFilingEvent(db, event.fromStatus, event.toStatus);
}

/** The filing with this refId. */
export async function findFilingByRef(db: DbOrTx, ref: string): Promise<FilingRow | undefined> {
  const [row] = await db.select().from(filings).where(eq(filings.ref, ref));
  return row;
}

const filingWithLatestPaymentQuery = preparedPerConnection((db) =>
  db
    .select({ filing: filings, payment: payments })
    .from(filings)
    .leftJoin(
      payments,
      eq(
        payments.id,
        sql`(select max(attempt.id) from ${payments} as attempt where attempt.filing_id = ${filings.id})`,
      ),
    )
    .where(eq(filings.ref, sql.placeholder('ref')))
    .prepare('filing-with-latest-payment'),
);

/** The filing with this refId and its most recent payment attempt, if any, in one statement. */
export async function findFilingWithLatestPayment(
  db: DbOrTx,
  ref: string,
): Promise<{ filing: FilingRow; payment: PaymentRow | null } | undefined> {
  const [row] = await filingWithLatestPaymentQuery(db).execute({ ref });
  return row;
}

const lockFilingQuery = preparedPerConnection((db) =>
  db
    .select()
    .from(filings)
    .where(eq(filings.id, sql.placeholder('filingId')))
    .for('update')
    .prepare('lock-filing'),
);

/** The filing with this id, locked until the transaction ends (callers serialise on it). */
export async function lockFiling(db: DbOrTx, filingId: number): Promise<FilingRow | undefined> {
  const [row] = await lockFilingQuery(db).execute({ filingId });
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
  /** The API key whose call made the change, for its audit row. */
  apiKeyId: number | null = null,
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
    apiKeyId,
    ...(reason ? { reason } : {}),
  });
  return true;
}

const drawRecordingIdsStatement = preparedStatement<{
  master_transaction_id: string;
  transaction_id: string;
  entity_number: string | null;
}>(
  'draw-recording-ids',
  sql`select nextval('master_transaction_seq')::text as master_transaction_id,
    nextval('transaction_seq')::text as transaction_id,
    case when ${sql.placeholder('formsEntity')}::boolean
      then nextval('entity_number_seq')::text end as entity_number`,
);

/**
 * The IDs a recorded filing gets, drawn from their sequences in one statement: its master
 * transaction and transaction IDs, and for a filing that forms an entity the entity's number.
 */
export async function drawRecordingIds(
  db: DbOrTx,
  formsEntity: boolean,
): Promise<{ masterTransactionId: number; transactionId: number; entityNumber: number | null }> {
  const [row] = await drawRecordingIdsStatement(db, { formsEntity });
  if (row === undefined) throw new Error('No values from the ID sequences');
  return {
    masterTransactionId: Number(row.master_transaction_id),
    transactionId: Number(row.transaction_id),
    entityNumber: row.entity_number === null ? null : Number(row.entity_number),
  };
}

/** One status change on the way to recording a filing, as its audit trail shows it. */
export interface RecordingStep {
  from: string;
  to: string;
  actor: string;
  reason?: string;
}

/** What recording writes on the filing row besides its status. */
export interface RecordedColumns {
  entityId: string | null;
  masterTransactionId: number;
  transactionId: number;
  effectiveAt: Date;
  receipt: Receipt;
  filedAt: Date;
  /** The filing's effects were applied in the same transaction. */
  effectsApplied: boolean;
}

const recordFilingStatement = preparedStatement<{ id: string }>(
  'record-filing',
  sql`with recorded as (
      update filings set
        status = ${sql.placeholder('status')},
        entity_id = ${sql.placeholder('entityId')},
        master_transaction_id = ${sql.placeholder('masterTransactionId')},
        transaction_id = ${sql.placeholder('transactionId')},
        effective_at = ${sql.placeholder('effectiveAt')}::timestamptz,
        receipt = ${sql.placeholder('receipt')}::jsonb,
        -- Filed when it was received at the earliest, whichever process's clock took either.
        filed_at = greatest(${sql.placeholder('filedAt')}::timestamptz, received_at),
        effects_applied = ${sql.placeholder('effectsApplied')},
        updated_at = ${sql.placeholder('filedAt')}::timestamptz
      where id = ${sql.placeholder('filingId')} and status = ${sql.placeholder('from')}
      returning id, api_key_id)
    insert into filing_events (filing_id, from_status, to_status, actor, api_key_id, reason)
    select recorded.id, step.from_status, step.to_status, step.actor, recorded.api_key_id,
      step.reason
    from recorded, unnest(${sql.placeholder('fromStatuses')}::text[],
      ${sql.placeholder('toStatuses')}::text[], ${sql.placeholder('actors')}::text[],
      ${sql.placeholder('reasons')}::text[])
      with ordinality as step(from_status, to_status, actor, reason, position)
    order by step.position
    returning filing_events.id`,
);

/**
 * Records a paid filing in one statement: its IDs, receipt and final status, and an audit row
 * for each step it passed through on the way (from the status it has now, the first step's
 * `from`). False, with nothing written, when the filing is no longer in that status.
 */
export async function recordFiling(
  db: DbOrTx,
  filingId: number,
  steps: readonly RecordingStep[],
  columns: RecordedColumns,
): Promise<boolean> {
  const first = steps[0];
  const last = steps.at(-1);
  if (first === undefined || last === undefined)
    throw new Error('Recording takes at least one step');
  const events = await recordFilingStatement(db, {
    filingId,
    from: first.from,
    status: last.to,
    ...columns,
    receipt: JSON.stringify(columns.receipt),
    fromStatuses: steps.map((step) => step.from),
    toStatuses: steps.map((step) => step.to),
    actors: steps.map((step) => step.actor),
    reasons: steps.map((step) => step.reason ?? null),
  });
  if (events.length === 0) return false;
  for (const step of steps) countFilingEvent(db, step.from, step.to);
  return true;
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
