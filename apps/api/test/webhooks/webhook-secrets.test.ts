// A webhook endpoint's secret as the account and the database see it: shown once, in the answer to
// its registration, and never again (a repeat of the request with its Idempotency-Key answers
// without it, saying so); kept only sealed, in the endpoint's row and nowhere else; secrets that
// releases before kept in clear are sealed at start; and a change of the secrets key, with the old
// key listed as previous, keeps every delivery signed with the secret the account holds.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { idempotencyKeys, webhookEndpoints } from '../../src/db/schema.ts';
import {
  secretsKeyringOf,
  testEnvironmentSecretsKey,
  type SecretsKeyring,
} from '../../src/modules/secrets/sealed-secrets.ts';
import {
  deliverDueWebhooks,
  listDeliveries,
} from '../../src/modules/webhooks/webhook-deliveries.ts';
import { verifyWebhookSignature } from '../../src/modules/webhooks/webhook-signature.ts';
import { approveAccountFiling } from '../support/account-events.ts';
import { openFilingAccount, type FilingApiClient } from '../support/filing-api-client.ts';
import { createTestApp, databaseKinds, onPostgres, type TestApp } from '../support/test-app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

const secretShape = /^whsec_[A-Za-z0-9_-]{43}$/;
const rotatedKey = Buffer.alloc(32, 7).toString('base64');
const strangerKey = Buffer.alloc(32, 9).toString('base64');

/** Every text value the table's rows hold, as one string to search. */
async function tableText(database: Database, table: string): Promise<string> {
  const result = await database.pool.query(`select to_jsonb(t)::text as row from ${table} t`);
  return result.rows.map((row: { row: string }) => row.row).join('\n');
}

describe.each(databaseKinds)('webhook secrets on %s', (kind) => {
  let testApp: TestApp;
  let receiver: WebhookReceiver;
  let client: FilingApiClient;
  const log = { warn: () => undefined, error: (_details: object, message: string) => void message };

  /** The clear secret and its registration answer, as a release before sealing kept them. */
  const clearSecret = `whsec_${'c'.repeat(43)}`;
  let clearEndpointId = 0;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    testApp = await createTestApp(kind, {
      // An endpoint and a kept registration answer written by a release that kept secrets in
      // clear: the app's start seals the one and takes the secret out of the other.
      prepare: async (database) => {
        const account = await database.pool.query<{ id: string }>(
          `insert into filing_accounts (name, contact_email) values ('Earlier Release', 'e@example.com')
           returning id::text`,
        );
        const accountId = account.rows[0]?.id;
        const endpoint = await database.pool.query<{ id: string }>(
          `insert into webhook_endpoints (account_id, url, secret) values ($1, $2, $3)
           returning id::text`,
          [accountId, receiver.url('/earlier'), clearSecret],
        );
        clearEndpointId = Number(endpoint.rows[0]?.id);
        const answer = {
          apiData: {
            code: 200,
            endpoint: {
              id: String(clearEndpointId),
              url: receiver.url('/earlier'),
              createdAt: new Date().toISOString(),
              disabledAt: null,
            },
            secret: clearSecret,
          },
        };
        await database.pool.query(
          `insert into idempotency_keys (account_id, key, request_hash, status, response_status,
             response_body, lease_expires_at, created_at)
           values ($1, 'earlier-registration', $2, 'DONE', 200, $3::jsonb, now(), now())`,
          [accountId, 'd'.repeat(64), JSON.stringify(answer)],
        );
      },
    });
    client = await openFilingAccount(testApp, `Secrets ${kind}`);
  });
  afterAll(async () => {
    await testApp.close();
    await receiver.close();
  });

  const pass = (secrets: SecretsKeyring, now = new Date(Date.now() + 2_000)) =>
    deliverDueWebhooks(testApp.database.db, {
      now,
      log,
      secrets,
      allowInsecureLoopback: true,
      timeoutMs: 2_000,
    });

  const register = (url: string, idempotencyKey: string) =>
    client.call('POST', '/filing-api/v1/webhook-endpoints', {
      idempotencyKey,
      payload: { url },
    });

  it('shows the secret once; a repeat with the Idempotency-Key answers without it', async () => {
    const first = await register(receiver.url(`/once/${kind}`), `once-${kind}`);
    expect(first.statusCode, first.body).toBe(200);
    const { endpoint, secret } = first.json().apiData;
    expect(secret).toMatch(secretShape);
    expect(first.json().apiData.secretNote).toBeUndefined();

    const repeat = await register(receiver.url(`/once/${kind}`), `once-${kind}`);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual({
      apiData: {
        code: 200,
        endpoint,
        secret: null,
        secretNote: `The secret of endpoint ${String(endpoint.id)} was shown once, in the first answer to this request, and is not shown again. If it was lost, register the address again with a new Idempotency-Key to get an endpoint with a new secret, then disable this one (DELETE /filing-api/v1/webhook-endpoints/${String(endpoint.id)}).`,
      },
    });
    const listed = await client.call('GET', '/filing-api/v1/webhook-endpoints');
    expect(listed.json().apiData.endpoints).toEqual([endpoint]);

    // The database holds the secret only sealed: neither the endpoint's row nor the kept answer.
    expect(await tableText(testApp.database, 'webhook_endpoints')).not.toContain(secret);
    expect(await tableText(testApp.database, 'idempotency_keys')).not.toContain(secret);
    const [row] = await testApp.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, Number(endpoint.id)));
    expect(row?.secret).toBeNull();
    expect(row?.secretSealed).toMatch(/^v1\.[0-9a-f]{12}\./);

    // Deliveries are signed with the secret that was shown.
    await approveAccountFiling(testApp.database.db, client.accountId, `Once ${kind} LLC`);
    const now = new Date(Date.now() + 2_000);
    expect(await pass(await secretsKeyringOf(testApp.config), now)).toMatchObject({
      delivered: 1,
    });
    const [request] = receiver.to(`/once/${kind}`);
    expect(
      verifyWebhookSignature(
        secret,
        request?.headers['registrar-signature'] as string,
        request?.body ?? '',
        { nowSeconds: Math.floor(now.getTime() / 1000) },
      ),
    ).toBe(true);
  });

  it('sealed at start the secret a release before kept in clear, and its kept answer lost it', async () => {
    const [row] = await testApp.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, clearEndpointId));
    expect(row?.secret).toBeNull();
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(await tableText(testApp.database, 'webhook_endpoints')).not.toContain(clearSecret);
    expect(await tableText(testApp.database, 'idempotency_keys')).not.toContain(clearSecret);
    const [kept] = await testApp.database.db
      .select({ body: idempotencyKeys.responseBody })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'earlier-registration'));
    expect(kept?.body).toMatchObject({
      apiData: {
        endpoint: { id: String(clearEndpointId) },
        secret: null,
        secretNote: expect.stringContaining('was shown once') as string,
      },
    });

    // Its deliveries are still signed with the secret the account was shown back then.
    const accountId = await testApp.database.pool
      .query<{ id: string }>(`select account_id::text as id from webhook_endpoints where id = $1`, [
        clearEndpointId,
      ])
      .then((result) => Number(result.rows[0]?.id));
    await approveAccountFiling(testApp.database.db, accountId, `Earlier ${kind} LLC`);
    const now = new Date(Date.now() + 2_000);
    expect(await pass(await secretsKeyringOf(testApp.config), now)).toMatchObject({
      delivered: 1,
    });
    const [request] = receiver.to('/earlier');
    expect(
      verifyWebhookSignature(
        clearSecret,
        request?.headers['registrar-signature'] as string,
        request?.body ?? '',
        { nowSeconds: Math.floor(now.getTime() / 1000) },
      ),
    ).toBe(true);
  });

  it('keeps signing with the same secret after the key changes, the old key listed as previous', async () => {
    const rotating = await openFilingAccount(testApp, `Rotating ${kind}`);
    const registered = await rotating.call('POST', '/filing-api/v1/webhook-endpoints', {
      idempotencyKey: `rotated-${kind}`,
      payload: { url: receiver.url(`/rotated/${kind}`) },
    });
    const { endpoint, secret } = registered.json().apiData;
    const sealedBefore = await sealedOf(Number(endpoint.id));

    /** Another server on the same database, started with the given keys. */
    const startServer = async (env: Record<string, string>) => {
      const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', ...env });
      const app: FastifyInstance = await buildApp(
        { config, database: testApp.database },
        { logger: false },
      );
      await app.ready();
      return { app, secrets: await secretsKeyringOf(config) };
    };

    // A server that does not have the key the secret was sealed with signs nothing.
    const stranger = await startServer({ SECRETS_KEY: strangerKey });
    try {
      expect(await sealedOf(Number(endpoint.id))).toBe(sealedBefore);
      await approveAccountFiling(testApp.database.db, rotating.accountId, `Stranger ${kind} LLC`);
      expect(await pass(stranger.secrets)).toMatchObject({ claimed: 1, retried: 1 });
      expect(receiver.to(`/rotated/${kind}`)).toEqual([]);
      const { deliveries } = await listDeliveries(testApp.database.db, rotating.accountId, {
        limit: 1,
      });
      const [delivery] = deliveries;
      expect(delivery).toMatchObject({
        lastStatusCode: null,
        lastError:
          'The registry could not sign this delivery, so it was not sent; it will be tried again. If this goes on, tell the registry, or register the address again to get a new secret.',
      });
    } finally {
      await stranger.app.close();
    }

    // The new key, with the old one as previous: the start seals the secret again with the new
    // key, and the delivery still waiting goes out signed with the secret the account holds.
    const rotated = await startServer({
      SECRETS_KEY: rotatedKey,
      SECRETS_KEY_PREVIOUS: `${strangerKey},${testEnvironmentSecretsKey}`,
    });
    try {
      const sealedAfter = await sealedOf(Number(endpoint.id));
      expect(sealedAfter).not.toBe(sealedBefore);
      expect(sealedAfter?.split('.')[1]).toBe(rotated.secrets.currentKeyId);
      const later = new Date(Date.now() + 3_600_000);
      expect(await pass(rotated.secrets, later)).toMatchObject({ delivered: 1 });
      const [request] = receiver.to(`/rotated/${kind}`);
      expect(
        verifyWebhookSignature(
          secret,
          request?.headers['registrar-signature'] as string,
          request?.body ?? '',
          { nowSeconds: Math.floor(later.getTime() / 1000) },
        ),
      ).toBe(true);
    } finally {
      await rotated.app.close();
    }
    // The test's own server gets its key back for the tests after this one.
    const restored = await startServer({
      SECRETS_KEY: testEnvironmentSecretsKey,
      SECRETS_KEY_PREVIOUS: rotatedKey,
    });
    await restored.app.close();
    expect((await sealedOf(Number(endpoint.id)))?.split('.')[1]).toBe(
      (await secretsKeyringOf(testApp.config)).currentKeyId,
    );
  });

  async function sealedOf(endpointId: number): Promise<string | null | undefined> {
    const [row] = await testApp.database.db
      .select({ sealed: webhookEndpoints.secretSealed })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    return row?.sealed;
  }

  it.runIf(kind === 'postgres' && onPostgres)(
    'shows the secret to one of two registrations sent at once with one Idempotency-Key',
    async () => {
      const url = receiver.url(`/raced/${kind}`);
      const answers = await Promise.all([
        register(url, `raced-${kind}`),
        register(url, `raced-${kind}`),
        register(url, `raced-${kind}`),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const secrets = answers.map((answer) => answer.json().apiData.secret as string | null);
      expect(secrets.filter((secret) => secret !== null)).toHaveLength(1);
      expect(secrets.find((secret) => secret !== null)).toMatch(secretShape);
      const ids = new Set(answers.map((answer) => answer.json().apiData.endpoint.id as string));
      expect(ids.size).toBe(1);
      for (const answer of answers.filter((each) => each.json().apiData.secret === null))
        expect(answer.json().apiData.secretNote).toContain('was shown once');
    },
  );
});
