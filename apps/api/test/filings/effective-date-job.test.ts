import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDueEffectiveFilings } from '../../src/modules/jobs/effective-filings-job.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import { fetchReceipt, maximalFilingWithUploads, payFiling } from './flow-support.ts';

describe.each(databaseKinds)('delayed effective date on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('creates the entity when the effective time comes, once', async () => {
    const { app, database } = testApp;
    const { filing, draftRef } = await maximalFilingWithUploads(app);
    const refId = await payFiling(app, filing, draftRef);
    const receipt = (await fetchReceipt(app, refId)).json().apiData.receipt;
    expect(receipt.entityStatus).toBe('FILED');

    expect(await applyDueEffectiveFilings(database.db, new Date())).toBe(0);
    const effectiveAt = new Date(filing.effectiveDate.effectiveDateTime);
    const later = new Date(effectiveAt.getTime() + 60_000);
    const results = await Promise.all([
      applyDueEffectiveFilings(database.db, later),
      applyDueEffectiveFilings(database.db, later),
    ]);
    expect(results[0] + results[1]).toBe(1);
    expect(await applyDueEffectiveFilings(database.db, later)).toBe(0);

    const entity = await database.pool.query(
      'select name, status_code, formation_date, reporting_month, principal_office from entities where entity_id = $1',
      [receipt.entityId],
    );
    expect(entity.rows).toHaveLength(1);
    expect(entity.rows[0].name).toBe(filing.entityName.name);
    expect(entity.rows[0].status_code).toBe('GOOD');
    expect(new Date(entity.rows[0].formation_date).toISOString()).toBe(effectiveAt.toISOString());
    expect(entity.rows[0].principal_office.streetAddress.address1).toBe('1700 Lincoln St');
    const applied = await database.pool.query(
      'select effects_applied from filings where ref = $1',
      [refId],
    );
    expect(applied.rows[0].effects_applied).toBe(true);
  });
});
