// A stand-in for the part of Stripe's API that Stripe Checkout uses, on a loopback port: Checkout
// Sessions (create, retrieve with the payment intent and its latest charge expanded, expire) and
// refunds, with Stripe's documented shapes: form-encoded requests under a Bearer secret key, JSON
// objects named by `object`, errors as { error: { type, code, message } }, and Idempotency-Key
// (a key seen again gets the first answer again, errors included; with other parameters, an
// idempotency error).
// Sessions live in memory; a test pays one (as the filer would on Stripe's page) or fails it, and
// may have the next answer to a path lost on the way (the connection cut after the work was done).
// Events are delivered as Stripe's servers deliver them: POSTed over HTTP to a webhook endpoint,
// signed with the endpoint's secret in a Stripe-Signature header.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A request as it arrived: the form fields decoded, flat (`line_items[0][quantity]`). */
interface StripeApiRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: Record<string, string>;
  query: Record<string, string>;
}

type Json = Record<string, unknown>;

/** A webhook endpoint as Stripe knows it: where events go and the secret they are signed with. */
interface WebhookEndpoint {
  url: string;
  secret: string;
}

interface SessionRecord {
  session: Json;
  intent: Json | null;
  charge: Json | null;
}

interface Answer {
  status: number;
  body: Json;
}

export interface StripeApiStandIn {
  /** The API's origin, for STRIPE_API_BASE_URL. */
  url: string;
  requests: StripeApiRequest[];
  /** Sessions by id, as Stripe holds them (payment intent and charge beside). */
  sessions: Map<string, SessionRecord>;
  /** Every refund made. */
  refunds: Json[];
  /** The session as the API answers it, unexpanded (what an event carries). */
  session(id: string): Json;
  /** The filer pays the session on Stripe's page with a card of this brand and last four digits. */
  pay(id: string, card?: { brand: string; last4: string }): void;
  /** The session completes but its payment fails afterwards. */
  failPayment(id: string, message: string): void;
  /** The next answer to a POST on this path is lost: the work is done, the connection cut. */
  loseNextAnswer(path: string): void;
  /** The next POST on this path fails at Stripe (500, not to be retried). */
  failNext(path: string): void;
  /** Stripe forgets every idempotency key (it keeps them 24 hours). */
  forgetIdempotencyKeys(): void;
  requestsTo(method: string, path: string): StripeApiRequest[];
  /** A new event about an object, as Stripe sends it (its own id, so a redelivery repeats it). */
  event(type: string, object: Json): Json;
  /** Stripe's servers deliver an event to an endpoint over HTTP; answers what the endpoint said. */
  deliver(endpoint: WebhookEndpoint, event: Json): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

/** An event's body and its Stripe-Signature header, signed as Stripe does (the SDK's own test signature). */
export function signedEvent(event: Json, secret: string): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

function newId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('hex')}`;
}

function error(status: number, type: string, message: string, code?: string): Answer {
  return { status, body: { error: { type, message, ...(code === undefined ? {} : { code }) } } };
}

/** The line items of a create request, from its flat form fields. */
function lineItemsOf(
  form: Record<string, string>,
): { name: string; amount: number; qty: number }[] {
  const items: { name: string; amount: number; qty: number }[] = [];
  for (let index = 0; `line_items[${index}][quantity]` in form; index += 1) {
    const at = `line_items[${index}]`;
    items.push({
      name: form[`${at}[price_data][product_data][name]`] ?? '',
      amount: Number(form[`${at}[price_data][unit_amount]`]),
      qty: Number(form[`${at}[quantity]`]),
    });
  }
  return items;
}

/** Starts the stand-in on a loopback port; requests must carry this secret key. */
export async function startStripeApi(secretKey: string): Promise<StripeApiStandIn> {
  const requests: StripeApiRequest[] = [];
  const sessions = new Map<string, SessionRecord>();
  const answered = new Map<string, { fingerprint: string; answer: Answer }>();
  const lose = new Set<string>();
  const fail = new Set<string>();
  const refunds: Json[] = [];

  function sessionAnswer(record: SessionRecord, expand: string[]): Json {
    const expandIntent = expand.some((path) => path.startsWith('payment_intent'));
    const expandCharge = expand.includes('payment_intent.latest_charge');
    const intent =
      record.intent === null
        ? null
        : expandIntent
          ? {
              ...record.intent,
              latest_charge: expandCharge ? record.charge : (record.charge?.id ?? null),
            }
          : record.intent.id;
    return { ...record.session, payment_intent: intent };
  }

  function createSession(form: Record<string, string>): Answer {
    if (form.mode !== 'payment') return error(400, 'invalid_request_error', 'Unsupported mode');
    const items = lineItemsOf(form);
    if (items.length === 0)
      return error(400, 'invalid_request_error', 'line_items is required', 'parameter_missing');
    const id = newId('cs');
    const metadata = Object.fromEntries(
      Object.entries(form)
        .filter(([key]) => /^metadata\[[^\]]+\]$/.test(key))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const session: Json = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      success_url: form.success_url ?? null,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      metadata,
      currency: form['line_items[0][price_data][currency]'] ?? 'usd',
      amount_total: items.reduce((sum, item) => sum + item.amount * item.qty, 0),
      created: Math.floor(Date.now() / 1000),
      expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
      livemode: false,
      payment_intent: null,
    };
    sessions.set(id, { session, intent: null, charge: null });
    return { status: 200, body: sessionAnswer({ session, intent: null, charge: null }, []) };
  }

  function expireSession(id: string): Answer {
    const record = sessions.get(id);
    if (record === undefined)
      return error(
        404,
        'invalid_request_error',
        `No such checkout.session: '${id}'`,
        'resource_missing',
      );
    if (record.session.status !== 'open')
      return error(
        400,
        'invalid_request_error',
        'Only Checkout Sessions with a status of open can be expired.',
      );
    record.session.status = 'expired';
    return { status: 200, body: sessionAnswer(record, []) };
  }

  function createRefund(form: Record<string, string>): Answer {
    const record = [...sessions.values()].find(
      (candidate) => candidate.intent?.id === form.payment_intent,
    );
    if (record?.charge == null)
      return error(404, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
    if (record.charge.refunded === true)
      return error(
        400,
        'invalid_request_error',
        'Charge has already been refunded.',
        'charge_already_refunded',
      );
    record.charge.refunded = true;
    record.charge.amount_refunded = record.charge.amount;
    const refund: Json = {
      id: newId('re'),
      object: 'refund',
      amount: record.charge.amount,
      charge: record.charge.id,
      payment_intent: record.intent?.id,
      status: 'succeeded',
      metadata: {},
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  function route(request: StripeApiRequest): Answer {
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(request.form);
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire?.[1] !== undefined) return expireSession(expire[1]);
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve?.[1] !== undefined) {
      const record = sessions.get(retrieve[1]);
      if (record === undefined)
        return error(404, 'invalid_request_error', 'No such checkout.session', 'resource_missing');
      const expand = Object.entries(request.query)
        .filter(([key]) => key.startsWith('expand['))
        .map(([, value]) => value);
      return { status: 200, body: sessionAnswer(record, expand) };
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(request.form);
    return error(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  /** The work of a request, or the failure a test asked for. */
  function work(request: StripeApiRequest): Answer {
    if (request.method === 'POST' && fail.delete(request.path))
      return error(500, 'api_error', 'Something went wrong at Stripe');
    return route(request);
  }

  function answerOf(request: StripeApiRequest): Answer {
    if (request.method !== 'POST' || request.idempotencyKey === undefined) return work(request);
    const fingerprint = `${request.path}?${JSON.stringify(request.form)}`;
    const earlier = answered.get(request.idempotencyKey);
    if (earlier !== undefined) {
      if (earlier.fingerprint !== fingerprint)
        return error(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      return earlier.answer;
    }
    const answer = work(request);
    answered.set(request.idempotencyKey, { fingerprint, answer });
    return answer;
  }

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stripe.invalid');
      const key = incoming.headers['idempotency-key'];
      const request: StripeApiRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        idempotencyKey: typeof key === 'string' ? key : undefined,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
        query: Object.fromEntries(url.searchParams),
      };
      requests.push(request);
      const send = (answer: Answer, headers: Record<string, string> = {}) => {
        outgoing.writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
          ...headers,
        });
        outgoing.end(JSON.stringify(answer.body));
      };
      if (incoming.headers.authorization !== `Bearer ${secretKey}`) {
        send(error(401, 'invalid_request_error', 'Invalid API Key provided'));
        return;
      }
      const answer = answerOf(request);
      if (request.method === 'POST' && lose.delete(request.path)) {
        outgoing.socket?.destroy();
        return;
      }
      send(answer, answer.status >= 500 ? { 'stripe-should-retry': 'false' } : {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function record(id: string): SessionRecord {
    const found = sessions.get(id);
    if (found === undefined) throw new Error(`No session ${id}`);
    return found;
  }

  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    sessions,
    refunds,
    session: (id) => sessionAnswer(record(id), []),
    pay(id, card = { brand: 'visa', last4: '4242' }) {
      const paid = record(id);
      const amount = paid.session.amount_total as number;
      const intentId = newId('pi');
      paid.charge = {
        id: newId('ch'),
        object: 'charge',
        amount,
        amount_refunded: 0,
        currency: 'usd',
        paid: true,
        refunded: false,
        status: 'succeeded',
        payment_intent: intentId,
        payment_method_details: {
          type: 'card',
          card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2039 },
        },
      };
      paid.intent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        currency: 'usd',
        status: 'succeeded',
        last_payment_error: null,
        latest_charge: paid.charge.id,
      };
      paid.session.status = 'complete';
      paid.session.payment_status = 'paid';
    },
    failPayment(id, message) {
      const failed = record(id);
      failed.intent = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: failed.session.amount_total,
        currency: 'usd',
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', message },
        latest_charge: null,
      };
      failed.session.status = 'complete';
      failed.session.payment_status = 'unpaid';
    },
    loseNextAnswer: (path) => lose.add(path),
    failNext: (path) => fail.add(path),
    forgetIdempotencyKeys: () => answered.clear(),
    requestsTo: (method, path) =>
      requests.filter((request) => request.method === method && request.path === path),
    event: (type, object) => ({
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    }),
    async deliver(endpoint, event) {
      const { payload, signature } = signedEvent(event, endpoint.secret);
      // No cookie, no security header: only the signature vouches for Stripe.
      const answer = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      });
      return { status: answer.status, body: await answer.text() };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
  };
}
