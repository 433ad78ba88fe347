// The yardstick for the name-availability bench: the least a server can do to answer the same
// call - a bare Fastify route (no plugins, hooks, schemas, rate limit or logging) that computes
// the same name key and the same suggestion candidates and runs the same indexed lookup (the
// name's key and the candidates' in one query) on the same database with a pool of the same size
// as the app's. The app's throughput is reported as a share of this one's.
import { nameKey, nameSuggestionCandidates } from '@registrar/domain';
import Fastify from 'fastify';
import pg from 'pg';
import { findNameHolders } from '../apps/api/src/modules/registry/name-holds.ts';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: process.env.BENCH_POOL_SIZE ? Number(process.env.BENCH_POOL_SIZE) : 20,
});
const app = Fastify({ logger: false });
app.get('/business-api/heartBeat', async () => ({ apiData: { code: 200 } }));
app.get('/business-api/entity/validateEntityNameAndAvailability', async (request) => {
  const {
    name = '',
    entityType = '',
    entityId,
  } = request.query as { name?: string; entityType?: string; entityId?: string };
  const key = nameKey(name);
  const candidateKeys = nameSuggestionCandidates(name, entityType).map(nameKey);
  const holders = await findNameHolders(pool, [key, ...candidateKeys], entityId || undefined);
  const holder = holders.get(key);
  return { apiData: { code: 200, valid: holder === undefined, holder: holder ?? null } };
});
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
