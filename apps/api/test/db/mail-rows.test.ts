// The rows the upgrade fixture writes for the mail-and-jobs tables are rows the app reads as its
// own: the sign-up links work, and the dead letter is listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../support/sign-in.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../support/test-app.ts';
import { mailRowTokens, writeMailRows } from './upgrade-fixtures/rows-mail.ts';

describe('mail-and-jobs upgrade rows', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', {
      prepare: (database) => writeMailRows(database.pool, new Date()),
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('confirms and unsubscribes through the stored links', async () => {
    const post = (url: string, token: string) =>
      testApp.app.inject({ method: 'POST', url, headers: jsonHeaders, payload: { token } });
    const confirmed = await post('/business-api/notifications/confirm', mailRowTokens.confirm);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().apiData).toMatchObject({
      entityId: mailRowTokens.entityId,
      channel: 'email',
    });
    const ended = await post('/business-api/notifications/unsubscribe', mailRowTokens.unsubscribe);
    expect(ended.statusCode).toBe(200);
  });

  it('lists the dead letter', async () => {
    const administrator = await signInStaff(testApp);
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/business-api/admin/deadLetters',
      headers: { cookie: administrator.cookie },
    });
    expect(answer.json().apiData.deadLetters).toEqual([
      expect.objectContaining({
        kind: 'deliver-email',
        attempts: 8,
        lastError: 'Mailbox unavailable',
        description: `email to ${mailRowTokens.deadLetterRecipient}: Undeliverable`,
      }),
    ]);
  });
});
