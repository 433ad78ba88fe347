// Periodic reports through the filing API under load: creates its own PostgreSQL database on
// 127.0.0.1:5432 (trust auth), migrates it, writes --reports entities whose report window is open
// (copies of a seeded one), opens a filing account with a key and exactly the money their fees
// need, starts the real server in a child process and sends one report per entity, --concurrency
// in flight at a time, each with its own Idempotency-Key. Then it sends every one of them again
// (the same keys and bodies, as a client that lost its answers would) and checks the database:
// one filing and one fee per entity, nothing doubled, and the ledger balanced to the cent. Prints
// reports per second and p50/p99 latency of both passes. It reports numbers; it does not pass or
// fail.
//
//   npx tsx --conditions=source bench/filing-api.ts [--reports 1000] [--concurrency 20]
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import {
  createReportMinimalFiling,
  filingFeeCents,
  getFilingType,
  mountainDate,
} from '@registrar/domain';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedDatabase } from '../apps/api/src/db/seed.ts';
import { fixedEntityId } from '../apps/api/src/db/seed-entities.ts';
import {
  percentile,
  startBenchServer,
  stopBenchServer,
  type BenchServer,
} from './bench-support.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const { values } = parseArgs({
  options: {
    reports: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '20' },
  },
});
const reportCount = Number(values.reports);
const concurrency = Number(values.concurrency);
const apiKey = `rgk_bench_${randomBytes(24).toString('base64url')}`;

/** Posts JSON over a kept-alive connection and reads the whole answer: status and body. */
function postJson(
  agent: http.Agent,
  url: URL,
  body: string,
  idempotencyKey: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${apiKey}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': idempotencyKey,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Sends every report, `concurrency` at a time: latencies, statuses, answers and time. */
async function sendReports(baseUrl: string, entityIds: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL('/filing-api/v1/filings', baseUrl);
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const answers = new Map<string, string>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < entityIds.length) {
        const entityId = entityIds[next++] as string;
        const body = JSON.stringify({ filing: createReportMinimalFiling(entityId) });
        const sent = performance.now();
        const answer = await postJson(agent, url, body, `report-${entityId}`);
        latencies.push(performance.now() - sent);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        answers.set(entityId, answer.body);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies, statuses, answers, seconds };
}

function describePass(name: string, pass: Awaited<ReturnType<typeof sendReports>>): void {
  const rate = pass.latencies.length / pass.seconds;
  console.log(
    `${name}: ${pass.latencies.length} reports in ${pass.seconds.toFixed(1)} s = ${rate.toFixed(1)} reports/s; ` +
      `p50 ${percentile(pass.latencies, 50).toFixed(1)} ms, p99 ${percentile(pass.latencies, 99).toFixed(1)} ms; ` +
      `answers ${JSON.stringify(Object.fromEntries(pass.statuses))}`,
  );
}

async function main(): Promise<void> {
  const databaseName = `registrar_bench_api_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  let server: BenchServer | undefined;
  const check = new pg.Client({ connectionString: databaseUrl });
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    await seedDatabase(database.db, { entityCount: 50 });
    await database.close();
    await check.connect();
    // Copies of an entity whose report window is open, each with its own ID and name.
    const template = fixedEntityId('Estes Park Report Window LLC');
    await check.query(
      `insert into entities (entity_id, name, name_key, entity_type, domestic_flag, jurisdiction,
         status_code, formation_date, reporting_month, next_report_due_date, principal_office,
         registered_agent)
       select (19000000000 + i)::text, 'Bench Report ' || i || ' LLC', 'BENCHREPORT' || i,
         entity_type, domestic_flag, jurisdiction, status_code, formation_date, reporting_month,
         next_report_due_date, principal_office, registered_agent
       from entities, generate_series(1, $2::int) as i where entity_id = $1`,
      [template, reportCount],
    );
    const entityIds = Array.from({ length: reportCount }, (_, i) => String(19000000000 + i + 1));
    const [first] = (
      await check.query<{ next_report_due_date: string }>(
        `select to_char(next_report_due_date, 'YYYY-MM-DD') as next_report_due_date from entities where entity_id = $1`,
        [template],
      )
    ).rows;
    const report = getFilingType('report');
    if (report === undefined || first === undefined) throw new Error('no report filing type');
    const feeCents = filingFeeCents(report, mountainDate(new Date()), first.next_report_due_date);
    const depositCents = feeCents * reportCount;
    const account = await check.query<{ id: string }>(
      `insert into filing_accounts (name, contact_email) values ('Bench Agents', 'bench@example.com') returning id`,
    );
    const accountId = account.rows[0]?.id;
    await check.query(
      `insert into api_keys (account_id, name, prefix, key_hash) values ($1, 'bench', $2, $3)`,
      [accountId, apiKey.slice(0, 10), createHash('sha256').update(apiKey).digest('hex')],
    );
    await check.query(
      `insert into ledger_entries (account_id, kind, amount_cents, memo) values ($1, 'DEPOSIT', $2, 'Bench deposit')`,
      [accountId, depositCents],
    );
    await check.query('vacuum analyze');
    console.log(
      `${reportCount} entities with an open report window; deposit $${(depositCents / 100).toFixed(2)} ` +
        `(fee $${(feeCents / 100).toFixed(2)} each); ${concurrency} in flight`,
    );

    server = await startBenchServer({
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_FILING_API_PER_MINUTE: '10000000',
      RATE_LIMIT_FILING_API_PER_KEY_PER_MINUTE: '10000000',
    });
    const firstPass = await sendReports(server.baseUrl, entityIds);
    describePass('first pass (files)', firstPass);
    const replay = await sendReports(server.baseUrl, entityIds);
    describePass('replay (same keys and bodies)', replay);
    const changed = entityIds.filter((id) => firstPass.answers.get(id) !== replay.answers.get(id));
    console.log(`replayed answers that differ from the first: ${changed.length}`);

    const counts = (
      await check.query<{ filed: number; entities: number; fees: number; sum: string }>(
        `select
           (select count(*)::int from filings where filing_account_id = $1 and status = 'FILED') as filed,
           (select count(distinct entity_id)::int from filings where filing_account_id = $1 and status = 'FILED') as entities,
           (select count(*)::int from ledger_entries where account_id = $1 and kind = 'FILING_FEE') as fees,
           (select coalesce(sum(amount_cents), 0)::text from ledger_entries where account_id = $1) as sum`,
        [accountId],
      )
    ).rows[0];
    console.log(
      `database: ${counts?.filed} filed, ${counts?.entities} entities, ${counts?.fees} fees; ` +
        `duplicates ${(counts?.filed ?? 0) - (counts?.entities ?? 0)}; ` +
        `balance $${(Number(counts?.sum) / 100).toFixed(2)} (expected $0.00: the deposit paid every fee)`,
    );
  } finally {
    if (server !== undefined) await stopBenchServer(server);
    await check.end().catch(() => undefined);
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

await main();
