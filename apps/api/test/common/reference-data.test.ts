import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('common-db-api on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 0 });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = async (url: string) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return { apiData: response.json().apiData, headers: response.headers };
  };

  it('lists states, DC, territories and military codes', async () => {
    const { apiData, headers } = await get('/common-db-api/states');
    expect(apiData.code).toBe(200);
    const codes = (apiData.states as Array<{ code: string; name: string }>).map(
      (state) => state.code,
    );
    expect(codes).toHaveLength(59);
    expect(codes.slice(0, 2)).toEqual(['AL', 'AK']);
    for (const code of ['CO', 'DC', 'WY', 'AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP'])
      expect(codes).toContain(code);
    expect(apiData.states).toContainEqual({ code: 'CO', name: 'Colorado' });
    expect(headers['cache-control']).toBe('public, max-age=3600');
  });

  it('lists suffixes', async () => {
    const { apiData } = await get('/common-db-api/suffixes');
    expect(apiData.suffixes.slice(0, 3)).toEqual([
      { code: 'JR', label: 'Jr.' },
      { code: 'SR', label: 'Sr.' },
      { code: 'II', label: 'II' },
    ]);
  });

  it('lists every ISO country by name and the groups with the US first', async () => {
    const { apiData } = await get('/common-db-api/countries');
    expect(apiData.countries).toHaveLength(249);
    expect(apiData.countries[0]).toEqual({ code: 'AF', name: 'Afghanistan' });
    expect(apiData.countries).toContainEqual({ code: 'US', name: 'United States' });
    const groups = (await get('/common-db-api/countries/group')).apiData.groups as Array<{
      code: string;
      name: string;
      countries: Array<{ code: string }>;
    }>;
    expect(groups.map((group) => group.name)).toEqual([
      'United States and territories',
      'All other countries',
    ]);
    expect(groups[0]?.countries.map((country) => country.code)).toEqual([
      'US',
      'AS',
      'GU',
      'MP',
      'PR',
      'VI',
    ]);
    expect((groups[0]?.countries.length ?? 0) + (groups[1]?.countries.length ?? 0)).toBe(249);
  });

  it('tells the environment', async () => {
    expect((await get('/common-db-api/env')).apiData).toEqual({ code: 200, env: 'test' });
  });

  it('reads reference data once per process', async () => {
    await get('/common-db-api/states');
    await testApp.database.pool.query("update states set name = 'Changed' where code = 'CO'");
    try {
      const { apiData } = await get('/common-db-api/states');
      expect(apiData.states).toContainEqual({ code: 'CO', name: 'Colorado' });
    } finally {
      await testApp.database.pool.query("update states set name = 'Colorado' where code = 'CO'");
    }
  });
});
