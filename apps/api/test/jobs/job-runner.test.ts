// The job queue: two runners at once (two connection pools, as two server processes) each do a
// share of the jobs and no job twice; failures wait 1, 2, 4 ... back-off units and become dead
// letters after the last attempt; a lease left by a crashed process is taken over once it expires.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { claimDueJobs, completeJob, enqueueJob } from '../../src/modules/jobs/job-queue.ts';
import { backoffMs, runDueJobs, type JobHandler } from '../../src/modules/jobs/job-runner.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-app.ts';

describe.each(databaseKinds)('job runner on %s', (kind) => {
  let testDatabase: TestDatabase;
  let second: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    // The second runner has its own pool, as another server process would (on PGlite both reach
    // the one embedded session through the same socket server).
    second =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl: testDatabase.database.connectionString, poolSize: 5 })
        : testDatabase.database;
  });
  afterAll(async () => {
    if (second !== testDatabase.database) await second.close();
    await testDatabase.drop();
  });

  it('does each job exactly once with two runners working at the same time', async () => {
    const { db, pool } = testDatabase.database;
    const count = 200;
    for (let index = 0; index < count; index += 1) {
      await enqueueJob(db, { kind: 'count-once', payload: { index } });
    }
    const runs = new Map<number, string[]>();
    const handlerFor = (runner: string): Record<string, JobHandler> => ({
      'count-once': {
        async run(job) {
          const index = job.payload.index as number;
          runs.set(index, [...(runs.get(index) ?? []), runner]);
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        },
      },
    });
    const drain = async (database: Database, runner: string) => {
      let total = 0;
      for (;;) {
        const pass = await runDueJobs(database.db, handlerFor(runner), {
          owner: runner,
          batchSize: 7,
        });
        total += pass.done;
        if (pass.done === 0) return total;
      }
    };
    const [first, other] = await Promise.all([
      drain(testDatabase.database, 'runner-a'),
      drain(second, 'runner-b'),
    ]);
    expect(first + other).toBe(count);
    expect(runs.size).toBe(count);
    for (const runners of runs.values()) expect(runners).toHaveLength(1);
    if (kind === 'postgres') {
      // Both took part: the work was shared, not serialised behind one of them.
      expect(first).toBeGreaterThan(0);
      expect(other).toBeGreaterThan(0);
    }
    const statuses = await pool.query(
      "select status, attempts, count(*)::int as n from jobs where kind = 'count-once' group by 1, 2",
    );
    expect(statuses.rows).toEqual([{ status: 'DONE', attempts: 1, n: count }]);
  });

  it('retries a failing job after 1, 2 and 4 back-off units and keeps it as a dead letter after its last attempt', async () => {
    const { db, pool } = testDatabase.database;
    await enqueueJob(db, { kind: 'always-fails', dedupeKey: 'fails-1', maxAttempts: 4 });
    const attemptsSeen: number[] = [];
    const deadLetters: string[] = [];
    const handlers: Record<string, JobHandler> = {
      'always-fails': {
        async run(job) {
          attemptsSeen.push(job.attempts);
          throw new Error(`mail server refused attempt ${String(job.attempts)}`);
        },
        async onDead(job, error) {
          deadLetters.push(`${String(job.id)}: ${error}`);
        },
      },
    };
    const base = 1_000;
    const start = new Date(Date.now() + 60_000);
    let clock = start;
    const pass = () =>
      runDueJobs(db, handlers, { now: () => clock, baseBackoffMs: base, maxBackoffMs: 60_000 });

    expect(await pass()).toEqual({ claimed: 1, done: 0, retried: 1, dead: 0 });
    let offset = 0;
    for (const wait of [1, 2, 4]) {
      offset += wait * base;
      clock = new Date(start.getTime() + offset - 1);
      expect((await pass()).retried + (await pass()).dead).toBe(0);
      clock = new Date(start.getTime() + offset);
      await pass();
    }
    expect(attemptsSeen).toEqual([1, 2, 3, 4]);
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0]).toContain('mail server refused attempt 4');
    const row = await pool.query(
      "select status, attempts, last_error from jobs where dedupe_key = 'fails-1'",
    );
    expect(row.rows[0]).toEqual({
      status: 'DEAD',
      attempts: 4,
      last_error: 'mail server refused attempt 4',
    });
    // A dead letter is never claimed again.
    clock = new Date(start.getTime() + 3_600_000);
    await pass();
    expect(attemptsSeen).toHaveLength(4);
  });

  it('lets another runner take over a job whose lease expired, and ignores the crashed holder', async () => {
    const { db, pool } = testDatabase.database;
    await enqueueJob(db, { kind: 'takeover', dedupeKey: 'takeover-1' });
    const now = new Date(Date.now() + 120_000);
    const [claimed] = await claimDueJobs(db, {
      kinds: ['takeover'],
      owner: 'crashed-process',
      limit: 1,
      leaseMs: 60_000,
      now,
    });
    expect(claimed).toBeDefined();
    let ran = 0;
    const handlers: Record<string, JobHandler> = {
      takeover: {
        async run() {
          ran += 1;
        },
      },
    };
    // Within the lease nobody else may run it.
    await runDueJobs(second.db, handlers, { now: () => new Date(now.getTime() + 59_000) });
    expect(ran).toBe(0);
    await runDueJobs(second.db, handlers, { now: () => new Date(now.getTime() + 61_000) });
    expect(ran).toBe(1);
    if (claimed !== undefined) {
      expect(await completeJob(db, claimed, 'crashed-process', new Date())).toBe(false);
    }
    const row = await pool.query(
      "select status, attempts from jobs where dedupe_key = 'takeover-1'",
    );
    expect(row.rows[0]).toEqual({ status: 'DONE', attempts: 2 });
  });

  it('queues work with the same dedupe key once', async () => {
    const { db } = testDatabase.database;
    expect(await enqueueJob(db, { kind: 'once', dedupeKey: 'same' })).toBe(true);
    expect(await enqueueJob(db, { kind: 'once', dedupeKey: 'same' })).toBe(false);
  });
});

describe('back-off', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, 30_000, 300_000))).toEqual([
      30_000, 60_000, 120_000, 240_000, 300_000,
    ]);
  });
});
