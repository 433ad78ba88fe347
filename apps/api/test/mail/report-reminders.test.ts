// Periodic-report reminders: confirmed subscribers get one email (with a calendar entry) and one
// text when the window opens and again two weeks before it closes, however many passes run and
// however many at once; unconfirmed and unsubscribed sign-ups get nothing.
import { randomUUID } from 'node:crypto';
import { reportWindow } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs, type JobHandler } from '../../src/modules/jobs/job-runner.ts';
import {
  createSmtpTransport,
  messageDeliveryHandlers,
} from '../../src/modules/mail/outbox-sender.ts';
import { sendReportReminders } from '../../src/modules/notifications/report-reminders.ts';
import { fetchReceipt, minimalFiling, payFilingAsBrowser } from '../filings/flow-support.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

/** Noon, Mountain time, on a YYYY-MM-DD day. */
const noonOn = (day: string) => new Date(`${day}T12:00:00-07:00`);

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

describe.each(databaseKinds)('periodic report reminders on %s', (kind) => {
  let testApp: TestApp;
  let smtp: SmtpPeer;
  let handlers: Record<string, JobHandler>;
  let closeTransport: () => void;
  let entityId: string;
  let dueDate: string;
  const name = `Reminder Ridge ${kind} LLC`;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    testApp = await createTestApp(kind, { env: { SMTP_URL: smtp.url } });
    const transport = createSmtpTransport(smtp.url);
    closeTransport = () => transport.close();
    handlers = {
      ...messageDeliveryHandlers(testApp.database.db, { mail: transport, from: 'sos@example.gov' }),
    };
    const filing = minimalFiling(name);
    filing.notifications = {
      emailNotificationRadio: 'Y',
      textNotificationRadio: 'Y',
      emails: [{ email: 'keeper@example.com' }, { email: 'never-confirms@example.com' }],
      texts: [{ text: '7205550123' }],
    };
    const { refId } = await payFilingAsBrowser(testApp.app, filing, randomUUID());
    entityId = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt.entityId;
    const entity = await testApp.database.pool.query(
      'select next_report_due_date::text as due from entities where entity_id = $1',
      [entityId],
    );
    dueDate = entity.rows[0].due;
    // The keeper and the phone confirm from their links; the other address never does.
    await runDueJobs(testApp.database.db, handlers);
    const tokens = await testApp.database.pool.query(
      `select body from outbox where recipient in ('keeper@example.com', '7205550123')
         and dedupe_key like 'subscription-confirmation:%'`,
    );
    for (const row of tokens.rows as { body: string }[]) {
      const token = /notifications\/confirm\/([A-Za-z0-9_-]+)/.exec(row.body)?.[1];
      const confirmed = await testApp.app.inject({
        method: 'POST',
        url: '/business-api/notifications/confirm',
        headers: jsonHeaders,
        payload: { token },
      });
      expect(confirmed.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    closeTransport();
    await testApp.close();
    await smtp.close();
  });

  const remindersOf = async (kindOfReminder: string) =>
    (
      await testApp.database.pool.query(
        `select recipient, channel, subject, body, attachments from outbox
         where dedupe_key like $1 order by channel, recipient`,
        [`reminder:${entityId}:${dueDate}:${kindOfReminder}:%`],
      )
    ).rows as {
      recipient: string;
      channel: string;
      subject: string;
      body: string;
      attachments: { content: string }[];
    }[];

  it('reminds nobody before the window opens', async () => {
    const { opensOn } = reportWindow(dueDate);
    expect(
      await sendReportReminders(
        testApp.database.db,
        testApp.config.publicBaseUrl,
        noonOn(daysBefore(opensOn, 1)),
      ),
    ).toBe(0);
  });

  it('reminds confirmed subscribers once when the window opens, with passes running at once', async () => {
    const { opensOn, closesOn } = reportWindow(dueDate);
    const passes = await Promise.all(
      [0, 1, 2].map(() =>
        sendReportReminders(testApp.database.db, testApp.config.publicBaseUrl, noonOn(opensOn)),
      ),
    );
    expect(passes.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(
      await sendReportReminders(
        testApp.database.db,
        testApp.config.publicBaseUrl,
        noonOn(daysBefore(closesOn, 20)),
      ),
    ).toBe(0);
    const sent = await remindersOf('OPENS');
    expect(sent.map((row) => [row.channel, row.recipient])).toEqual([
      ['email', 'keeper@example.com'],
      ['sms', '7205550123'],
    ]);
    expect(sent[0]?.subject).toBe(`Periodic report for ${name} can now be filed`);
    expect(sent[1]?.body).toContain('Reply STOP to cancel.');
    expect(sent[1]?.attachments).toEqual([]);
  });

  it('reminds again two weeks before the window closes, with the calendar entry, over SMTP', async () => {
    const { closesOn } = reportWindow(dueDate);
    const [month, day, year] = [closesOn.slice(5, 7), closesOn.slice(8, 10), closesOn.slice(0, 4)];
    const at = noonOn(daysBefore(closesOn, 14));
    expect(await sendReportReminders(testApp.database.db, testApp.config.publicBaseUrl, at)).toBe(
      1,
    );
    expect(await sendReportReminders(testApp.database.db, testApp.config.publicBaseUrl, at)).toBe(
      0,
    );
    for (let pass = 0; pass < 3; pass += 1) await runDueJobs(testApp.database.db, handlers);
    const mail = smtp.received.find(
      (item) => item.subject === `Periodic report for ${name} is due by ${month}/${day}/${year}`,
    );
    expect(mail).toBeDefined();
    expect(mail?.text).toContain(`has not been filed. File it by ${month}/${day}/${year}`);
    expect(mail?.text).toMatch(
      /Stop these notifications: http:\/\/localhost:3000\/business\/notifications\/unsubscribe\/[A-Za-z0-9_-]+/,
    );
    const calendar = mail?.attachments.find((file) => file.contentType === 'text/calendar');
    expect(calendar?.filename).toBe('periodic-report.ics');
    const ics = calendar?.content.toString('utf8') ?? '';
    expect(ics).toContain(`DTSTART;VALUE=DATE:${year}${month}${day}`);
    expect(ics).toContain(`UID:periodic-report-${entityId}-`);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(
      smtp.received.filter(
        (item) =>
          item.to &&
          'text' in item.to &&
          item.to.text === 'never-confirms@example.com' &&
          item.subject?.startsWith('Periodic'),
      ),
    ).toEqual([]);
  });
});
