// The first administrator's one-time setup link: issued only while no administrator exists, usable
// once (also when used in parallel), expiring, and signing the new administrator in.
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSetupLinks, users } from '../../src/db/schema.ts';
import { issueSetupLink } from '../../src/modules/identity/administrators.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('first administrator setup link on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { env: { RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: '10000' } });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const form = (username: string) => ({
    username,
    email: `${username}@sos.example.gov`,
    newPassword: 'FirstAdmin1',
    retypedPassword: 'FirstAdmin1',
  });
  const useLink = (token: string, body: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `/user-manager-api/store/setup/${token}`,
      headers: jsonHeaders,
      payload: body,
    });
  const checkLink = (token: string) =>
    testApp.app.inject({ method: 'GET', url: `/user-manager-api/store/setup/${token}` });

  it('checks the form, then makes one administrator and signs them in; the link is spent', async () => {
    const token = await issueSetupLink(testApp.database.db, 60);
    expect(token).not.toBeNull();
    const stored = await testApp.database.db.select().from(adminSetupLinks);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await checkLink(token ?? '')).json()).toEqual({ apiData: { code: 200, usable: true } });

    const bad = await useLink(token ?? '', {
      username: 'first',
      email: 'nope',
      newPassword: 'weakpass',
      retypedPassword: 'different',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().apiData.errors).toEqual([
      { field: 'email', message: 'Invalid email entered' },
      { field: 'newPassword', message: 'Invalid new password' },
      { field: 'retypedPassword', message: "New password entries don't match" },
    ]);

    const made = await useLink(token ?? '', form('first-admin'));
    expect(made.json()).toEqual({
      apiData: {
        code: 200,
        userId: expect.any(String),
        username: 'first-admin',
        roles: ['admin'],
        mustChangePassword: false,
      },
    });
    const cookie = String(made.headers['set-cookie']).split(';')[0] ?? '';
    const who = await testApp.app.inject({
      method: 'GET',
      url: '/user-manager-api/secure/session',
      headers: { cookie },
    });
    expect(who.json().apiData.username).toBe('first-admin');

    const again = await useLink(token ?? '', form('second-admin'));
    expect(again.statusCode).toBe(410);
    expect((await checkLink(token ?? '')).statusCode).toBe(410);
    // With an administrator present, no new link is issued.
    expect(await issueSetupLink(testApp.database.db, 60)).toBeNull();
  });

  it('refuses an expired or unknown link', async () => {
    await testApp.database.db.update(users).set({ disabledAt: new Date() });
    const token = await issueSetupLink(testApp.database.db, 60, new Date(Date.now() - 61 * 60_000));
    expect((await useLink(token ?? '', form('late-admin'))).statusCode).toBe(410);
    expect((await useLink('x'.repeat(43), form('late-admin'))).statusCode).toBe(410);
  });

  it.runIf(kind === 'postgres')(
    'makes exactly one administrator when a link and a second link are used in parallel',
    async () => {
      await testApp.database.db.update(users).set({ disabledAt: new Date() });
      const first = (await issueSetupLink(testApp.database.db, 60)) ?? '';
      const second = (await issueSetupLink(testApp.database.db, 60)) ?? '';
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          useLink(index % 2 === 0 ? first : second, form(`racer-${index}`)),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 410)).toHaveLength(9);
      const admins = await testApp.database.db
        .select({ username: users.username })
        .from(users)
        .where(isNull(users.disabledAt));
      expect(admins).toHaveLength(1);
    },
  );
});
