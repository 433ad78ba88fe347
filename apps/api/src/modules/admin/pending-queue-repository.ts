// SQL for the administrators' queue of held filings. The queue is sorted and paged by the
// database (partial indexes on each sort column, with the filing id as tie-break so pages never
// overlap); the review lock is one conditional update, so of two administrators exactly one wins.
import type { PendingQueueSortColumn } from '@registrar/domain';
import { and, asc, count, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { filings, users } from '../../db/schema.ts';

/** How long a review lock lasts without its holder acting (a closed browser does not keep it). */
export const REVIEW_LOCK_MINUTES = 30;

/** A held filing with the name of the administrator holding its live lock, if any. */
export interface PendingQueueRow {
  id: number;
  receivedAt: Date;
  transactionDescription: string;
  entityName: string;
  entityId: string | null;
  masterTransactionId: number | null;
  transactionId: number | null;
  email: string | null;
  lockUserId: string | null;
  lockedBy: string | null;
}

/** The live lock holder's display name: first and last name, else the username. */
const lockHolderName = sql<string | null>`case when ${filings.lockExpiresAt} > now() then
  coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})
  end`;

const liveLockUserId = sql<
  string | null
>`case when ${filings.lockExpiresAt} > now() then ${filings.lockUserId} end`;

const queueColumns = {
  id: filings.id,
  receivedAt: filings.receivedAt,
  transactionDescription: filings.transactionDescription,
  entityName: filings.entityName,
  entityId: filings.entityId,
  masterTransactionId: filings.masterTransactionId,
  transactionId: filings.transactionId,
  email: filings.email,
  lockUserId: liveLockUserId,
  lockedBy: lockHolderName,
};

const sortExpressions: Record<PendingQueueSortColumn, SQL | typeof filings.receivedAt> = {
  receivedAt: sql`${filings.receivedAt}`,
  transactionDescription: sql`${filings.transactionDescription}`,
  entityName: sql`${filings.entityName}`,
  entityId: sql`${filings.entityId}`,
  email: sql`${filings.email}`,
  lockedBy: lockHolderName,
};

const isPending = eq(filings.status, 'PENDING_REVIEW');

/** How many filings wait for review. */
export async function countPendingFilings(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: count() }).from(filings).where(isPending);
  return row?.count ?? 0;
}

/** One page of the queue in the order asked for. */
export async function listPendingFilings(
  db: DbOrTx,
  options: {
    sort: PendingQueueSortColumn;
    direction: 'asc' | 'desc';
    offset: number;
    limit: number;
  },
): Promise<PendingQueueRow[]> {
  const order = options.direction === 'asc' ? asc : desc;
  return db
    .select(queueColumns)
    .from(filings)
    .leftJoin(users, sql`${users.id}::text = ${filings.lockUserId}`)
    .where(isPending)
    .orderBy(order(sortExpressions[options.sort]), order(filings.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** One held filing by its master transaction and transaction IDs. */
export async function findPendingFiling(
  db: DbOrTx,
  masterTransactionId: number,
  transactionId: number,
): Promise<PendingQueueRow | undefined> {
  const [row] = await db
    .select(queueColumns)
    .from(filings)
    .leftJoin(users, sql`${users.id}::text = ${filings.lockUserId}`)
    .where(
      and(
        isPending,
        eq(filings.masterTransactionId, masterTransactionId),
        eq(filings.transactionId, transactionId),
      ),
    );
  return row;
}

/** A held filing by its transaction ID (the queue's transSeqId). */
export async function findPendingFilingByTransaction(
  db: DbOrTx,
  transactionId: number,
): Promise<PendingQueueRow | undefined> {
  const [row] = await db
    .select(queueColumns)
    .from(filings)
    .leftJoin(users, sql`${users.id}::text = ${filings.lockUserId}`)
    .where(and(isPending, eq(filings.transactionId, transactionId)));
  return row;
}

/**
 * Locks a held filing for `userId` when nobody holds a live lock on it (or `userId` already does:
 * locking again keeps it for another period). One conditional update: of two administrators
 * locking at once, the second finds the first's lock and changes nothing.
 */
export async function acquireReviewLock(
  db: DbOrTx,
  transactionId: number,
  userId: string,
  now: Date,
): Promise<{ filingId: number; lockExpiresAt: Date } | undefined> {
  const lockExpiresAt = new Date(now.getTime() + REVIEW_LOCK_MINUTES * 60_000);
  const [row] = await db
    .update(filings)
    .set({ lockUserId: userId, lockedAt: now, lockExpiresAt, updatedAt: now })
    .where(
      and(
        eq(filings.transactionId, transactionId),
        isPending,
        or(
          isNull(filings.lockUserId),
          eq(filings.lockUserId, userId),
          isNull(filings.lockExpiresAt),
          lte(filings.lockExpiresAt, now),
        ),
      ),
    )
    .returning({ id: filings.id });
  return row === undefined ? undefined : { filingId: row.id, lockExpiresAt };
}

/** Releases `userId`'s lock on the filing; true when there was one to release. */
export async function releaseReviewLock(
  db: DbOrTx,
  transactionId: number,
  userId: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(filings)
    .set({ lockUserId: null, lockedAt: null, lockExpiresAt: null, updatedAt: new Date() })
    .where(and(eq(filings.transactionId, transactionId), eq(filings.lockUserId, userId)))
    .returning({ id: filings.id });
  return row?.id;
}
