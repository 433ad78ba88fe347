// The log as an operator reads it: one JSON object per line, every line of a request under the
// request ID its answer names in X-Request-Id, and nothing of the credentials the request carried:
// no API key, webhook secret, draft or checkout reference, setup or reset token, wherever the
// request put it (header, query, path), and whatever became of the request.
import { randomBytes, randomUUID } from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createAdministrator } from '../../src/modules/identity/administrators.ts';
import { signInEveryCaller, type Callers } from '../support/every-caller.ts';
import {
  browserCookie,
  buildLoggingApp,
  createTestDatabase,
  databaseKinds,
  jsonHeaders,
  type TestDatabase,
} from '../support/test-app.ts';

const password = 'Known-Password-4821';
const cookieValue = 'cookie-value-5f1c9a0e7b';

/** The query names software has been seen to send an API key under. */
const keyParameterNames = [
  'api_key',
  'apiKey',
  'key',
  'access_token',
  'token',
  'authorization',
  'bearer',
];

describe.each(databaseKinds)('logs on %s', (kind) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  const written: string[] = [];
  let username: string;
  let callers: Callers;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    app = await buildLoggingApp(testDatabase, written);
    username = `logs-admin-${Date.now()}`;
    await createAdministrator(testDatabase.database.db, {
      username,
      email: `${username}@sos.example.gov`,
      password,
    });
    callers = await signInEveryCaller({ app, database: testDatabase.database, config: app.config });
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.drop();
  });

  /** Makes a call and answers it with the log lines written while it ran. */
  const logged = async (call: () => Promise<LightMyRequestResponse>) => {
    const from = written.length;
    const answer = await call();
    return { answer, lines: written.slice(from) };
  };

  const signIn = (withPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/user-manager-api/store/login',
      headers: { ...jsonHeaders, cookie: `registrar_session=${cookieValue}` },
      payload: { username, password: withPassword },
    });

  it('writes JSON lines that carry the ID the answer names, and no password or cookie', async () => {
    const refused = await logged(() => signIn(`${password}-wrong`));
    const accepted = await logged(() => signIn(password));
    expect(refused.answer.statusCode).toBe(401);
    expect(accepted.answer.statusCode).toBe(200);
    const sessionCookie = String(accepted.answer.headers['set-cookie']).split(';')[0] ?? '';
    const sessionToken = sessionCookie.slice(sessionCookie.indexOf('=') + 1);
    expect(sessionToken.length).toBeGreaterThan(10);

    const ids = new Set<string>();
    for (const { answer, lines } of [refused, accepted]) {
      const requestId = String(answer.headers['x-request-id']);
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(requestId);
      // At least "incoming request" and "request completed".
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) {
        const entry = JSON.parse(line) as { reqId?: unknown };
        expect(entry.reqId, line).toBe(requestId);
      }
    }
    expect(ids.size).toBe(2);

    const text = written.join('');
    for (const secret of [password, cookieValue, sessionToken]) {
      expect(text).not.toContain(secret);
    }
  });

  it('names its own ID whatever request ID the client sends', async () => {
    const { answer, lines } = await logged(() =>
      app.inject({
        url: '/business-api/heartBeat',
        headers: { 'x-request-id': 'forged-id', 'request-id': 'forged-id' },
      }),
    );
    const requestId = String(answer.headers['x-request-id']);
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ reqId: requestId });
    expect(lines.join('')).not.toContain('forged-id');
  });

  it('names the request on answers that fail before a route is found', async () => {
    const answer = await app.inject({ url: '/business-api/no-such-call' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes no key, secret, reference or token, wherever a request carries it', async () => {
    const from = written.length;
    const { apiKey } = callers;
    const send = (
      url: string,
      options: { method?: 'GET' | 'POST' | 'PUT'; headers?: Record<string, string> } = {},
      payload?: Record<string, unknown>,
    ) =>
      app.inject({
        method: options.method ?? 'GET',
        url,
        headers: options.headers ?? jsonHeaders,
        ...(payload === undefined ? {} : { payload }),
      });

    // A key in the query is refused under every name, by the filing API and by any other call.
    for (const name of keyParameterNames) {
      const refused = await send(`/filing-api/v1/account?${name}=${apiKey}`, { headers: {} });
      expect(refused.statusCode, name).toBe(401);
      await send(`/business-api/entity/search?q=Peak&${name}=${apiKey}`);
      await send(`/business/filing/llc/entityname?${name}=${apiKey}&lang=en`);
    }
    // In the header, where it belongs, it opens the call.
    expect((await send('/filing-api/v1/account', { headers: callers.api })).statusCode).toBe(200);

    // The webhook secret, in the answer that registers an endpoint and sent back in a query.
    const registered = await send(
      '/filing-api/v1/webhook-endpoints',
      { method: 'POST', headers: { ...callers.api, 'idempotency-key': randomUUID() } },
      { url: 'https://hooks.example.com/registrar' },
    );
    expect(registered.statusCode).toBe(200);
    const secret = String(registered.json().apiData.secret);
    expect(secret).toMatch(/^whsec_/);
    await send(`/filing-api/v1/webhook-endpoints?secret=${secret}`, { headers: callers.api });

    // A draft's reference: saved, loaded, and named in a page's address.
    const draftRef = randomUUID();
    // The browser that saved it, holding its draft cookie, loads it.
    const asBrowser = { ...jsonHeaders, cookie: browserCookie };
    const saved = await send(
      `/business-api/draft/${draftRef}`,
      { method: 'PUT', headers: asBrowser },
      { filingType: 'llc', values: {} },
    );
    expect(saved.statusCode).toBe(200);
    expect((await send(`/business-api/draft/${draftRef}`, { headers: asBrowser })).statusCode).toBe(
      200,
    );
    await send(`/business/filing/llc/entityname?draftRef=${draftRef}`);

    // A checkout's reference, and the tokens of setup, confirmation and reset links.
    const checkoutRef = randomBytes(18).toString('base64url');
    await send(`/payment/checkout/${checkoutRef}`);
    const token = randomBytes(32).toString('base64url');
    await send(`/business/setup/${token}`);
    await send(`/user-manager-api/store/setup/${token}`);
    await send(`/business/login/verify/${token}`);
    await send(`/business/notifications/unsubscribe/${token}`);
    const resetEmail = `reset-${randomBytes(6).toString('hex')}@example.com`;
    await send(`/business-api/sbfPasswordReset?entityId=20150000000&name=Peak&email=${resetEmail}`);

    // Addresses no route takes: unknown, malformed, a parameter over the length limit.
    await send(`/business-api/nothing/${token}?${token}=${apiKey}`);
    await send(`/business-api/draft/${token}%c0%ae`);
    await send(`/business-api/draft/${token}${'x'.repeat(200)}`);

    // A failed statement's error names its text, never its parameters.
    app.log.error(
      { err: new DrizzleQueryError('select 1 where ref = $1', [draftRef], new Error('lost')) },
      'request failed',
    );

    const lines = written.slice(from);
    const text = lines.join('');
    for (const kept of [
      'rgk_',
      apiKey.slice(4),
      'whsec_',
      secret.slice(6),
      draftRef,
      checkoutRef,
      token,
      resetEmail,
    ]) {
      expect(text).not.toContain(kept);
    }
    // What the lines still say: the call, by its route, and the names of its query.
    const urls = lines.flatMap((line) => {
      const entry = JSON.parse(line) as { req?: { url?: string } };
      return entry.req?.url === undefined ? [] : [entry.req.url];
    });
    expect(urls).toEqual(
      expect.arrayContaining([
        '/filing-api/v1/account?api_key=REDACTED',
        '/business-api/draft/:ref',
        '/business/*?draftRef=REDACTED',
        '/payment/checkout/:providerRef',
        '/business-api/sbfPasswordReset?entityId=REDACTED&name=REDACTED&email=REDACTED',
        '(no route)?REDACTED=REDACTED',
      ]),
    );
    expect(text).toContain('select 1 where ref = $1');
  });
});
