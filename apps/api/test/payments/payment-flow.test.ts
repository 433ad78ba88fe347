import { randomUUID } from 'node:crypto';
import { nameKey, messages } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, nameReservations } from '../../src/db/schema.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';
import {
  fetchReceipt,
  maximalFilingWithUploads,
  minimalFiling,
  openCheckout,
  origin,
  payFiling,
  paymentBody,
  payWithCard,
  startPayment,
} from '../filings/flow-support.ts';

/** A filing's audit trail as the administrators' records keep it: each status change, in order. */
async function auditTrail(testApp: TestApp, refId: string) {
  const events = await testApp.database.pool.query<{
    from_status: string | null;
    to_status: string;
    actor: string;
    reason: string | null;
  }>(
    `select e.from_status, e.to_status, e.actor, e.reason
     from filing_events e join filings f on f.id = e.filing_id where f.ref = $1 order by e.id`,
    [refId],
  );
  return events.rows.map((event) =>
    [event.from_status ?? '-', event.to_status, event.actor, event.reason ?? ''].join(' '),
  );
}

describe.each(databaseKinds)('payment and receipt on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        const office = { address1: '1 Main St', city: 'Denver', state: 'CO', zip: '80202' };
        await database.db.insert(entities).values({
          entityId: '19871234567',
          name: 'Taken Name LLC',
          nameKey: nameKey('Taken Name LLC'),
          entityType: 'DLLC',
          domesticFlag: 'N',
          statusCode: 'GOOD',
          formationDate: new Date('1987-03-01T00:00:00Z'),
          reportingMonth: 3,
          nextReportDueDate: '2027-03-31',
          principalOffice: office,
          registeredAgent: {},
        });
        await database.db.insert(nameReservations).values({
          name: 'Reserved Peak LLC',
          nameKey: nameKey('Reserved Peak LLC'),
          reservedByName: 'Pat Doe',
          reservedByAddress: ['1 Main St', 'Denver, CO 80202'],
          expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
        });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('forms the maximal LLC: payment, checkout, receipt, scheduled entity', async () => {
    const { app, database } = testApp;
    const { filing, draftRef } = await maximalFilingWithUploads(app);
    const started = await startPayment(app, paymentBody(filing, draftRef));
    expect(started.statusCode, started.body).toBe(200);
    const { paymentURL, refId, amount } = started.json().apiData;
    expect(amount).toBe('50.00');
    expect(paymentURL).toMatch(new RegExp(`^${origin}/payment/checkout/`));

    const checkout = await openCheckout(app, paymentURL);
    expect(checkout.html).toContain('<title>Payment - Secretary of State</title>');
    expect(checkout.html).toContain('$50.00');
    expect(checkout.html).toContain(
      'The Rocky Mountain Trail-Works (Colorado) Limited Liability Company',
    );
    expect(checkout.html).toContain('<label for="cardNumber">Card number</label>');
    expect(checkout.html).toContain(
      `href="${origin}/business/filing/llc/filingreview?refId=${refId}"`,
    );
    expect(checkout.html).toContain(`href="${origin}/business/filing/fileaform"`);

    const paid = await payWithCard(app, checkout.path, checkout.token, '4111 1111 1111 1111');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${origin}/business/filing/llc/receipt?refId=${refId}`);

    const receiptResponse = await fetchReceipt(app, refId);
    expect(receiptResponse.statusCode, receiptResponse.body).toBe(200);
    const receipt = receiptResponse.json().apiData.receipt;
    expect(receipt).toMatchObject({
      name: 'The Rocky Mountain Trail-Works (Colorado) Limited Liability Company',
      transactionName: 'Articles of Organization',
      paymentType: 'Card',
      last4: '1111',
      amount: '50.00',
      adminFraudCheck: false,
      entityStatus: 'FILED',
      effectiveDateTimeDisplay: filing.effectiveDate.effectiveDateTimeDisplay,
    });
    expect(receipt.entityId).toMatch(/^\d{11}$/);
    expect(receipt.dateTime).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/);
    expect(receipt.entityReportDueDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    // Delayed: the entity does not exist yet, the filing waits for its effective time.
    const before = await database.pool.query(
      'select count(*)::int as n from entities where entity_id = $1',
      [receipt.entityId],
    );
    expect(before.rows[0].n).toBe(0);
    const stored = await database.pool.query(
      'select status, fee_cents, effects_applied from filings where ref = $1',
      [refId],
    );
    expect(stored.rows[0]).toEqual({ status: 'FILED', fee_cents: 5000, effects_applied: false });
    const effectiveAt = await database.pool.query<{ effective_at: Date }>(
      'select effective_at from filings where ref = $1',
      [refId],
    );
    expect(await auditTrail(testApp, refId)).toEqual([
      '- AWAITING_PAYMENT filer ',
      'AWAITING_PAYMENT PAID payment-provider ',
      'PAID FILED system ',
      `FILED FILED system effects scheduled for ${effectiveAt.rows[0]?.effective_at.toISOString()}`,
    ]);
    const subscriptions = await database.pool.query(
      'select channel, address from notification_subscriptions where entity_id = $1 order by address',
      [receipt.entityId],
    );
    expect(subscriptions.rows).toHaveLength(3);
    const outbox = await database.pool.query(
      "select recipient, subject from outbox where dedupe_key like 'filing-confirmation:%' order by recipient",
    );
    expect(outbox.rows.map((row) => row.recipient)).toEqual([
      'filings@trail-works.example.org',
      'grace@example.com',
    ]);
    expect(outbox.rows[0].subject).toBe(`Receipt for ${receipt.transactionId} - ${receipt.name}`);
    // The card number is never stored, only brand and last 4.
    const payments = await database.pool.query('select * from payments');
    expect(JSON.stringify(payments.rows)).not.toContain('4111111111111111');
    expect(payments.rows[0]).toMatchObject({
      card_brand: 'Visa',
      card_last4: '1111',
      status: 'CAPTURED',
    });

    // The filed-but-not-yet-effective formation holds its name: nobody else can take it meanwhile.
    const check = await app.inject({
      method: 'GET',
      url: '/business-api/entity/validateEntityNameAndAvailability',
      query: { transType: 'ARTORG_LLC', name: receipt.name.toLowerCase(), entityType: 'DLLC' },
    });
    expect(check.json().apiData).toMatchObject({ valid: false, message: messages.nameTaken });
    const second = await startPayment(app, paymentBody(minimalFiling(receipt.name), randomUUID()));
    expect(second.statusCode).toBe(400);
    expect(second.json().apiData.errors).toContainEqual({
      field: 'entityName.name',
      message: messages.nameTaken,
    });
  });

  it('records an immediately effective formation exactly once under concurrent receipt calls', async () => {
    const { app, database } = testApp;
    const refId = await payFiling(
      app,
      minimalFiling('Concurrent Pines LLC'),
      randomUUID(),
      '5555555555554444',
    );
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetchReceipt(app, refId)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const receipts = answers.map((answer) => answer.json().apiData.receipt);
    for (const receipt of receipts) expect(receipt).toEqual(receipts[0]);
    expect(receipts[0]).toMatchObject({ entityStatus: 'GOOD', last4: '4444' });
    const again = await fetchReceipt(app, refId);
    expect(again.json().apiData.receipt).toEqual(receipts[0]);

    const counts = await database.pool.query(
      `select
         (select count(*)::int from entities where name_key = $1) as entities,
         (select count(*)::int from filings where ref = $2 and status = 'FILED') as filed,
         (select count(*)::int from filing_events e join filings f on f.id = e.filing_id where f.ref = $2 and e.to_status = 'FILED') as filed_events,
         (select count(*)::int from payments p join filings f on f.id = p.filing_id where f.ref = $2 and p.status = 'CAPTURED') as captured`,
      [nameKey('Concurrent Pines LLC'), refId],
    );
    expect(counts.rows[0]).toEqual({ entities: 1, filed: 1, filed_events: 1, captured: 1 });
    const entity = await database.pool.query(
      'select entity_id, status_code, reporting_month from entities where name_key = $1',
      [nameKey('Concurrent Pines LLC')],
    );
    expect(entity.rows[0].entity_id).toBe(receipts[0].entityId);
    expect(entity.rows[0].status_code).toBe('GOOD');
  });

  it('takes the fee from the server even when the client sends an amount', async () => {
    const body = { ...paymentBody(minimalFiling('Fee Check LLC')), amount: '0.01', feeCents: 1 };
    const started = await startPayment(testApp.app, body);
    expect(started.statusCode).toBe(200);
    expect(started.json().apiData.amount).toBe('50.00');
    const row = await testApp.database.pool.query(
      'select amount_cents from payments p join filings f on f.id = p.filing_id where f.ref = $1',
      [started.json().apiData.refId],
    );
    expect(row.rows[0].amount_cents).toBe(5000);
  });

  it('answers 402 for a declined card and lets the filer retry with a new checkout', async () => {
    const { app } = testApp;
    const filing = minimalFiling('Declined Then Paid LLC');
    const draftRef = randomUUID();
    const declinedRef = await payFiling(app, filing, draftRef, '4000000000000002');
    const declined = await fetchReceipt(app, declinedRef);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().apiData).toMatchObject({ code: 402 });
    expect(declined.json().apiData.message).toMatch(/declined/);
    const paidRef = await payFiling(app, filing, draftRef);
    const receipt = await fetchReceipt(app, paidRef);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().apiData.receipt.entityStatus).toBe('GOOD');
    expect(await auditTrail(testApp, paidRef)).toEqual([
      '- AWAITING_PAYMENT filer ',
      'AWAITING_PAYMENT PAYMENT_FAILED payment-provider Card declined',
      'PAYMENT_FAILED AWAITING_PAYMENT filer paying again',
      'AWAITING_PAYMENT PAID payment-provider ',
      'PAID FILED system ',
    ]);
  });

  it('answers 402 when the checkout was cancelled or never paid, and 404 for an unknown reference', async () => {
    const { app } = testApp;
    const started = await startPayment(app, paymentBody(minimalFiling('Cancelled Creek LLC')));
    const { refId, paymentURL } = started.json().apiData;
    const checkout = await openCheckout(app, paymentURL);
    const cancelHref = /<a href="([^"]+)">Cancel<\/a>/.exec(checkout.html)?.[1];
    expect(cancelHref).toBe(`${origin}/business/filing/fileaform`);
    const receipt = await fetchReceipt(app, refId);
    expect(receipt.statusCode).toBe(402);
    expect((await fetchReceipt(app, randomUUID())).statusCode).toBe(404);
    const bad = await fetchReceipt(app, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().apiData.errors[0].field).toBe('refId');
  });

  it('shows the card form again with the error and the entered values, and checks the form token', async () => {
    const { app } = testApp;
    const started = await startPayment(app, paymentBody(minimalFiling('Typo Card LLC')));
    const { path, token } = await openCheckout(app, started.json().apiData.paymentURL);
    const wrong = await payWithCard(app, path, token, '4111111111111112', {
      nameOnCard: 'Grace Hopper',
      expiry: '13/30',
      cvc: '1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Enter a valid card number.');
    expect(wrong.body).toContain('Enter a valid expiry date (MM/YY).');
    expect(wrong.body).toContain('Enter the 3 or 4 digit security code.');
    expect(wrong.body).toContain('value="Grace Hopper"');
    expect(wrong.body).toContain('aria-invalid="true"');
    const forged = await payWithCard(app, path, 'forged-token', '4111111111111111');
    expect(forged.statusCode).toBe(403);
    const paid = await payWithCard(app, path, token, '4111111111111111');
    expect(paid.statusCode).toBe(303);
    // A replayed form post charges nothing twice.
    const replay = await payWithCard(app, path, token, '5555555555554444');
    expect(replay.statusCode).toBe(303);
    const captured = await testApp.database.pool.query(
      'select card_last4 from payments p join filings f on f.id = p.filing_id where f.ref = $1',
      [started.json().apiData.refId],
    );
    expect(captured.rows).toEqual([{ card_last4: '1111' }]);
  });

  it('builds return addresses on this site from the paths asked for: never another site, never a refusal', async () => {
    const { app } = testApp;
    const answer = await startPayment(
      app,
      paymentBody(minimalFiling('Redirect Ridge LLC'), randomUUID(), {
        clientUrl: 'https://evil.example.com/business/filing/llc/receipt',
        paymentBackUrl: '//evil.example.com/review',
        paymentCancelUrl: 'javascript:alert(1)',
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { paymentURL, refId } = answer.json().apiData as { paymentURL: string; refId: string };
    const { path, token, html } = await openCheckout(app, paymentURL);
    expect(html).not.toContain('evil.example.com');
    expect(html).not.toContain('javascript:');
    expect(html).toContain(`href="${origin}/business/filing/llc/filingreview?refId=${refId}"`);
    expect(html).toContain(`href="${origin}/business/filing/fileaform"`);
    const paid = await payWithCard(app, path, token, '4111111111111111');
    expect(paid.headers.location).toBe(`${origin}/business/filing/llc/receipt?refId=${refId}`);
  });

  it('sends a filer on another loopback name of this server back to that name', async () => {
    const { app } = testApp;
    const loopback = 'http://127.0.0.1:3000';
    const answer = await startPayment(
      app,
      paymentBody(minimalFiling('Loopback Lane LLC'), randomUUID(), {
        clientUrl: `${loopback}/business/filing/llc/receipt`,
        paymentBackUrl: `${loopback}/business/filing/llc/filingreview`,
        paymentCancelUrl: 'http://127.0.0.1:4000/business/filing/fileaform',
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { paymentURL, refId } = answer.json().apiData as { paymentURL: string; refId: string };
    // The checkout opens on the same name, so its card form posts to its page's own origin.
    expect(paymentURL.startsWith(`${loopback}/payment/checkout/`)).toBe(true);
    const { path, token, html } = await openCheckout(app, paymentURL);
    // Another port is another server: the cancel address falls back to this server's own.
    expect(html).toContain(`href="${origin}/business/filing/fileaform"`);
    const paid = await payWithCard(app, path, token, '4111111111111111');
    expect(paid.headers.location).toBe(`${loopback}/business/filing/llc/receipt?refId=${refId}`);
  });

  it('refuses a taken name, a reserved name without authorisation, and accepts it with authorisation', async () => {
    const { app } = testApp;
    const taken = await startPayment(
      app,
      paymentBody(minimalFiling('taken name, l.l.c.'.replace('l.l.c.', 'LLC'))),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json().apiData.errors).toContainEqual({
      field: 'entityName.name',
      message: messages.nameTaken,
    });

    const reserved = await startPayment(app, paymentBody(minimalFiling('Reserved Peak LLC')));
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().apiData.errors[0].field).toBe('entityName.name');

    const authorised = minimalFiling('Reserved Peak LLC');
    authorised.entityName.availability = {
      isAvailable: false,
      isReserved: true,
      isAuthorizedToUse: true,
      reservedBy: null,
    };
    expect((await startPayment(app, paymentBody(authorised))).statusCode).toBe(200);
  });

  it('answers 400 with fields and missing sections for an incomplete or malformed filing, never 500', async () => {
    const { app } = testApp;
    const filing = minimalFiling('Broken Office LLC');
    filing.principalOffice.streetAddress.address1 = '';
    filing.filers.filers = [];
    const answer = await startPayment(app, paymentBody(filing));
    expect(answer.statusCode).toBe(400);
    const apiData = answer.json().apiData;
    expect(apiData.errors.map((error: { field: string }) => error.field)).toContain(
      'principalOffice.streetAddress.address1',
    );
    expect(apiData.missingSections).toEqual(
      expect.arrayContaining(['POA_MISSING', 'FILER_MISSING']),
    );

    const noDesignation = await startPayment(app, paymentBody(minimalFiling('Plain Name')));
    expect(noDesignation.statusCode).toBe(400);
    expect(noDesignation.json().apiData.missingSections).toContain('ENTIY_NAME_INVALID');

    for (const broken of [
      {
        filingState: { filingType: 'llc' },
        entityName: 'x',
        principalOffice: [1],
        registeredAgent: null,
      },
      { filingState: { filingType: 'nope' } },
      {},
    ]) {
      const response = await startPayment(app, paymentBody(broken as never));
      expect(response.statusCode, response.body).toBe(400);
    }
    const noBody = await app.inject({
      method: 'POST',
      url: '/business-api/payment',
      headers: jsonHeaders,
      payload: { filing: 'x' },
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('refuses an effective date in the past or beyond the 90-day maximum', async () => {
    const { app } = testApp;
    const past = minimalFiling('Past Date LLC');
    past.effectiveDate = {
      ...past.effectiveDate,
      effectiveAtTimeOfFilingRadio: 'N',
      effectiveDate: '2020-01-01',
      effectiveTime: '10:00 am',
    };
    const pastAnswer = await startPayment(app, paymentBody(past));
    expect(pastAnswer.statusCode).toBe(400);
    expect(pastAnswer.json().apiData.errors).toContainEqual({
      field: 'effectiveDate.effectiveDate',
      message: messages.effectiveDateInPast,
    });

    const far = minimalFiling('Far Date LLC');
    const farDay = new Date(Date.now() + 95 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    far.effectiveDate = {
      ...far.effectiveDate,
      effectiveAtTimeOfFilingRadio: 'N',
      effectiveDate: farDay,
      effectiveTime: '10:00 am',
    };
    const farAnswer = await startPayment(app, paymentBody(far));
    expect(farAnswer.statusCode).toBe(400);
    expect(farAnswer.json().apiData.errors[0].field).toBe('effectiveDate.effectiveDate');
  });

  it('refuses attachments that do not belong to the draft', async () => {
    const { app } = testApp;
    const { filing } = await maximalFilingWithUploads(app);
    filing.entityName.name = 'Other Draft Files LLC';
    const answer = await startPayment(app, paymentBody(filing, randomUUID()));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().apiData.errors.map((error: { field: string }) => error.field)).toEqual([
      'additionalInfo.attachments.0',
      'additionalInfo.attachments.1',
    ]);
  });
});
