// Two server processes on one PostgreSQL database lose every database connection at once, a
// few times, while requests keep coming (what a PostgreSQL restart, a failover or a proxy's idle
// timeout does to them). Both processes must keep running, every answer must be the normal one
// or a 503 in the envelope, and normal answers must be back within 5 seconds.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUnavailableMessage } from '../../src/db/connection-errors.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import {
  createSeededPostgresDatabase,
  startServerProcess,
  type SeededPostgresDatabase,
  type ServerProcess,
} from '../support/server-process.ts';
import { browserCookie, onPostgres } from '../support/test-app.ts';

const WORKERS_PER_SERVER = 6;
const WARM_UP_MS = 1_500;
const TERMINATIONS = 3;
const BETWEEN_TERMINATIONS_MS = 800;
/** How long answers are watched after the last termination; recovery must come well within. */
const AFTER_LAST_TERMINATION_MS = 6_000;
const RECOVERY_LIMIT_MS = 5_000;
/** A request that takes longer than this counts as a hang. */
const REQUEST_LIMIT_MS = 10_000;

const mountainPeak = fixedEntityId('Mountain Peak Ventures LLC');
const csrfHeader = { 'x-requested-with': 'registrar' };

type Outcome = 'normal' | 'unavailable' | 'wrong';

interface Answer {
  server: number;
  kind: string;
  startedAt: number;
  endedAt: number;
  outcome: Outcome;
  detail: string;
}

/** Normal: 200 in the envelope. Unavailable: the blip's 503 in the envelope, with Retry-After. */
async function classify(response: Response): Promise<{ outcome: Outcome; detail: string }> {
  const text = await response.text();
  let apiData: { code?: unknown; message?: unknown } | undefined;
  try {
    apiData = (JSON.parse(text) as { apiData?: typeof apiData }).apiData;
  } catch {
    apiData = undefined;
  }
  const detail = `${response.status} ${text.slice(0, 300)}`;
  if (response.status === 200 && apiData?.code === 200) return { outcome: 'normal', detail };
  if (
    response.status === 503 &&
    response.headers.get('retry-after') === '1' &&
    apiData?.code === 503 &&
    apiData.message === databaseUnavailableMessage
  ) {
    return { outcome: 'unavailable', detail };
  }
  return { outcome: 'wrong', detail };
}

/** One user's requests in a loop: name checks, an entity summary, draft saves and uploads. */
async function runWorker(
  server: number,
  baseUrl: string,
  worker: number,
  answers: Answer[],
  stopped: () => boolean,
): Promise<void> {
  const call = async (kind: string, path: string, init: RequestInit = {}) => {
    const startedAt = performance.now();
    let result: { outcome: Outcome; detail: string };
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        ...init,
        // One browser throughout, as a filer is: its draft cookie names the drafts it may use.
        headers: { cookie: browserCookie, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
      });
      result = await classify(response);
    } catch (error) {
      result = { outcome: 'wrong', detail: `no answer: ${String(error)}` };
    }
    answers.push({ server, kind, startedAt, endedAt: performance.now(), ...result });
    return result.outcome;
  };
  for (let round = 0; !stopped(); round += 1) {
    const turn = (round + worker) % 4;
    if (turn === 0) {
      const query = new URLSearchParams({
        transType: 'ARTORG_LLC',
        name: `Blue Mesa Outfitters ${server}-${worker}-${round} LLC`,
        oldName: '',
        entityId: '',
        entityType: 'DLLC',
      });
      await call(
        'name check',
        `/business-api/entity/validateEntityNameAndAvailability?${query.toString()}`,
      );
    } else if (turn === 1) {
      const query = new URLSearchParams({ entityId: mountainPeak, transTyp: 'REPORT' });
      await call('entity summary', `/business-api/entity/summary?${query.toString()}`);
    } else {
      const draftRef = randomUUID();
      const saved = await call('draft save', `/business-api/draft/${draftRef}`, {
        method: 'PUT',
        headers: { ...csrfHeader, 'content-type': 'application/json' },
        body: JSON.stringify({ filingType: 'llc', values: {}, control: {} }),
      });
      // The upload locks the draft's row and inserts in one transaction.
      if (turn === 3 && saved === 'normal') {
        const form = new FormData();
        form.append(
          'file',
          new Blob([`Notes of round ${round}\n`], { type: 'text/plain' }),
          'notes.txt',
        );
        await call('upload', `/business-api/attachments?draftRef=${draftRef}&private=false`, {
          method: 'POST',
          headers: csrfHeader,
          body: form,
        });
      }
    }
  }
}

describe.runIf(onPostgres)(
  'database connections dropped under load (PostgreSQL only: PGlite runs inside the process and cannot be restarted apart from it)',
  () => {
    let database: SeededPostgresDatabase;
    let servers: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createSeededPostgresDatabase();
      const unlimited = String(1_000_000_000);
      servers = await Promise.all(
        [0, 1].map(() =>
          startServerProcess({
            databaseUrl: database.databaseUrl,
            env: {
              RATE_LIMIT_NAME_CHECKS_PER_MINUTE: unlimited,
              RATE_LIMIT_UPLOADS_PER_MINUTE: unlimited,
            },
          }),
        ),
      );
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.drop();
    });

    it('keeps both processes running, answers 503 in the envelope meanwhile and recovers within 5 s', async () => {
      const maintenanceUrl = new URL(database.databaseUrl);
      maintenanceUrl.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: maintenanceUrl.toString() });
      await admin.connect();
      const answers: Answer[] = [];
      let stop = false;
      const workers = servers.flatMap((server, serverIndex) =>
        Array.from({ length: WORKERS_PER_SERVER }, (_, worker) =>
          runWorker(serverIndex, server.baseUrl, worker, answers, () => stop),
        ),
      );

      const terminated: number[] = [];
      let lastTerminationAt = 0;
      try {
        await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
        for (let round = 0; round < TERMINATIONS; round += 1) {
          const result = await admin.query<{ terminated: string }>(
            `select count(*) filter (where pg_terminate_backend(pid)) as terminated
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
            [database.databaseName],
          );
          lastTerminationAt = performance.now();
          terminated.push(Number(result.rows[0]?.terminated ?? 0));
          await new Promise((resolve) => setTimeout(resolve, BETWEEN_TERMINATIONS_MS));
        }
        await new Promise((resolve) =>
          setTimeout(resolve, AFTER_LAST_TERMINATION_MS - BETWEEN_TERMINATIONS_MS),
        );
      } finally {
        stop = true;
        await Promise.all(workers);
        await admin.end();
      }

      const count = (outcome: Outcome) => answers.filter((answer) => answer.outcome === outcome);
      const abnormal = answers.filter((answer) => answer.outcome !== 'normal');
      const lastAbnormalEnd = Math.max(
        lastTerminationAt,
        ...abnormal.map((answer) => answer.endedAt),
      );
      const recoveryMs = Math.round(lastAbnormalEnd - lastTerminationAt);
      const settledAfter = lastTerminationAt + RECOVERY_LIMIT_MS;
      const answersAfterRecovery = answers.filter((answer) => answer.startedAt >= settledAfter);
      console.log(
        `database blip: ${terminated.join(' + ')} connections terminated; ${answers.length} answers ` +
          `(${count('normal').length} normal, ${count('unavailable').length} 503, ` +
          `${count('wrong').length} wrong); normal again ${recoveryMs} ms after the last ` +
          `termination; processes exited: ${servers.filter((server) => server.exited()).length}`,
      );

      expect(
        servers.map((server) => server.exited()),
        servers.map((server) => server.output().slice(-1500)).join('\n'),
      ).toEqual([false, false]);
      expect(count('wrong').slice(0, 5)).toEqual([]);
      // The blip happened: every round found connections of the servers to end.
      expect(terminated.every((count) => count > 0)).toBe(true);
      expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
      // Both processes answer normally after it.
      for (const serverIndex of [0, 1]) {
        const after = answersAfterRecovery.filter((answer) => answer.server === serverIndex);
        expect(after.length).toBeGreaterThan(0);
        expect(after.every((answer) => answer.outcome === 'normal')).toBe(true);
      }

      for (const server of servers) {
        const output = server.output();
        // No dump of a node-postgres client or pool, no unhandled error.
        expect(output).not.toMatch(/_connectionCallback|BoundPool|Client \{|Unhandled 'error'/);
        // Each request that met the blip is one warning line with its request id.
        for (const line of output
          .split('\n')
          .filter((text) => text.includes('"database unavailable"'))) {
          expect(JSON.parse(line)).toMatchObject({ level: 40, reqId: expect.any(String) });
        }
      }
    });
  },
);
