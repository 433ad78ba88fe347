// Load test of GET /business-api/entity/validateEntityNameAndAvailability on a large registry:
// creates its own PostgreSQL database on 127.0.0.1:5432 (user root, trust auth), seeds it, starts
// the real server in a child process, fires autocannon at it with varied names from this process
// (the load generator shares the machine, as the issue asks), prints latency and throughput, then
// stops the server and drops the database. It reports numbers; it does not pass or fail.
//
//   npx tsx --conditions=source bench/name-availability.ts [--count 1000000] [--duration 20]
//
// (--conditions=source loads the domain package from its sources, as the server's tests do.)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedDatabase } from '../apps/api/src/db/seed.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const repositoryRoot = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    /** Database connections of the server; the server's own default when not given. */
    pool: { type: 'string' },
  },
});
const entityCount = Number(values.count);
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

async function waitForHeartBeat(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/business-api/heartBeat`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer its heartBeat within 60 s');
}

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

/** Warms up, then loads `baseUrl` with the query paths for the configured time. */
async function measure(baseUrl: string, paths: string[]): Promise<Result> {
  let next = 0;
  const request = {
    method: 'GET' as const,
    setupRequest: (raw: { path: string }) => {
      raw.path = paths[next++ % paths.length] ?? raw.path;
      return raw;
    },
  };
  // A short warm-up fills the pool, plans the statement on every connection and warms the JIT.
  await autocannon({ url: baseUrl, connections, duration: 3, requests: [request] });
  return autocannon({ url: baseUrl, connections, duration: durationSeconds, requests: [request] });
}

/** Starts the benchmark server in a child process and waits until it answers. */
async function startServer(
  databaseUrl: string,
  poolSize: string | undefined,
  script = 'bench/name-availability-server.ts',
): Promise<{ process: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const tsxArgs = ['--conditions=source', '--import', 'tsx'];
  const child = spawn(process.execPath, [...tsxArgs, script], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_ENV: 'test',
      NODE_ENV: 'production',
      // Every request comes from this one address: a limit (still counted on every request) far
      // above what the load generator can send, about 166,000 a second.
      RATE_LIMIT_NAME_CHECKS_PER_MINUTE: '10000000',
      ...(poolSize ? { BENCH_POOL_SIZE: poolSize } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHeartBeat(baseUrl, child);
  return { process: child, baseUrl };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function main(): Promise<void> {
  const databaseName = `registrar_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  let server: { process: ChildProcess; baseUrl: string } | undefined;
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    const seedStarted = performance.now();
    const seeded = await seedDatabase(database.db, { entityCount });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `Seeded ${seeded.entitiesInserted.toLocaleString('en-US')} entities in ${seedSeconds.toFixed(1)} s`,
    );
    const paths = await buildRequestPaths(database.pool);
    await database.close();

    // One run per pool size asked for (e.g. --pool 20,6), all against the same seeded registry.
    const poolSizes = values.pool ? values.pool.split(',') : [undefined];
    for (const poolSize of poolSizes) {
      // The bare route first, on the same database and pool size: the app is reported against it.
      server = await startServer(
        databaseUrl,
        poolSize,
        'bench/name-availability-minimal-server.ts',
      );
      const minimal = await measure(server.baseUrl, paths);
      await stopServer(server.process);
      server = undefined;
      server = await startServer(databaseUrl, poolSize);
      const result = await measure(server.baseUrl, paths);
      console.log(
        [
          `validateEntityNameAndAvailability, ${entityCount.toLocaleString('en-US')} entities, ` +
            `${connections} connections, ${result.duration.toFixed(0)} s, ${paths.length} distinct names, ` +
            `database pool ${poolSize ?? 'default'}`,
          `  requests/s   avg ${result.requests.average.toFixed(0)}   (total ${result['2xx'].toLocaleString('en-US')} 2xx, ` +
            `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
          `  latency ms   p50 ${result.latency.p50}   p97.5 ${result.latency.p97_5}   p99 ${result.latency.p99}   ` +
            `avg ${result.latency.average.toFixed(2)}   max ${result.latency.max}`,
          `  bare route   requests/s avg ${minimal.requests.average.toFixed(0)}   p99 ${minimal.latency.p99} ms ` +
            `(same lookup, no plugins)`,
          `  app / bare   ${((100 * result.requests.average) / minimal.requests.average).toFixed(0)} % of the bare route's requests/s`,
          `  targets      >= 2,000 requests/s, p99 <= 25 ms, at least 80 % of the bare route`,
        ].join('\n'),
      );
      await stopServer(server.process);
      server = undefined;
    }
  } finally {
    if (server) await stopServer(server.process);
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
