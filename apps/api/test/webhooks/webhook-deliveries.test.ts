// A filing account's webhooks against a real receiver on the loopback address: events are posted
// signed to each active endpoint of the filing's account (and to nobody else), failures are retried
// with growing waits and given up after a day, redirects are not followed, replays send the event
// again, the delivery log pages newest first, and two passes at once (two server processes on
// PostgreSQL) post each delivery once. Registration refuses addresses the registry will not call.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createLlcMinimalFiling, FILING_VALUES_VERSION } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { filingAccounts, filings, webhookDeliveries } from '../../src/db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../src/http-errors.ts';
import {
  eventPayload,
  recordRegistryEvent,
  type RegistryEvent,
} from '../../src/modules/events/registry-events.ts';
import {
  deliverDueWebhooks,
  listDeliveries,
  queueWebhookDeliveries,
  replayDelivery,
  webhookBackoffMs,
  type DeliverDueWebhooksOptions,
} from '../../src/modules/webhooks/webhook-deliveries.ts';
import {
  disableWebhookEndpoint,
  listWebhookEndpoints,
  registerWebhookEndpoint,
  type WebhookEndpointOptions,
} from '../../src/modules/webhooks/webhook-endpoints.ts';
import {
  signWebhookBody,
  verifyWebhookSignature,
} from '../../src/modules/webhooks/webhook-signature.ts';
import { eq } from 'drizzle-orm';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Answer = number | 'hang';

/** A webhook receiver on 127.0.0.1: answers each path as told (the last answer repeats). */
async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, Answer[]>();
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString() });
      const planned = answers.get(path) ?? [];
      const answer = (planned.length > 1 ? planned.shift() : planned[0]) ?? 200;
      if (answer === 'hang') return;
      if (answer >= 300 && answer < 400) response.setHeader('location', `${path}/elsewhere`);
      response.statusCode = answer;
      response.end('thanks');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${String(port)}${path}`,
    answer(path: string, ...planned: Answer[]) {
      answers.set(path, planned);
    },
    to: (path: string) => received.filter((request) => request.path === path),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const loopback = { allowInsecureLoopback: true };
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const hours = (n: number) => n * 3_600_000;

describe.each(databaseKinds)('webhooks on %s', (kind) => {
  let testApp: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const warnings: string[] = [];
  const log = { warn: (_details: object, message: string) => void warnings.push(message) };
  const db = () => testApp.database.db;
  /** A few seconds ahead of the database's clock, so what was queued just now is due. */
  const soon = () => new Date(Date.now() + 2_000);
  const pass = (now: Date, options: Partial<DeliverDueWebhooksOptions> = {}) =>
    deliverDueWebhooks(db(), { now, log, timeoutMs: 2_000, ...options });

  beforeAll(async () => {
    receiver = await startReceiver();
    testApp = await createTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
    await receiver.close();
  });

  async function createAccount(name: string): Promise<number> {
    const [account] = await db()
      .insert(filingAccounts)
      .values({ name, contactEmail: 'api@example.com' })
      .returning({ id: filingAccounts.id });
    if (account === undefined) throw new Error('no account');
    return account.id;
  }

  /** A filing of the account approved: its event written as the review writes it. */
  async function approveFiling(accountId: number | null, name: string) {
    return db().transaction(async (tx) => {
      const [filing] = await tx
        .insert(filings)
        .values({
          ref: randomUUID(),
          filingType: 'llc',
          transactionType: 'ARTORG_LLC',
          transactionDescription: 'Articles of Organization',
          entityType: 'DLLC',
          entityId: null,
          entityName: name,
          values: { ...createLlcMinimalFiling(), entityName: { name } },
          valuesVersion: FILING_VALUES_VERSION,
          status: 'FILED',
          feeCents: 0,
          filingAccountId: accountId,
        })
        .returning();
      if (filing === undefined) throw new Error('no filing');
      const event: RegistryEvent = {
        type: 'filing.approved',
        filing,
        statusUrl: 'http://localhost:3000/business/filing/status',
      };
      return { eventId: await recordRegistryEvent(tx, event), event };
    });
  }

  /** Stops every endpoint of the account, so that nothing it left pending reaches later tests. */
  async function closeAccount(accountId: number) {
    for (const endpoint of await listWebhookEndpoints(db(), accountId))
      await disableWebhookEndpoint(db(), accountId, endpoint.id);
  }

  async function deliveryRow(id: number) {
    const [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    if (row === undefined) throw new Error(`no delivery ${String(id)}`);
    return row;
  }

  it("posts a signed event to each active endpoint of the filing's account and nobody else", async () => {
    const firm = await createAccount(`Firm ${kind}`);
    const rival = await createAccount(`Rival ${kind}`);
    const endpoint = await registerWebhookEndpoint(
      db(),
      firm,
      receiver.url(`/a/${kind}`),
      loopback,
    );
    const retired = await registerWebhookEndpoint(
      db(),
      firm,
      receiver.url(`/a-retired/${kind}`),
      loopback,
    );
    await disableWebhookEndpoint(db(), firm, retired.id);
    await registerWebhookEndpoint(db(), rival, receiver.url(`/b/${kind}`), loopback);

    const { eventId, event } = await approveFiling(firm, `Signed ${kind} LLC`);
    // A filing made on the website (no filing account) is posted to nobody.
    await approveFiling(null, `Website ${kind} LLC`);
    // The reaction running twice for one event still queues one delivery per endpoint.
    await db().transaction((tx) => queueWebhookDeliveries(tx, event, eventId));

    const now = soon();
    expect(await pass(now)).toEqual({ claimed: 1, delivered: 1, retried: 0, failed: 0 });
    expect(await pass(now)).toEqual({ claimed: 0, delivered: 0, retried: 0, failed: 0 });

    expect(receiver.to(`/a-retired/${kind}`)).toEqual([]);
    expect(receiver.to(`/b/${kind}`)).toEqual([]);
    const [request] = receiver.to(`/a/${kind}`);
    expect(receiver.to(`/a/${kind}`)).toHaveLength(1);
    if (request === undefined) throw new Error('nothing received');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['registrar-event-id']).toBe(String(eventId));
    expect(request.headers['registrar-event-type']).toBe('filing.approved');
    expect(JSON.parse(request.body)).toEqual(eventPayload(event));
    expect(JSON.parse(request.body)).toMatchObject({
      type: 'filing.approved',
      filing: { entityName: `Signed ${kind} LLC`, status: 'FILED' },
    });

    const header = request.headers['registrar-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const at = { nowSeconds: seconds(now) };
    expect(verifyWebhookSignature(endpoint.secret, header, request.body, at)).toBe(true);
    expect(verifyWebhookSignature(endpoint.secret, header, `${request.body} `, at)).toBe(false);
    expect(verifyWebhookSignature(retired.secret, header, request.body, at)).toBe(false);
    expect(
      verifyWebhookSignature(endpoint.secret, header, request.body, {
        nowSeconds: seconds(now) + 301,
      }),
    ).toBe(false);
    expect(verifyWebhookSignature(endpoint.secret, 'v1=abc', request.body, at)).toBe(false);
    expect(verifyWebhookSignature(endpoint.secret, undefined, request.body, at)).toBe(false);
    expect(signWebhookBody(endpoint.secret, request.body, seconds(now))).toBe(header);

    const deliveryLog = await listDeliveries(db(), firm, { limit: 10 });
    expect(deliveryLog.nextCursor).toBeNull();
    expect(deliveryLog.deliveries).toEqual([
      expect.objectContaining({
        id: Number(request.headers['registrar-delivery-id']),
        eventId,
        eventType: 'filing.approved',
        endpointUrl: endpoint.url,
        status: 'DELIVERED',
        attempts: 1,
        lastStatusCode: 200,
        lastError: null,
        replayOf: null,
        nextAttemptAt: null,
      }),
    ]);
    expect(deliveryLog.deliveries[0]?.deliveredAt).toBeInstanceOf(Date);
    expect((await listDeliveries(db(), rival, { limit: 10 })).deliveries).toEqual([]);
    await closeAccount(firm);
    await closeAccount(rival);
  });

  it('retries an endpoint that fails with growing waits until it answers', async () => {
    const firm = await createAccount(`Flaky ${kind}`);
    const path = `/flaky/${kind}`;
    receiver.answer(path, 500, 503, 200);
    const endpoint = await registerWebhookEndpoint(db(), firm, receiver.url(path), loopback);
    await approveFiling(firm, `Flaky ${kind} LLC`);

    const t0 = soon();
    expect(await pass(t0)).toMatchObject({ claimed: 1, retried: 1 });
    const [delivery] = (await listDeliveries(db(), firm, { limit: 1 })).deliveries;
    if (delivery === undefined) throw new Error('no delivery');
    const first = await deliveryRow(delivery.id);
    expect(first).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 500 });
    expect(first.lastError).toBe('The endpoint answered 500.');
    const firstWait = first.nextAttemptAt.getTime() - t0.getTime();
    expect(firstWait).toBeGreaterThanOrEqual(24_000);
    expect(firstWait).toBeLessThanOrEqual(31_000);

    // Not due yet: nothing is posted.
    expect(await pass(new Date(t0.getTime() + 10_000))).toMatchObject({ claimed: 0 });

    expect(await pass(first.nextAttemptAt)).toMatchObject({ claimed: 1, retried: 1 });
    const second = await deliveryRow(delivery.id);
    expect(second).toMatchObject({ status: 'PENDING', attempts: 2, lastStatusCode: 503 });
    const secondWait = second.nextAttemptAt.getTime() - first.nextAttemptAt.getTime();
    expect(secondWait).toBeGreaterThanOrEqual(48_000);
    expect(secondWait).toBeLessThanOrEqual(61_000);

    expect(await pass(second.nextAttemptAt)).toMatchObject({ claimed: 1, delivered: 1 });
    expect(await deliveryRow(delivery.id)).toMatchObject({
      status: 'DELIVERED',
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
    });
    const bodies = receiver.to(path);
    expect(bodies).toHaveLength(3);
    // Every attempt carries the same event and delivery, each signed when it was sent.
    expect(new Set(bodies.map((request) => request.body)).size).toBe(1);
    for (const request of bodies) {
      expect(request.headers['registrar-delivery-id']).toBe(String(delivery.id));
      const header = request.headers['registrar-signature'] as string;
      const t = Number(/t=(\d+)/.exec(header)?.[1]);
      expect(
        verifyWebhookSignature(endpoint.secret, header, request.body, { nowSeconds: t + 1 }),
      ).toBe(true);
    }
    await closeAccount(firm);
  });

  it('waits 30 s, 1 min, 2 min and so on, never more than an hour, jittered down', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => webhookBackoffMs(n, none))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
    expect(webhookBackoffMs(1, () => 0.999)).toBeGreaterThan(24_000);
    expect(webhookBackoffMs(1, () => 0.999)).toBeLessThan(30_000);
  });

  it('gives up on an endpoint that never answers once the delivery is a day old', async () => {
    const firm = await createAccount(`Silent ${kind}`);
    const path = `/silent/${kind}`;
    receiver.answer(path, 'hang');
    await registerWebhookEndpoint(db(), firm, receiver.url(path), loopback);
    await approveFiling(firm, `Silent ${kind} LLC`);
    const quick = { timeoutMs: 200 };

    let now = soon();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await pass(now, quick)).toMatchObject({ claimed: 1, retried: 1 });
      const [delivery] = (await listDeliveries(db(), firm, { limit: 1 })).deliveries;
      expect(delivery).toMatchObject({
        status: 'PENDING',
        attempts: attempt,
        lastStatusCode: null,
        lastError: 'No answer within 0.2 seconds.',
      });
      if (delivery?.nextAttemptAt == null) throw new Error('no next attempt');
      waits.push(delivery.nextAttemptAt.getTime() - now.getTime());
      now = delivery.nextAttemptAt;
    }
    // About 30 s, 1 min, 2 min: each wait longer than the one before, whatever the jitter.
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(new Set(waits).size).toBe(3);
    expect(waits[0]).toBeGreaterThanOrEqual(24_000);
    expect(waits[2]).toBeLessThanOrEqual(121_000);

    const warned = warnings.length;
    expect(await pass(new Date(Date.now() + hours(25)), quick)).toMatchObject({
      claimed: 1,
      failed: 1,
    });
    const [failed] = (await listDeliveries(db(), firm, { limit: 1 })).deliveries;
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 4, nextAttemptAt: null });
    expect(warnings.length).toBe(warned + 1);
    expect(await pass(new Date(Date.now() + hours(26)), quick)).toMatchObject({ claimed: 0 });
    expect(receiver.to(path)).toHaveLength(4);
    await closeAccount(firm);
  });

  it('replays a delivery as a new one that names it, and only for its own account', async () => {
    const firm = await createAccount(`Replay ${kind}`);
    const stranger = await createAccount(`Stranger ${kind}`);
    const path = `/replay/${kind}`;
    receiver.answer(path, 503);
    const endpoint = await registerWebhookEndpoint(db(), firm, receiver.url(path), loopback);
    const { eventId } = await approveFiling(firm, `Replay ${kind} LLC`);

    await pass(soon());
    const dayLater = new Date(Date.now() + hours(25));
    expect(await pass(dayLater)).toMatchObject({ failed: 1 });
    const [original] = (await listDeliveries(db(), firm, { limit: 1 })).deliveries;
    if (original === undefined) throw new Error('no delivery');
    expect(original.status).toBe('FAILED');

    await expect(replayDelivery(db(), stranger, original.id, dayLater)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(replayDelivery(db(), stranger, original.id, dayLater)).rejects.toBeInstanceOf(
      HttpProblem,
    );

    receiver.answer(path, 200);
    const replay = await replayDelivery(db(), firm, original.id, dayLater);
    expect(replay).toMatchObject({
      eventId,
      endpointUrl: endpoint.url,
      status: 'PENDING',
      attempts: 0,
      replayOf: original.id,
      nextAttemptAt: dayLater,
    });
    expect(await pass(dayLater)).toEqual({ claimed: 1, delivered: 1, retried: 0, failed: 0 });

    const deliveryLog = (await listDeliveries(db(), firm, { limit: 10 })).deliveries;
    expect(deliveryLog.map((delivery) => [delivery.id, delivery.status])).toEqual([
      [replay.id, 'DELIVERED'],
      [original.id, 'FAILED'],
    ]);
    const last = receiver.to(path).at(-1);
    expect(last?.headers['registrar-event-id']).toBe(String(eventId));
    expect(last?.headers['registrar-delivery-id']).toBe(String(replay.id));
    expect(
      verifyWebhookSignature(
        endpoint.secret,
        last?.headers['registrar-signature'] as string,
        last?.body ?? '',
        { nowSeconds: seconds(dayLater) },
      ),
    ).toBe(true);
    await closeAccount(firm);
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    const firm = await createAccount(`Moved ${kind}`);
    const path = `/moved/${kind}`;
    receiver.answer(path, 302);
    await registerWebhookEndpoint(db(), firm, receiver.url(path), loopback);
    await approveFiling(firm, `Moved ${kind} LLC`);
    expect(await pass(soon())).toMatchObject({ claimed: 1, retried: 1 });
    const [delivery] = (await listDeliveries(db(), firm, { limit: 1 })).deliveries;
    expect(delivery).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 302 });
    expect(delivery?.lastError).toContain('redirect');
    expect(receiver.to(`${path}/elsewhere`)).toEqual([]);
    await closeAccount(firm);
  });

  it('pages the delivery log newest first', async () => {
    const firm = await createAccount(`Pages ${kind}`);
    await registerWebhookEndpoint(db(), firm, receiver.url(`/pages/${kind}`), loopback);
    const events: number[] = [];
    for (let n = 1; n <= 3; n += 1)
      events.push((await approveFiling(firm, `Page ${String(n)} ${kind} LLC`)).eventId);
    const first = await listDeliveries(db(), firm, { limit: 2 });
    expect(first.deliveries.map((delivery) => delivery.eventId)).toEqual([events[2], events[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await listDeliveries(db(), firm, {
      limit: 2,
      cursor: first.nextCursor ?? undefined,
    });
    expect(second.deliveries.map((delivery) => delivery.eventId)).toEqual([events[0]]);
    expect(second.nextCursor).toBeNull();
    await expect(listDeliveries(db(), firm, { limit: 2, cursor: 'nonsense' })).rejects.toEqual(
      expect.any(ValidationFailed),
    );
    // Disabling the endpoint closes what it had waiting; the log keeps it.
    await closeAccount(firm);
    const closed = await listDeliveries(db(), firm, { limit: 10 });
    expect(closed.deliveries.map((delivery) => delivery.status)).toEqual([
      'FAILED',
      'FAILED',
      'FAILED',
    ]);
    expect(await pass(soon())).toMatchObject({ claimed: 0 });
  });

  it('registers https addresses, and http only to this machine when allowed', async () => {
    const firm = await createAccount(`Addresses ${kind}`);
    const refusal = async (url: string, options: WebhookEndpointOptions = loopback) => {
      const error: unknown = await registerWebhookEndpoint(db(), firm, url, options).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ValidationFailed);
      const [fieldError] = (error as ValidationFailed).errors;
      expect(fieldError?.field).toBe('url');
      return fieldError?.message;
    };
    expect(await refusal('http://example.com/hooks')).toBe(
      'Enter an address that starts with https://.',
    );
    expect(await refusal('ftp://example.com/hooks')).toBe(
      'Enter an address that starts with https://.',
    );
    expect(await refusal('http://127.0.0.1:8080/hooks', {})).toBe(
      'Enter an address that starts with https://.',
    );
    expect(await refusal('https://user:secret@example.com/hooks')).toContain('user name');
    expect(await refusal('https://example.com/hooks#top')).toContain('#');
    expect(await refusal('https://example.com/hooks#')).toContain('#');
    expect(await refusal('not an address')).toContain('full address');
    expect(await refusal(`https://example.com/${'a'.repeat(2_000)}`)).toContain('2,000');
    expect(await refusal('https://10.1.2.3/hooks')).toContain('public internet');
    expect(await refusal('https://localhost/hooks', {})).toContain('public internet');

    const registered = await registerWebhookEndpoint(db(), firm, 'https://example.com/hooks');
    expect(registered.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(registered.url).toBe('https://example.com/hooks');
    const local = await registerWebhookEndpoint(db(), firm, 'http://[::1]:9/hooks', loopback);
    expect(local.url).toBe('http://[::1]:9/hooks');
    await registerWebhookEndpoint(db(), firm, 'http://localhost:9/hooks', loopback);
    for (let n = 4; n <= 10; n += 1)
      await registerWebhookEndpoint(db(), firm, `https://example.com/hooks/${String(n)}`);
    await expect(
      registerWebhookEndpoint(db(), firm, 'https://example.com/one-too-many'),
    ).rejects.toMatchObject({ statusCode: 409 });

    const listed = await listWebhookEndpoints(db(), firm);
    expect(listed).toHaveLength(10);
    expect(JSON.stringify(listed)).not.toContain('whsec_');

    const other = await createAccount(`Other ${kind}`);
    await expect(disableWebhookEndpoint(db(), other, registered.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    const disabled = await disableWebhookEndpoint(db(), firm, registered.id);
    expect(disabled.disabledAt).toBeInstanceOf(Date);
    const again = await registerWebhookEndpoint(db(), firm, 'https://example.com/hooks');
    expect(again.secret).not.toBe(registered.secret);
    await closeAccount(firm);
  });

  it.runIf(kind === 'postgres')(
    'posts each delivery once when two server processes run the pass at the same time',
    async () => {
      const second = await openDatabase({
        databaseUrl: testApp.database.connectionString,
        poolSize: 5,
      });
      try {
        const firm = await createAccount(`Busy ${kind}`);
        const path = `/busy/${kind}`;
        await registerWebhookEndpoint(db(), firm, receiver.url(path), loopback);
        for (let n = 1; n <= 12; n += 1) await approveFiling(firm, `Busy ${String(n)} LLC`);
        const now = soon();
        const results = await Promise.all([
          deliverDueWebhooks(db(), { now, log, limit: 8 }),
          deliverDueWebhooks(second.db, { now, log, limit: 8 }),
          deliverDueWebhooks(db(), { now, log, limit: 8 }),
        ]);
        const more = await deliverDueWebhooks(second.db, { now, log });
        const delivered = results.reduce((sum, result) => sum + result.delivered, more.delivered);
        expect(delivered).toBe(12);
        const claimed = results.reduce((sum, result) => sum + result.claimed, more.claimed);
        expect(claimed).toBe(12);
        const ids = receiver.to(path).map((request) => request.headers['registrar-delivery-id']);
        expect(ids).toHaveLength(12);
        expect(new Set(ids).size).toBe(12);
        const deliveryLog = await listDeliveries(db(), firm, { limit: 20 });
        expect(deliveryLog.deliveries.every((delivery) => delivery.attempts === 1)).toBe(true);
        await closeAccount(firm);
      } finally {
        await second.close();
      }
    },
  );
});
