// The server as the benchmarks run it (name availability, documents, search): the real app and
// database code, with the database pool size taken from BENCH_POOL_SIZE so its effect on tail
// latency can be measured.
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';

const config = loadConfig();
const poolSize = process.env.BENCH_POOL_SIZE ? Number(process.env.BENCH_POOL_SIZE) : undefined;
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize,
});
const app = await buildApp({ config, database });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
await app.listen({ port: config.port, host: config.host });
