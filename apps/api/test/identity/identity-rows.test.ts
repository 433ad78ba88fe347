// The identity rows the upgrade fixtures will carry fit the schema, and the app reads them as
// accounts: the administrator is found, the clerk shows as locked, the provider's account as such.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../support/sign-in.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import { writeIdentityRows } from '../db/upgrade-fixtures/rows-identity.ts';

describe.each(databaseKinds)('identity rows of the upgrade fixtures on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        const client = new pg.Client({ connectionString: database.connectionString });
        await client.connect();
        try {
          await writeIdentityRows(client, new Date());
        } finally {
          await client.end();
        }
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('are served by the user manager', async () => {
    const admin = await signInStaff(testApp);
    const found = await testApp.app.inject({
      method: 'GET',
      url: '/user-manager-api/secure/search/user-name?name=upgrade-',
      headers: { cookie: admin.cookie },
    });
    expect(
      found
        .json()
        .apiData.users.map((user: { username: string; locked: boolean; signsInWith: string }) => [
          user.username,
          user.locked,
          user.signsInWith,
        ]),
    ).toEqual([
      ['upgrade-admin', false, 'password'],
      ['upgrade-clerk', true, 'password'],
      ['upgrade-oidc', false, 'identity-provider'],
    ]);
  });
});
