// The delivery log as the account reads it (GET /filing-api/v1/webhook-deliveries): every attempt
// of every delivery is kept, with its status code or error and when it was made, so that a
// delivery that failed twice and then succeeded still shows its two failures; a replay starts a
// history of its own; and an attempt whose result came back after the delivery was taken from the
// pass (its endpoint disabled meanwhile) is not written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretsKeyringOf } from '../../src/modules/secrets/sealed-secrets.ts';
import {
  deliverDueWebhooks,
  type DeliverDueWebhooksOptions,
} from '../../src/modules/webhooks/webhook-deliveries.ts';
import { approveAccountFiling } from '../support/account-events.ts';
import { openFilingAccount, type FilingApiClient } from '../support/filing-api-client.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

interface LoggedAttempt {
  attempt: number;
  statusCode: number | null;
  error: string | null;
  at: string;
}

interface LoggedDelivery {
  id: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  replayOf: string | null;
  nextAttemptAt: string | null;
  attemptsLog: LoggedAttempt[];
}

describe.each(databaseKinds)('the delivery log on %s', (kind) => {
  let testApp: TestApp;
  let receiver: WebhookReceiver;
  const log = { warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    testApp = await createTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
    await receiver.close();
  });

  const pass = async (now: Date, options: Partial<DeliverDueWebhooksOptions> = {}) =>
    deliverDueWebhooks(testApp.database.db, {
      now,
      log,
      secrets: await secretsKeyringOf(testApp.config),
      allowInsecureLoopback: testApp.config.webhooks.allowInsecureLoopback,
      timeoutMs: 2_000,
      ...options,
    });

  async function deliveryLog(client: FilingApiClient): Promise<LoggedDelivery[]> {
    const answer = await client.call('GET', '/filing-api/v1/webhook-deliveries');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().apiData.deliveries as LoggedDelivery[];
  }

  async function registered(client: FilingApiClient, path: string): Promise<string> {
    const answer = await client.call('POST', '/filing-api/v1/webhook-endpoints', {
      idempotencyKey: `register ${path}`,
      payload: { url: receiver.url(path) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return String(answer.json().apiData.endpoint.id);
  }

  it('keeps every attempt: two failures and the success after them', async () => {
    const client = await openFilingAccount(testApp, `Attempts ${kind}`);
    const path = `/attempts/${kind}`;
    receiver.answer(path, 500, 503, 200);
    await registered(client, path);
    await approveAccountFiling(testApp.database.db, client.accountId, `Attempts ${kind} LLC`);

    const first = new Date(Date.now() + 2_000);
    expect(await pass(first)).toMatchObject({ retried: 1 });
    const [afterOne] = await deliveryLog(client);
    expect(afterOne?.attemptsLog).toEqual([
      {
        attempt: 1,
        statusCode: 500,
        error: 'The endpoint answered 500.',
        at: expect.any(String) as string,
      },
    ]);
    const second = new Date(afterOne?.nextAttemptAt ?? '');
    expect(await pass(second)).toMatchObject({ retried: 1 });
    const [afterTwo] = await deliveryLog(client);
    const third = new Date(afterTwo?.nextAttemptAt ?? '');
    expect(await pass(third)).toMatchObject({ delivered: 1 });

    const [delivery] = await deliveryLog(client);
    expect(delivery).toMatchObject({
      status: 'DELIVERED',
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
    });
    expect(delivery?.attemptsLog.map(({ at: _at, ...attempt }) => attempt)).toEqual([
      { attempt: 1, statusCode: 500, error: 'The endpoint answered 500.' },
      { attempt: 2, statusCode: 503, error: 'The endpoint answered 503.' },
      { attempt: 3, statusCode: 200, error: null },
    ]);
    // Each attempt at its own time, in the order they were made.
    const times = delivery?.attemptsLog.map((attempt) => Date.parse(attempt.at)) ?? [];
    expect(times[0]).toBeGreaterThanOrEqual(first.getTime());
    expect(times[1]).toBeGreaterThanOrEqual(second.getTime());
    expect(times[2]).toBeGreaterThanOrEqual(third.getTime());

    // A replay has attempts of its own; the original keeps its history.
    const replayed = await client.call(
      'POST',
      `/filing-api/v1/webhook-deliveries/${delivery?.id ?? ''}/replay`,
      { idempotencyKey: `replay-${kind}` },
    );
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json().apiData.delivery).toMatchObject({ attempts: 0, attemptsLog: [] });
    expect(await pass(new Date(Date.now() + 2_000))).toMatchObject({ delivered: 1 });
    const [replay, original] = await deliveryLog(client);
    expect(replay).toMatchObject({ replayOf: delivery?.id, attempts: 1 });
    expect(replay?.attemptsLog.map((attempt) => attempt.statusCode)).toEqual([200]);
    expect(original?.attemptsLog).toEqual(delivery?.attemptsLog);
  });

  it('writes no attempt that came back after its delivery was taken from the pass', async () => {
    const client = await openFilingAccount(testApp, `Taken ${kind}`);
    const path = `/taken/${kind}`;
    receiver.answer(path, 'hang');
    const endpointId = await registered(client, path);
    await approveAccountFiling(testApp.database.db, client.accountId, `Taken ${kind} LLC`);

    const running = pass(new Date(Date.now() + 2_000), { timeoutMs: 1_500 });
    // While the post waits for its answer, the account disables the endpoint.
    for (let wait = 0; receiver.to(path).length === 0 && wait < 100; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(receiver.to(path)).toHaveLength(1);
    const disabled = await client.call('DELETE', `/filing-api/v1/webhook-endpoints/${endpointId}`);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await running).toMatchObject({ claimed: 1, delivered: 0, retried: 0, failed: 0 });

    const [delivery] = await deliveryLog(client);
    expect(delivery).toMatchObject({
      status: 'FAILED',
      attempts: 0,
      lastError: 'The endpoint was disabled before this delivery succeeded.',
      attemptsLog: [],
    });
  });
});
