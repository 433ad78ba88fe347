// Business search (GET /business-api/entity/search) among a large registry on the machine's
// PostgreSQL (127.0.0.1:5432, user root, trust auth; BENCH_POSTGRES_URL overrides the admin URL):
// creates its own database, seeds it (the server's own seedDatabase, which fills the words names
// use and the narrow copy of the names, and builds their indexes after the load) and vacuums it as
// a registry in use would be, starts the real server in a child process and fires autocannon at
// it with a mix of searches, then times each kind of search on its own. Prints latency
// percentiles and searches a second, with the load average of the machine; it reports numbers, it
// does not pass or fail. Drops the database after.
//
//   npx tsx --conditions=source bench/search.ts [--count 1000000] [--duration 20] [--connections 10]
//     [--database-url postgres://...]   (a registry already seeded: used as it is, never dropped)
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedDatabase } from '../apps/api/src/db/seed.ts';
import {
  percentile,
  startBenchServer,
  stopBenchServer,
  type BenchServer,
} from './bench-support.ts';

const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
  },
});
const entityCount = Number(values.count);
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);

const searchPath = (q: string, page = 1) =>
  `/business-api/entity/search?${new URLSearchParams({ q, page: String(page) }).toString()}`;

/** A letter changed in the middle of the longest word: a typo. */
function withTypo(name: string): string {
  const words = name.split(' ');
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  const at = Math.floor(longest.length / 2);
  const typo = `${longest.slice(0, at)}${longest.charAt(at) === 'e' ? 'a' : 'e'}${longest.slice(at + 1)}`;
  return words.map((word) => (word === longest ? typo : word)).join(' ');
}

/** Searches by kind, from names and IDs sampled from the registry as stored. */
async function buildSearches(pool: pg.Pool): Promise<Record<string, string[]>> {
  const sample = await pool.query<{ entity_id: string; name: string }>(
    'select entity_id, name from entities tablesample system (0.5) limit 1000',
  );
  const rows = sample.rows;
  return {
    'whole name': rows.map((row) => searchPath(row.name)),
    'first two words': rows.map((row) => searchPath(row.name.split(' ').slice(0, 2).join(' '))),
    'name with a typo': rows.map((row) => searchPath(withTypo(row.name))),
    'entity ID': rows.map((row) => searchPath(row.entity_id)),
    'one common word, page 3': ['llc', 'mountain', 'holdings', 'colorado', 'group'].map((q) =>
      searchPath(q, 3),
    ),
    'nothing found': rows.slice(0, 200).map((_, index) => searchPath(`Zzyzx Quorvant ${index}`)),
  };
}

/** The machine's load average, which the load generator and the database share with the server. */
function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

async function timeEach(baseUrl: string, kind: string, paths: string[]): Promise<void> {
  const samples: number[] = [];
  for (const path of paths.slice(0, 300)) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    samples.push(performance.now() - started);
  }
  console.log(
    `  ${kind.padEnd(24)} ${String(samples.length).padStart(4)} searches   p50 ${percentile(samples, 50).toFixed(1)}   ` +
      `p99 ${percentile(samples, 99).toFixed(1)}   max ${Math.max(...samples).toFixed(1)} ms`,
  );
}

async function seededDatabase(): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const given = values['database-url'];
  if (given !== undefined) {
    console.log(`Using the registry at ${new URL(given).pathname.slice(1)} as it is`);
    return { databaseUrl: given, drop: async () => undefined };
  }
  const databaseName = `registrar_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const drop = async () => {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  };
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    const started = performance.now();
    const seeded = await seedDatabase(database.db, { entityCount });
    console.log(
      `Seeded ${seeded.entitiesInserted.toLocaleString('en-US')} entities (with the search's words and indexes) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // A registry in use has been vacuumed; one loaded seconds ago has not (and this machine's
    // PostgreSQL may run without autovacuum), so the first reads would write every page's hint
    // bits during the measurement.
    const vacuumStarted = performance.now();
    await database.pool.query('vacuum (analyze) entities, entity_names, name_words');
    console.log(`Vacuumed in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
    await database.close();
  } catch (error) {
    await drop();
    throw error;
  }
  return { databaseUrl: url.toString(), drop };
}

async function main(): Promise<void> {
  const { databaseUrl, drop } = await seededDatabase();
  let server: BenchServer | undefined;
  try {
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    const count = await database.pool.query<{ n: string }>('select count(*) as n from entities');
    const entities = Number(count.rows[0]?.n ?? 0);
    const searches = await buildSearches(database.pool);
    await database.close();

    server = await startBenchServer({ DATABASE_URL: databaseUrl });
    const mixed = Object.values(searches).flat();
    let next = 0;
    const request = {
      method: 'GET' as const,
      setupRequest: (raw: { path: string }) => {
        raw.path = mixed[next++ % mixed.length] ?? raw.path;
        return raw;
      },
    };
    await autocannon({ url: server.baseUrl, connections, duration: 3, requests: [request] });
    const loadBefore = loadAverage();
    const result = await autocannon({
      url: server.baseUrl,
      connections,
      duration: durationSeconds,
      requests: [request],
    });
    console.log(
      [
        `entity/search, ${entities.toLocaleString('en-US')} entities on PostgreSQL, ${connections} connections, ` +
          `${result.duration.toFixed(0)} s, ${mixed.length} distinct searches (mixed kinds)`,
        `  searches/s   avg ${result.requests.average.toFixed(0)}   (total ${result['2xx'].toLocaleString('en-US')} 2xx, ` +
          `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
        `  latency ms   p50 ${result.latency.p50}   p97.5 ${result.latency.p97_5}   p99 ${result.latency.p99}   ` +
          `avg ${result.latency.average.toFixed(2)}   max ${result.latency.max}`,
        `  target       p99 <= 100 ms`,
        `  load average (1, 5, 15 min) ${loadBefore} before, ${loadAverage()} after`,
        'Each kind on its own, one search at a time:',
      ].join('\n'),
    );
    for (const [kind, paths] of Object.entries(searches))
      await timeEach(server.baseUrl, kind, paths);
  } finally {
    if (server) await stopBenchServer(server);
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
