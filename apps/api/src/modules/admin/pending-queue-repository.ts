// SQL for the administrators' queue of held filings. The queue is sorted and paged by the
// database (partial indexes on each sort column, with the filing id as tie-break so pages never
// overlap); the review lock is one conditional update, so of two administrators exactly one wins.
import type { PendingQueueSortColumn } from '@registrar/domain';
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { filings, users } from '../../db/schema.ts';

/** How long a review lock lasts without its holder acting (a closed browser does not keep it). */
const REVIEW_LOCK_MINUTES = 30;

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

/**
 * The live lock holder's display name (first and last name, else the username), looked up for
 * each row shown rather than joined, so a page sorted on an indexed column reads only its rows.
 */
const lockHolderName = sql<string | null>`case when ${filings.lockExpiresAt} > now() then
  (select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)
   from ${users} u where u.id::text = ${filings.lockUserId})
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

/** The column each sort reads (each has a partial index over the pending filings). */
const sortColumnsOf = {
  receivedAt: filings.receivedAt,
  transactionDescription: filings.transactionDescription,
  entityName: filings.entityName,
  entityId: filings.entityId,
  email: filings.email,
} as const;

const isPending = eq(filings.status, 'PENDING_REVIEW');

/** How many filings wait for review. */
export async function countPendingFilings(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: count() }).from(filings).where(isPending);
  return row?.count ?? 0;
}

const isUnlocked = or(isNull(filings.lockExpiresAt), sql`${filings.lockExpiresAt} <= now()`);

/** Reads the rows with these ids, in the order of the ids. */
async function rowsInOrder(db: DbOrTx, ids: number[]): Promise<PendingQueueRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(queueColumns).from(filings).where(inArray(filings.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page sorted by who holds the lock. Live locks are few (one per administrator at work), so
 * they are read and sorted by name whole; the unlocked rest, which sorts as empty (after the
 * names ascending, before them descending), comes from the received-time index.
 */
async function listByLockHolder(
  db: DbOrTx,
  options: { direction: 'asc' | 'desc'; offset: number; limit: number; total: number },
): Promise<PendingQueueRow[]> {
  const order = options.direction === 'asc' ? asc : desc;
  const locked = await db
    .select({ id: filings.id })
    .from(filings)
    .where(and(isPending, sql`${filings.lockExpiresAt} > now()`))
    .orderBy(order(lockHolderName), order(filings.id));
  const lockedIds = locked.map((row) => row.id);
  const unlockedIds = async (offset: number, limit: number) => {
    if (limit <= 0) return [];
    const rows = await db
      .select({ id: filings.id })
      .from(filings)
      .where(and(isPending, isUnlocked))
      .orderBy(order(filings.receivedAt), order(filings.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  };
  const { offset, limit } = options;
  let ids: number[];
  if (options.direction === 'asc') {
    const fromLocked = lockedIds.slice(offset, offset + limit);
    ids = [
      ...fromLocked,
      ...(await unlockedIds(Math.max(0, offset - lockedIds.length), limit - fromLocked.length)),
    ];
  } else {
    const unlockedCount = Math.max(0, options.total - lockedIds.length);
    const fromUnlocked = await unlockedIds(offset, Math.min(limit, unlockedCount - offset));
    const lockedOffset = Math.max(0, offset - unlockedCount);
    ids = [
      ...fromUnlocked,
      ...lockedIds.slice(lockedOffset, lockedOffset + limit - fromUnlocked.length),
    ];
  }
  return rowsInOrder(db, ids);
}

/**
 * One page of the queue in the order asked for. The page's ids are found first from the sort
 * column's partial index alone (an index-only scan skips the earlier pages without reading their
 * rows), then only those rows are read.
 */
export async function listPendingFilings(
  db: DbOrTx,
  options: {
    sort: PendingQueueSortColumn;
    direction: 'asc' | 'desc';
    offset: number;
    limit: number;
    /** How many filings wait in all (a page sorted by lock holder needs it). */
    total: number;
  },
): Promise<PendingQueueRow[]> {
  if (options.sort === 'lockedBy') return listByLockHolder(db, options);
  const order = options.direction === 'asc' ? asc : desc;
  const sortBy = sortColumnsOf[options.sort];
  const page = await db
    .select({ id: filings.id })
    .from(filings)
    .where(isPending)
    .orderBy(order(sortBy), order(filings.id))
    .limit(options.limit)
    .offset(options.offset);
  return rowsInOrder(
    db,
    page.map((row) => row.id),
  );
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
