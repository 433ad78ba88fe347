// Documents on the embedded database: the review PDF (POST /business-api/pdf/filing, the maximal
// LLC filing) and the certificate of good standing (GET /business-api/pdf/gsCertificate, which
// also keeps each certificate it issues), under load from autocannon in this process against the
// real server in a child process on PGlite. Prints latency percentiles and documents a second
// for each; it reports numbers, it does not pass or fail.
//
//   npx tsx --conditions=source bench/documents.ts [--count 10000] [--duration 15] [--connections 4]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createLlcMaximalFiling } from '@registrar/domain';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { seedDatabase } from '../apps/api/src/db/seed.ts';
import { startBenchServer, stopBenchServer, type BenchServer } from './bench-support.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '4' },
  },
});
const entityCount = Number(values.count);
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);

interface Load {
  title: string;
  method: 'GET' | 'POST';
  paths: string[];
  body?: string;
}

async function run(baseUrl: string, load: Load): Promise<void> {
  let next = 0;
  const request = {
    method: load.method,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'registrar',
    },
    ...(load.body === undefined ? {} : { body: load.body }),
    setupRequest: (raw: { path: string }) => {
      raw.path = load.paths[next++ % load.paths.length] ?? raw.path;
      return raw;
    },
  };
  // A short warm-up loads fonts, warms the JIT and fills the caches.
  await autocannon({ url: baseUrl, connections, duration: 3, requests: [request] });
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: [request],
  });
  console.log(
    [
      `${load.title}, embedded database (PGlite), ${connections} connections, ${result.duration.toFixed(0)} s`,
      `  documents/s  avg ${result.requests.average.toFixed(1)}   (total ${result['2xx'].toLocaleString('en-US')} 2xx, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
      `  latency ms   p50 ${result.latency.p50}   p97.5 ${result.latency.p97_5}   p99 ${result.latency.p99}   ` +
        `avg ${result.latency.average.toFixed(2)}   max ${result.latency.max}`,
      `  target       p50 <= 50 ms`,
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'registrar-bench-documents-'));
  let server: BenchServer | undefined;
  try {
    // Seeded here, then opened by the server: one process at a time owns an embedded database.
    const database = await openDatabase({ dataDir });
    const started = performance.now();
    const seeded = await seedDatabase(database.db, { entityCount });
    console.log(
      `Seeded ${seeded.entitiesInserted.toLocaleString('en-US')} entities in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const good = await database.pool.query<{ entity_id: string }>(
      `select entity_id from entities where status_code = 'GOOD' order by random() limit 500`,
    );
    await database.close();

    server = await startBenchServer({ DATA_DIR: dataDir });
    await run(server.baseUrl, {
      title: 'Review PDF (POST /business-api/pdf/filing, maximal LLC)',
      method: 'POST',
      paths: ['/business-api/pdf/filing'],
      body: JSON.stringify({ filing: createLlcMaximalFiling() }),
    });
    await run(server.baseUrl, {
      title: 'Certificate of good standing (GET /business-api/pdf/gsCertificate, issued and kept)',
      method: 'GET',
      paths: good.rows.map((row) => `/business-api/pdf/gsCertificate?entityId=${row.entity_id}`),
    });
  } finally {
    if (server) await stopBenchServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
