// Two servers started at the same moment on one new PostgreSQL database (a rolling upgrade, or a
// deployment that starts all its processes together) both bring the schema up to date: one
// applies each migration, the other waits for it and then finds nothing left to do.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../../src/db/database.ts';
import { createPostgresDatabase, onPostgres } from '../support/test-app.ts';

const journal = JSON.parse(
  readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
) as { entries: unknown[] };

describe.runIf(onPostgres)('migrations started by two servers at once', () => {
  it('are applied once, and both servers open the database', async () => {
    const created = await createPostgresDatabase();
    try {
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: created.url, poolSize: 3 })),
      );
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(opened.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);

      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      try {
        const applied = await client.query<{ count: string }>(
          'SELECT count(*) FROM drizzle.__drizzle_migrations',
        );
        expect(Number(applied.rows[0]?.count)).toBe(journal.entries.length);
      } finally {
        await client.end();
      }
    } finally {
      await created.drop();
    }
  });
});
