// Notification sign-ups: a filing's email and text sign-ups get a confirmation (double opt-in)
// through a real SMTP server; the links confirm and unsubscribe without signing in; replies to
// texts: STOP unsubscribes, HELP answers. Dead letters are listed for administrators only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs, type JobHandler } from '../../src/modules/jobs/job-runner.ts';
import {
  createSmtpTransport,
  messageDeliveryHandlers,
} from '../../src/modules/mail/outbox-sender.ts';
import { enqueueMessage } from '../../src/modules/mail/outbox-repository.ts';
import { confirmEarlierSignUps } from '../../src/modules/notifications/subscriptions.ts';
import { fetchReceipt, minimalFiling, payFilingAsBrowser } from '../filings/flow-support.ts';
import { signInStaff } from '../support/sign-in.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

const textToken = 'provider-shared-secret-0123456789';

describe.each(databaseKinds)('notification sign-ups on %s', (kind) => {
  let testApp: TestApp;
  let smtp: SmtpPeer;
  let handlers: Record<string, JobHandler>;
  let closeTransport: () => void;
  let entityId: string;
  const name = `Opt In Orchards ${kind} LLC`;

  beforeAll(async () => {
    smtp = await startSmtpPeer({ refuse: /^bounce@/ });
    testApp = await createTestApp(kind, {
      env: { SMTP_URL: smtp.url, TEXT_INBOUND_TOKEN: textToken },
    });
    const transport = createSmtpTransport(smtp.url);
    closeTransport = () => transport.close();
    handlers = {
      ...messageDeliveryHandlers(testApp.database.db, {
        mail: transport,
        from: testApp.config.mailFrom,
      }),
    };
    const filing = minimalFiling(name);
    filing.notifications = {
      emailNotificationRadio: 'Y',
      textNotificationRadio: 'Y',
      emails: [{ email: 'Owner@Example.com' }],
      texts: [{ text: '3035550142' }],
    };
    const { refId } = await payFilingAsBrowser(testApp.app, filing, randomUUID());
    entityId = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt.entityId;
  });
  afterAll(async () => {
    closeTransport();
    await testApp.close();
    await smtp.close();
  });

  const drain = async () => {
    for (let pass = 0; pass < 5; pass += 1) await runDueJobs(testApp.database.db, handlers);
  };
  const post = (
    url: string,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    testApp.app.inject({ method: 'POST', url, headers: { ...jsonHeaders, ...headers }, payload });
  const linkIn = (text: string, kindOfLink: 'confirm' | 'unsubscribe') => {
    const match = new RegExp(
      `http://localhost:3000/business/notifications/${kindOfLink}/([A-Za-z0-9_-]+)`,
    ).exec(text);
    if (match?.[1] === undefined) throw new Error(`no ${kindOfLink} link in: ${text}`);
    return match[1];
  };

  it('emails a confirmation link with an unsubscribe link, and confirms from it', async () => {
    await drain();
    const mail = smtp.received.find(
      (item) => item.subject === `Confirm your notifications for ${name}`,
    );
    expect(mail).toBeDefined();
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('owner@example.com');
    const text = mail?.text ?? '';
    expect(text).toContain(`about ${name} (ID number ${entityId})`);
    expect(text).toContain('Nothing is sent until you confirm.');
    const token = linkIn(text, 'confirm');
    expect(mail?.html).toContain(
      `href="http://localhost:3000/business/notifications/confirm/${token}"`,
    );
    expect(linkIn(text, 'unsubscribe')).not.toBe(token);

    // Only the hash of the confirmation token is stored.
    const stored = await testApp.database.pool.query(
      "select status, confirm_token_hash from notification_subscriptions where channel = 'email'",
    );
    expect(stored.rows[0].status).toBe('PENDING');
    expect(stored.rows[0].confirm_token_hash).not.toContain(token);

    // Asking where the link's sign-up stands changes nothing.
    const lookUp = (link: 'confirm' | 'unsubscribe', linkToken: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/business-api/notifications/link',
        query: { link, token: linkToken },
      });
    const pending = await lookUp('confirm', token);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json().apiData).toEqual({
      code: 200,
      entityName: name,
      entityId,
      channel: 'email',
      status: 'PENDING',
    });
    expect((await lookUp('unsubscribe', token)).statusCode).toBe(404);
    expect((await lookUp('confirm', 'x'.repeat(43))).statusCode).toBe(404);

    const confirmed = await post('/business-api/notifications/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await lookUp('confirm', token)).json().apiData.status).toBe('CONFIRMED');
    expect((await lookUp('unsubscribe', linkIn(text, 'unsubscribe'))).json().apiData.status).toBe(
      'CONFIRMED',
    );
    expect(confirmed.json()).toEqual({
      apiData: { code: 200, entityName: name, entityId, channel: 'email' },
    });
    // Following the link again answers the same.
    expect((await post('/business-api/notifications/confirm', { token })).statusCode).toBe(200);
    const after = await testApp.database.pool.query(
      "select status from notification_subscriptions where channel = 'email'",
    );
    expect(after.rows[0].status).toBe('CONFIRMED');
  });

  it('refuses a link that matches no sign-up, and one that is malformed', async () => {
    const unknown = await post('/business-api/notifications/confirm', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().apiData.message).toBe(
      'This link is not valid. Check that you copied the whole link from the message.',
    );
    const malformed = await post('/business-api/notifications/unsubscribe', { token: '../../x' });
    expect(malformed.statusCode).toBe(400);
  });

  it('unsubscribes from the link in the message; the old confirmation link cannot undo it', async () => {
    const mail = smtp.received.find(
      (item) => item.subject === `Confirm your notifications for ${name}`,
    );
    const text = mail?.text ?? '';
    const answer = await post('/business-api/notifications/unsubscribe', {
      token: linkIn(text, 'unsubscribe'),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().apiData).toMatchObject({ entityName: name, channel: 'email' });
    const again = await post('/business-api/notifications/confirm', {
      token: linkIn(text, 'confirm'),
    });
    expect(again.statusCode).toBe(410);
  });

  it('texts the confirmation, answers HELP, and STOP ends text notifications', async () => {
    const texts = await testApp.database.pool.query(
      "select body from outbox where channel = 'sms' and recipient = '3035550142'",
    );
    expect(texts.rows).toHaveLength(1);
    expect(texts.rows[0].body).toContain('Reply HELP for help, STOP to cancel.');
    expect(texts.rows[0].body).toContain('2 to 5 msgs/yr');

    const forged = await post('/business-api/notifications/textReply', {
      from: '+13035550142',
      body: 'STOP',
    });
    expect(forged.statusCode).toBe(403);

    const help = await post(
      '/business-api/notifications/textReply',
      { from: '+1 (303) 555-0142', body: ' help ' },
      { 'x-text-provider-token': textToken },
    );
    expect(help.statusCode, help.body).toBe(200);
    expect(help.json().apiData.action).toBe('HELP');
    expect(help.json().apiData.reply).toContain('Reply STOP to cancel.');

    const stop = await post(
      '/business-api/notifications/textReply',
      { from: '+13035550142', body: 'Stop' },
      { 'x-text-provider-token': textToken },
    );
    expect(stop.json().apiData).toEqual({
      code: 200,
      action: 'STOP',
      reply:
        'CO Secretary of State: you will get no more text notifications. No further messages will be sent.',
    });
    const status = await testApp.database.pool.query(
      "select status from notification_subscriptions where channel = 'sms'",
    );
    expect(status.rows[0].status).toBe('UNSUBSCRIBED');
    const answers = await testApp.database.pool.query(
      "select count(*)::int as n from outbox where channel = 'sms' and recipient = '3035550142'",
    );
    expect(answers.rows[0].n).toBe(3);
  });

  it('sends a confirmation link to a sign-up stored before confirmations existed, once', async () => {
    await testApp.database.pool.query(
      `insert into notification_subscriptions (entity_id, channel, address)
       values ($1, 'email', 'earlier@example.com')`,
      [entityId],
    );
    const sent = await Promise.all([
      confirmEarlierSignUps(testApp.database.db, testApp.config.publicBaseUrl),
      confirmEarlierSignUps(testApp.database.db, testApp.config.publicBaseUrl),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    await drain();
    const mail = smtp.received.find(
      (item) =>
        item.subject === `Confirm your notifications for ${name}` &&
        item.to !== undefined &&
        'text' in item.to &&
        item.to.text === 'earlier@example.com',
    );
    const confirmed = await post('/business-api/notifications/confirm', {
      token: linkIn(mail?.text ?? '', 'confirm'),
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('keeps mail the SMTP server keeps refusing as a dead letter that only administrators see', async () => {
    await enqueueMessage(testApp.database.db, {
      channel: 'email',
      recipient: 'bounce@example.com',
      subject: 'Undeliverable',
      body: 'This address refuses mail.',
      dedupeKey: 'bounce-test',
    });
    // A second on: the job's time comes from the database in microseconds, and a clock read in
    // the same millisecond (JavaScript's resolution) would be just before it, finding it not due.
    const clock = { now: new Date(Date.now() + 1000) };
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await runDueJobs(testApp.database.db, handlers, { now: () => clock.now });
      clock.now = new Date(clock.now.getTime() + 7 * 3_600_000);
    }
    const clerk = await signInStaff(testApp, { roles: [] });
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/business-api/admin/deadLetters',
      headers: { cookie: clerk.cookie },
    });
    expect(refused.statusCode).toBe(403);
    const administrator = await signInStaff(testApp);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/business-api/admin/deadLetters',
      headers: { cookie: administrator.cookie },
    });
    expect(list.statusCode, list.body).toBe(200);
    const [letter] = list.json().apiData.deadLetters;
    expect(letter).toMatchObject({
      kind: 'deliver-email',
      attempts: 8,
      description: 'email to bounce@example.com: Undeliverable',
    });
    expect(letter.lastError).toContain('Mailbox unavailable');
    const message = await testApp.database.pool.query(
      "select status from outbox where dedupe_key = 'bounce-test'",
    );
    expect(message.rows[0].status).toBe('FAILED');
  });
});

describe('administrator calls without sign-in', () => {
  it('refuses the dead-letter list to a caller who is not signed in', async () => {
    const testApp = await createTestApp('pglite');
    try {
      const answer = await testApp.app.inject({
        method: 'GET',
        url: '/business-api/admin/deadLetters',
      });
      expect(answer.statusCode).toBe(401);
    } finally {
      await testApp.close();
    }
  });
});
