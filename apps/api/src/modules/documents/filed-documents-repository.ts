// SQL for filed images: built once and kept, or waiting for the retry of a failed build.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { filedDocuments } from '../../db/schema.ts';

export interface FiledDocumentState {
  /** The filed image, once built. */
  pdf: Buffer | null;
  /** When a failed build is due to be tried again. */
  nextAttemptAt: Date | null;
}

/** The filing's filed image, or where its failed build stands; undefined when never tried. */
export async function findFiledDocument(
  db: DbOrTx,
  filingId: number,
): Promise<FiledDocumentState | undefined> {
  const [row] = await db
    .select({ pdf: filedDocuments.pdf, nextAttemptAt: filedDocuments.nextAttemptAt })
    .from(filedDocuments)
    .where(eq(filedDocuments.filingId, filingId));
  return row;
}

/**
 * Keeps a built filed image unless one is kept already (two builders at once keep the first);
 * returns the one kept.
 */
export async function keepFiledDocument(
  db: DbOrTx,
  filingId: number,
  pdf: Buffer,
  now: Date,
): Promise<Buffer> {
  await db
    .insert(filedDocuments)
    .values({ filingId, pdf, builtAt: now })
    .onConflictDoUpdate({
      target: filedDocuments.filingId,
      set: { pdf, builtAt: now, nextAttemptAt: null },
      setWhere: isNull(filedDocuments.pdf),
    });
  const kept = await findFiledDocument(db, filingId);
  if (kept?.pdf == null) throw new Error(`The filed image of filing ${filingId} was not kept`);
  return kept.pdf;
}

/**
 * Counts a failed build and sets the next attempt: `firstDelaySeconds` after the first failure,
 * doubling with each one after it up to `maxDelaySeconds`. Returns when the next attempt is due,
 * or undefined when another build was kept meanwhile and nothing is left to retry.
 */
export async function recordFailedBuild(
  db: DbOrTx,
  filingId: number,
  now: Date,
  delays: { firstDelaySeconds: number; maxDelaySeconds: number },
): Promise<{ failedAttempts: number; nextAttemptAt: Date } | undefined> {
  const { firstDelaySeconds, maxDelaySeconds } = delays;
  const [row] = await db
    .insert(filedDocuments)
    .values({
      filingId,
      failedAttempts: 1,
      lastFailedAt: now,
      nextAttemptAt: new Date(now.getTime() + firstDelaySeconds * 1000),
    })
    .onConflictDoUpdate({
      target: filedDocuments.filingId,
      set: {
        failedAttempts: sql`${filedDocuments.failedAttempts} + 1`,
        lastFailedAt: now,
        // The row's count before this failure: n failures wait first * 2^(n-1) seconds.
        nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => least(${firstDelaySeconds}::float8 * power(2, ${filedDocuments.failedAttempts}), ${maxDelaySeconds}::float8))`,
      },
      setWhere: isNull(filedDocuments.pdf),
    })
    .returning({
      failedAttempts: filedDocuments.failedAttempts,
      nextAttemptAt: filedDocuments.nextAttemptAt,
    });
  if (row?.nextAttemptAt == null) return undefined;
  return { failedAttempts: row.failedAttempts, nextAttemptAt: row.nextAttemptAt };
}

/**
 * Claims one failed build that is due for another attempt: its next attempt moves `leaseMs` ahead
 * so that no other process takes it meanwhile. Undefined when none is due.
 */
export async function claimDueRetry(
  db: DbOrTx,
  now: Date,
  leaseMs: number,
): Promise<number | undefined> {
  const due = db
    .select({ filingId: filedDocuments.filingId })
    .from(filedDocuments)
    .where(and(isNull(filedDocuments.pdf), lte(filedDocuments.nextAttemptAt, now)))
    .orderBy(filedDocuments.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(filedDocuments)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(sql`${filedDocuments.filingId} = (${due})`)
    .returning({ filingId: filedDocuments.filingId });
  return claimed?.filingId;
}
