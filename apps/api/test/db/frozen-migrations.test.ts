// A migration that has landed may already have run on a database somewhere: drizzle's migrator
// never runs it again there, so editing it would leave that database unlike every new one. Each
// landed migration's content hash is recorded in src/db/landed-migrations.json and checked here.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/database.ts';

interface LandedMigration {
  tag: string;
  /** The journal's `when`: drizzle applies a migration only when it is newer than the last applied. */
  when: number;
  /** SHA-256 of the file, as drizzle computes it and records it in drizzle.__drizzle_migrations. */
  sha256: string;
}

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

const manifestPath = path.resolve(migrationsFolder, '../landed-migrations.json');

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

/** The migrations as drizzle's migrator reads them, each with its journal entry. */
async function journalMigrations(): Promise<(LandedMigration & { idx: number })[]> {
  const journal = await readJson<{ entries: JournalEntry[] }>(
    path.join(migrationsFolder, 'meta/_journal.json'),
  );
  const files = readMigrationFiles({ migrationsFolder });
  return journal.entries.map((entry, index) => ({
    idx: entry.idx,
    tag: entry.tag,
    when: entry.when,
    sha256: files[index]?.hash ?? '',
  }));
}

describe('landed migrations are frozen', () => {
  it('still has every landed migration, in its place, with the same content and time', async () => {
    const { migrations: landed } = await readJson<{ migrations: LandedMigration[] }>(manifestPath);
    const journal = await journalMigrations();
    expect(landed.length).toBeGreaterThan(0);
    landed.forEach((migration, index) => {
      const current = journal[index];
      expect(
        current,
        `${migration.tag} has landed and must stay in the journal at position ${index}`,
      ).toBeDefined();
      expect(
        { tag: current?.tag, idx: current?.idx, when: current?.when },
        `the journal entry of landed migration ${migration.tag} changed`,
      ).toEqual({ tag: migration.tag, idx: index, when: migration.when });
      expect(
        current?.sha256,
        `${migration.tag}.sql has landed and must not change: put the change in a new migration`,
      ).toBe(migration.sha256);
    });
  });

  it('lists every migration in the journal, so a new one is frozen as it lands', async () => {
    const { migrations: landed } = await readJson<{ migrations: LandedMigration[] }>(manifestPath);
    const unlisted = (await journalMigrations())
      .slice(landed.length)
      .map(({ tag, when, sha256 }) => ({ tag, when, sha256 }));
    expect(
      unlisted,
      'add these entries to src/db/landed-migrations.json when the migration lands',
    ).toEqual([]);
  });
});
