// A rolling upgrade under load, as a registry runs one: two servers on one PostgreSQL database
// behind a balancer that sends traffic only to servers whose /readyz says 200, filers paying,
// recording, checking names and uploading all along. One server is stopped (SIGTERM) and started
// from the next release, whose migration adds a column and an index (expand only); then the
// other. No request fails, and every filing paid is recorded once.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/database.ts';
import {
  cardForm,
  makePdf,
  minimalFiling,
  multipartFile,
  paymentBody,
} from '../filings/flow-support.ts';
import {
  createSeededPostgresDatabase,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process.ts';
import { browserCookie, onPostgres } from '../support/test-app.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const jsonHeaders = { 'x-requested-with': 'registrar', 'content-type': 'application/json' };
const migrationTag = '0099_rolling_upgrade_probe';

/**
 * The next release: a copy of the server's sources whose migrations end with one that adds a
 * column and its index, as an expand-only change does. It uses the installed packages.
 */
function prepareNextRelease(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'registrar-next-release-'));
  const apiRoot = path.join(folder, 'apps', 'api');
  cpSync(path.join(repositoryRoot, 'apps/api/src'), path.join(apiRoot, 'src'), { recursive: true });
  cpSync(path.join(repositoryRoot, 'apps/api/package.json'), path.join(apiRoot, 'package.json'));
  symlinkSync(path.join(repositoryRoot, 'node_modules'), path.join(folder, 'node_modules'));
  symlinkSync(
    path.join(repositoryRoot, 'apps/api/node_modules'),
    path.join(apiRoot, 'node_modules'),
  );
  symlinkSync(path.join(repositoryRoot, 'apps/api/public'), path.join(apiRoot, 'public'));
  const migrations = path.join(apiRoot, 'src/db/migrations');
  writeFileSync(
    path.join(migrations, `${migrationTag}.sql`),
    'ALTER TABLE "filings" ADD COLUMN IF NOT EXISTS "submitted_from" text;--> statement-breakpoint\n' +
      'CREATE INDEX IF NOT EXISTS "filings_submitted_from_idx" ON "filings" ("submitted_from");\n',
  );
  const journalFile = path.join(migrations, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1);
  journal.entries.push({
    idx: (last?.idx ?? 0) + 1,
    version: last?.version ?? '7',
    when: Math.max(Date.now(), (last?.when ?? 0) + 1),
    tag: migrationTag,
    breakpoints: true,
  });
  writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return folder;
}

/** Sends each request to a server whose /readyz answered 200 at its last check (every 50 ms). */
class Balancer {
  private readonly ready = new Map<string, boolean>();
  private turn = 0;
  private readonly timer = setInterval(() => void this.check(), 50);

  add(base: string): void {
    this.ready.set(base, false);
    void this.check();
  }

  remove(base: string): void {
    this.ready.delete(base);
  }

  private async check(): Promise<void> {
    await Promise.all(
      [...this.ready.keys()].map(async (base) => {
        const status = await fetch(`${base}/readyz`).then(
          (answer) => answer.status,
          () => 0,
        );
        if (this.ready.has(base)) this.ready.set(base, status === 200);
      }),
    );
  }

  async pick(): Promise<string> {
    for (;;) {
      const ready = [...this.ready].filter(([, isReady]) => isReady).map(([base]) => base);
      if (ready.length > 0) return ready[this.turn++ % ready.length] as string;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

describe.runIf(onPostgres)('a rolling upgrade on PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('fails no request and records every paid filing once while both servers move to the next release', async () => {
    const database = await createSeededPostgresDatabase();
    cleanups.push(() => database.drop());
    const nextRelease = prepareNextRelease();
    cleanups.push(() => rmSync(nextRelease, { recursive: true, force: true }));
    const limits = Object.fromEntries(
      ['NAME_CHECKS', 'PAYMENT_STARTS', 'UPLOADS', 'CARD_PAYMENTS'].map((kind) => [
        `RATE_LIMIT_${kind}_PER_MINUTE`,
        '100000',
      ]),
    );
    const env = {
      ...limits,
      SHUTDOWN_DRAIN_SECONDS: '1',
      WEB_DIST_DIR: path.join(repositoryRoot, 'apps/web/dist'),
    };
    const start = async (apiRoot?: string) => {
      const server = await startServerProcess({
        databaseUrl: database.databaseUrl,
        env,
        ...(apiRoot === undefined ? {} : { apiRoot: path.join(apiRoot, 'apps/api') }),
      });
      servers.push(server);
      return server;
    };
    const balancer = new Balancer();
    cleanups.push(() => balancer.stop());

    const failures: string[] = [];
    const recorded: string[] = [];
    /** A request through the balancer; anything but the expected status is a failure. */
    const call = async (
      what: string,
      expected: number,
      pathAndQuery: string,
      init: RequestInit = {},
    ): Promise<Response | null> => {
      const base = await balancer.pick();
      try {
        // One browser throughout, as a filer is: its draft cookie names the drafts it may use.
        const answer = await fetch(`${base}${pathAndQuery}`, {
          redirect: 'manual',
          ...init,
          headers: { cookie: browserCookie, ...(init.headers as Record<string, string>) },
        });
        if (answer.status !== expected) {
          failures.push(`${what}: ${answer.status} ${await answer.text()}`);
          return null;
        }
        return answer;
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        failures.push(`${what}: ${(error as Error).message} ${cause?.code ?? ''}`);
        return null;
      }
    };

    /** One filer: a name checked, a file uploaded to the draft, the fee paid, the receipt. */
    const file = async (): Promise<void> => {
      const name = `Rolling Upgrade ${randomUUID().slice(0, 8)} LLC`;
      const draftRef = randomUUID();
      await call(
        'name check',
        200,
        `/business-api/entity/validateEntityNameAndAvailability?name=${encodeURIComponent(name)}&entityType=DLLC`,
      );
      const saved = await call('draft', 200, `/business-api/draft/${draftRef}`, {
        method: 'PUT',
        headers: jsonHeaders,
        body: JSON.stringify({ filingType: 'llc', values: {}, control: {} }),
      });
      if (saved === null) return;
      const upload = multipartFile('agreement.pdf', 'application/pdf', await makePdf());
      await call('upload', 200, `/business-api/attachments?draftRef=${draftRef}&private=false`, {
        method: 'POST',
        headers: upload.headers,
        body: upload.payload,
      });
      const started = await call('payment start', 200, '/business-api/payment', {
        method: 'POST',
        headers: jsonHeaders,
        body: JSON.stringify(paymentBody(minimalFiling(name), draftRef)),
      });
      if (started === null) return;
      const { paymentURL, refId } = (
        (await started.json()) as {
          apiData: { paymentURL: string; refId: string };
        }
      ).apiData;
      const checkoutPath = new URL(paymentURL).pathname;
      const page = await call('checkout page', 200, checkoutPath);
      const token = /name="token" value="([^"]+)"/.exec((await page?.text()) ?? '')?.[1];
      if (token === undefined) return;
      const paid = await call('card', 303, checkoutPath, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: cardForm(token),
      });
      if (paid === null) return;
      const receipt = await call('receipt', 200, '/business-api/file/receipt', {
        method: 'POST',
        headers: jsonHeaders,
        body: JSON.stringify({ refId }),
      });
      if (receipt !== null) recorded.push(refId);
    };

    // Two servers of this release, started at the same moment on the new database.
    const [first, second] = await Promise.all([start(), start()]);
    if (first === undefined || second === undefined) throw new Error('Two servers were started');
    balancer.add(first.baseUrl);
    balancer.add(second.baseUrl);

    let loading = true;
    const filers = Array.from({ length: 3 }, async () => {
      while (loading) await file();
    });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(1500);
    // One at a time: stop (it drains while the balancer stops sending it traffic), start its
    // next release (which migrates while the other old server serves), send it traffic.
    for (const old of [first, second]) {
      await old.stop(60_000);
      expect(old.child.exitCode).toBe(0);
      balancer.remove(old.baseUrl);
      const upgraded = await start(nextRelease);
      balancer.add(upgraded.baseUrl);
      await pause(1500);
    }
    loading = false;
    await Promise.all(filers);

    expect(failures).toEqual([]);
    expect(recorded.length).toBeGreaterThanOrEqual(6);
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const filings = await client.query<{ filed: string; numbers: string }>(
        `SELECT count(*) FILTER (WHERE status = 'FILED') AS filed,
                count(DISTINCT transaction_id) AS numbers
           FROM filings WHERE ref = ANY($1::uuid[])`,
        [recorded],
      );
      expect(filings.rows[0]).toEqual({
        filed: String(recorded.length),
        numbers: String(recorded.length),
      });
      const doubled = await client.query(
        `SELECT filing_id FROM payments WHERE status = 'CAPTURED' GROUP BY filing_id
         HAVING count(*) > 1`,
      );
      expect(doubled.rowCount).toBe(0);
      // The next release's migration ran once, though two servers of it started.
      const journal = JSON.parse(
        readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await client.query<{ count: string }>(
        'SELECT count(*) FROM drizzle.__drizzle_migrations',
      );
      expect(Number(applied.rows[0]?.count)).toBe(journal.entries.length + 1);
      const index = await client.query(
        "SELECT 1 FROM pg_indexes WHERE indexname = 'filings_submitted_from_idx'",
      );
      expect(index.rowCount).toBe(1);
    } finally {
      await client.end();
    }
  }, 240_000);
});
