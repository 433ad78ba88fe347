import { documentedTestEntities } from '@registrar/domain';
import { nameKey } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import {
  fixedEntities,
  fixedReservation,
  generateRegistry,
  generateRegistryBatches,
} from '../../src/db/seed-entities.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../support/test-app.ts';

const today = new Date('2026-11-22T12:00:00Z');

describe('generated registry', () => {
  const registry = generateRegistry(3_000, today);

  it('is the same for the same count', () => {
    const again = generateRegistry(3_000, today);
    expect(again).toEqual(registry);
    // A larger registry starts with the same entities.
    expect(generateRegistry(3_100, today).entities.slice(0, 3_000)).toEqual(registry.entities);
  });

  it('gives every entity an 11-digit ID of formation year and seed index, and unique name keys', () => {
    const keys = new Set<string>();
    registry.entities.forEach((entity, index) => {
      expect(entity.entityId).toBe(
        `${entity.formationDate.getUTCFullYear()}${String(index).padStart(7, '0')}`,
      );
      expect(entity.nameKey).toBe(nameKey(entity.name));
      keys.add(entity.nameKey);
    });
    for (const reservation of registry.reservations) keys.add(reservation.nameKey);
    expect(keys.size).toBe(registry.entities.length + registry.reservations.length);
  });

  it('can hold ten million entities, seed indices 0 to 9,999,999, and no more', () => {
    expect(loadConfig({ SEED_ENTITY_COUNT: '10000000' }).seedEntityCount).toBe(10_000_000);
    expect(() => loadConfig({ SEED_ENTITY_COUNT: '10000001' })).toThrow(/SEED_ENTITY_COUNT/);
    expect(() => generateRegistryBatches(10_000_001, today).next()).toThrow(
      'At most 10000000 entities can be seeded.',
    );
  });

  it('holds every entity type, Good Standing, Delinquent and the dissolved statuses', () => {
    const types = new Set(registry.entities.map((entity) => entity.entityType));
    expect([...types].sort()).toEqual(['DC55', 'DLLC', 'DNC', 'DPC']);
    const statuses = new Set(registry.entities.map((entity) => entity.statusCode));
    for (const code of ['GOOD', 'DQQ', 'ADISS', 'VDISS', 'DISS3Y', 'JDISS', 'TDISS'])
      expect(statuses).toContain(code);
    const llcNames = registry.entities
      .filter((entity) => entity.entityType === 'DLLC')
      .map((entity) => entity.name);
    expect(llcNames.some((name) => name.endsWith(' L.L.C.'))).toBe(true);
    expect(llcNames.some((name) => name.endsWith(' Limited Liability Company'))).toBe(true);
  });

  it('keeps dates consistent: reporting month = formation month, due dates by status', () => {
    // Rows whose report window is pinned to the seeding day have their own reporting month.
    const pinned = new Set(
      fixedEntities.filter((fixed) => fixed.reportWindow).map((fixed) => fixed.name),
    );
    for (const entity of registry.entities) {
      if (!pinned.has(entity.name))
        expect(entity.reportingMonth).toBe(entity.formationDate.getUTCMonth() + 1);
      expect(Number(entity.nextReportDueDate.slice(5, 7))).toBe(entity.reportingMonth);
      const due = new Date(`${entity.nextReportDueDate}T00:00:00Z`);
      if (entity.statusCode === 'GOOD') expect(due >= new Date('2026-11-22')).toBe(true);
      if (entity.statusCode === 'DQQ') expect(due < new Date('2026-11-22')).toBe(true);
      expect(entity.dissolutionDate !== null).toBe(!['GOOD', 'DQQ'].includes(entity.statusCode));
      if (entity.statusCode === 'DISS3Y') {
        expect(today.getTime() - (entity.dissolutionDate?.getTime() ?? 0)).toBeGreaterThan(
          3 * 365 * 86_400_000,
        );
      }
      expect(entity.principalOffice.streetAddress.state).toBe('CO');
      expect(entity.registeredAgent.addressValues.streetAddress.state).toBe('CO');
    }
  });

  it('starts with the fixed rows and reserves the fixed name', () => {
    expect(registry.entities.slice(0, fixedEntities.length).map((entity) => entity.name)).toEqual(
      fixedEntities.map((fixed) => fixed.name),
    );
    expect(registry.entities[0]?.entityId).toBe('20150000000');
    const reserved = registry.reservations.find(
      (reservation) => reservation.name === fixedReservation.name,
    );
    expect(reserved?.expiresAt.getTime()).toBeGreaterThan(today.getTime());
    expect(registry.reservations.some((reservation) => reservation.expiresAt < today)).toBe(true);
  });
});

describe.each(databaseKinds)('seeding on %s', (kind) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await testDatabase.drop();
  });

  const count = async (table: string): Promise<number> => {
    const result = await testDatabase.database.pool.query<{ n: number }>(
      `select count(*)::int as n from ${table}`,
    );
    return result.rows[0]?.n ?? -1;
  };

  it('seeds reference data and the registry once, and re-running changes nothing', async () => {
    const first = await seedDatabase(testDatabase.database.db, { entityCount: 200, today });
    expect(first.entitiesInserted).toBe(200);
    const snapshot = await testDatabase.database.pool.query(
      'select entity_id, name, name_key, status_code from entities order by entity_id',
    );
    const counts = {
      states: await count('states'),
      countries: await count('countries'),
      groups: await count('country_groups'),
      suffixes: await count('suffixes'),
      content: await count('content'),
      reservations: await count('name_reservations'),
    };
    expect(counts.states).toBe(59);
    expect(counts.countries).toBe(249);
    expect(counts.groups).toBe(249);

    const second = await seedDatabase(testDatabase.database.db, { entityCount: 200, today });
    expect(second).toEqual({ entitiesInserted: 0, reservationsInserted: 0 });
    expect(await count('entities')).toBe(200);
    expect(await count('states')).toBe(counts.states);
    expect(await count('country_groups')).toBe(counts.groups);
    expect(await count('content')).toBe(counts.content);
    expect(await count('name_reservations')).toBe(counts.reservations);
    const after = await testDatabase.database.pool.query(
      'select entity_id, name, name_key, status_code from entities order by entity_id',
    );
    expect(after.rows).toEqual(snapshot.rows);
  });

  it('stores exactly the generated rows', async () => {
    const expected = generateRegistry(200, today).entities.slice(0, 50);
    const stored = await testDatabase.database.pool.query<{
      entity_id: string;
      name: string;
      reporting_month: number;
      next_report_due_date: string;
      principal_office: unknown;
    }>(
      'select entity_id, name, reporting_month, next_report_due_date, principal_office from entities',
    );
    const byId = new Map(stored.rows.map((row) => [row.entity_id, row]));
    for (const entity of expected) {
      const row = byId.get(entity.entityId);
      expect(row?.name).toBe(entity.name);
      expect(row?.reporting_month).toBe(entity.reportingMonth);
      expect(row?.next_report_due_date).toBe(entity.nextReportDueDate);
      expect(row?.principal_office).toEqual(entity.principalOffice);
    }
  });
});

describe.each(databaseKinds)('the names business search reads, seeded on %s', (kind) => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    await seedDatabase(testDatabase.database.db, { entityCount: 300, today });
  });
  afterAll(async () => {
    await testDatabase.drop();
  });

  it('holds every name key, and every word of them with its uses', async () => {
    const { pool } = testDatabase.database;
    const keys = await pool.query<{ entity_id: string; name_key: string }>(
      'select entity_id, name_key from entities order by entity_id',
    );
    const copied = await pool.query<{ entity_id: string; name_key: string }>(
      'select entity_id, name_key from entity_names order by entity_id',
    );
    expect(copied.rows).toEqual(keys.rows);
    const uses = new Map<string, number>();
    for (const row of keys.rows)
      for (const word of row.name_key.split(' ')) uses.set(word, (uses.get(word) ?? 0) + 1);
    const words = await pool.query<{ word: string; uses: number }>(
      'select word, uses from name_words',
    );
    expect(new Map(words.rows.map((row) => [row.word, row.uses]))).toEqual(uses);
  });
});

describe('fixed rows with a pinned report window', () => {
  const today = new Date('2026-11-22T12:00:00Z');
  const registry = generateRegistry(fixedEntities.length, today);
  const byName = (name: string) => registry.entities.find((entity) => entity.name === name);

  it('gives one an open window this month and one a window that closed last month', () => {
    expect(byName('Estes Park Report Window LLC')).toMatchObject({
      statusCode: 'GOOD',
      reportingMonth: 11,
      nextReportDueDate: '2026-11-30',
    });
    expect(byName('Greeley Late Report LLC')).toMatchObject({
      statusCode: 'DQQ',
      reportingMonth: 7,
      nextReportDueDate: '2026-07-31',
    });
  });

  it('lists every documented test entity under the ID and name the seed gives it', () => {
    for (const documented of documentedTestEntities)
      expect(byName(documented.name)?.entityId, documented.name).toBe(documented.entityId);
  });

  it('seeds the fraud-flagged and administrator-check rows', () => {
    expect(byName('Telluride Flagged Holdings LLC')).toMatchObject({ fraudFlag: true });
    expect(byName('Durango Checked Delinquent LLC')).toMatchObject({ adminFraudCheck: true });
    expect(byName('Mountain Peak Ventures LLC')).toMatchObject({
      fraudFlag: false,
      adminFraudCheck: false,
    });
  });
});
