// The messages other work sends (a filing accepted, a filing rejected with its reasons, a
// temporary password of staff or a filer) go through the outbox to a real SMTP server: what
// arrives reads right in both parts, and what a filer or an administrator typed is escaped in the
// HTML and kept as typed in the text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../src/modules/jobs/job-runner.ts';
import {
  renderMessage,
  type MessageName,
  type MessageParams,
} from '../../src/modules/mail/message-catalogue.ts';
import { enqueueMessage } from '../../src/modules/mail/outbox-repository.ts';
import {
  createSmtpTransport,
  messageDeliveryHandlers,
  type MailTransport,
} from '../../src/modules/mail/outbox-sender.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-app.ts';

describe('message catalogue over SMTP', () => {
  let testDatabase: TestDatabase;
  let smtp: SmtpPeer;
  let transport: MailTransport;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('pglite');
    smtp = await startSmtpPeer();
    transport = createSmtpTransport(smtp.url);
  });
  afterAll(async () => {
    transport.close();
    await smtp.close();
    await testDatabase.drop();
  });

  async function deliver<N extends MessageName>(name: N, params: MessageParams[N], to: string) {
    const message = renderMessage(name, params);
    await enqueueMessage(testDatabase.database.db, {
      channel: 'email',
      recipient: to,
      subject: message.subject,
      body: message.text,
      html: message.html,
      dedupeKey: `${name}:${to}`,
    });
    await runDueJobs(
      testDatabase.database.db,
      messageDeliveryHandlers(testDatabase.database.db, {
        mail: transport,
        from: 'sos@example.gov',
      }),
    );
    const mail = smtp.received.find((item) => item.subject === message.subject);
    if (mail === undefined) throw new Error(`${name} did not arrive`);
    return mail;
  }

  it('says a filing was accepted', async () => {
    const mail = await deliver(
      'filing-accepted',
      {
        filingName: 'Statement Curing Delinquency',
        entityName: 'Pikes Peak Cider LLC',
        entityId: '20181234567',
        transactionId: '3000123',
        statusUrl:
          'http://localhost:3000/business/filing/status/0b6f3c1e-9a52-4d8e-8f3a-2c5d7e9a1b02',
      },
      'accepted@example.com',
    );
    expect(mail.subject).toBe(
      'Filing accepted: Statement Curing Delinquency - Pikes Peak Cider LLC',
    );
    expect(mail.text).toContain(
      'Your Statement Curing Delinquency for Pikes Peak Cider LLC (ID number 20181234567) has been reviewed and accepted.',
    );
    expect(mail.text).toContain('Document number: 3000123');
    expect(mail.html).toContain(
      '<a href="http://localhost:3000/business/filing/status/0b6f3c1e-9a52-4d8e-8f3a-2c5d7e9a1b02">See the status of your filing</a>',
    );
  });

  it('lists the reasons of a rejection, escaped in HTML and as typed in text', async () => {
    const reasons = ['The affidavit is not signed.', 'Name <b>does not</b> match & "ID" differs'];
    const mail = await deliver(
      'filing-rejected',
      {
        filingName: 'Reinstatement',
        entityName: 'Gunnison <Outfitters> LLC',
        entityId: '20121234567',
        transactionId: '3000124',
        reasons,
        statusUrl:
          'http://localhost:3000/business/filing/status/5abe8b6d-efa7-42d3-9e8f-7bac2def6a07',
      },
      'rejected@example.com',
    );
    expect(mail.text).toContain(
      '- The affidavit is not signed.\n- Name <b>does not</b> match & "ID" differs',
    );
    expect(mail.html).toContain(
      '<ul><li>The affidavit is not signed.</li><li>Name &lt;b&gt;does not&lt;/b&gt; match &amp; &quot;ID&quot; differs</li></ul>',
    );
    expect(mail.html).toContain('Gunnison &lt;Outfitters&gt; LLC');
    expect(mail.html).not.toContain('<b>');
  });

  it('gives a temporary password with the sign-in link', async () => {
    const mail = await deliver(
      'temporary-password',
      {
        userName: 'clerk.one',
        temporaryPassword: 'Tmp-4f9&Q2x<z',
        signInUrl: 'http://localhost:3000/business/login',
        reason: 'Someone asked for a new password for your staff account.',
        validHours: 24,
      },
      'clerk@example.com',
    );
    expect(mail.subject).toBe('Your temporary password');
    expect(mail.text).toContain('Temporary password: Tmp-4f9&Q2x<z');
    expect(mail.html).toContain('<td>Tmp-4f9&amp;Q2x&lt;z</td>');
    expect(mail.html).toContain('<a href="http://localhost:3000/business/login">Sign in</a>');
  });

  it("gives a filer's temporary password with the details it signs in with", async () => {
    const mail = await deliver(
      'sbf-temporary-password',
      {
        entityName: 'Ouray <Hot> Springs & Co LLC',
        entityId: '20231234567',
        email: 'Owner@example.com',
        temporaryPassword: 'Q2x7Hn4pRt9Wk3Mz8Bv5',
        signInUrl: 'http://localhost:3000/business/login?entityId=20231234567',
        validHours: 24,
      },
      'owner@example.com',
    );
    expect(mail.subject).toBe('Your temporary password - Ouray <Hot> Springs & Co LLC');
    expect(mail.text).toContain(
      'ID number: 20231234567\nEmail: Owner@example.com\nTemporary password: Q2x7Hn4pRt9Wk3Mz8Bv5',
    );
    expect(mail.text).toContain('within 24 hours');
    expect(mail.html).toContain('Ouray &lt;Hot&gt; Springs &amp; Co LLC');
    expect(mail.html).toContain('<td>Q2x7Hn4pRt9Wk3Mz8Bv5</td>');
    expect(mail.html).toContain(
      '<a href="http://localhost:3000/business/login?entityId=20231234567">Log in</a>',
    );
  });
});
