// Load test of GET /business-api/entity/validateEntityNameAndAvailability on a large registry:
// creates its own PostgreSQL database on 127.0.0.1:5432 (user root, trust auth), seeds it, starts
// the real server and a bare route doing the same lookup in turn in a child process, fires
// autocannon at each with varied names from this process (the load generator shares the machine,
// as it would in the targets), prints latency, throughput and CPU per request and the app's share
// of the bare route's, then stops the server and drops the database. It reports numbers; it does
// not pass or fail.
//
//   npx tsx --conditions=source bench/name-availability.ts [--count 1000000] [--duration 20]
//       [--connections 50] [--pool 20,8] [--rounds 2] [--clients 1] [--keep [--seed-only]]
//
// (--conditions=source loads the domain package from its sources, as the server's tests do.)
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedDatabase } from '../apps/api/src/db/seed.ts';
import {
  cpuPerRequest,
  cpuSnapshot,
  startBenchServer,
  stopBenchServer,
  type BenchServer,
} from './bench-support.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    /** Database connections of the server; the server's own default when not given. */
    pool: { type: 'string' },
    /** Turns of the bare route and the app, one after the other. */
    rounds: { type: 'string', default: '2' },
    /** Keep the seeded registry for later runs of the same --count (and reuse a kept one). */
    keep: { type: 'boolean', default: false },
    /** With --keep: seed (if needed) and stop, to measure later on a quiet machine. */
    'seed-only': { type: 'boolean', default: false },
    /**
     * Client addresses the load comes from. 1: one address, its name-check limit raised out of
     * the load's reach. More: each request names one of them in X-Forwarded-For (the server trusts
     * one proxy) and the server keeps its default limit, as in production.
     */
    clients: { type: 'string', default: '1' },
  },
});
const entityCount = Number(values.count);
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const clients = Number(values.clients);

/**
 * Query strings of the names the benchmark asks about: names on the record as typed and with
 * letter case and punctuation changed (taken), reserved names, and new names (available).
 */
async function buildRequestPaths(pool: pg.Pool): Promise<string[]> {
  const sample = await pool.query<{ name: string; entity_type: string }>(
    'select name, entity_type from entities tablesample system (1) limit 2000',
  );
  const reserved = await pool.query<{ name: string }>('select name from name_reservations');
  const query = (name: string, entityType: string) =>
    `/business-api/entity/validateEntityNameAndAvailability?${new URLSearchParams({
      transType: 'ARTORG_LLC',
      name,
      oldName: '',
      entityId: '',
      entityType,
    }).toString()}`;
  const paths: string[] = [];
  sample.rows.forEach((row, index) => {
    paths.push(query(row.name, row.entity_type));
    paths.push(
      query(
        index % 2 === 0 ? row.name.toUpperCase() : row.name.toLowerCase().replace(/ /g, '  '),
        row.entity_type,
      ),
    );
    paths.push(
      query(`${row.name.replace(/ (LLC|Inc\.|Cooperative)$/, '')} Fresh ${index} LLC`, 'DLLC'),
    );
  });
  for (const row of reserved.rows) paths.push(query(row.name, 'DLLC'));
  return paths;
}

/** One turn of a server: autocannon's result and the CPU it cost per request. */
interface Turn {
  result: Result;
  cpu: ReturnType<typeof cpuPerRequest>;
}

/**
 * Warms up, then loads `baseUrl` with the query paths for the configured time, noting the CPU
 * the server, its database sessions and this process spent meanwhile (`check` is a connection
 * to the benchmark's database, to find its sessions).
 */
async function measure(
  baseUrl: string,
  paths: string[],
  check: pg.Client,
  serverPid: number,
): Promise<Turn> {
  let next = 0;
  const request = {
    method: 'GET' as const,
    setupRequest: (raw: { path: string; headers?: Record<string, string> }) => {
      const index = next++;
      raw.path = paths[index % paths.length] ?? raw.path;
      if (clients > 1) raw.headers = { ...raw.headers, 'x-forwarded-for': clientAddress(index) };
      return raw;
    },
  };
  // A warm-up fills the pool, plans the statement on every connection and brings the JIT to its
  // steady state: after 3 s the app, which runs more code a request, still answered a quarter
  // fewer requests in its first measured round than in its second.
  await autocannon({ url: baseUrl, connections, duration: 10, requests: [request] });
  const before = await cpuSnapshot(check, serverPid);
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: [request],
  });
  const after = await cpuSnapshot(check, serverPid);
  return { result, cpu: cpuPerRequest(before, after, result.requests.total) };
}

/** The address of the client a request comes from: 10.x.y.z, one of `clients`. */
function clientAddress(index: number): string {
  const client = index % clients;
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
}

/** The mean of `values`. */
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The load average now, as `uptime` prints it. */
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

async function main(): Promise<void> {
  // --keep: a registry seeded once (ten million entities take about 50 minutes) is kept under
  // a name of its size and measured again by later runs; without it, a throwaway database.
  const databaseName = values.keep
    ? `registrar_bench_names_${entityCount}`
    : `registrar_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const kept = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
  const seedNeeded = kept.rowCount === 0;
  if (seedNeeded) await admin.query(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  let server: BenchServer | undefined;
  /** Starts `script` on the seeded registry, measures it and stops it. */
  const measureServer = async (script: string, poolSize: string | undefined) => {
    server = await startBenchServer(
      {
        DATABASE_URL: databaseUrl,
        ...(poolSize ? { BENCH_POOL_SIZE: poolSize } : {}),
        ...(clients > 1
          ? {
              TRUST_PROXY_HOPS: '1',
              RATE_LIMIT_NAME_CHECKS_PER_MINUTE: String(loadConfig({}).rateLimits.nameChecks),
            }
          : {}),
      },
      script,
    );
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      return await measure(server.baseUrl, paths, check, server.process.pid ?? 0);
    } finally {
      await check.end();
      await stopBenchServer(server);
      server = undefined;
    }
  };
  let paths: string[] = [];
  // A registry kept for later runs must be whole: one whose seeding failed is dropped, not kept.
  let seeded = !seedNeeded;
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    if (seedNeeded) {
      const seedStarted = performance.now();
      const seedResult = await seedDatabase(database.db, { entityCount });
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      console.log(
        `Seeded ${seedResult.entitiesInserted.toLocaleString('en-US')} entities in ${seedSeconds.toFixed(1)} s`,
      );
      // As autovacuum would after such a load: fresh statistics and a visibility map, so the
      // lookups are index-only scans from the first request.
      await database.pool.query('vacuum analyze');
      seeded = true;
    } else {
      const { rows } = await database.pool.query<{ count: string }>(
        'select count(*) from entities',
      );
      console.log(
        `Kept registry ${databaseName}: ${Number(rows[0]?.count).toLocaleString('en-US')} entities`,
      );
    }
    if (values['seed-only']) return;
    paths = await buildRequestPaths(database.pool);
    await database.close();

    // One run per pool size asked for (e.g. --pool 20,6), all against the same seeded registry.
    const poolSizes = values.pool ? values.pool.split(',') : [undefined];
    for (const poolSize of poolSizes) {
      // The bare route and the app take turns, twice, on the same database and pool size, so that
      // a change in the machine's other load weighs on both alike; the app is reported against it.
      const bare: Turn[] = [];
      const app: Turn[] = [];
      const loads: string[] = [];
      for (let round = 0; round < rounds; round++) {
        bare.push(await measureServer('bench/name-availability-minimal-server.ts', poolSize));
        app.push(await measureServer('bench/name-availability-server.ts', poolSize));
        loads.push(loadAverage());
      }
      const requestsPerSecond = (turns: Turn[]) =>
        mean(turns.map((turn) => turn.result.requests.average));
      /** Server and database CPU per request, the part of the cost the two servers differ in. */
      const serverAndDatabase = (turns: Turn[]) =>
        mean(turns.map((turn) => turn.cpu.server + turn.cpu.database));
      const cpuLine = ({ cpu }: Turn) =>
        `CPU us/request server ${cpu.server.toFixed(0)}, database ${cpu.database.toFixed(0)}, ` +
        `load generator ${cpu.loadGenerator.toFixed(0)}; machine ${(100 * cpu.busyShare).toFixed(0)} % busy, ` +
        `${(100 * cpu.otherShare).toFixed(0)} % of that other work`;
      const lines = [
        `validateEntityNameAndAvailability, ${entityCount.toLocaleString('en-US')} entities, ` +
          `${connections} connections, ${rounds} rounds of ${durationSeconds} s each, ` +
          `${paths.length} distinct names, database pool ${poolSize ?? 'default'}, ` +
          (clients > 1
            ? `${clients.toLocaleString('en-US')} client addresses at the default name-check limit`
            : 'one client address, its name-check limit out of reach'),
      ];
      app.forEach(({ result }, round) => {
        const bareTurn = bare[round] as Turn;
        lines.push(
          `  round ${round + 1}  app   requests/s ${result.requests.average.toFixed(0)}   ` +
            `(${result['2xx'].toLocaleString('en-US')} 2xx, ${result.non2xx} non-2xx, ` +
            `${result.errors} errors, ${result.timeouts} timeouts)   latency ms p50 ${result.latency.p50}` +
            `   p97.5 ${result.latency.p97_5}   p99 ${result.latency.p99}   max ${result.latency.max}`,
          `                ${cpuLine(app[round] as Turn)}`,
          `           bare  requests/s ${bareTurn.result.requests.average.toFixed(0)}   ` +
            `latency ms p99 ${bareTurn.result.latency.p99} (same lookup, no plugins)`,
          `                ${cpuLine(bareTurn)}`,
          `           load average ${loads[round]}`,
        );
      });
      lines.push(
        `  app / bare   ${((100 * requestsPerSecond(app)) / requestsPerSecond(bare)).toFixed(0)} % ` +
          `of the bare route's requests/s (mean of the rounds); server + database CPU per request ` +
          `${serverAndDatabase(app).toFixed(0)} us against ${serverAndDatabase(bare).toFixed(0)} us ` +
          `(${((100 * serverAndDatabase(bare)) / serverAndDatabase(app)).toFixed(0)} %)`,
        `  targets      >= 2,000 requests/s, p99 <= 25 ms, at least 80 % of the bare route`,
      );
      console.log(lines.join('\n'));
    }
  } finally {
    if (server) await stopBenchServer(server);
    if (!values.keep || !seeded) {
      await admin.query(`drop database if exists ${databaseName} with (force)`);
    }
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
