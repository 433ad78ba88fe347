// SQL for the outbox of mail and texts. The dedupe key makes a replayed request queue a message
// once; queueing a message also queues the job that delivers it, in the same statement, so a
// message is never left without its delivery (the job runner leases, retries and dead-letters it).
import type { Language } from '@registrar/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { outbox } from '../../db/schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** A file sent with an email (content as UTF-8 text). */
export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  html?: string;
  attachments?: MessageAttachment[];
  dedupeKey: string;
  /** The language the message is written in; English when not said. */
  language?: Language;
}

/** The job kind that delivers a message of the channel. */
function deliveryJobKind(channel: OutgoingMessage['channel']): string {
  return channel === 'sms' ? 'deliver-text' : 'deliver-email';
}

/** Queues a message and its delivery unless one with the same dedupe key exists; true when queued now. */
export async function enqueueMessage(db: DbOrTx, message: OutgoingMessage): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    with message as (
      insert into outbox (channel, recipient, subject, body, html, attachments, dedupe_key, language)
      values (${message.channel}, ${message.recipient}, ${message.subject}, ${message.body},
        ${message.html ?? null}, ${JSON.stringify(message.attachments ?? [])}::jsonb,
        ${message.dedupeKey}, ${message.language ?? 'en'})
      on conflict (dedupe_key) do nothing
      returning id)
    insert into jobs (kind, payload, dedupe_key)
    select ${deliveryJobKind(message.channel)}, jsonb_build_object('outboxId', id), 'outbox:' || id
    from message
    returning id::text as id`);
  return result.rows.length > 0;
}

/** One message of the outbox. */
export async function findMessage(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/** Marks a message sent, counting the attempt that sent it. */
export async function markSent(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'SENT', sentAt: new Date(), attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
}

/** Records a failed attempt; `giveUp` when it was the last (the delivery job is a dead letter). */
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
