// Runs due jobs of the queue: each pass leases a batch to this process, runs every job outside
// any transaction (a handler may call SMTP or a payment provider), then finishes it under the
// lease. A failure is retried after an exponentially growing wait; after the job's last attempt
// it stays as a dead letter for the administrators.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import {
  buryAbandonedJobs,
  claimDueJobs,
  completeJob,
  releaseJob,
  type JobRow,
} from './job-queue.ts';

/** What a handler may answer instead of finishing: the work is not due yet, look again then. */
export interface NotYet {
  later: Date;
}

export interface JobHandler {
  /** Does the job; throws to have it retried. Must be safe to repeat (delivery is at least once). */
  run(job: JobRow): Promise<void | NotYet>;
  /** Called once the job has become a dead letter. */
  onDead?(job: JobRow, error: string): Promise<void>;
}

export interface JobRunnerOptions {
  /** Names this process in the leases it takes. */
  owner?: string;
  /** How long a claimed job is this process's alone; longer than any handler takes. */
  leaseMs?: number;
  /** Jobs leased per pass (20). */
  batchSize?: number;
  /** The first retry's wait; each further one doubles, up to maxBackoffMs. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  now?: () => Date;
}

export interface PassResult {
  /** Jobs leased by this pass. */
  claimed: number;
  done: number;
  retried: number;
  dead: number;
}

/** The wait before the next attempt after `attempts` failed ones: base × 2^(attempts-1), capped. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs one pass over the due jobs of the kinds `handlers` knows. */
export async function runDueJobs(
  db: Db,
  handlers: Record<string, JobHandler>,
  options: JobRunnerOptions = {},
): Promise<PassResult> {
  const owner = options.owner ?? randomUUID();
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const baseMs = options.baseBackoffMs ?? 30_000;
  const maxMs = options.maxBackoffMs ?? 6 * 3_600_000;
  const clock = options.now ?? (() => new Date());
  const result: PassResult = { claimed: 0, done: 0, retried: 0, dead: 0 };
  await buryAbandonedJobs(db, clock());
  const batch = await claimDueJobs(db, {
    kinds: Object.keys(handlers),
    owner,
    limit: options.batchSize ?? 20,
    leaseMs,
    now: clock(),
  });
  result.claimed = batch.length;
  for (const job of batch) {
    const handler = handlers[job.kind];
    if (handler === undefined) continue;
    let outcome: void | NotYet;
    try {
      outcome = await handler.run(job);
    } catch (error) {
      const message = describeError(error);
      const dead = job.attempts >= job.maxAttempts;
      const now = clock();
      const released = await releaseJob(db, job, owner, {
        dead,
        retryAt: new Date(now.getTime() + backoffMs(job.attempts, baseMs, maxMs)),
        error: message,
        countAttempt: true,
        now,
      });
      if (released && dead) {
        result.dead += 1;
        await handler.onDead?.(job, message);
      } else if (released) result.retried += 1;
      continue;
    }
    if (outcome !== undefined) {
      await releaseJob(db, job, owner, {
        dead: false,
        retryAt: outcome.later,
        error: null,
        countAttempt: false,
        now: clock(),
      });
      continue;
    }
    if (await completeJob(db, job, owner, clock())) result.done += 1;
  }
  return result;
}
