// The administrators' review rows written for later upgrade fixtures are rows this schema accepts,
// and the app reads them as the review calls show them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, type SignedInStaff } from '../support/sign-in.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { adminRowsSample, writeAdminRows } from './upgrade-fixtures/rows-admin.ts';

describe('administrators review rows', () => {
  let testApp: TestApp;
  let admin: SignedInStaff;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', {
      prepare: async (database) => {
        await writeAdminRows(database.pool, new Date());
      },
    });
    admin = await signInStaff(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('shows the held filing locked by its reviewer and the edited reason', async () => {
    const headers = { cookie: admin.cookie };
    const queue = await testApp.app.inject({
      method: 'GET',
      url: '/business-api/admin/pendingFilings',
      headers,
    });
    expect(queue.json().apiData).toMatchObject({
      count: 1,
      pendingFilings: [
        { entityName: adminRowsSample.heldEntityName, lockedBy: 'Fixture Reviewer' },
      ],
    });
    const reasons = await testApp.app.inject({
      method: 'GET',
      url: '/business-api/admin/rejectReasons',
      headers,
    });
    expect(reasons.json().apiData.rejectReasons).toContainEqual(
      expect.objectContaining({ code: adminRowsSample.editedReasonCode }),
    );
  });
});
