// Per-address limits on name checks, payment starts, uploads, receipt mail, the checkout form,
// sign-ins, password resets and changes, accounts and certificates, counted where every server
// process sees them: the database, or Redis when REDIS_URL is set. Every limited call answers a
// request over its limit 429 with Retry-After and the apiData envelope; a browser navigating (the
// checkout's card form, the identity provider's redirects) is answered a page instead.
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { filerAccounts } from '../../src/db/schema.ts';
import { startSession } from '../../src/modules/identity/sessions.ts';
import {
  minimalFiling,
  multipartFile,
  onePixelPng,
  openCheckout,
  paymentBody,
} from '../filings/flow-support.ts';
import { startOidcProvider, type OidcTestProvider } from '../support/oidc-provider.ts';
import { signInStaff } from '../support/sign-in.ts';
import {
  createTestApp,
  createTestDatabase,
  databaseKinds,
  jsonHeaders,
  type TestApp,
  type TestDatabase,
} from '../support/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const smallLimits = {
  RATE_LIMIT_NAME_CHECKS_PER_MINUTE: '4',
  RATE_LIMIT_PAYMENT_STARTS_PER_MINUTE: '3',
  RATE_LIMIT_UPLOADS_PER_MINUTE: '3',
  RATE_LIMIT_RECEIPT_EMAILS_PER_MINUTE: '2',
  RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE: '3',
};

/** A client address of its own for each test, so one test's count never reaches another's. */
function freshAddress(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `10.${a}.${b}.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;
}

const availabilityUrl = (name: string) =>
  `/business-api/entity/validateEntityNameAndAvailability?${new URLSearchParams({
    name,
    entityType: 'DLLC',
  }).toString()}`;
const formatUrl = (name: string) =>
  `/business-api/entity/validateEntityNameOnly?${new URLSearchParams({
    name,
    entityType: 'DLLC',
  }).toString()}`;

function nameCheck(app: FastifyInstance, remoteAddress: string, index = 0) {
  return app.inject({
    method: 'GET',
    url: availabilityUrl(`Limit Check ${index} LLC`),
    remoteAddress,
  });
}

/** The 429 answer: the envelope with a plain message naming the wait, and Retry-After. */
function expectTooManyRequests(answer: LightMyRequestResponse, call = ''): void {
  expect(answer.statusCode, `${call} ${answer.body}`).toBe(429);
  expect(answer.headers['content-type'], call).toMatch(/^application\/json/);
  const waitSeconds = Number(answer.headers['retry-after']);
  expect(waitSeconds).toBeGreaterThanOrEqual(1);
  expect(waitSeconds).toBeLessThanOrEqual(60);
  const wait = waitSeconds === 1 ? '1 second' : `${waitSeconds} seconds`;
  expect(answer.json()).toEqual({
    apiData: {
      code: 429,
      message: `You have sent too many requests in a short time. Wait ${wait} and try again.`,
    },
  });
}

/** Saves an empty draft (uploads need one). */
async function saveDraft(app: FastifyInstance, remoteAddress: string): Promise<string> {
  const draftRef = randomUUID();
  const saved = await app.inject({
    method: 'PUT',
    url: `/business-api/draft/${draftRef}`,
    headers: jsonHeaders,
    remoteAddress,
    payload: { filingType: 'llc', values: {}, control: {} },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return draftRef;
}

function uploadPng(app: FastifyInstance, remoteAddress: string, draftRef: string) {
  const { payload, headers } = multipartFile('map.png', 'image/png', onePixelPng);
  return app.inject({
    method: 'POST',
    url: `/business-api/attachments?draftRef=${draftRef}&private=false`,
    headers,
    payload,
    remoteAddress,
  });
}

function sendReceipt(app: FastifyInstance, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/ens-db-api/send-email',
    headers: jsonHeaders,
    remoteAddress,
    payload: { refId: randomUUID(), emailTo: 'filer@example.com', receiptToken: 'x' },
  });
}

/** Builds one more app (a second server process) on an open database, with its own pool. */
async function buildInstance(
  database: Database,
  env: Record<string, string>,
): Promise<FastifyInstance> {
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://localhost:3000',
    ...env,
  });
  const app = await buildApp({ config, database }, { logger: false });
  await app.ready();
  return app;
}

async function statuses(answers: Promise<LightMyRequestResponse>[]): Promise<number[]> {
  return (await Promise.all(answers)).map((answer) => answer.statusCode);
}

const count = (values: number[], wanted: number) =>
  values.filter((value) => value === wanted).length;

describe('rate-limit configuration', () => {
  it('has limits for one person at one address by default', () => {
    const config = loadConfig({});
    expect(config.rateLimits).toEqual({
      nameChecks: 60,
      paymentStarts: 20,
      uploads: 30,
      receiptEmails: 5,
      cardPayments: 20,
      certificates: 20,
      signIns: 10,
      staffSignIns: 10,
      passwordResets: 5,
      filingApi: 6000,
      filingApiPerKey: 3000,
    });
    expect(config.redisUrl).toBeUndefined();
  });

  it('refuses a limit that is not a whole number of at least 1, and a Redis address that is not one', () => {
    for (const value of ['0', '-5', '2.5', 'many']) {
      expect(() => loadConfig({ RATE_LIMIT_UPLOADS_PER_MINUTE: value })).toThrow(
        /RATE_LIMIT_UPLOADS_PER_MINUTE/,
      );
    }
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(ConfigError);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
  });
});

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { env: smallLimits });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('allows the configured number of name checks a minute, both checks counted together', async () => {
    const { app } = testApp;
    const address = freshAddress();
    for (const url of [availabilityUrl('A LLC'), formatUrl('B LLC'), availabilityUrl('C LLC')]) {
      expect((await app.inject({ url, remoteAddress: address })).statusCode).toBe(200);
    }
    const fourth = await app.inject({ url: formatUrl('D LLC'), remoteAddress: address });
    expect(fourth.statusCode).toBe(200);
    expect(fourth.headers['x-ratelimit-remaining']).toBe('0');
    expectTooManyRequests(
      await app.inject({ url: availabilityUrl('E LLC'), remoteAddress: address }),
    );
    expectTooManyRequests(await app.inject({ url: formatUrl('F LLC'), remoteAddress: address }));
    // Counted per client address: another address is not held back.
    expect((await nameCheck(app, freshAddress())).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, and an IPv4 address written as IPv6 as itself', async () => {
    const { app } = testApp;
    const [a = 0, b = 0] = randomBytes(2);
    const prefix = `2001:db8:${a.toString(16)}:${b.toString(16)}`;
    const answers = await statuses(
      [`${prefix}::1`, `${prefix}:0:0:0:2`, `${prefix}:ffff::3`, `${prefix}::4`].map(
        (remoteAddress, index) => nameCheck(app, remoteAddress, index),
      ),
    );
    expect(answers).toEqual([200, 200, 200, 200]);
    expectTooManyRequests(await nameCheck(app, `${prefix}::5`));
    // The next /64 is another client.
    expect(
      (await nameCheck(app, `2001:db8:${a.toString(16)}:${(b + 1).toString(16)}::1`)).statusCode,
    ).toBe(200);

    const v4 = freshAddress();
    for (let index = 0; index < 2; index += 1)
      expect((await nameCheck(app, v4, index)).statusCode).toBe(200);
    for (let index = 2; index < 4; index += 1)
      expect((await nameCheck(app, `::ffff:${v4}`, index)).statusCode).toBe(200);
    expectTooManyRequests(await nameCheck(app, v4, 4));
  });

  it('admits exactly the limit of parallel name checks', async () => {
    const address = freshAddress();
    const answers = await statuses(
      Array.from({ length: 20 }, (_, index) => nameCheck(testApp.app, address, index)),
    );
    expect(count(answers, 200)).toBe(4);
    expect(count(answers, 429)).toBe(16);
  });

  it('limits payment starts', async () => {
    const { app } = testApp;
    const address = freshAddress();
    for (let index = 0; index < 3; index += 1) {
      const started = await app.inject({
        method: 'POST',
        url: '/business-api/payment',
        headers: jsonHeaders,
        remoteAddress: address,
        payload: paymentBody(minimalFiling(`Limited Start ${index} LLC`)),
      });
      expect(started.statusCode, started.body).toBe(200);
    }
    const refused = await app.inject({
      method: 'POST',
      url: '/business-api/payment',
      headers: jsonHeaders,
      remoteAddress: address,
      payload: paymentBody(minimalFiling('Limited Start 3 LLC')),
    });
    expectTooManyRequests(refused);
    const opened = await testApp.database.pool.query<{ n: number }>(
      "select count(*)::int as n from filings where entity_name like 'Limited Start %'",
    );
    expect(opened.rows[0]?.n).toBe(3);
  });

  it('limits uploads, and a refused upload stores nothing', async () => {
    const { app, database } = testApp;
    const address = freshAddress();
    const draftRef = await saveDraft(app, address);
    const answers = [];
    for (let index = 0; index < 4; index += 1)
      answers.push(await uploadPng(app, address, draftRef));
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expectTooManyRequests(answers[3] as LightMyRequestResponse);
    const stored = await database.pool.query<{ n: number }>(
      'select count(*)::int as n from attachments where draft_ref = $1',
      [draftRef],
    );
    expect(stored.rows[0]?.n).toBe(3);
  });

  it('limits receipt mail', async () => {
    const address = freshAddress();
    // Unknown receipts (404) count too: the limit is on asking.
    expect((await sendReceipt(testApp.app, address)).statusCode).toBe(404);
    expect((await sendReceipt(testApp.app, address)).statusCode).toBe(404);
    expectTooManyRequests(await sendReceipt(testApp.app, address));
  });

  it('limits the checkout form posts', async () => {
    const address = freshAddress();
    const post = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/payment/checkout/unknownCheckout1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: address,
        payload: 'token=x&cardNumber=4111111111111111',
      });
    expect(await statuses([post(), post(), post()])).toEqual([404, 404, 404]);
    expectTooManyRequests(await post());
  });

  it('keeps the counts in the database', async () => {
    const address = freshAddress();
    await nameCheck(testApp.app, address);
    const row = await testApp.database.pool.query<{ hits: number }>(
      'select hits from rate_limit_counters where key = $1',
      [`nameChecks:${address}`],
    );
    expect(row.rows[0]?.hits).toBe(1);
  });
});

/** Every limit at one request a minute: an address's second request of a kind is over. */
const limitsOfOne = {
  RATE_LIMIT_NAME_CHECKS_PER_MINUTE: '1',
  RATE_LIMIT_PAYMENT_STARTS_PER_MINUTE: '1',
  RATE_LIMIT_UPLOADS_PER_MINUTE: '1',
  RATE_LIMIT_RECEIPT_EMAILS_PER_MINUTE: '1',
  RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE: '1',
  RATE_LIMIT_CERTIFICATES_PER_MINUTE: '1',
  RATE_LIMIT_SIGN_INS_PER_MINUTE: '1',
  RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: '1',
  RATE_LIMIT_PASSWORD_RESETS_PER_MINUTE: '1',
  RATE_LIMIT_FILING_API_PER_MINUTE: '1',
};

/** The calls a person meets on the pages that can be refused for going too fast. */
const limitedCallsOfThePages = [
  'POST /business-api/sbf',
  'GET /business-api/sbfPasswordReset',
  'POST /business-api/sbf/account',
  'POST /business-api/sbf/verify',
  'POST /business-api/sbf/change-password',
  'POST /user-manager-api/store/login',
  'POST /user-manager-api/store/reset-pass',
  'POST /user-manager-api/secure/store/change-pass',
  'POST /user-manager-api/store/setup/{token}',
  'GET /business-api/entity/validateEntityNameAndAvailability',
  'GET /business-api/entity/validateEntityNameOnly',
  'POST /business-api/attachments',
  'POST /business-api/payment',
  'GET /business-api/pdf/gsCertificate',
  'POST /ens-db-api/send-email',
];

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/** A filer signed in to an account of their own: the SBF access token. */
async function signedInFiler(database: Database): Promise<string> {
  const [account] = await database.db
    .insert(filerAccounts)
    .values({
      entityId: '20265550001',
      email: `limited-${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: 'not-a-hash',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: filerAccounts.id });
  if (account === undefined) throw new Error('No filer account was written');
  const { token } = await startSession(database.db, {
    kind: 'filer',
    filerAccountId: account.id,
    entityId: '20265550001',
  });
  return token;
}

describe.each(databaseKinds)('every rate-limited call on %s', (kind) => {
  let testApp: TestApp;
  let staffCookie: string;
  let filerToken: string;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { env: limitsOfOne });
    staffCookie = (await signInStaff(testApp)).cookie;
    filerToken = await signedInFiler(testApp.database);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers each call its contract says is limited 429, with Retry-After and the envelope', async () => {
    const { app } = testApp;
    const document = (
      await app.inject({ url: '/business-api/openapi.json' })
    ).json<OpenApiDocument>();
    const limited = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.responses?.['429'] !== undefined)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(limited).toEqual(expect.arrayContaining(limitedCallsOfThePages));
    // The calls behind a sign-in count only a signed-in caller's requests.
    const signedIn: Record<string, Record<string, string>> = {
      '/user-manager-api/secure/store/change-pass': { cookie: staffCookie },
      '/business-api/sbf/change-password': { authorization: `Bearer ${filerToken}` },
    };
    for (const call of limited) {
      const [method = 'GET', path = ''] = call.split(' ');
      const address = freshAddress();
      // Any request counts, whatever its body: the limit is checked before the body is read.
      const send = () =>
        app.inject({
          method: method as 'GET',
          url: path.replace(/\{[^}]+\}/g, 'a'.repeat(43)),
          headers: { ...(method === 'GET' ? {} : jsonHeaders), ...signedIn[path] },
          ...(method === 'GET' ? {} : { payload: {} }),
          remoteAddress: address,
        });
      const first = await send();
      expect(first.statusCode, `${call}: ${first.body}`).not.toBe(429);
      expect(first.headers['x-ratelimit-remaining'], call).toBe('0');
      expectTooManyRequests(await send(), call);
    }
  });

  it("shows a browser over the checkout's limit its card form again, as typed, with when to try again", async () => {
    const { app } = testApp;
    const started = await app.inject({
      method: 'POST',
      url: '/business-api/payment',
      headers: jsonHeaders,
      remoteAddress: freshAddress(),
      payload: paymentBody(minimalFiling('Limited Checkout Page LLC')),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { path, token } = await openCheckout(app, started.json().apiData.paymentURL);
    const address = freshAddress();
    const post = (accept: string) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
        remoteAddress: address,
        payload: new URLSearchParams({
          token,
          cardNumber: '4111 1111 1111',
          nameOnCard: 'Grace Hopper',
          expiry: '12/39',
          cvc: '123',
        }).toString(),
      });
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    // A card number too short: the form comes back with its error, and the attempt counts.
    expect((await post(browser)).statusCode).toBe(400);

    const refused = await post(browser);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    const waitSeconds = Number(refused.headers['retry-after']);
    expect(waitSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.body).toContain('<title>Error: Payment - Secretary of State</title>');
    expect(refused.body).toMatch(
      /<div class="summary" role="alert"[^>]*>\s*<h2>There is a problem<\/h2>\s*<p>You have sent too many requests in a short time\. Wait \d+ seconds? and try again\.<\/p>/,
    );
    expect(refused.body).toContain('value="Grace Hopper"');
    expect(refused.body).toContain('value="4111 1111 1111"');
    expect(refused.body).toContain(`name="token" value="${token}"`);
    // A client that does not ask for a page gets the envelope.
    expectTooManyRequests(await post('application/json'), 'POST /payment/checkout');
  });
});

describe.each(databaseKinds)("the identity provider's redirects over their limit on %s", (kind) => {
  const redirectUri = 'http://localhost:3000/user-manager-api/oidc/callback';
  let provider: OidcTestProvider;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await startOidcProvider({
      client: { id: 'registrar', secret: 'registrar-test-secret', redirectUris: [redirectUri] },
      people: { avery: { givenName: 'Avery', familyName: 'Okafor', groups: [] } },
      signInAs: 'avery',
    });
    testApp = await createTestApp(kind, {
      env: {
        ...limitsOfOne,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: 'registrar',
        OIDC_CLIENT_SECRET: 'registrar-test-secret',
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  it('shows a browser a page with when to try again, and answers other clients the envelope', async () => {
    for (const url of ['/user-manager-api/oidc/login', '/user-manager-api/oidc/callback']) {
      const address = freshAddress();
      const navigate = (accept: string) =>
        testApp.app.inject({ url, headers: { accept }, remoteAddress: address });
      expect((await navigate('text/html')).statusCode, url).not.toBe(429);
      const page = await navigate('text/html,application/xhtml+xml,*/*;q=0.8');
      expect(page.statusCode, url).toBe(429);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(Number(page.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(page.body).toContain('<h1>Too many attempts</h1>');
      expect(page.body).toMatch(
        /<p role="alert">You have sent too many requests in a short time\. Wait \d+ seconds? and try again\.<\/p>/,
      );
      expect(page.body).toContain('<a href="/business/loginadmin">Back to staff sign-in</a>');
      expectTooManyRequests(await navigate('application/json'), url);
    }
  });
});

describe('rate limits shared by two server processes on one PostgreSQL database', () => {
  let testDatabase: TestDatabase;
  let secondDatabase: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    // Its own pool on the same database, as a second process has.
    secondDatabase = await openDatabase({
      databaseUrl: testDatabase.database.connectionString,
      poolSize: 5,
    });
    const env = {
      ...smallLimits,
      RATE_LIMIT_NAME_CHECKS_PER_MINUTE: '5',
      RATE_LIMIT_CARD_PAYMENTS_PER_MINUTE: '100',
    };
    first = await buildInstance(testDatabase.database, env);
    second = await buildInstance(secondDatabase, env);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await secondDatabase.close();
    await testDatabase.drop();
  });

  it('counts the name checks of both together', async () => {
    const address = freshAddress();
    for (let index = 0; index < 3; index += 1)
      expect((await nameCheck(first, address, index)).statusCode).toBe(200);
    expect((await nameCheck(second, address, 3)).statusCode).toBe(200);
    expect((await nameCheck(second, address, 4)).statusCode).toBe(200);
    expectTooManyRequests(await nameCheck(second, address, 5));
    expectTooManyRequests(await nameCheck(first, address, 6));
  });

  it('admits exactly a small limit across both, however the requests interleave', async () => {
    const address = freshAddress();
    const answers = await statuses(
      Array.from({ length: 30 }, (_, index) =>
        nameCheck(index % 2 === 0 ? first : second, address, index),
      ),
    );
    expect(count(answers, 200)).toBe(5);
  });

  it('counts receipt mail of both together (two processes no longer allow twice as many)', async () => {
    const address = freshAddress();
    expect((await sendReceipt(first, address)).statusCode).toBe(404);
    expect((await sendReceipt(second, address)).statusCode).toBe(404);
    expectTooManyRequests(await sendReceipt(first, address));
    expectTooManyRequests(await sendReceipt(second, address));
  });

  it('keeps a larger limit within its stated bound: at most 5% more per process', async () => {
    // 100 checkout form posts a minute: each process may admit up to 5 the store has not yet
    // counted, so two processes admit between 100 and 110 of 160.
    const address = freshAddress();
    const post = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/payment/checkout/unknownCheckout1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: address,
        payload: 'token=x',
      });
    let admitted = 0;
    for (let round = 0; round < 8; round += 1) {
      const answers = await statuses(
        Array.from({ length: 20 }, (_, index) => post(index % 2 === 0 ? first : second)),
      );
      expect(count(answers, 404) + count(answers, 429)).toBe(20);
      admitted += count(answers, 404);
    }
    expect(admitted).toBeGreaterThanOrEqual(100);
    expect(admitted).toBeLessThanOrEqual(110);
  });
});

describe('the name-check limit as configured by default, on PostgreSQL', () => {
  let testDatabase: TestDatabase;
  let secondDatabase: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    secondDatabase = await openDatabase({
      databaseUrl: testDatabase.database.connectionString,
      poolSize: 5,
    });
    first = await buildInstance(testDatabase.database, {});
    second = await buildInstance(secondDatabase, {});
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await secondDatabase.close();
    await testDatabase.drop();
  });

  it('admits 60 checks a minute, and at most 3 more per process however fast they come', async () => {
    expect(loadConfig({}).rateLimits.nameChecks).toBe(60);
    const address = freshAddress();
    const answers = await statuses(
      Array.from({ length: 100 }, (_, index) =>
        nameCheck(index % 2 === 0 ? first : second, address, index),
      ),
    );
    expect(count(answers, 200) + count(answers, 429)).toBe(100);
    let admitted = count(answers, 200);
    expect(admitted).toBeGreaterThanOrEqual(60);
    // A process that has not yet heard the other's last counts may still admit up to its 3; once
    // it has asked the store, it refuses. Over the whole window the bound holds.
    for (let index = 100; index < 110; index += 1) {
      const answer = await nameCheck(index % 2 === 0 ? first : second, address, index);
      if (answer.statusCode === 200) admitted += 1;
      else expectTooManyRequests(answer);
    }
    expect(admitted).toBeLessThanOrEqual(66);
    expectTooManyRequests(await nameCheck(first, address, 110));
    expectTooManyRequests(await nameCheck(second, address, 111));
  });

  it("answers an address's first checks without waiting for the shared count, which follows", async () => {
    const address = freshAddress();
    const key = `nameChecks:${address}`;
    // Another transaction holds the address's counter row: the store cannot count it meanwhile.
    const blocker = await testDatabase.database.pool.connect();
    try {
      await blocker.query('begin');
      await blocker.query(
        "insert into rate_limit_counters (key, hits, resets_at) values ($1, 0, now() + interval '1 minute')",
        [key],
      );
      const started = performance.now();
      const firstThree = await statuses([0, 1, 2].map((index) => nameCheck(first, address, index)));
      expect(firstThree).toEqual([200, 200, 200]);
      // A check that waited for the store would have taken the 1 s wait limit.
      expect(performance.now() - started).toBeLessThan(1000);

      // The fourth is past this process's allowance (3 of 60): it waits for the store.
      let fourthAnswered = false;
      const fourth = nameCheck(first, address, 3).then((answer) => {
        fourthAnswered = true;
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fourthAnswered).toBe(false);
      await blocker.query('rollback');
      expect((await fourth).statusCode).toBe(200);
    } finally {
      blocker.release();
    }
    const stored = await testDatabase.database.pool.query<{ hits: number }>(
      'select hits from rate_limit_counters where key = $1',
      [key],
    );
    expect(stored.rows[0]?.hits).toBe(4);
  });
});

describe('rate limits shared through Redis', () => {
  const keyPrefix = `registrar-test-${randomBytes(6).toString('hex')}:`;
  const instances: { database: TestDatabase; app: FastifyInstance }[] = [];
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(redisUrl);
    // Two processes on two different databases: only Redis can carry the count between them.
    for (let index = 0; index < 2; index += 1) {
      const database = await createTestDatabase('pglite');
      const app = await buildInstance(database.database, {
        ...smallLimits,
        RATE_LIMIT_NAME_CHECKS_PER_MINUTE: '5',
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: keyPrefix,
      });
      instances.push({ database, app });
    }
  });
  afterAll(async () => {
    for (const { database, app } of instances) {
      await app.close();
      await database.drop();
    }
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts the name checks of both processes together, in Redis', async () => {
    const [first, second] = instances.map((instance) => instance.app) as [
      FastifyInstance,
      FastifyInstance,
    ];
    const address = freshAddress();
    const answers = await statuses(
      Array.from({ length: 12 }, (_, index) =>
        nameCheck(index % 2 === 0 ? first : second, address, index),
      ),
    );
    expect(count(answers, 200)).toBe(5);
    expectTooManyRequests(await nameCheck(first, address, 12));
    // Requests that waited for the count and were then refused are counted too.
    const stored = Number(await redis.get(`${keyPrefix}rate-limit:nameChecks:${address}`));
    expect(stored).toBeGreaterThanOrEqual(5);
    expect(stored).toBeLessThanOrEqual(12);
    const ttl = await redis.pttl(`${keyPrefix}rate-limit:nameChecks:${address}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // Nothing in the databases: the counts live in Redis.
    for (const { database } of instances) {
      const rows = await database.database.pool.query('select 1 from rate_limit_counters');
      expect(rows.rowCount).toBe(0);
    }
  });

  it('counts receipt mail of both processes together', async () => {
    const [first, second] = instances.map((instance) => instance.app) as [
      FastifyInstance,
      FastifyInstance,
    ];
    const address = freshAddress();
    expect((await sendReceipt(first, address)).statusCode).toBe(404);
    expect((await sendReceipt(second, address)).statusCode).toBe(404);
    expectTooManyRequests(await sendReceipt(first, address));
  });
});

describe('rate limits while the counter store cannot be reached', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A port nothing listens on: Redis is down.
    const probe = net.createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => probe.once('listening', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    database = await createTestDatabase('pglite');
    app = await buildInstance(database.database, {
      ...smallLimits,
      REDIS_URL: `redis://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('still answers, and each process still applies the limit on its own count', async () => {
    const address = freshAddress();
    const answers = await statuses(
      Array.from({ length: 10 }, (_, index) => nameCheck(app, address, index)),
    );
    expect(count(answers, 200)).toBe(4);
    expect(count(answers, 429)).toBe(6);
    expect((await nameCheck(app, freshAddress())).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('the filing API’s limits on %s', (kind) => {
  let testApp: TestApp;
  const keys: string[] = [];
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      env: {
        RATE_LIMIT_FILING_API_PER_MINUTE: '3',
        RATE_LIMIT_FILING_API_PER_KEY_PER_MINUTE: '2',
      },
    });
    const staff = await signInStaff(testApp);
    const asAdmin = (url: string, payload: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'POST',
        url,
        headers: { ...jsonHeaders, cookie: staff.cookie },
        payload,
        remoteAddress: freshAddress(),
      });
    const opened = await asAdmin('/user-manager-api/filing-accounts', {
      name: 'Counted Firm',
      contactEmail: 'counted@example.com',
    });
    const accountId = opened.json().apiData.account.id;
    for (const name of ['first', 'second'])
      keys.push(
        (await asAdmin(`/user-manager-api/filing-accounts/${accountId}/keys`, { name })).json()
          .apiData.key,
      );
  });
  afterAll(async () => {
    await testApp.close();
  });

  const account = (key: string, remoteAddress: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/filing-api/v1/account',
      headers: { authorization: `Bearer ${key}` },
      remoteAddress,
    });

  it('counts a key whatever the address it calls from', async () => {
    const [first = '', second = ''] = keys;
    expect((await account(first, freshAddress())).statusCode).toBe(200);
    expect((await account(first, freshAddress())).statusCode).toBe(200);
    expectTooManyRequests(await account(first, freshAddress()), 'the third call with one key');
    // Another key of the same account has its own count.
    expect((await account(second, freshAddress())).statusCode).toBe(200);
  });

  it('counts an address whatever the key, wrong keys included', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await account(`rgk_guess${attempt}`, address)).statusCode).toBe(401);
    expectTooManyRequests(await account('rgk_guess-again', address), 'a fourth guess');
  });
});
