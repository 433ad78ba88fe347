// Builds of the open-data export, one at a time, whoever asks: the daily pass, an administrator's
// button, the command line, in any number of processes. A build is a job of the queue whose dedupe
// key names the export it replaces, so a build asked for while one waits or runs is that one (the
// database decides between two at once), and the job builds only while the export it replaces is
// still the current one: asked twice, it is made once. The job runs in the open-data pass, never
// in the message pass, so a long build holds up no mail.
import { mountainDate, type OpenDataManifest } from '@registrar/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { jobs } from '../../db/schema.ts';
import { enqueueJob, type JobRow } from '../jobs/job-queue.ts';
import { runDueJobs, type JobHandler } from '../jobs/job-runner.ts';
import { buildOpenDataExport } from './open-data-export.ts';
import { readCurrentExport } from './open-data-store.ts';

const OPEN_DATA_BUILD_JOB = 'open-data-build';
/** Longer than a build of a million entities takes (about half a minute), many times over. */
const BUILD_LEASE_MS = 30 * 60_000;
/** A build that fails this many times is a dead letter; asking again queues it anew. */
const BUILD_ATTEMPTS = 3;

/** A build waiting for the open-data pass or under way. */
export interface OpenDataBuild {
  status: 'PENDING' | 'RUNNING';
  requestedAt: Date;
}

function buildOf(job: Pick<JobRow, 'status' | 'createdAt'>): OpenDataBuild {
  return { status: job.status === 'RUNNING' ? 'RUNNING' : 'PENDING', requestedAt: job.createdAt };
}

/** The build waiting or under way, if there is one. */
export async function openDataBuildUnderWay(db: Db): Promise<OpenDataBuild | null> {
  const [job] = await db
    .select({ status: jobs.status, createdAt: jobs.createdAt })
    .from(jobs)
    .where(and(eq(jobs.kind, OPEN_DATA_BUILD_JOB), inArray(jobs.status, ['PENDING', 'RUNNING'])))
    .orderBy(desc(jobs.id))
    .limit(1);
  return job === undefined ? null : buildOf(job);
}

/**
 * Asks for a new export to replace the current one (in `root`). Answers the build, and whether
 * this request queued it (false: it was already waiting or under way). `retryFailed: false` (the
 * daily pass) leaves a build that failed to the dead letters rather than try it every pass.
 */
export async function requestOpenDataBuild(
  db: Db,
  root: string,
  now: Date = new Date(),
  { retryFailed = true } = {},
): Promise<{ queued: boolean; build: OpenDataBuild }> {
  const replaces = (await readCurrentExport(root))?.manifest.exportId ?? null;
  const dedupeKey = `${OPEN_DATA_BUILD_JOB}:${replaces ?? 'first'}`;
  const queued = await enqueueJob(db, {
    kind: OPEN_DATA_BUILD_JOB,
    payload: { replaces },
    dedupeKey,
    runAt: now,
    maxAttempts: BUILD_ATTEMPTS,
  });
  // A build of this export that finished without replacing it (its files were removed since, or
  // it failed) is queued again; of two requests at once, one does it.
  const finished = retryFailed ? ['DONE', 'DEAD'] : ['DONE'];
  const requeued = queued
    ? []
    : await db
        .update(jobs)
        .set({
          status: 'PENDING',
          attempts: 0,
          runAt: now,
          createdAt: now,
          finishedAt: null,
          lastError: null,
        })
        .where(and(eq(jobs.dedupeKey, dedupeKey), inArray(jobs.status, finished)))
        .returning({ id: jobs.id });
  const [job] = await db
    .select({ status: jobs.status, createdAt: jobs.createdAt })
    .from(jobs)
    .where(eq(jobs.dedupeKey, dedupeKey));
  if (job === undefined) throw new Error(`The open-data build ${dedupeKey} vanished`);
  return { queued: queued || requeued.length > 0, build: buildOf(job) };
}

/**
 * Runs the builds asked for, one at a time across processes (a build another process holds is
 * left to it); answers the exports this call built.
 */
export async function runOpenDataBuilds(
  db: Db,
  root: string,
  options: { now: () => Date; owner?: string },
): Promise<OpenDataManifest[]> {
  const built: OpenDataManifest[] = [];
  const handler: JobHandler = {
    async run(job) {
      // Asked for before another build replaced that export: that build was this one.
      const current = (await readCurrentExport(root))?.manifest.exportId ?? null;
      if (current !== (job.payload.replaces ?? null)) return;
      built.push(await buildOpenDataExport(db.$client, root, { now: options.now }));
    },
  };
  await runDueJobs(
    db,
    { [OPEN_DATA_BUILD_JOB]: handler },
    {
      ...(options.owner === undefined ? {} : { owner: options.owner }),
      leaseMs: BUILD_LEASE_MS,
      batchSize: 1,
      now: options.now,
    },
  );
  return built;
}

/**
 * The open-data pass: asks for the day's export when the current one is not of today (Mountain
 * time), then runs the builds asked for. A day's build that failed waits for someone to ask again.
 */
export async function runOpenDataPass(
  db: Db,
  root: string,
  now: () => Date,
): Promise<OpenDataManifest[]> {
  const current = await readCurrentExport(root);
  if (current?.manifest.exportDate !== mountainDate(now()))
    await requestOpenDataBuild(db, root, now(), { retryFailed: false });
  return runOpenDataBuilds(db, root, { now });
}

/** What building the export now came to. */
export type OpenDataBuildOutcome =
  /** This process built it. */
  | { kind: 'built'; manifest: OpenDataManifest }
  /** Another process holds the build asked for, or it waits to be tried again after failing. */
  | { kind: 'under-way'; build: OpenDataBuild }
  /** Another build published a new export meanwhile: that one was the build asked for. */
  | { kind: 'replaced'; manifest: OpenDataManifest | null };

/**
 * Builds a new export now, in this process (the command line): asks for it like anyone else, then
 * runs it unless another process already holds it.
 */
export async function buildOpenDataNow(
  db: Db,
  root: string,
  now: () => Date = () => new Date(),
): Promise<OpenDataBuildOutcome> {
  await requestOpenDataBuild(db, root, now());
  const [manifest] = await runOpenDataBuilds(db, root, { now });
  if (manifest !== undefined) return { kind: 'built', manifest };
  const build = await openDataBuildUnderWay(db);
  if (build !== null) return { kind: 'under-way', build };
  return { kind: 'replaced', manifest: (await readCurrentExport(root))?.manifest ?? null };
}
