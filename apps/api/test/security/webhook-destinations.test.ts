// A webhook endpoint must not be a way for a filing account to make the registry call into its own
// network. Addresses that name this machine or a private network are refused when they are
// registered, in whatever spelling; a name is resolved at every delivery and the registry never
// connects to an address it would refuse, however the name came to point there; and the delivery
// log words every failure to connect alike, so that it cannot tell an open port from a closed one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretsKeyringOf } from '../../src/modules/secrets/sealed-secrets.ts';
import {
  deliverDueWebhooks,
  type DeliverDueWebhooksOptions,
} from '../../src/modules/webhooks/webhook-deliveries.ts';
import { approveAccountFiling } from '../support/account-events.ts';
import { openFilingAccount, type FilingApiClient } from '../support/filing-api-client.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import { startConnectionCounter } from '../support/webhook-receiver.ts';

const couldNotConnect =
  'Could not connect to the endpoint. Check that the address is right and on the public internet, and that its server accepts connections.';

describe.each(databaseKinds)('webhook destinations on %s', (kind) => {
  let testApp: TestApp;
  let counter: Awaited<ReturnType<typeof startConnectionCounter>>;
  const log = { warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    // Production's rules: no exception for receivers on this machine.
    testApp = await createTestApp(kind, { env: { APP_ENV: 'prod' } });
    counter = await startConnectionCounter();
  });
  afterAll(async () => {
    await counter.close();
    await testApp.close();
  });

  let keys = 0;
  const register = (client: FilingApiClient, url: string) =>
    client.call('POST', '/filing-api/v1/webhook-endpoints', {
      idempotencyKey: `register-${String((keys += 1))}`,
      payload: { url },
    });

  /** One delivery pass as the test server runs it, with the given resolver. */
  const pass = async (lookup: DeliverDueWebhooksOptions['lookup']) =>
    deliverDueWebhooks(testApp.database.db, {
      now: new Date(Date.now() + 2_000),
      log,
      secrets: await secretsKeyringOf(testApp.config),
      allowInsecureLoopback: testApp.config.webhooks.allowInsecureLoopback,
      timeoutMs: 2_000,
      lookup,
    });

  it('refuses addresses that name this machine or a private network, in any spelling', async () => {
    const client = await openFilingAccount(testApp, `Neighbours ${kind}`);
    const port = String(counter.port);
    for (const url of [
      `https://localhost.:${port}/`,
      `https://hooks.localhost:${port}/`,
      `https://printer.local/`,
      `https://metadata.google.internal/computeMetadata/v1/`,
      `https://intranet/`,
      `https://127.0.0.1:${port}/`,
      `https://0x7f.1:${port}/`,
      `https://2130706433:${port}/`,
      `https://[::1]:${port}/`,
      `https://[::7f00:1]:${port}/`,
      `https://[::ffff:127.0.0.1]:${port}/`,
      `https://[64:ff9b::7f00:1]:${port}/`,
      `https://[2002:7f00:1::1]:${port}/`,
      `https://[fe80::1]/`,
      `https://[fd00::1]/`,
      `https://169.254.169.254/latest/meta-data/`,
      `https://100.64.0.1/`,
      `https://198.18.0.1/`,
      `https://0.0.0.0:${port}/`,
    ]) {
      const answer = await register(client, url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toEqual({
        apiData: {
          code: 400,
          errors: [{ field: 'url', message: 'Enter an address on the public internet.' }],
        },
      });
    }
    expect(counter.connections()).toBe(0);
  });

  it('never posts to a host name that resolves to loopback, and words it as any failure to connect', async () => {
    const client = await openFilingAccount(testApp, `Rebinding ${kind}`);
    const registered = await register(client, `https://hooks.example.test:${counter.port}/events`);
    expect(registered.statusCode, registered.body).toBe(200);
    const missing = await register(client, 'https://nowhere.example.test/events');
    expect(missing.statusCode, missing.body).toBe(200);
    await approveAccountFiling(testApp.database.db, client.accountId, `Rebinding ${kind} LLC`);

    // The name passed at registration; at delivery it points at this machine.
    const answered: string[] = [];
    const result = await pass(async (hostname) => {
      answered.push(hostname);
      if (hostname === 'hooks.example.test') return [{ address: '127.0.0.1', family: 4 }];
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    });
    expect(result).toMatchObject({ claimed: 2, delivered: 0, retried: 2 });
    expect(answered.sort()).toEqual(['hooks.example.test', 'nowhere.example.test']);
    expect(counter.connections()).toBe(0);

    const log = await client.call('GET', '/filing-api/v1/webhook-deliveries');
    expect(log.statusCode, log.body).toBe(200);
    const deliveries = log.json().apiData.deliveries as {
      url: string;
      lastError: string;
      attemptsLog: { error: string }[];
    }[];
    // The refused address and the name that does not resolve read the same.
    const byUrl = [...deliveries].sort((a, b) => a.url.localeCompare(b.url));
    expect(byUrl.map((delivery) => [delivery.url, delivery.lastError])).toEqual([
      [`https://hooks.example.test:${counter.port}/events`, couldNotConnect],
      ['https://nowhere.example.test/events', couldNotConnect],
    ]);
    expect(byUrl.map((delivery) => delivery.attemptsLog.map((attempt) => attempt.error))).toEqual([
      [couldNotConnect],
      [couldNotConnect],
    ]);
  });
});
