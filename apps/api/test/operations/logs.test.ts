// The log as an operator reads it: one JSON object per line, every line of a request under the
// request ID its answer names in X-Request-Id, and nothing of the credentials the request carried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createAdministrator } from '../../src/modules/identity/administrators.ts';
import { createTestDatabase, jsonHeaders, type TestDatabase } from '../support/test-app.ts';

const password = 'Known-Password-4821';
const cookieValue = 'cookie-value-5f1c9a0e7b';

describe('logs', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  const written: string[] = [];
  let username: string;

  beforeAll(async () => {
    testDatabase = await createTestDatabase('pglite');
    const config = loadConfig({
      APP_ENV: 'test',
      LOG_LEVEL: 'info',
      PUBLIC_BASE_URL: 'http://localhost:3000',
    });
    app = await buildApp(
      { config, database: testDatabase.database },
      { logStream: { write: (line) => written.push(line) } },
    );
    await app.ready();
    username = `logs-admin-${Date.now()}`;
    await createAdministrator(testDatabase.database.db, {
      username,
      email: `${username}@sos.example.gov`,
      password,
    });
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
});
