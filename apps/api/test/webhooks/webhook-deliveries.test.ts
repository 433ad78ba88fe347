// A filing account's webhooks against a real receiver on the loopback address: events are posted
// signed to each active endpoint of the filing's account (and to nobody else), failures are retried
// with growing waits and given up after a day, redirects are not followed, replays send the event
// again, the delivery log pages newest first, and two passes at once (two server processes on
// PostgreSQL) post each delivery once. Registration refuses addresses the registry will not call;
// a delivery resolves the endpoint's name each time, connects only to the address it judged, and
// checks the certificate against the name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { webhookDeliveries } from '../../src/db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../src/http-errors.ts';
import { eventPayload } from '../../src/modules/events/registry-events.ts';
import { secretsKeyringOf, type SecretsKeyring } from '../../src/modules/secrets/sealed-secrets.ts';
import type { HostLookup } from '../../src/modules/webhooks/webhook-addresses.ts';
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
import { approveAccountFiling, createFilingAccount } from '../support/account-events.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import {
  selfSignedCertificate,
  startConnectionCounter,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../support/webhook-receiver.ts';

/** What a delivery log says of every failure to reach an endpoint. */
const couldNotConnect =
  'Could not connect to the endpoint. Check that the address is right and on the public internet, and that its server accepts connections.';

/** A resolver that knows the given names only, each answering the addresses listed for it. */
function resolverOf(names: Record<string, string[]>) {
  const asked: string[] = [];
  const lookup: HostLookup = async (hostname) => {
    asked.push(hostname);
    const addresses = names[hostname];
    if (addresses === undefined)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { lookup, asked };
}

const loopback = { allowInsecureLoopback: true };
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const hours = (n: number) => n * 3_600_000;

describe.each(databaseKinds)('webhooks on %s', (kind) => {
  let testApp: TestApp;
  let receiver: WebhookReceiver;
  const warnings: string[] = [];
  const errors: string[] = [];
  const log = {
    warn: (_details: object, message: string) => void warnings.push(message),
    error: (_details: object, message: string) => void errors.push(message),
  };
  let secrets: SecretsKeyring;
  const db = () => testApp.database.db;
  /** A few seconds ahead of the database's clock, so what was queued just now is due. */
  const soon = () => new Date(Date.now() + 2_000);
  /** A pass as outside production: the receiver is on this machine's loopback address. */
  const pass = (now: Date, options: Partial<DeliverDueWebhooksOptions> = {}) =>
    deliverDueWebhooks(db(), {
      now,
      log,
      timeoutMs: 2_000,
      secrets,
      allowInsecureLoopback: true,
      ...options,
    });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    testApp = await createTestApp(kind);
    secrets = await secretsKeyringOf(testApp.config);
  });
  afterAll(async () => {
    await testApp.close();
    await receiver.close();
  });

  const createAccount = (name: string) => createFilingAccount(db(), name);
  const approveFiling = (accountId: number | null, name: string) =>
    approveAccountFiling(db(), accountId, name);

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
      secrets,
      firm,
      receiver.url(`/a/${kind}`),
      loopback,
    );
    const retired = await registerWebhookEndpoint(
      db(),
      secrets,
      firm,
      receiver.url(`/a-retired/${kind}`),
      loopback,
    );
    await disableWebhookEndpoint(db(), firm, retired.id);
    await registerWebhookEndpoint(db(), secrets, rival, receiver.url(`/b/${kind}`), loopback);

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
    const endpoint = await registerWebhookEndpoint(
      db(),
      secrets,
      firm,
      receiver.url(path),
      loopback,
    );
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
    await registerWebhookEndpoint(db(), secrets, firm, receiver.url(path), loopback);
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
    const endpoint = await registerWebhookEndpoint(
      db(),
      secrets,
      firm,
      receiver.url(path),
      loopback,
    );
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
    await registerWebhookEndpoint(db(), secrets, firm, receiver.url(path), loopback);
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
    await registerWebhookEndpoint(db(), secrets, firm, receiver.url(`/pages/${kind}`), loopback);
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
      const error: unknown = await registerWebhookEndpoint(db(), secrets, firm, url, options).catch(
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

    const registered = await registerWebhookEndpoint(
      db(),
      secrets,
      firm,
      'https://example.com/hooks',
    );
    expect(registered.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(registered.url).toBe('https://example.com/hooks');
    const local = await registerWebhookEndpoint(
      db(),
      secrets,
      firm,
      'http://[::1]:9/hooks',
      loopback,
    );
    expect(local.url).toBe('http://[::1]:9/hooks');
    await registerWebhookEndpoint(db(), secrets, firm, 'http://localhost:9/hooks', loopback);
    for (let n = 4; n <= 10; n += 1)
      await registerWebhookEndpoint(db(), secrets, firm, `https://example.com/hooks/${String(n)}`);
    await expect(
      registerWebhookEndpoint(db(), secrets, firm, 'https://example.com/one-too-many'),
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
    const again = await registerWebhookEndpoint(db(), secrets, firm, 'https://example.com/hooks');
    expect(again.secret).not.toBe(registered.secret);
    await closeAccount(firm);
  });

  it('takes public addresses in any spelling, and refuses what can only be local', async () => {
    const firm = await createAccount(`Spellings ${kind}`);
    for (const url of [
      'https://93.184.216.34/hooks',
      'https://[2606:4700:4700::1111]/hooks',
      'https://[64:ff9b::808:808]/hooks',
      'https://hooks.example.test/events',
    ])
      expect((await registerWebhookEndpoint(db(), secrets, firm, url)).url).toBe(url);
    for (const url of [
      'https://localhost/hooks',
      'https://LOCALHOST./hooks',
      'https://api.localhost/hooks',
      'https://nas.local/hooks',
      'https://vault.internal/hooks',
      'https://router.home.arpa/hooks',
      'https://db/hooks',
      'https://0177.0.0.1/hooks',
      'https://[0:0:0:0:0:0:0:1]/hooks',
      'https://[::ffff:7f00:1]/hooks',
      'https://[64:ff9b::a9fe:a9fe]/hooks',
      'https://[2002:a9fe:a9fe::]/hooks',
      'https://[fc00::1]/hooks',
      'https://[ff02::1]/hooks',
      'https://[2001:db8::1]/hooks',
      'https://224.0.0.1/hooks',
      'https://255.255.255.255/hooks',
    ]) {
      const error: unknown = await registerWebhookEndpoint(db(), secrets, firm, url).catch(
        (caught: unknown) => caught,
      );
      expect(error, url).toBeInstanceOf(ValidationFailed);
      expect((error as ValidationFailed).errors, url).toEqual([
        { field: 'url', message: 'Enter an address on the public internet.' },
      ]);
    }
    await closeAccount(firm);
  });

  it('resolves the name at every attempt and connects to no address it refuses', async () => {
    const counter = await startConnectionCounter();
    try {
      const firm = await createAccount(`Rebound ${kind}`);
      const url = `https://hooks.example.test:${String(counter.port)}/rebound`;
      await registerWebhookEndpoint(db(), secrets, firm, url);
      await approveFiling(firm, `Rebound ${kind} LLC`);
      // Each attempt the name points somewhere else the registry must not call; none is reached,
      // even with loopback receivers allowed (that is for addresses that name them).
      const answers = [
        ['127.0.0.1'],
        ['10.0.0.7'],
        ['169.254.169.254'],
        ['::1'],
        ['::ffff:127.0.0.1'],
        ['64:ff9b::7f00:1'],
        ['2002:7f00:1::1'],
        ['fd00::7'],
        ['93.184.216.34', '127.0.0.1'],
      ];
      let now = soon();
      let asked = 0;
      for (const [attempt, addresses] of answers.entries()) {
        const lookup: HostLookup = async (hostname) => {
          asked += 1;
          expect(hostname).toBe('hooks.example.test');
          return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
        };
        expect(await pass(now, { lookup })).toMatchObject({ claimed: 1, retried: 1 });
        const [delivery] = (await listDeliveries(db(), firm, { limit: 1 })).deliveries;
        expect(delivery, addresses.join()).toMatchObject({
          attempts: attempt + 1,
          lastStatusCode: null,
          lastError: couldNotConnect,
        });
        if (delivery?.nextAttemptAt == null) throw new Error('no next attempt');
        now = delivery.nextAttemptAt;
      }
      expect(asked).toBe(answers.length);
      expect(counter.connections()).toBe(0);
      await closeAccount(firm);
    } finally {
      await counter.close();
    }
  });

  it('words every failure to connect alike: refused, reset, no such name, an address refused', async () => {
    const resetting = await startConnectionCounter({ reset: true });
    const closed = await startConnectionCounter();
    await closed.close();
    try {
      const firm = await createAccount(`Alike ${kind}`);
      const { lookup } = resolverOf({ 'inside.example.test': ['10.1.2.3'] });
      await registerWebhookEndpoint(
        db(),
        secrets,
        firm,
        `http://127.0.0.1:${String(closed.port)}/closed`,
        loopback,
      );
      await registerWebhookEndpoint(
        db(),
        secrets,
        firm,
        `http://127.0.0.1:${String(resetting.port)}/reset`,
        loopback,
      );
      await registerWebhookEndpoint(db(), secrets, firm, 'https://nowhere.example.test/missing');
      await registerWebhookEndpoint(db(), secrets, firm, 'https://inside.example.test/inside');
      await approveFiling(firm, `Alike ${kind} LLC`);
      expect(await pass(soon(), { lookup })).toMatchObject({ claimed: 4, retried: 4 });
      const { deliveries } = await listDeliveries(db(), firm, { limit: 10 });
      expect(deliveries).toHaveLength(4);
      for (const delivery of deliveries)
        expect(delivery, delivery.endpointUrl).toMatchObject({
          lastStatusCode: null,
          lastError: couldNotConnect,
        });
      expect(resetting.connections()).toBe(1);
      await closeAccount(firm);
    } finally {
      await resetting.close();
    }
  });

  it('reaches a receiver under its name at the address it checked, with the name in TLS', async () => {
    const certificate = selfSignedCertificate(['hooks.example.test']);
    const secure = await startWebhookReceiver(certificate);
    try {
      const firm = await createAccount(`Pinned ${kind}`);
      const endpoint = await registerWebhookEndpoint(
        db(),
        secrets,
        firm,
        secure.url('/pinned', 'hooks.example.test'),
      );
      // The certificate does not name this one, though it is the same receiver.
      const unnamed = await registerWebhookEndpoint(
        db(),
        secrets,
        firm,
        secure.url('/unnamed', 'other.example.test'),
      );
      const { eventId } = await approveFiling(firm, `Pinned ${kind} LLC`);
      const resolver = resolverOf({
        'hooks.example.test': ['127.0.0.1'],
        'other.example.test': ['127.0.0.1'],
      });
      const now = soon();
      const result = await pass(now, {
        lookup: resolver.lookup,
        allowResolvedLoopback: true,
        trustedCertificates: [certificate.cert],
      });
      expect(result).toMatchObject({ claimed: 2, delivered: 1, retried: 1 });
      // One lookup per delivery: the connection went to the address the lookup gave.
      expect(resolver.asked.sort()).toEqual(['hooks.example.test', 'other.example.test']);

      expect(secure.to('/unnamed')).toEqual([]);
      const [request] = secure.to('/pinned');
      expect(secure.to('/pinned')).toHaveLength(1);
      expect(request?.servername).toBe('hooks.example.test');
      expect(request?.headers.host).toBe(`hooks.example.test:${String(secure.port)}`);
      expect(request?.headers['registrar-event-id']).toBe(String(eventId));
      expect(
        verifyWebhookSignature(
          endpoint.secret,
          request?.headers['registrar-signature'] as string,
          request?.body ?? '',
          { nowSeconds: seconds(now) },
        ),
      ).toBe(true);
      const { deliveries } = await listDeliveries(db(), firm, { limit: 10 });
      expect(
        deliveries.map((delivery) => [delivery.endpointUrl, delivery.status, delivery.lastError]),
      ).toEqual(
        expect.arrayContaining([
          [secure.url('/pinned', 'hooks.example.test'), 'DELIVERED', null],
          [secure.url('/unnamed', 'other.example.test'), 'PENDING', couldNotConnect],
        ]),
      );

      // Without the test's leave, the same name pointing at this machine is not called.
      await disableWebhookEndpoint(db(), firm, unnamed.id);
      await approveFiling(firm, `Pinned again ${kind} LLC`);
      expect(
        await pass(soon(), { lookup: resolver.lookup, trustedCertificates: [certificate.cert] }),
      ).toMatchObject({ claimed: 1, retried: 1 });
      expect(secure.to('/pinned')).toHaveLength(1);
      await closeAccount(firm);
    } finally {
      await secure.close();
    }
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
        await registerWebhookEndpoint(db(), secrets, firm, receiver.url(path), loopback);
        for (let n = 1; n <= 12; n += 1) await approveFiling(firm, `Busy ${String(n)} LLC`);
        const now = soon();
        const options = { now, log, secrets, allowInsecureLoopback: true };
        const results = await Promise.all([
          deliverDueWebhooks(db(), { ...options, limit: 8 }),
          deliverDueWebhooks(second.db, { ...options, limit: 8 }),
          deliverDueWebhooks(db(), { ...options, limit: 8 }),
        ]);
        const more = await deliverDueWebhooks(second.db, options);
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
