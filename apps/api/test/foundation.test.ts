import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../src/config.ts';
import {
  createTestApp,
  createTestDatabase,
  databaseKinds,
  type TestApp,
} from './support/test-app.ts';

describe('configuration', () => {
  it('uses the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('names the bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe.each(databaseKinds)('foundation on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('has migrated the schema', async () => {
    const result = await testApp.database.pool.query(
      "select count(*)::int as n from information_schema.tables where table_name = 'filings'",
    );
    expect(result.rows[0].n).toBe(1);
  });

  it('refuses a state-changing call without the CSRF header', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/business-api/payment',
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().apiData.code).toBe(403);
  });
});

describe('the embedded database', () => {
  it('gives a reconnecting client a clean session (named statements do not collide)', async () => {
    const testDatabase = await createTestDatabase('pglite');
    const { database } = testDatabase;
    try {
      const statement = { name: 'reconnect-check', text: 'select 1 as one' };
      const first = await database.pool.connect();
      await first.query(statement);
      // Destroy the connection, as an idle timeout or a network blip would.
      first.release(true);
      const again = await database.pool.query<{ one: number }>(statement);
      expect(again.rows[0]?.one).toBe(1);
    } finally {
      await testDatabase.drop();
    }
  });
});
