// The dead letters as administrators see them: each failed job with what it was about (for a
// message, its channel, recipient and subject; otherwise its payload).
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { outbox } from '../../db/schema.ts';
import { listDeadJobs } from './job-queue.ts';

export interface DeadLetter {
  id: number;
  kind: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  failedAt: string | null;
  description: string;
}

/** The newest `limit` dead letters. */
export async function listDeadLetters(db: DbOrTx, limit: number): Promise<DeadLetter[]> {
  const dead = await listDeadJobs(db, limit);
  const outboxIds = dead
    .map((job) => Number(job.payload.outboxId))
    .filter((id) => Number.isInteger(id) && id > 0);
  const messages =
    outboxIds.length === 0
      ? []
      : await db
          .select({
            id: outbox.id,
            channel: outbox.channel,
            recipient: outbox.recipient,
            subject: outbox.subject,
          })
          .from(outbox)
          .where(inArray(outbox.id, outboxIds));
  const byId = new Map(messages.map((message) => [message.id, message]));
  return dead.map((job) => {
    const message = byId.get(Number(job.payload.outboxId));
    return {
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      lastError: job.lastError,
      createdAt: job.createdAt.toISOString(),
      failedAt: job.finishedAt?.toISOString() ?? null,
      description:
        message === undefined
          ? JSON.stringify(job.payload)
          : `${message.channel} to ${message.recipient}: ${message.subject}`,
    };
  });
}
