// Sessions in the database and the role checks built on them, through real requests.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema.ts';
import { HttpProblem } from '../../src/http-errors.ts';
import {
  absoluteSessionHours,
  endSession,
  findSession,
  hashSessionToken,
  staffIdleMinutes,
  startSession,
} from '../../src/modules/identity/sessions.ts';
import {
  actingUserId,
  requireRole,
  sessionCookieName,
  setSessionCookie,
} from '../../src/plugins/sessions.ts';
import { createStaffUser, signInStaff } from '../support/sign-in.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let testApp: TestApp;
  let guarded: FastifyInstance;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    // A small server with the same plugins and error envelope, whose routes use the guards.
    guarded = Fastify();
    guarded.decorate('config', testApp.config);
    guarded.decorate('db', testApp.database.db);
    await guarded.register(cookie);
    guarded.setErrorHandler((error, _request, reply) => {
      if (error instanceof HttpProblem) {
        return reply
          .code(error.statusCode)
          .send({ apiData: { code: error.statusCode, message: error.message } });
      }
      return reply.code(500).send({ apiData: { code: 500 } });
    });
    guarded.get('/admin-only', { preHandler: requireRole('admin') }, async (request) => ({
      acting: await actingUserId(request, (request.query as { userId?: string }).userId),
    }));
    guarded.post('/sign-in-as', async (request, reply) => {
      const { userId } = request.body as { userId: string };
      const { token, absoluteExpiresAt } = await startSession(testApp.database.db, {
        kind: 'staff',
        userId,
      });
      setSessionCookie(reply, token, absoluteExpiresAt);
      return { ok: true };
    });
    await guarded.ready();
  });

  afterAll(async () => {
    await guarded.close();
    await testApp.close();
  });

  it('refuses a guarded call without a session with 401, and a non-admin with 403', async () => {
    const anonymous = await guarded.inject({ method: 'GET', url: '/admin-only' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      apiData: { code: 401, message: 'Your session has ended. Sign in to continue.' },
    });
    const clerk = await signInStaff(testApp, { roles: [] });
    const refused = await guarded.inject({
      method: 'GET',
      url: '/admin-only',
      headers: { cookie: clerk.cookie },
    });
    expect(refused.statusCode).toBe(403);
    const forged = await guarded.inject({
      method: 'GET',
      url: '/admin-only',
      headers: { cookie: `${sessionCookieName(testApp.config)}=${'x'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('lets an administrator through and takes the acting user from the session', async () => {
    const admin = await signInStaff(testApp);
    const allowed = await guarded.inject({
      method: 'GET',
      url: '/admin-only',
      headers: { cookie: admin.cookie },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ acting: admin.userId });
    const sameByName = await guarded.inject({
      method: 'GET',
      url: `/admin-only?userId=${admin.username}`,
      headers: { cookie: admin.cookie },
    });
    expect(sameByName.statusCode).toBe(200);
    const other = await guarded.inject({
      method: 'GET',
      url: '/admin-only?userId=someone-else',
      headers: { cookie: admin.cookie },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().apiData.message).toBe(
      'The user in this request is not the user signed in.',
    );
  });

  it('sets an httpOnly SameSite=Lax cookie, not Secure only on a plain loopback address', async () => {
    const user = await createStaffUser(testApp.database);
    const answer = await guarded.inject({
      method: 'POST',
      url: '/sign-in-as',
      payload: { userId: user.userId },
    });
    const setCookie = String(answer.headers['set-cookie']);
    expect(setCookie).toMatch(/^registrar_session=[\w-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
  });

  it('stores only a hash of the token, and ends sessions when idle, when too old or when ended', async () => {
    const user = await createStaffUser(testApp.database);
    const start = new Date('2026-11-02T15:00:00Z');
    const { token } = await startSession(
      testApp.database.db,
      { kind: 'staff', userId: user.userId },
      start,
    );
    const stored = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const minute = 60_000;
    const beforeIdle = new Date(start.getTime() + (staffIdleMinutes - 1) * minute);
    expect(await findSession(testApp.database.db, token, beforeIdle)).toMatchObject({
      kind: 'staff',
      userId: user.userId,
    });
    // That request slid the idle expiry: another idle period later it is still live...
    const slid = new Date(beforeIdle.getTime() + (staffIdleMinutes - 1) * minute);
    expect(await findSession(testApp.database.db, token, slid)).not.toBeNull();
    // ...but not after a full idle period with no request.
    const idle = new Date(slid.getTime() + (staffIdleMinutes + 1) * minute);
    expect(await findSession(testApp.database.db, token, idle)).toBeNull();

    const { token: busy } = await startSession(
      testApp.database.db,
      { kind: 'staff', userId: user.userId },
      start,
    );
    let at = start.getTime();
    const end = start.getTime() + absoluteSessionHours * 3_600_000;
    while (at + 60 * minute < end) {
      at += 60 * minute;
      expect(await findSession(testApp.database.db, busy, new Date(at))).not.toBeNull();
    }
    expect(await findSession(testApp.database.db, busy, new Date(end + minute))).toBeNull();

    const { token: ended } = await startSession(testApp.database.db, {
      kind: 'staff',
      userId: user.userId,
    });
    await endSession(testApp.database.db, hashSessionToken(ended));
    expect(await findSession(testApp.database.db, ended)).toBeNull();
  });

  it('ends the sessions of a disabled account', async () => {
    const admin = await signInStaff(testApp);
    await testApp.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, admin.userId));
    const answer = await guarded.inject({
      method: 'GET',
      url: '/admin-only',
      headers: { cookie: admin.cookie },
    });
    expect(answer.statusCode).toBe(401);
  });
});
