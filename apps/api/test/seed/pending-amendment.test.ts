import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('the seeded pending amendment', () => {
  let testApp: TestApp;
  const today = new Date('2026-11-22T18:00:00Z');
  beforeAll(async () => {
    testApp = await createTestApp('pglite', {
      prepare: (database) =>
        seedDatabase(database.db, { entityCount: 40, today }).then(() => undefined),
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('gives its entity a delayed effective date 45 days out that a new amendment must follow', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/business-api/entity/summary',
      query: { entityId: '20190000018', transTyp: 'AMD_LLC' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json().apiData;
    expect(summary.entityName).toBe('Breckenridge Pending Amendment LLC');
    // January 6th 2027, 9:00 AM Mountain (standard time, UTC-7).
    expect(new Date(summary.delayedEffectiveDate).toISOString()).toBe('2027-01-06T16:00:00.000Z');
  });
});
