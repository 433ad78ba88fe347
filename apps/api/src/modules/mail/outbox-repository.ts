// SQL for the mail outbox. The dedupe key makes a replayed request queue a message once; the
// sender claims rows with SKIP LOCKED so several workers never send the same message.
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { outbox } from '../../db/schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  html?: string;
  dedupeKey: string;
}

/** Queues a message unless one with the same dedupe key is already queued; true when queued now. */
export async function enqueueMessage(db: DbOrTx, message: OutgoingMessage): Promise<boolean> {
  const inserted = await db
    .insert(outbox)
    .values(message)
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.length > 0;
}

/** Claims up to `limit` pending email messages for sending (rows stay locked until the transaction ends). */
export async function claimPendingEmail(
  db: DbOrTx,
  limit: number,
  maxAttempts: number,
): Promise<OutboxRow[]> {
  const result = await db.execute<{ id: string }>(sql`
    select id::text as id from outbox
    where status = 'PENDING' and channel = 'email' and attempts < ${maxAttempts}
    order by created_at
    limit ${limit}
    for update skip locked`);
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(outbox)
    .where(sql`${outbox.id} in ${ids}`)
    .orderBy(outbox.createdAt);
}

/** Marks a message sent. */
export async function markSent(db: DbOrTx, id: number): Promise<void> {
  await db.update(outbox).set({ status: 'SENT', sentAt: new Date() }).where(eq(outbox.id, id));
}

/** Records a failed attempt; after the last attempt the message is FAILED. */
export async function markFailed(
  db: DbOrTx,
  id: number,
  error: string,
  giveUp: boolean,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: error.slice(0, 500),
      status: giveUp ? 'FAILED' : 'PENDING',
    })
    .where(eq(outbox.id, id));
}

/** The most recent messages, newest first (the non-production mail page). */
export async function listRecentMessages(db: DbOrTx, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
