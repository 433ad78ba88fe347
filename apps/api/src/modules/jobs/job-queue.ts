// SQL of the job queue. A job is claimed in one statement: the rows are picked with
// FOR UPDATE SKIP LOCKED and leased to the claiming process (status RUNNING, lease owner and
// expiry), so two runners never take the same job; a lease that expires (its process died) lets
// the job be claimed again. Finishing is conditional on still holding the lease.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { jobs } from '../../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Queues a job unless one with the same dedupe key exists; true when queued now. */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Leases up to `limit` due jobs of the given kinds to `owner` until `now + leaseMs`: pending jobs
 * whose time has come, and running ones whose lease has expired. Each claim counts an attempt.
 */
export async function claimDueJobs(
  db: DbOrTx,
  options: { kinds: string[]; owner: string; limit: number; leaseMs: number; now: Date },
): Promise<JobRow[]> {
  const { kinds, owner, limit, leaseMs, now } = options;
  if (kinds.length === 0) return [];
  const leasedUntil = new Date(now.getTime() + leaseMs);
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute<{ id: string }>(sql`
    update jobs set status = 'RUNNING', lease_owner = ${owner},
      leased_until = ${leasedUntil.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from jobs
      where kind in (${kindList}) and attempts < max_attempts and (
        (status = 'PENDING' and run_at <= ${now.toISOString()}::timestamptz)
        or (status = 'RUNNING' and leased_until < ${now.toISOString()}::timestamptz))
      order by run_at, id
      limit ${limit}
      for update skip locked)
    returning id::text as id`);
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db
    .select()
    .from(jobs)
    .where(sql`${jobs.id} in ${ids}`)
    .orderBy(jobs.runAt, jobs.id);
}

/** Jobs whose last attempt died with its process (lease expired, no attempts left) become DEAD. */
export async function buryAbandonedJobs(db: DbOrTx, now: Date): Promise<number> {
  const result = await db.execute(sql`
    update jobs set status = 'DEAD', finished_at = ${now.toISOString()}::timestamptz,
      lease_owner = null, leased_until = null,
      last_error = coalesce(last_error, 'The last attempt did not finish before its lease expired.')
    where status = 'RUNNING' and leased_until < ${now.toISOString()}::timestamptz
      and attempts >= max_attempts`);
  return result.rowCount ?? 0;
}

/** Conditional on the lease: true when this owner still held the job and it is now DONE. */
export async function completeJob(
  db: DbOrTx,
  job: Pick<JobRow, 'id'>,
  owner: string,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(jobs)
    .set({ status: 'DONE', finishedAt: now, leaseOwner: null, leasedUntil: null })
    .where(and(eq(jobs.id, job.id), eq(jobs.leaseOwner, owner), eq(jobs.status, 'RUNNING')))
    .returning({ id: jobs.id });
  return changed.length > 0;
}

/**
 * Gives the job back: PENDING again at `retryAt`, or DEAD when `dead`. `countAttempt: false` is
 * for work that is not due yet (it does not spend an attempt).
 */
export async function releaseJob(
  db: DbOrTx,
  job: Pick<JobRow, 'id'>,
  owner: string,
  outcome: { dead: boolean; retryAt: Date; error: string | null; countAttempt: boolean; now: Date },
): Promise<boolean> {
  const changed = await db
    .update(jobs)
    .set({
      status: outcome.dead ? 'DEAD' : 'PENDING',
      runAt: outcome.retryAt,
      leaseOwner: null,
      leasedUntil: null,
      lastError: outcome.error === null ? sql`${jobs.lastError}` : outcome.error.slice(0, 1000),
      finishedAt: outcome.dead ? outcome.now : null,
      attempts: outcome.countAttempt ? sql`${jobs.attempts}` : sql`${jobs.attempts} - 1`,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.leaseOwner, owner), eq(jobs.status, 'RUNNING')))
    .returning({ id: jobs.id });
  return changed.length > 0;
}

/** Dead letters, newest first (the administrators' list). */
export async function listDeadJobs(db: DbOrTx, limit: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(eq(jobs.status, 'DEAD'))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(limit);
}
