// The test server's clock: journeys move it forward and run job passes through calls that exist
// only under APP_ENV=test. The reminders pass reads the moved clock, so a reminder due on the day
// a report window opens is sent as soon as the clock reaches it; every other environment answers
// 404 to the same calls.
import { randomUUID } from 'node:crypto';
import { reportWindow } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchReceipt, minimalFiling, payFilingAsBrowser } from '../filings/flow-support.ts';
import {
  buildTestApp,
  createTestApp,
  createTestDatabase,
  databaseKinds,
  jsonHeaders,
  type TestApp,
} from '../support/test-app.ts';

/** A call's headers and body: the CSRF header always, the JSON content type with a body only. */
const withBody = (payload?: object) =>
  payload === undefined
    ? { headers: { 'x-requested-with': jsonHeaders['x-requested-with'] } }
    : { headers: jsonHeaders, payload };

describe.each(databaseKinds)('the test clock on %s', (kind) => {
  let testApp: TestApp;
  let dueDate: string;
  const name = `Clockwork Canyon ${kind} LLC`;

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url, ...withBody(payload) });
  const mailPage = async () => (await call('GET', '/mail')).body;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    const filing = minimalFiling(name);
    filing.notifications = {
      emailNotificationRadio: 'Y',
      textNotificationRadio: 'N',
      emails: [{ email: 'clock-keeper@example.com' }],
      texts: [],
    };
    const { refId } = await payFilingAsBrowser(testApp.app, filing, randomUUID());
    const entityId = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt.entityId;
    dueDate = (
      await testApp.database.pool.query(
        'select next_report_due_date::text as due from entities where entity_id = $1',
        [entityId],
      )
    ).rows[0].due;
    const token = /notifications\/confirm\/([A-Za-z0-9_-]+)/.exec(await mailPage())?.[1];
    const confirmed = await call('POST', '/business-api/notifications/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('reads the real time until moved, moves forward only, and goes back to the real time', async () => {
    const before = Date.now();
    const read = await call('GET', '/business-api/test/clock');
    expect(read.statusCode).toBe(200);
    expect(Math.abs(Date.parse(read.json().apiData.now) - before)).toBeLessThan(5_000);

    const later = '2031-04-01T18:00:00.000Z';
    const moved = await call('PUT', '/business-api/test/clock', { now: later });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().apiData.now) - Date.parse(later)).toBeLessThan(5_000);
    const backwards = await call('PUT', '/business-api/test/clock', {
      now: '2030-01-01T00:00:00Z',
    });
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().apiData.message).toBe('The clock only moves forward.');
    expect((await call('PUT', '/business-api/test/clock', { now: 'next year' })).statusCode).toBe(
      400,
    );

    const reset = await call('DELETE', '/business-api/test/clock');
    expect(reset.statusCode).toBe(200);
    expect(Math.abs(Date.parse(reset.json().apiData.now) - Date.now())).toBeLessThan(5_000);
  });

  it('sends the reminder only once the moved clock reaches the window, from the jobs call', async () => {
    const subject = `Periodic report for ${name} can now be filed`;
    const remind = () => call('POST', '/business-api/test/jobs', { jobs: ['report-reminders'] });

    const today = await remind();
    expect(today.statusCode).toBe(200);
    expect(today.json().apiData.ran).toEqual([{ job: 'report-reminders', result: 0 }]);
    expect(await mailPage()).not.toContain(subject);

    // Noon in Colorado on the day the window opens.
    const { opensOn } = reportWindow(dueDate);
    await call('PUT', '/business-api/test/clock', { now: `${opensOn}T12:00:00-07:00` });
    try {
      const due = await remind();
      expect(due.json().apiData.ran).toEqual([{ job: 'report-reminders', result: 1 }]);
      expect(due.json().apiData.now.slice(0, 10)).toBe(opensOn);
      const page = await mailPage();
      expect(page).toContain(subject);
      expect(page).toMatch(/\/business\/notifications\/unsubscribe\/[A-Za-z0-9_-]+/);
      // Once per window, however often the pass runs.
      expect((await remind()).json().apiData.ran).toEqual([{ job: 'report-reminders', result: 0 }]);
    } finally {
      await call('DELETE', '/business-api/test/clock');
    }

    const unknown = await call('POST', '/business-api/test/jobs', { jobs: ['make-coffee'] });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the test clock outside the test environment', () => {
  it.each(['dev', 'client', 'prod'])('is absent under APP_ENV=%s', async (appEnv) => {
    const testApp = await buildTestApp(await createTestDatabase('pglite'), {
      env: { APP_ENV: appEnv },
    });
    try {
      const calls = [
        { method: 'GET', url: '/business-api/test/clock' },
        {
          method: 'PUT',
          url: '/business-api/test/clock',
          payload: { now: '2031-04-01T18:00:00Z' },
        },
        { method: 'DELETE', url: '/business-api/test/clock' },
        { method: 'POST', url: '/business-api/test/jobs', payload: { jobs: ['report-reminders'] } },
      ] as const;
      for (const request of calls) {
        const answer = await testApp.app.inject({
          method: request.method,
          url: request.url,
          ...withBody('payload' in request ? request.payload : undefined),
        });
        expect(answer.statusCode, `${request.method} ${request.url}`).toBe(404);
      }
      // And its jobs read the system time.
      expect(Math.abs(testApp.app.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
    } finally {
      await testApp.close();
    }
  });
});
