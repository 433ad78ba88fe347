// Seeding an empty registry on first start. (Filled in by the registry work: reference data and
// generated entities.)
import type { Db } from './database.ts';

/** Seeds reference data and generated entities when the registry is empty; safe to re-run. */
export async function seedDatabase(_db: Db, _options: { entityCount: number }): Promise<void> {}
