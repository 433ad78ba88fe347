// Every administrator and secure call, found in the published OpenAPI document (so a call added
// later is swept too), refuses a caller who is not entitled to it: nobody signed in, a session
// that has expired, a staff member without the administrator role, and a filer's SBF token.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filerAccounts, sessions } from '../../src/db/schema.ts';
import { hashSessionToken, startSession } from '../../src/modules/identity/sessions.ts';
import { signInStaff } from '../support/sign-in.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

/**
 * Paths that only administrators may call: the admin calls and the user manager's secure calls,
 * but for those any signed-in staff member makes about themself (who am I, log out, change my
 * password), checked on their own below.
 */
const adminPaths = [
  /^\/business-api\/admin\//,
  /^\/user-manager-api\/secure\/(?!session$|logout$|store\/change-pass$)/,
  /^\/user-manager-api\/store\/create-user$/,
];

interface SweptCall {
  method: string;
  path: string;
}

function sweptCalls(document: { paths: Record<string, Record<string, unknown>> }): SweptCall[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    adminPaths.some((pattern) => pattern.test(path))
      ? Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path }))
      : [],
  );
}

/** The path with each `{parameter}` filled, so the router reaches the route. */
function concretePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, 'sweep');
}

describe.each(databaseKinds)('admin and secure calls refuse the wrong caller on %s', (kind) => {
  let testApp: TestApp;
  let calls: SweptCall[] = [];
  const cookies: Record<string, string> = {};
  let filerToken = '';

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    const document = await testApp.app.inject({ method: 'GET', url: '/business-api/openapi.json' });
    calls = sweptCalls(document.json());

    const clerk = await signInStaff(testApp, { roles: [] });
    cookies.clerk = clerk.cookie;
    const expired = await signInStaff(testApp);
    await testApp.database.db
      .update(sessions)
      .set({ idleExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(expired.cookie.split('=')[1] ?? '')));
    cookies.expired = expired.cookie;

    const [account] = await testApp.database.db
      .insert(filerAccounts)
      .values({ entityId: '20250000101', email: 'owner@example.com', passwordHash: 'unused' })
      .returning({ id: filerAccounts.id });
    if (account === undefined) throw new Error('No filer account was written');
    filerToken = (
      await startSession(testApp.database.db, {
        kind: 'filer',
        filerAccountId: account.id,
        entityId: '20250000101',
      })
    ).token;
  });

  afterAll(async () => {
    await testApp.close();
  });

  function send(call: SweptCall, headers: Record<string, string>) {
    return testApp.app.inject({
      method: call.method as 'GET',
      url: concretePath(call.path),
      headers: { ...jsonHeaders, ...headers },
      ...(call.method === 'GET' ? {} : { payload: {} }),
    });
  }

  it('finds the administrator calls to sweep', () => {
    // Ten admin calls, the dead-letter list and five user-manager calls at least.
    expect(calls.length).toBeGreaterThanOrEqual(15);
  });

  it('answers 401 to the calls about oneself without a session, and to an expired one', async () => {
    for (const call of [
      { method: 'GET', path: '/user-manager-api/secure/session' },
      { method: 'POST', path: '/user-manager-api/secure/store/change-pass' },
    ]) {
      expect((await send(call, {})).statusCode, call.path).toBe(401);
      expect((await send(call, { cookie: cookies.expired ?? '' })).statusCode, call.path).toBe(401);
    }
  });

  it('answers 401 to a caller with no session and to one whose session expired', async () => {
    for (const call of calls) {
      expect((await send(call, {})).statusCode, `${call.method} ${call.path}`).toBe(401);
      expect(
        (await send(call, { cookie: cookies.expired ?? '' })).statusCode,
        `${call.method} ${call.path} (expired)`,
      ).toBe(401);
    }
  });

  it('answers 403 to staff without the administrator role and to a filer', async () => {
    for (const call of calls) {
      expect(
        (await send(call, { cookie: cookies.clerk ?? '' })).statusCode,
        `${call.method} ${call.path} (clerk)`,
      ).toBe(403);
      expect(
        (await send(call, { authorization: `Bearer ${filerToken}` })).statusCode,
        `${call.method} ${call.path} (filer)`,
      ).toBe(403);
    }
  });
});
