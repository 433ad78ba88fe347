// The user manager through real requests: staff sign-in, the session, sign-out, lockout,
// temporary passwords by mail, password change, and the administrators' account calls.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, outbox, users } from '../../src/db/schema.ts';
import { createAdministrator } from '../../src/modules/identity/administrators.ts';
import { signInStaff } from '../support/sign-in.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

let counter = 0;
function uniqueUsername(prefix: string) {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 7)}`;
}

/** The session cookie a sign-in answer sets, as the next request's cookie header. */
function cookieOf(answer: { headers: Record<string, unknown> }): string {
  const header = String(answer.headers['set-cookie']);
  return header.split(';')[0] ?? '';
}

describe.each(databaseKinds)('user manager on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      env: {
        RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: '10000',
        RATE_LIMIT_PASSWORD_RESETS_PER_MINUTE: '10000',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function administrator(password = 'Secret123') {
    const username = uniqueUsername('admin');
    const user = await createAdministrator(testApp.database.db, {
      username,
      email: `${username}@sos.example.gov`,
      password,
    });
    return { ...user, password };
  }

  function signIn(username: string, password: string, remoteAddress = '127.0.0.1') {
    return testApp.app.inject({
      method: 'POST',
      url: '/user-manager-api/store/login',
      headers: jsonHeaders,
      payload: { username, password },
      remoteAddress,
    });
  }

  function session(cookie: string) {
    return testApp.app.inject({
      method: 'GET',
      url: '/user-manager-api/secure/session',
      headers: { cookie },
    });
  }

  it('signs an administrator in with a cookie, answers who it is, and signs out', async () => {
    const admin = await administrator();
    const answer = await signIn(admin.username.toUpperCase(), admin.password);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      apiData: {
        code: 200,
        userId: admin.id,
        username: admin.username,
        roles: ['admin'],
        mustChangePassword: false,
      },
    });
    const cookie = cookieOf(answer);
    expect(String(answer.headers['set-cookie'])).toContain('HttpOnly');

    const who = await session(cookie);
    expect(who.json()).toEqual(answer.json());

    const out = await testApp.app.inject({
      method: 'POST',
      url: '/user-manager-api/secure/logout',
      headers: { 'x-requested-with': 'registrar', cookie },
    });
    expect(out.json()).toEqual({ apiData: { code: 200, signedOut: true } });
    const after = await session(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      apiData: {
        code: 401,
        message: 'Your session has ended. Sign in to continue.',
        signInMethod: 'password',
      },
    });

    const trail = await testApp.database.db
      .select({ action: auditEvents.action, actor: auditEvents.actorUserId })
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, admin.id))
      .orderBy(auditEvents.id);
    expect(trail.map((row) => row.action)).toEqual(['user-created', 'signed-in', 'signed-out']);
  });

  it('answers a wrong password and an unknown username alike, and checks the fields', async () => {
    const admin = await administrator();
    const wrong = await signIn(admin.username, 'Wrong1234');
    const unknown = await signIn('nobody-here', 'Wrong1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      apiData: { code: 401, message: 'Username or password is invalid' },
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const empty = await signIn('', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().apiData.errors).toEqual([
      { field: 'username', message: 'Enter your username.' },
      { field: 'password', message: 'Enter password' },
    ]);
    const short = await signIn('ab', 'short');
    expect(short.json().apiData.errors).toEqual([
      { field: 'username', message: 'Must be at least 3 characters' },
      { field: 'password', message: 'Must be at least 8 characters' },
    ]);
  });

  it('locks an account for 15 minutes after 5 failed attempts, even with the right password', async () => {
    const admin = await administrator();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(admin.username, 'Wrong1234')).statusCode).toBe(401);
    }
    const locked = await signIn(admin.username, admin.password);
    expect(locked.statusCode).toBe(401);
    expect(locked.json().apiData.message).toBe('Username or password is invalid');
    const [row] = await testApp.database.db
      .select({ failed: users.failedSignIns, lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.id, admin.id));
    expect(row?.failed).toBe(5);
    const minutesLeft = ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);

    // When the lock has run out, the right password works and gives the attempts back.
    await testApp.database.db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, admin.id));
    expect((await signIn(admin.username, admin.password)).statusCode).toBe(200);
  });

  it.runIf(kind === 'postgres')(
    'lets no more than 5 of 20 parallel guesses check the password',
    async () => {
      const admin = await administrator();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => signIn(admin.username, 'Wrong1234')),
      );
      expect(answers.every((answer) => answer.statusCode === 401)).toBe(true);
      const [row] = await testApp.database.db
        .select({ failed: users.failedSignIns, lockedUntil: users.lockedUntil })
        .from(users)
        .where(eq(users.id, admin.id));
      expect(row?.failed).toBe(5);
      expect(row?.lockedUntil).not.toBeNull();
      expect((await signIn(admin.username, admin.password)).statusCode).toBe(401);
    },
  );

  it('emails a temporary password only when username and email match, answering the same', async () => {
    const admin = await administrator();
    const reset = (userId: string, email: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/user-manager-api/store/reset-pass',
        headers: jsonHeaders,
        payload: { userId, email },
      });
    const mailsTo = (address: string) =>
      testApp.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, address))
        .orderBy(desc(outbox.id));

    const mismatch = await reset(admin.username, 'someone@else.example.gov');
    const unknown = await reset('nobody-at-all', admin.email);
    const match = await reset(admin.username, admin.email.toUpperCase());
    for (const answer of [mismatch, unknown, match]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        apiData: { code: 200, message: 'A temporary password has been emailed to you.' },
      });
    }
    expect(await mailsTo('someone@else.example.gov')).toHaveLength(0);
    const [mail] = await mailsTo(admin.email);
    const temporary = /Temporary password: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(temporary).toMatch(/^[A-Za-z0-9]{20}$/);

    // The old password is gone; the temporary one signs in for a password change only.
    expect((await signIn(admin.username, admin.password)).statusCode).toBe(401);
    const withTemporary = await signIn(admin.username, temporary);
    expect(withTemporary.json().apiData.mustChangePassword).toBe(true);
    const cookie = cookieOf(withTemporary);
    const search = await testApp.app.inject({
      method: 'GET',
      url: `/user-manager-api/secure/search/user-name?name=${admin.username}`,
      headers: { cookie },
    });
    expect(search.statusCode).toBe(403);
    expect(search.json().apiData.message).toBe(
      'Change your temporary password before you continue.',
    );
    const changed = await testApp.app.inject({
      method: 'POST',
      url: '/user-manager-api/secure/store/change-pass',
      headers: { ...jsonHeaders, cookie },
      payload: { userId: admin.username, password: temporary, newPassword: 'Chosen2026' },
    });
    expect(changed.json()).toEqual({
      apiData: { code: 200, message: 'Your password has been changed.' },
    });
    expect((await session(cookie)).json().apiData.mustChangePassword).toBe(false);
    expect((await signIn(admin.username, 'Chosen2026')).statusCode).toBe(200);

    const bad = await reset('ab', 'not-an-email');
    expect(bad.json().apiData.errors).toEqual([
      { field: 'userId', message: 'Must be at least 3 characters' },
      { field: 'email', message: 'Invalid email entered' },
    ]);
  });

  it('refuses a temporary password after 24 hours', async () => {
    const admin = await administrator();
    await testApp.app.inject({
      method: 'POST',
      url: '/user-manager-api/store/reset-pass',
      headers: jsonHeaders,
      payload: { userId: admin.username, email: admin.email },
    });
    const [mail] = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, admin.email));
    const temporary = /Temporary password: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    await testApp.database.db
      .update(users)
      .set({ passwordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, admin.id));
    expect((await signIn(admin.username, temporary)).statusCode).toBe(401);
  });

  it('changes a password after checking the current one, and ends the other sessions', async () => {
    const admin = await administrator();
    const first = cookieOf(await signIn(admin.username, admin.password));
    const second = cookieOf(await signIn(admin.username, admin.password));
    const change = (payload: object, cookie = first) =>
      testApp.app.inject({
        method: 'POST',
        url: '/user-manager-api/secure/store/change-pass',
        headers: { ...jsonHeaders, cookie },
        payload,
      });

    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/user-manager-api/secure/store/change-pass',
      headers: jsonHeaders,
      payload: { password: admin.password, newPassword: 'Another123' },
    });
    expect(anonymous.statusCode).toBe(401);

    const wrongCurrent = await change({ password: 'NotMine123', newPassword: 'Another123' });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().apiData.errors).toEqual([
      {
        field: 'password',
        message:
          'The information you entered does not match what we have in our system. Password is case sensitive.',
      },
    ]);
    const weak = await change({ password: admin.password, newPassword: 'alllowercase' });
    expect(weak.json().apiData.errors).toEqual([
      { field: 'newPassword', message: 'Invalid new password' },
    ]);
    const missing = await change({ password: '', newPassword: 'Another123' });
    expect(missing.json().apiData.errors).toEqual([
      { field: 'password', message: 'Enter a current password' },
    ]);
    const someoneElse = await change({
      userId: 'another-user',
      password: admin.password,
      newPassword: 'Another123',
    });
    expect(someoneElse.statusCode).toBe(403);

    expect((await change({ password: admin.password, newPassword: 'Another123' })).statusCode).toBe(
      200,
    );
    expect((await session(first)).statusCode).toBe(200);
    expect((await session(second)).statusCode).toBe(401);
    expect((await signIn(admin.username, admin.password)).statusCode).toBe(401);
    expect((await signIn(admin.username, 'Another123')).statusCode).toBe(200);
    const [event] = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, admin.id), eq(auditEvents.action, 'password-changed')));
    expect(event?.actorUserId).toBe(admin.id);
    expect(JSON.stringify(event)).not.toContain('Another123');
  });

  it('lets only administrators create, change and find staff accounts', async () => {
    const admin = await signInStaff(testApp);
    const clerk = await signInStaff(testApp, { roles: [] });
    const username = uniqueUsername('clerk');
    const create = (cookie: string | undefined, payload: object) =>
      testApp.app.inject({
        method: 'POST',
        url: '/user-manager-api/store/create-user',
        headers: cookie === undefined ? jsonHeaders : { ...jsonHeaders, cookie },
        payload,
      });
    const payload = {
      username,
      email: `${username}@sos.example.gov`,
      firstName: 'Pat',
      lastName: 'Quinlan',
      bsfId: 'BSF-77',
    };
    expect((await create(undefined, payload)).statusCode).toBe(401);
    expect((await create(clerk.cookie, payload)).statusCode).toBe(403);

    const created = await create(admin.cookie, payload);
    expect(created.statusCode).toBe(200);
    const user = created.json().apiData.user;
    expect(user).toMatchObject({
      username,
      firstName: 'Pat',
      lastName: 'Quinlan',
      bsfId: 'BSF-77',
      roles: [],
      disabled: false,
      locked: false,
      signsInWith: 'password',
    });
    expect(JSON.stringify(created.json())).not.toMatch(/argon2|hash/i);
    const duplicate = await create(admin.cookie, { ...payload, username: username.toUpperCase() });
    expect(duplicate.statusCode).toBe(409);
    const [welcome] = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, payload.email));
    expect(welcome?.body).toMatch(/Temporary password: [A-Za-z0-9]{20}/);

    const search = async (path: string, cookie = admin.cookie) =>
      testApp.app.inject({
        method: 'GET',
        url: `/user-manager-api/secure/search/${path}`,
        headers: { cookie },
      });
    expect((await search(`user-id?userId=${user.id}`)).json().apiData.users).toEqual([user]);
    expect((await search(`user-id?userId=${username.toUpperCase()}`)).json().apiData.users).toEqual(
      [user],
    );
    expect((await search('user-name?name=Quinl')).json().apiData.users).toContainEqual(user);
    expect((await search('user-name?name=%25')).json().apiData.users).toEqual([]);
    expect((await search('user-bsf?bsfId=BSF-77')).json().apiData.users).toEqual([user]);
    expect((await search('user-bsf?bsfId=BSF-77', clerk.cookie)).statusCode).toBe(403);
    expect((await search('user-bsf?bsfId=')).statusCode).toBe(400);

    // The new account signs in and is then disabled: its session ends.
    const update = (body: object, cookie = admin.cookie) =>
      testApp.app.inject({
        method: 'POST',
        url: '/user-manager-api/secure/store/update-user',
        headers: { ...jsonHeaders, cookie },
        payload: body,
      });
    const promoted = await update({ id: user.id, roles: ['admin'], lastName: 'Quinn' });
    expect(promoted.json().apiData.user).toMatchObject({ roles: ['admin'], lastName: 'Quinn' });
    const theirSession = await signInStaff(testApp, { roles: [] });
    const disabled = await update({ id: theirSession.userId, disabled: true });
    expect(disabled.json().apiData.user.disabled).toBe(true);
    expect((await session(theirSession.cookie)).statusCode).toBe(401);
    expect((await update({ id: admin.userId, roles: [] })).statusCode).toBe(409);
    expect((await update({ id: admin.userId, disabled: true })).statusCode).toBe(409);
    expect((await update({ id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await update({ id: user.id, roles: [] }, clerk.cookie)).statusCode).toBe(403);

    const [audit] = await testApp.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, user.id), eq(auditEvents.action, 'user-updated')));
    expect(audit?.actorUserId).toBe(admin.userId);
    expect(audit?.before).toMatchObject({ roles: [], lastName: 'Quinlan' });
    expect(audit?.after).toMatchObject({ roles: ['admin'], lastName: 'Quinn' });
  });
});

describe('staff sign-in limits per client address', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('pglite', {
      env: { RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: '3' },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses the fourth sign-in of a minute from one address, not from another', async () => {
    const attempt = (remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/user-manager-api/store/login',
        headers: jsonHeaders,
        payload: { username: 'somebody', password: 'Wrong1234' },
        remoteAddress,
      });
    for (let index = 0; index < 3; index += 1) {
      expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    }
    const refused = await attempt('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
  });
});
