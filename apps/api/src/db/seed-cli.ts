// Seeds the configured database (DATABASE_URL, or the embedded one in DATA_DIR) from the command
// line: `npm run seed -w apps/api -- --count 1000000`. An existing registry is left as it is.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { seedDatabase } from './seed.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { count: { type: 'string' } } });
  const config = loadConfig();
  const entityCount = values.count === undefined ? config.seedEntityCount : Number(values.count);
  if (!Number.isInteger(entityCount) || entityCount < 0) {
    throw new ConfigError(`--count must be a whole number of entities, not "${values.count}".`);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const started = performance.now();
    const result = await seedDatabase(database.db, { entityCount });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.entitiesInserted === 0 && entityCount > 0) {
      console.log(
        `Reference data is up to date; the registry already holds entities, so none were added (${seconds} s).`,
      );
    } else {
      console.log(
        `Seeded ${result.entitiesInserted} entities and ${result.reservationsInserted} name reservations into the ${database.kind} database in ${seconds} s.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
