// Stripe Checkout as the payment provider, against a stand-in for Stripe's API on a loopback port
// and the registry's real webhook: a filing is recorded exactly once whichever of Stripe's event
// and the filer's receipt call comes first, twice, or at the same moment; an event not signed by
// Stripe changes nothing; closing a checkout expires its session; a refund is safe to repeat.
import { randomUUID } from 'node:crypto';
import { createReportMinimalFiling, nameKey } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { retryDueRefunds } from '../../src/modules/filings/recording-service.ts';
import {
  createStripeCheckoutProvider,
  createStripeClient,
} from '../../src/modules/payments/stripe-checkout.ts';
import { listRefundsDue } from '../../src/modules/payments/payments-repository.ts';
import { signedEvent, startStripeApi, type StripeApiStandIn } from '../support/stripe-api.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';
import {
  fetchReceipt,
  minimalFiling,
  origin,
  paymentBody,
  startPayment,
} from '../filings/flow-support.ts';

const secretKey = 'sk_test_registrar';
const webhookSecret = 'whsec_registrar_test_secret';
const lateReporter = fixedEntityId('Greeley Late Report LLC');
const sessionsPath = '/v1/checkout/sessions';

describe.each(databaseKinds)('Stripe Checkout on %s', (kind) => {
  let stripeApi: StripeApiStandIn;
  let testApp: TestApp;

  beforeAll(async () => {
    stripeApi = await startStripeApi(secretKey);
    testApp = await createTestApp(kind, {
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: secretKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_BASE_URL: stripeApi.url,
      },
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 40 });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await stripeApi.close();
  });

  /** The provider as the server makes it, for calling it directly. */
  function stripeProvider() {
    const { payments } = testApp.config;
    if (payments.provider !== 'stripe') throw new Error('not configured for Stripe');
    return createStripeCheckoutProvider(createStripeClient(payments.stripe));
  }

  /** The refunds Stripe made of a session's charge. */
  function refundsOf(sessionId: string) {
    const intent = stripeApi.sessions.get(sessionId)?.intent?.id;
    return stripeApi.refunds.filter((refund) => refund.payment_intent === intent);
  }

  /** Starts payment as the review page does; answers the refId and the session it opened. */
  async function startStripePayment(name: string, draftRef = randomUUID()) {
    const started = await startPayment(testApp.app, paymentBody(minimalFiling(name), draftRef));
    expect(started.statusCode, started.body).toBe(200);
    const { refId, paymentURL } = started.json().apiData as { refId: string; paymentURL: string };
    const open = (await paymentsOf(refId)).find((payment) => payment.status === 'PENDING');
    if (open === undefined) throw new Error('no open checkout');
    return { refId, paymentURL, sessionId: open.provider_ref, draftRef };
  }

  /** Sends Stripe's event about a session to the webhook, signed (by default with the right secret). */
  function sendEvent(
    type: string,
    session: Record<string, unknown>,
    signing: { secret?: string; tamper?: (payload: string) => string } = {},
  ) {
    const { payload, signature } = signedEvent(
      stripeApi.event(type, session),
      signing.secret ?? webhookSecret,
    );
    return testApp.app.inject({
      method: 'POST',
      url: '/payment/stripe/webhook',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload: signing.tamper?.(payload) ?? payload,
    });
  }

  async function paymentsOf(refId: string) {
    const rows = await testApp.database.pool.query<{
      provider: string;
      provider_ref: string;
      status: string;
      card_brand: string | null;
      card_last4: string | null;
      checkout_token: string | null;
      amount_cents: number;
    }>(
      `select p.provider, p.provider_ref, p.status, p.card_brand, p.card_last4, p.checkout_token,
         p.amount_cents
       from payments p join filings f on f.id = p.filing_id where f.ref = $1 order by p.id`,
      [refId],
    );
    return rows.rows;
  }

  /** What the database holds of a filing's recording: counted, so twice shows as 2. */
  async function recordingOf(refId: string, name: string) {
    const counts = await testApp.database.pool.query(
      `select
         (select status from filings where ref = $2) as status,
         (select transaction_id::text from filings where ref = $2) as transaction_id,
         (select count(*)::int from entities where name_key = $1) as entities,
         (select count(*)::int from filing_events e join filings f on f.id = e.filing_id
           where f.ref = $2 and e.to_status = 'FILED') as filed_events,
         (select count(*)::int from payments p join filings f on f.id = p.filing_id
           where f.ref = $2 and p.status = 'CAPTURED') as captured`,
      [nameKey(name), refId],
    );
    return counts.rows[0] as {
      status: string;
      transaction_id: string | null;
      entities: number;
      filed_events: number;
      captured: number;
    };
  }

  it('opens one Checkout Session with the fee as a line item, the return pages and the refId', async () => {
    const name = 'Hosted Checkout Pines LLC';
    const { refId, paymentURL, sessionId } = await startStripePayment(name);
    expect(paymentURL).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);

    const creates = stripeApi
      .requestsTo('POST', sessionsPath)
      .filter((request) => request.form.client_reference_id === refId);
    expect(creates).toHaveLength(1);
    expect(creates[0]?.idempotencyKey).toMatch(new RegExp(`^registrar-checkout-${refId}-`));
    expect(creates[0]?.form).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '5000',
      'line_items[0][price_data][product_data][name]': `Articles of Organization - ${name}`,
      success_url: `${origin}/business/filing/llc/receipt?refId=${refId}`,
      cancel_url: `${origin}/business/filing/llc/filingreview?refId=${refId}`,
      client_reference_id: refId,
      'metadata[refId]': refId,
    });
    expect(creates[0]?.form).not.toHaveProperty('line_items[1][quantity]');
    expect(await paymentsOf(refId)).toEqual([
      {
        provider: 'stripe-checkout',
        provider_ref: sessionId,
        status: 'PENDING',
        card_brand: null,
        card_last4: null,
        checkout_token: null,
        amount_cents: 5000,
      },
    ]);
    // Not paid yet: the receipt call sends the filer back to review.
    const receipt = await fetchReceipt(testApp.app, refId);
    expect(receipt.statusCode).toBe(402);
  });

  it('charges a late report as two lines: the report fee and the late fee', async () => {
    const started = await startPayment(
      testApp.app,
      paymentBody(createReportMinimalFiling(lateReporter)),
    );
    expect(started.statusCode, started.body).toBe(200);
    const { refId, amount } = started.json().apiData;
    expect(amount).toBe('60.00');
    const [create] = stripeApi
      .requestsTo('POST', sessionsPath)
      .filter((request) => request.form.client_reference_id === refId);
    expect(create?.form).toMatchObject({
      'line_items[0][price_data][unit_amount]': '1000',
      'line_items[0][price_data][product_data][name]': 'Periodic report - Greeley Late Report LLC',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '5000',
      'line_items[1][price_data][product_data][name]': 'Late fee',
    });
  });

  it('sends a create whose answer was lost again under the same key, and gets the same session', async () => {
    stripeApi.loseNextAnswer(sessionsPath);
    const { refId, sessionId } = await startStripePayment('Lost Answer Meadows LLC');
    const creates = stripeApi
      .requestsTo('POST', sessionsPath)
      .filter((request) => request.form.client_reference_id === refId);
    expect(creates).toHaveLength(2);
    expect(creates[1]?.idempotencyKey).toBe(creates[0]?.idempotencyKey);
    const made = [...stripeApi.sessions.values()].filter(
      (record) => record.session.client_reference_id === refId,
    );
    expect(made.map((record) => record.session.id)).toEqual([sessionId]);
  });

  it('paying again expires the open session and opens a new one under a new key', async () => {
    const first = await startStripePayment('Second Window Aspens LLC');
    const second = await startStripePayment('Second Window Aspens LLC', first.draftRef);
    expect(second.refId).toBe(first.refId);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(stripeApi.requestsTo('POST', `${sessionsPath}/${first.sessionId}/expire`)).toHaveLength(
      1,
    );
    expect(stripeApi.sessions.get(first.sessionId)?.session.status).toBe('expired');
    const keys = stripeApi
      .requestsTo('POST', sessionsPath)
      .filter((request) => request.form.client_reference_id === first.refId)
      .map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect((await paymentsOf(first.refId)).map((payment) => payment.status)).toEqual([
      'CANCELLED',
      'PENDING',
    ]);
  });

  it('paying again after paying at Stripe closes nothing and sends the filer to the receipt', async () => {
    const first = await startStripePayment('Paid Meanwhile Ridge LLC');
    stripeApi.pay(first.sessionId);
    const again = await startPayment(
      testApp.app,
      paymentBody(minimalFiling('Paid Meanwhile Ridge LLC'), first.draftRef),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().apiData.paymentURL).toBe(
      `${origin}/business/filing/llc/receipt?refId=${first.refId}`,
    );
    expect(stripeApi.sessions.get(first.sessionId)?.session.status).toBe('complete');
    expect((await paymentsOf(first.refId)).map((payment) => payment.status)).toEqual(['CAPTURED']);
    expect((await fetchReceipt(testApp.app, first.refId)).statusCode).toBe(200);
  });

  it('records a paid filing from the webhook alone; the receipt call later shows the same receipt', async () => {
    const name = 'Closed Tab Canyon LLC';
    const { refId, sessionId } = await startStripePayment(name);
    stripeApi.pay(sessionId, { brand: 'mastercard', last4: '4444' });

    // No security header, no cookie: Stripe's servers call, and only the signature vouches.
    const event = await sendEvent('checkout.session.completed', stripeApi.session(sessionId));
    expect(event.statusCode, event.body).toBe(200);
    expect(event.json()).toEqual({ apiData: { code: 200 } });

    const recorded = await recordingOf(refId, name);
    expect(recorded).toMatchObject({ status: 'FILED', entities: 1, filed_events: 1, captured: 1 });
    expect(await paymentsOf(refId)).toMatchObject([
      { status: 'CAPTURED', card_brand: 'Mastercard', card_last4: '4444' },
    ]);

    const receipt = await fetchReceipt(testApp.app, refId);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().apiData.receipt).toMatchObject({
      name,
      transactionId: recorded.transaction_id,
      paymentType: 'Card',
      last4: '4444',
      amount: '50.00',
      entityStatus: 'GOOD',
    });
    expect(await recordingOf(refId, name)).toEqual(recorded);
  });

  it('changes nothing when the event arrives after the receipt call recorded the filing', async () => {
    const name = 'Receipt First Butte LLC';
    const { refId, sessionId } = await startStripePayment(name);
    stripeApi.pay(sessionId);
    const receipt = await fetchReceipt(testApp.app, refId);
    expect(receipt.statusCode, receipt.body).toBe(200);
    const recorded = await recordingOf(refId, name);
    expect(recorded).toMatchObject({ status: 'FILED', entities: 1, filed_events: 1, captured: 1 });

    const late = await sendEvent('checkout.session.completed', stripeApi.session(sessionId));
    expect(late.statusCode).toBe(200);
    const expired = await sendEvent('checkout.session.expired', {
      ...stripeApi.session(sessionId),
      status: 'expired',
    });
    expect(expired.statusCode).toBe(200);
    expect(await recordingOf(refId, name)).toEqual(recorded);
    expect((await paymentsOf(refId)).map((payment) => payment.status)).toEqual(['CAPTURED']);
    expect((await fetchReceipt(testApp.app, refId)).json().apiData.receipt).toEqual(
      receipt.json().apiData.receipt,
    );
  });

  it('records once when the same event is delivered twice', async () => {
    const name = 'Twice Sent Mesa LLC';
    const { refId, sessionId } = await startStripePayment(name);
    stripeApi.pay(sessionId);
    const session = stripeApi.session(sessionId);
    expect((await sendEvent('checkout.session.completed', session)).statusCode).toBe(200);
    const recorded = await recordingOf(refId, name);
    expect((await sendEvent('checkout.session.completed', session)).statusCode).toBe(200);
    expect((await sendEvent('checkout.session.async_payment_succeeded', session)).statusCode).toBe(
      200,
    );
    expect(await recordingOf(refId, name)).toEqual(recorded);
    expect(recorded).toMatchObject({ status: 'FILED', entities: 1, filed_events: 1, captured: 1 });
  });

  it('records once when Stripe delivers the event twice over HTTP before the receipt call', async () => {
    const name = 'Wire Delivered Pass LLC';
    const { refId, sessionId } = await startStripePayment(name);
    stripeApi.pay(sessionId);
    // The server as Stripe's servers reach it: a real port, a real request, the raw body signed.
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const webhook = `${address}/payment/stripe/webhook`;

    // Stripe redelivers an event it got no answer to in time: the same event, the same id.
    const event = stripeApi.event('checkout.session.completed', stripeApi.session(sessionId));
    const deliveries = [
      await stripeApi.deliver({ url: webhook, secret: webhookSecret }, event),
      await stripeApi.deliver({ url: webhook, secret: webhookSecret }, event),
    ];
    for (const delivery of deliveries) {
      expect(delivery.status, delivery.body).toBe(200);
      expect(JSON.parse(delivery.body)).toEqual({ apiData: { code: 200 } });
    }
    const recorded = await recordingOf(refId, name);
    expect(recorded).toMatchObject({ status: 'FILED', entities: 1, filed_events: 1, captured: 1 });
    expect(recorded.transaction_id).not.toBeNull();

    const receipt = await fetch(`${address}/business-api/file/receipt`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ refId }),
    });
    expect(receipt.status).toBe(200);
    const { apiData } = (await receipt.json()) as {
      apiData: { receipt: { transactionId: string } };
    };
    expect(apiData.receipt.transactionId).toBe(recorded.transaction_id);
    expect(await recordingOf(refId, name)).toEqual(recorded);
    expect(await paymentsOf(refId)).toMatchObject([
      { status: 'CAPTURED', provider_ref: sessionId },
    ]);
    const numbers = await testApp.database.pool.query(
      'select transaction_id from filings where ref = $1 and transaction_id is not null',
      [refId],
    );
    expect(numbers.rows).toHaveLength(1);

    const forged = await stripeApi.deliver(
      { url: webhook, secret: 'whsec_someone_else' },
      stripeApi.event('checkout.session.completed', stripeApi.session(sessionId)),
    );
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toEqual({
      apiData: { code: 400, message: 'This event is not signed by the payment provider.' },
    });
    expect(await recordingOf(refId, name)).toEqual(recorded);
  });

  it('records once when the event and receipt calls arrive at the same moment', async () => {
    const names = ['Same Moment Aspen LLC', 'Same Moment Birch LLC', 'Same Moment Cedar LLC'];
    const paid = await Promise.all(names.map((name) => startStripePayment(name)));
    for (const { sessionId } of paid) stripeApi.pay(sessionId);

    const answers = await Promise.all(
      paid.flatMap(({ refId, sessionId }) => [
        sendEvent('checkout.session.completed', stripeApi.session(sessionId)),
        fetchReceipt(testApp.app, refId),
        sendEvent('checkout.session.completed', stripeApi.session(sessionId)),
        fetchReceipt(testApp.app, refId),
      ]),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);

    for (const [index, { refId }] of paid.entries()) {
      const name = names[index] ?? '';
      const recorded = await recordingOf(refId, name);
      expect(recorded).toMatchObject({
        status: 'FILED',
        entities: 1,
        filed_events: 1,
        captured: 1,
      });
      const receipts = answers
        .slice(index * 4, index * 4 + 4)
        .filter((answer) => answer.json().apiData.receipt !== undefined)
        .map((answer) => answer.json().apiData.receipt);
      expect(receipts).toHaveLength(2);
      for (const receipt of receipts) {
        expect(receipt).toEqual(receipts[0]);
        expect(receipt.transactionId).toBe(recorded.transaction_id);
      }
    }
  });

  it('closes the payment of a session that expired unpaid; the receipt call then answers 402', async () => {
    const { refId, sessionId } = await startStripePayment('Expired Unpaid Gulch LLC');
    // The event alone does not close it: Stripe still says the session is open.
    const early = await sendEvent('checkout.session.expired', {
      ...stripeApi.session(sessionId),
      status: 'expired',
    });
    expect(early.statusCode).toBe(200);
    expect((await paymentsOf(refId)).map((payment) => payment.status)).toEqual(['PENDING']);

    const session = stripeApi.sessions.get(sessionId);
    if (session !== undefined) session.session.status = 'expired';
    const expired = await sendEvent('checkout.session.expired', stripeApi.session(sessionId));
    expect(expired.statusCode).toBe(200);
    expect((await paymentsOf(refId)).map((payment) => payment.status)).toEqual(['CANCELLED']);
    const receipt = await fetchReceipt(testApp.app, refId);
    expect(receipt.statusCode).toBe(402);
  });

  it('turns a payment that failed after the page into a declined one', async () => {
    const { refId, sessionId } = await startStripePayment('Failed Later Flats LLC');
    stripeApi.failPayment(sessionId, 'Your card was declined.');
    expect(
      (await sendEvent('checkout.session.completed', stripeApi.session(sessionId))).statusCode,
    ).toBe(200);
    const receipt = await fetchReceipt(testApp.app, refId);
    expect(receipt.statusCode).toBe(402);
    expect(receipt.json().apiData.message).toMatch(/declined/);
    const filing = await testApp.database.pool.query(
      `select e.reason from filing_events e join filings f on f.id = e.filing_id
       where f.ref = $1 and e.to_status = 'PAYMENT_FAILED'`,
      [refId],
    );
    expect(filing.rows.map((row) => row.reason)).toEqual(['Your card was declined.']);
  });

  it('refuses an event without a good signature with 400 and records nothing', async () => {
    const name = 'Forged Event Peak LLC';
    const { refId, sessionId } = await startStripePayment(name);
    stripeApi.pay(sessionId);
    const session = stripeApi.session(sessionId);

    const wrongSecret = await sendEvent('checkout.session.completed', session, {
      secret: 'whsec_someone_else',
    });
    const tampered = await sendEvent('checkout.session.completed', session, {
      tamper: (payload) => payload.replace('"livemode":false', '"livemode":true'),
    });
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/payment/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ type: 'checkout.session.completed', data: { object: session } }),
    });
    for (const refused of [wrongSecret, tampered, unsigned]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        apiData: { code: 400, message: 'This event is not signed by the payment provider.' },
      });
    }
    expect(await recordingOf(refId, name)).toMatchObject({
      status: 'AWAITING_PAYMENT',
      transaction_id: null,
      entities: 0,
      captured: 0,
    });
    expect((await paymentsOf(refId)).map((payment) => payment.status)).toEqual(['PENDING']);
  });

  it('acknowledges events about unknown sessions and other kinds of event, and does nothing', async () => {
    const unknown = await sendEvent('checkout.session.completed', {
      id: 'cs_test_not_this_registrys',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
    });
    expect(unknown.statusCode).toBe(200);
    const other = await sendEvent('customer.created', { id: 'cus_test_1', object: 'customer' });
    expect(other.statusCode).toBe(200);
  });

  it('refunds a charge the registry could not honour; one Stripe failed is refunded on the next try', async () => {
    const name = 'Refunded Twin Lakes LLC';
    const winner = await startStripePayment(name);
    const loser = await startStripePayment(name);
    stripeApi.pay(winner.sessionId);
    stripeApi.pay(loser.sessionId);
    expect((await fetchReceipt(testApp.app, winner.refId)).statusCode).toBe(200);

    // The event finds the name taken: nothing recorded, and Stripe fails the refund this time.
    stripeApi.failNext('/v1/refunds');
    const refused = await sendEvent(
      'checkout.session.completed',
      stripeApi.session(loser.sessionId),
    );
    expect(refused.statusCode).toBe(200);
    expect(await paymentsOf(loser.refId)).toMatchObject([{ status: 'REFUND_PENDING' }]);
    expect(await recordingOf(loser.refId, name)).toMatchObject({
      status: 'NAME_UNAVAILABLE',
      transaction_id: null,
      entities: 1,
    });

    // The filer's receipt call tries again, under a key of its own, and the charge is given back.
    const answer = await fetchReceipt(testApp.app, loser.refId);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().apiData).toMatchObject({
      outcome: 'NAME_UNAVAILABLE',
      refund: { amount: '50.00', status: 'REFUNDED' },
    });
    expect(await paymentsOf(loser.refId)).toMatchObject([{ status: 'REFUNDED' }]);
    const { db } = testApp.database;
    expect(await retryDueRefunds(db, stripeProvider(), await listRefundsDue(db, 50))).toBe(0);

    const attempts = stripeApi
      .requestsTo('POST', '/v1/refunds')
      .filter((request) => request.form['metadata[refId]'] === loser.refId);
    expect(attempts).toHaveLength(2);
    for (const attempt of attempts) {
      expect(attempt.idempotencyKey).toMatch(new RegExp(`^registrar-refund-${loser.sessionId}-`));
      expect(attempt.form.payment_intent).toBe(stripeApi.sessions.get(loser.sessionId)?.intent?.id);
    }
    expect(attempts[0]?.idempotencyKey).not.toBe(attempts[1]?.idempotencyKey);
    expect(refundsOf(loser.sessionId)).toHaveLength(1);
    expect(stripeApi.sessions.get(loser.sessionId)?.charge).toMatchObject({
      refunded: true,
      amount_refunded: 5000,
    });
    expect(await stripeProvider().getPaymentStatus(loser.sessionId)).toEqual({
      status: 'REFUNDED',
    });
  });

  it('refunds once however the refund is repeated: a lost answer, again, two at once', async () => {
    const provider = stripeProvider();
    const first = await startStripePayment('Refund Repeated Basin LLC');
    stripeApi.pay(first.sessionId);

    // The answer is lost: the SDK asks again under the same key and gets the same refund.
    stripeApi.loseNextAnswer('/v1/refunds');
    await provider.refund(first.sessionId);
    const sent = stripeApi
      .requestsTo('POST', '/v1/refunds')
      .filter((request) => request.form['metadata[refId]'] === first.refId);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(refundsOf(first.sessionId)).toHaveLength(1);

    // Asked again: the charge is given back already, and nothing more is asked of Stripe.
    await provider.refund(first.sessionId);
    expect(
      stripeApi
        .requestsTo('POST', '/v1/refunds')
        .filter((request) => request.form['metadata[refId]'] === first.refId),
    ).toHaveLength(2);

    // Two at the same moment: Stripe gives the charge back once and refuses the other, which
    // counts as done.
    const second = await startStripePayment('Refund Twice At Once Draw LLC');
    stripeApi.pay(second.sessionId);
    await Promise.all([provider.refund(second.sessionId), provider.refund(second.sessionId)]);
    expect(refundsOf(second.sessionId)).toHaveLength(1);
    expect(await provider.getPaymentStatus(second.sessionId)).toEqual({ status: 'REFUNDED' });
  });

  it('answers CAPTURED when closing a session that was paid, and throws when a refund fails', async () => {
    const { sessionId } = await startStripePayment('Closing Paid Hollow LLC');
    const provider = stripeProvider();
    stripeApi.pay(sessionId, { brand: 'amex', last4: '0005' });
    expect(await provider.cancelCheckout(sessionId)).toEqual({
      status: 'CAPTURED',
      cardBrand: 'American Express',
      last4: '0005',
    });
    expect(await provider.cancelCheckout('cs_test_never_opened')).toEqual({ status: 'CANCELLED' });
    stripeApi.failNext('/v1/refunds');
    await expect(provider.refund(sessionId)).rejects.toThrow();
    expect(await provider.getPaymentStatus(sessionId)).toMatchObject({ status: 'CAPTURED' });
    await provider.refund(sessionId);
    expect(await provider.getPaymentStatus(sessionId)).toEqual({ status: 'REFUNDED' });
  });

  it('lets the review page post on to the hosted checkout', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/business-api/heartBeat' });
    expect(answer.headers['content-security-policy']).toContain(
      "form-action 'self' https://checkout.stripe.com;",
    );
  });
});

describe('Stripe Checkout configuration', () => {
  const stripeEnv = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_configured',
    STRIPE_WEBHOOK_SECRET: 'whsec_configured',
  };

  it('takes the test checkout unless told otherwise', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'test' });
  });

  it('needs both secrets for Stripe, and names the missing ones without echoing a value', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      new ConfigError(
        'Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
      ),
    );
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_only_key' }),
    ).toThrow(/needs STRIPE_WEBHOOK_SECRET\.$/);
    let message = '';
    try {
      loadConfig({ ...stripeEnv, STRIPE_SECRET_KEY: 'whsec_swapped_by_mistake' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('STRIPE_SECRET_KEY: Expected a Stripe secret key');
    expect(message).not.toContain('whsec_swapped_by_mistake');
  });

  it('splits STRIPE_API_BASE_URL into host, port and protocol, and refuses a path', () => {
    expect(loadConfig(stripeEnv).payments).toEqual({
      provider: 'stripe',
      stripe: { secretKey: 'sk_test_configured', webhookSecret: 'whsec_configured', api: null },
    });
    const local = loadConfig({ ...stripeEnv, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' });
    expect(local.payments).toMatchObject({
      stripe: { api: { protocol: 'http', host: '127.0.0.1', port: 12111 } },
    });
    const ipv6 = loadConfig({ ...stripeEnv, STRIPE_API_BASE_URL: 'https://[::1]' });
    expect(ipv6.payments).toMatchObject({
      stripe: { api: { protocol: 'https', host: '::1', port: 443 } },
    });
    expect(() =>
      loadConfig({ ...stripeEnv, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111/v1' }),
    ).toThrow(/STRIPE_API_BASE_URL/);
    expect(() => loadConfig({ ...stripeEnv, STRIPE_API_BASE_URL: 'not an address' })).toThrow(
      /STRIPE_API_BASE_URL/,
    );
  });
});
