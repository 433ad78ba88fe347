import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { messages } from '@registrar/domain';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReceiptEmail } from '../../src/modules/mail/mail-service.ts';
import { enqueueMessage } from '../../src/modules/mail/outbox-repository.ts';
import { runDueJobs } from '../../src/modules/jobs/job-runner.ts';
import {
  createSmtpTransport,
  messageDeliveryHandlers,
} from '../../src/modules/mail/outbox-sender.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';
import {
  fetchReceipt,
  minimalFiling,
  payFilingAsBrowser,
  paymentBody,
  startPayment,
} from '../filings/flow-support.ts';

describe.each(databaseKinds)('receipt email on %s', (kind) => {
  let testApp: TestApp;
  let refId: string;
  let receiptToken: string;
  let receipt: { transactionId: string; masterId: string; name: string; entityId: string };
  const received: ParsedMail[] = [];
  let smtp: SMTPServer;
  let smtpPort: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
    testApp = await createTestApp(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
    ({ refId, receiptToken } = await payFilingAsBrowser(
      testApp.app,
      minimalFiling('Mail Order Mesa LLC'),
      randomUUID(),
    ));
    receipt = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt;
  });
  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  // The paying browser's call: it sends the receipt token the payment call gave it.
  const send = (payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/ens-db-api/send-email',
      headers: jsonHeaders,
      payload: { receiptToken, ...payload },
    });

  it('refuses to mail a receipt for anyone holding only its reference', async () => {
    for (const token of [undefined, '', 'not-the-token', `${receiptToken}x`]) {
      // From another address, so this test does not spend the paying browser's rate limit.
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/ens-db-api/send-email',
        headers: jsonHeaders,
        remoteAddress: `198.51.100.${String(Math.floor(Math.random() * 200) + 1)}`,
        payload: { refId, emailTo: 'stranger@example.com', receiptToken: token },
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        apiData: {
          code: 403,
          message: 'This receipt can be emailed only from the browser that paid for the filing.',
        },
      });
    }
    const queued = await testApp.database.pool.query(
      "select count(*)::int as n from outbox where recipient = 'stranger@example.com'",
    );
    expect(queued.rows[0].n).toBe(0);
  });

  it('queues the receipt built from the stored record, ignoring client-supplied subject, sender and template', async () => {
    const answer = await send({
      refId,
      emailTo: 'Filer@Example.com',
      emailFrom: 'attacker@evil.example',
      subject: 'You won a prize',
      emailTemplateUrl: 'https://evil.example/template.html',
      parameters: { entityName: '<script>alert(1)</script>' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().apiData).toEqual({ code: 200, sent: true });
    const rows = await testApp.database.pool.query(
      "select recipient, subject, body from outbox where dedupe_key like 'receipt:%'",
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0].recipient).toBe('filer@example.com');
    expect(rows.rows[0].subject).toBe(
      messages.receiptEmailSubject(receipt.transactionId, receipt.name),
    );
    expect(rows.rows[0].body).toContain(receipt.entityId);
    // One number, named as the receipt page and the public record name it.
    expect(rows.rows[0].body).toContain(`Document number: ${receipt.transactionId}`);
    expect(rows.rows[0].body).not.toContain(receipt.masterId);
    expect(rows.rows[0].body).not.toContain('prize');
    expect(rows.rows[0].body).not.toContain('script');

    // Sending again queues nothing new.
    expect((await send({ refId, emailTo: 'filer@example.com' })).statusCode).toBe(200);
    const again = await testApp.database.pool.query(
      "select count(*)::int as n from outbox where dedupe_key like 'receipt:%'",
    );
    expect(again.rows[0].n).toBe(1);
  });

  it('delivers queued mail through a real SMTP server', async () => {
    const transport = createSmtpTransport(testApp.config.smtpUrl ?? '');
    try {
      const handlers = messageDeliveryHandlers(testApp.database.db, {
        mail: transport,
        from: testApp.config.mailFrom,
      });
      const pass = await runDueJobs(testApp.database.db, handlers);
      expect(pass.done).toBeGreaterThanOrEqual(1);
    } finally {
      transport.close();
    }
    const mail = received.find(
      (item) => item.subject === messages.receiptEmailSubject(receipt.transactionId, receipt.name),
    );
    expect(mail).toBeDefined();
    expect(mail?.text).toContain(`ID number: ${receipt.entityId}`);
    expect(mail?.from?.text).toContain('business@sos.example.gov');
    // The HTML part draws the same rows, escaped.
    expect(mail?.html).toContain(
      `<th scope="row" align="left">ID number</th><td>${receipt.entityId}</td>`,
    );
    const pending = await testApp.database.pool.query(
      "select count(*)::int as n from outbox where status = 'PENDING'",
    );
    expect(pending.rows[0].n).toBe(0);
  });

  it("answers 400 with the catalogue's messages for an empty or invalid address, 404 for an unknown filing", async () => {
    const empty = await send({ refId, emailTo: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().apiData.errors).toEqual([{ field: 'emailTo', message: 'Email is empty.' }]);
    const invalid = await send({ refId, emailTo: 'not-an-email' });
    expect(invalid.json().apiData.errors).toEqual([
      { field: 'emailTo', message: 'Email is invalid.' },
    ]);
    // Rate limit: five calls a minute per address, so this is the last one allowed.
    const unpaid = (
      await startPayment(testApp.app, paymentBody(minimalFiling('Unpaid Mail LLC')))
    ).json().apiData.refId;
    expect((await send({ refId: unpaid, emailTo: 'a@example.com' })).statusCode).toBe(404);
  });

  it('is rate limited, and a forged X-Forwarded-For does not reset the limit', async () => {
    const limited = await send({ refId, emailTo: 'filer@example.com' });
    expect(limited.statusCode).toBe(429);
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/ens-db-api/send-email',
      headers: { ...jsonHeaders, 'x-forwarded-for': '203.0.113.7' },
      payload: { refId, emailTo: 'filer@example.com' },
    });
    expect(forged.statusCode).toBe(429);
  });

  it("takes the receipt token from the paying browser's cookie when the body has none", async () => {
    // From another address: the paying browser's limit is spent above.
    const remoteAddress = '198.51.100.250';
    const ask = (cookie?: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/ens-db-api/send-email',
        headers: { ...jsonHeaders, ...(cookie === undefined ? {} : { cookie }) },
        remoteAddress,
        payload: { refId, emailTo: 'cookie-holder@example.com' },
      });
    expect((await ask(`registrar_receipts=${refId}%3Anot-the-right-token-x`)).statusCode).toBe(403);
    const answer = await ask(`registrar_receipts=${refId}%3A${receiptToken}`);
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('receipt email address rule', () => {
  it('allows at most 150 characters', () => {
    expect(checkReceiptEmail(`${'a'.repeat(138)}@example.com`)).toBeNull();
    expect(checkReceiptEmail(`${'a'.repeat(139)}@example.com`)).toBe('Email is invalid.');
    expect(checkReceiptEmail('')).toBe('Email is empty.');
  });
});

describe('mail page', () => {
  it('lists the outbox outside production and is absent in production', async () => {
    const dev = await createTestApp('pglite');
    try {
      const page = await dev.app.inject({ method: 'GET', url: '/mail' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Mail - Secretary of State</title>');
      expect(page.body).toContain('<h1>Mail (not sent: no SMTP server configured)</h1>');
      // Links to this server's own pages can be followed; others are shown as text only.
      await enqueueMessage(dev.database.db, {
        channel: 'email',
        recipient: 'reader@example.com',
        subject: 'Linked <message>',
        body: 'Confirm: http://localhost:3000/business/notifications/confirm/abc123 or https://evil.example/x',
        dedupeKey: 'mail-page-links',
      });
      const linked = await dev.app.inject({ method: 'GET', url: '/mail' });
      expect(linked.body).toContain('<h2>Linked &lt;message&gt;</h2>');
      expect(linked.body).toContain(
        '<a href="http://localhost:3000/business/notifications/confirm/abc123">',
      );
      expect(linked.body).not.toContain('href="https://evil.example/x"');
    } finally {
      await dev.close();
    }
    // With an SMTP server the page still lists what was queued, and says it was sent.
    const smtp = await createTestApp('pglite', { env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      await enqueueMessage(smtp.database.db, {
        channel: 'email',
        recipient: 'sent@example.com',
        subject: 'Sent through SMTP',
        body: 'Hello',
        dedupeKey: 'mail-page-smtp',
      });
      const page = await smtp.app.inject({ method: 'GET', url: '/mail' });
      expect(page.body).toContain('<h1>Mail (copies of what is sent through the SMTP server)</h1>');
      expect(page.body).toContain('<h2>Sent through SMTP</h2>');
    } finally {
      await smtp.close();
    }
    const prod = await createTestApp('pglite', { env: { APP_ENV: 'prod' } });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/mail' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
