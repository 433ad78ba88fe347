// A filer pays at the checkout and never comes back to the receipt: the abandoned-payment pass
// finds the checkout, a job (two runners at once) records the filing exactly once, notes it and
// emails the receipt through a real SMTP server; the filer's later return shows the same receipt.
// A checkout left unpaid is looked at again later and records nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.ts';
import {
  abandonedPaymentHandler,
  queueAbandonedCheckouts,
} from '../../src/modules/jobs/abandoned-payments.ts';
import { runDueJobs, type JobHandler } from '../../src/modules/jobs/job-runner.ts';
import {
  createSmtpTransport,
  messageDeliveryHandlers,
} from '../../src/modules/mail/outbox-sender.ts';
import { createTestCheckoutProvider } from '../../src/modules/payments/test-checkout.ts';
import {
  fetchReceipt,
  minimalFiling,
  openCheckout,
  paymentBody,
  payWithCard,
  startPayment,
} from '../filings/flow-support.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('abandoned payments on %s', (kind) => {
  let testApp: TestApp;
  let smtp: SmtpPeer;
  let second: Database;
  let closeTransport: () => void;
  const later = () => new Date(Date.now() + 31 * 60_000);

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    testApp = await createTestApp(kind, { env: { SMTP_URL: smtp.url } });
    second =
      kind === 'postgres'
        ? await openDatabase({ databaseUrl: testApp.database.connectionString, poolSize: 5 })
        : testApp.database;
  });
  afterAll(async () => {
    closeTransport();
    if (second !== testApp.database) await second.close();
    await testApp.close();
    await smtp.close();
  });

  const handlersFor = (database: Database): Record<string, JobHandler> => {
    const transport = createSmtpTransport(smtp.url);
    closeTransport = () => transport.close();
    return {
      'abandoned-payment': abandonedPaymentHandler(
        database.db,
        createTestCheckoutProvider(database.db),
        testApp.config.publicBaseUrl,
        later,
      ),
      ...messageDeliveryHandlers(database.db, { mail: transport, from: 'sos@example.gov' }),
    };
  };

  it('records a paid checkout whose filer never returned once, and emails the receipt', async () => {
    const { app, database } = testApp;
    const name = `Walked Away ${kind} LLC`;
    const filing = minimalFiling(name);
    filing.notifications = {
      emailNotificationRadio: 'Y',
      textNotificationRadio: 'N',
      emails: [{ email: 'gone@example.com' }],
      texts: [],
    };
    const started = await startPayment(app, paymentBody(filing, randomUUID()));
    const { paymentURL, refId } = started.json().apiData as { paymentURL: string; refId: string };
    const { path, token } = await openCheckout(app, paymentURL);
    expect((await payWithCard(app, path, token, '4111111111111111')).statusCode).toBe(303);
    // The filer closes the tab here: no receipt call.

    expect(await queueAbandonedCheckouts(database.db, new Date())).toBe(0);
    expect(await queueAbandonedCheckouts(database.db, later())).toBe(1);
    expect(await queueAbandonedCheckouts(database.db, later())).toBe(0);
    const runners = [handlersFor(database), handlersFor(second)];
    await Promise.all(
      [database, second].map((db, index) =>
        runDueJobs(db.db, runners[index] ?? {}, { now: later }),
      ),
    );
    for (let pass = 0; pass < 3; pass += 1)
      await runDueJobs(database.db, runners[0] ?? {}, { now: later });

    const noted = await database.pool.query(
      'select emailed_to from abandoned_payments a join filings f on f.id = a.filing_id where f.ref = $1',
      [refId],
    );
    expect(noted.rows).toEqual([{ emailed_to: 'gone@example.com' }]);
    const receipt = (await fetchReceipt(app, refId)).json().apiData.receipt;
    expect(receipt.name).toBe(name);
    const mails = smtp.received.filter(
      (mail) => mail.subject === `Receipt for ${String(receipt.transactionId)} - ${name}`,
    );
    expect(mails).toHaveLength(2);
    const abandoned = mails.find((mail) => mail.text?.includes('did not come back'));
    expect(abandoned?.text).toContain(
      'Your payment went through, but you did not come back to the receipt page, so your filing was recorded for you.',
    );
    expect(abandoned?.text).toContain(`ID number: ${String(receipt.entityId)}`);
    const recorded = await database.pool.query(
      "select count(*)::int as n from filing_events e join filings f on f.id = e.filing_id where f.ref = $1 and e.to_status = 'FILED'",
      [refId],
    );
    expect(recorded.rows[0].n).toBe(1);
  });

  it('looks again later at a checkout left unpaid and records nothing', async () => {
    const { app, database } = testApp;
    const started = await startPayment(
      app,
      paymentBody(minimalFiling(`Never Paid ${kind} LLC`), randomUUID()),
    );
    const { refId } = started.json().apiData as { refId: string };
    expect(await queueAbandonedCheckouts(database.db, later())).toBe(1);
    await runDueJobs(database.db, handlersFor(database), { now: later });
    const job = await database.pool.query(
      "select status, attempts, run_at from jobs where kind = 'abandoned-payment' order by id desc limit 1",
    );
    expect(job.rows[0].status).toBe('PENDING');
    expect(job.rows[0].attempts).toBe(0);
    expect(new Date(job.rows[0].run_at).getTime()).toBeGreaterThan(later().getTime() + 29 * 60_000);
    const filing = await database.pool.query('select status, receipt from filings where ref = $1', [
      refId,
    ]);
    expect(filing.rows[0]).toEqual({ status: 'AWAITING_PAYMENT', receipt: null });
  });
});
