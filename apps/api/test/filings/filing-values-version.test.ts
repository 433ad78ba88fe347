import { randomUUID } from 'node:crypto';
import { FILING_VALUES_VERSION } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import { fetchReceipt, minimalFiling, payFiling } from './flow-support.ts';

describe.each(databaseKinds)('the values a paid filing keeps, on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function storedVersion(refId: string): Promise<number> {
    const row = await testApp.database.pool.query(
      'select values_version from filings where ref = $1',
      [refId],
    );
    return row.rows[0].values_version as number;
  }

  it('are stored at the current version', async () => {
    const refId = await payFiling(testApp.app, minimalFiling('Versioned Values LLC'), randomUUID());
    expect(await storedVersion(refId)).toBe(FILING_VALUES_VERSION);
  });

  it('are read through the upgrade steps when recorded and when the filed image is built', async () => {
    const { app, database } = testApp;
    const filing = minimalFiling('Older Shape Holdings LLC');
    filing.notifications = {
      emailNotificationRadio: 'Y',
      textNotificationRadio: 'N',
      emails: [{ email: 'owner@example.com' }],
      texts: [],
    };
    const refId = await payFiling(app, filing, randomUUID());
    // As a filing paid before versions were kept, whose filer was never asked for notifications.
    await database.pool.query(
      `update filings set values_version = 1, values = values - 'notifications' - 'statute'
       where ref = $1`,
      [refId],
    );

    const answer = await fetchReceipt(app, refId);
    expect(answer.statusCode, answer.body).toBe(200);
    const { receipt } = answer.json().apiData;
    expect(receipt).toMatchObject({ name: 'Older Shape Holdings LLC', entityStatus: 'GOOD' });
    // No notifications slice: nobody is subscribed.
    const subscriptions = await database.pool.query(
      'select count(*)::int as count from notification_subscriptions where entity_id = $1',
      [receipt.entityId],
    );
    expect(subscriptions.rows[0].count).toBe(0);

    const image = await app.inject({
      method: 'GET',
      url: '/business-api/file/image',
      query: { masterTransactionId: receipt.masterId, transactionId: receipt.transactionId },
    });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json().apiData.fileName).toBe(
      `ARTORG_LLC_${receipt.masterId}_${receipt.transactionId}.pdf`,
    );
    // The stored values stay as they were paid.
    expect(await storedVersion(refId)).toBe(1);
  });
});
