// /metrics as a Prometheus scraper reads it: refused without the token, in the text format with
// it, and moving as the registry works: a name check, a filing paid and recorded, held, approved
// or rejected, a refund, refused sign-ins and a lockout, mail queued. The labels are route
// patterns and fixed words, never a name or an ID from a request.
import { createReinstateMinimalFiling, type FilingValues } from '@registrar/domain';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../src/db/schema.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { createAdministrator } from '../../src/modules/identity/administrators.ts';
import {
  fetchReceipt,
  minimalFiling,
  openCheckout,
  payFiling,
  paymentBody,
  payWithCard,
  saveDraft,
  startPayment,
  uploadAffidavit,
} from '../filings/flow-support.ts';
import { freePort } from '../support/server-process.ts';
import { signInStaff, type SignedInStaff } from '../support/sign-in.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';

const token = 'scraper-token-0123456789';
const authorization = { authorization: `Bearer ${token}` };
const approvedCard = '4111111111111111';

/** The minimal LLC under `name`, its filer asking for email notifications (and so a confirmation). */
function notifiedFiling(name: string): FilingValues {
  const filing = minimalFiling(name);
  filing.notifications = { ...filing.notifications, emailNotificationRadio: 'Y' };
  filing.notifications.emails = [{ email: 'filer@example.com' }];
  return filing;
}

/** The value of one series in a scrape (0 when it is not there yet). */
function valueOf(scrape: string, series: string): number {
  const line = scrape.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds)('metrics on %s', (kind) => {
  let testApp: TestApp;
  const scrape = async () => {
    const answer = await testApp.app.inject({ url: '/metrics', headers: authorization });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.body;
  };

  /** How much each series moved while `work` ran. */
  const movedBy = async (work: () => Promise<void>) => {
    const before = await scrape();
    await work();
    const after = await scrape();
    return (series: string) => valueOf(after, series) - valueOf(before, series);
  };
  let administrator: SignedInStaff;
  // As the browser calls: with the same-origin header, signed in when `who` is given.
  const post = (url: string, payload: Record<string, unknown>, who?: SignedInStaff) =>
    testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...jsonHeaders, ...(who ? { cookie: who.cookie } : {}) },
    });
  const get = (url: string, who: SignedInStaff) =>
    testApp.app.inject({ url, headers: { 'x-requested-with': 'registrar', cookie: who.cookie } });

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      env: { METRICS_TOKEN: token, RATE_LIMIT_STAFF_SIGN_INS_PER_MINUTE: '10000' },
      // The fixed entities: dissolved ones whose reinstatement the administrators check.
      prepare: (database) => seedDatabase(database.db, { entityCount: 40 }).then(() => undefined),
    });
    administrator = await signInStaff(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a scrape without the token, or with another', async () => {
    const without = await testApp.app.inject({ url: '/metrics' });
    expect([without.statusCode, without.headers['www-authenticate']]).toEqual([401, 'Bearer']);
    const wrong = await testApp.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer another-token-0123456789' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('moves with a name check, a filing paid and recorded, and a refused sign-in', async () => {
    const before = await scrape();
    const name = `Metrics Scrape ${randomUUID().slice(0, 8)} LLC`;
    const check = await testApp.app.inject({
      url: `/business-api/entity/validateEntityNameAndAvailability?name=${encodeURIComponent(name)}&entityType=DLLC`,
    });
    expect(check.statusCode).toBe(200);
    const refId = await payFiling(testApp.app, minimalFiling(name), randomUUID());
    expect((await fetchReceipt(testApp.app, refId)).statusCode).toBe(200);
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/user-manager-api/store/login',
      headers: jsonHeaders,
      payload: { username: 'nobody-here', password: 'Wrong12345' },
    });
    expect(signIn.statusCode).toBe(401);
    const after = await scrape();

    const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(moved('registrar_name_checks_total{result="available"}')).toBe(1);
    expect(moved('registrar_filings_total{event="submitted"}')).toBe(1);
    expect(moved('registrar_filings_total{event="recorded"}')).toBe(1);
    expect(moved('registrar_payments_total{outcome="captured"}')).toBe(1);
    expect(moved('registrar_sign_in_failures_total{account="staff"}')).toBe(1);
    expect(
      moved(
        'registrar_http_requests_total{method="POST",route="/business-api/payment",status="200"}',
      ),
    ).toBe(1);
    expect(
      moved(
        'registrar_http_request_duration_seconds_count{method="POST",route="/business-api/file/receipt"}',
      ),
    ).toBe(1);

    // State read from the database at the scrape.
    expect(after).toMatch(/^registrar_outbox_unsent \d+$/m);
    expect(after).toMatch(/^registrar_outbox_oldest_unsent_age_seconds [\d.e+-]+$/m);
    expect(after).toMatch(/^registrar_jobs\{state="dead"\} \d+$/m);
    expect(after).toMatch(/^registrar_db_pool_clients\{state="waiting"\} \d+$/m);
    expect(after).toMatch(/^registrar_process_resident_memory_bytes \d+/m);
    // Bounded labels: nothing a request carried.
    expect(after).not.toContain(refId);
    expect(after).not.toContain('Metrics Scrape');
  });

  /** Pays a reinstatement of a dissolved entity held for the administrators' check. */
  const holdReinstatement = async (entityId: string) => {
    const [row] = await testApp.database.db
      .update(entities)
      .set({ adminFraudCheck: true })
      .where(eq(entities.entityId, entityId))
      .returning();
    if (row === undefined) throw new Error(`no entity ${entityId}`);
    const draftRef = await saveDraft(testApp.app);
    const affidavit = await uploadAffidavit(testApp.app, draftRef);
    const base = createReinstateMinimalFiling();
    const filing: FilingValues = {
      ...base,
      filingState: { ...base.filingState, entityId },
      entityName: { name: row.name, oldName: row.name },
      email: { email: 'filer@example.com' },
      additionalInfo: {
        ...base.additionalInfo,
        privateAttachments: [affidavit],
      },
    };
    const refId = await payFiling(testApp.app, filing, draftRef);
    const receipt = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt;
    expect(receipt.adminFraudCheck).toBe(true);
    const decision = {
      mstrTransId: Number(receipt.masterId),
      transactionId: Number(receipt.transactionId),
    };
    const locked = await get(
      `/business-api/admin/transLock?transSeqId=${receipt.transactionId}`,
      administrator,
    );
    expect(locked.statusCode).toBe(200);
    return decision;
  };

  it('counts filings held, approved and rejected, and the decision mail in the outbox', async () => {
    const reasons = (await get('/business-api/admin/rejectReasons', administrator)).json().apiData
      .rejectReasons as { id: number }[];
    const held: { mstrTransId: number; transactionId: number }[] = [];
    const heldMoved = await movedBy(async () => {
      for (const name of ['Salida Checked Dissolved LLC', 'Silver Plume Mining Company LLC'])
        held.push(await holdReinstatement(fixedEntityId(name)));
    });
    expect(heldMoved('registrar_filings_total{event="held"}')).toBe(2);
    expect(heldMoved('registrar_filings_total{event="recorded"}')).toBe(0);

    const [approve, reject] = held;
    const decided = await movedBy(async () => {
      const approved = await post(
        '/business-api/admin/approveFiling',
        { filing: approve },
        administrator,
      );
      expect(approved.statusCode, approved.body).toBe(200);
      const rejected = await post(
        '/business-api/admin/rejectFiling',
        { filing: reject, rejectReasons: [reasons[0]?.id] },
        administrator,
      );
      expect(rejected.statusCode, rejected.body).toBe(200);
    });
    expect(decided('registrar_filings_total{event="approved"}')).toBe(1);
    expect(decided('registrar_filings_total{event="rejected"}')).toBe(1);
    // Each decision is mailed to the filer, queued with it.
    expect(decided('registrar_outbox_unsent')).toBe(2);
  });

  it('counts a refund and queues the confirmation of the filing that was recorded', async () => {
    const name = `Metrics Contested ${randomUUID().slice(0, 8)} LLC`;
    // Both start while the name is free and both pay; the second to be recorded is refunded.
    const started: { paymentURL: string; refId: string }[] = [];
    for (const filing of [notifiedFiling(name), minimalFiling(name)]) {
      const answer = await startPayment(testApp.app, paymentBody(filing));
      expect(answer.statusCode, answer.body).toBe(200);
      started.push(answer.json().apiData);
    }
    for (const { paymentURL } of started) {
      const { path, token } = await openCheckout(testApp.app, paymentURL);
      expect((await payWithCard(testApp.app, path, token, approvedCard)).statusCode).toBe(303);
    }
    const [winner = '', loser = ''] = started.map(({ refId }) => refId);
    const recorded = await movedBy(async () => {
      expect((await fetchReceipt(testApp.app, winner)).statusCode).toBe(200);
    });
    // The filing's confirmation, and the mail asking to confirm the notifications it subscribed.
    expect(recorded('registrar_outbox_unsent')).toBe(2);
    const refused = await movedBy(async () => {
      expect((await fetchReceipt(testApp.app, loser)).statusCode).toBe(409);
    });
    expect(refused('registrar_payments_total{outcome="refund_due"}')).toBe(1);
    expect(refused('registrar_payments_total{outcome="refunded"}')).toBe(1);
  });

  it('counts each wrong password and the lockout the fifth one brings', async () => {
    const username = `metrics-admin-${randomUUID().slice(0, 8)}`;
    await createAdministrator(testApp.database.db, {
      username,
      email: `${username}@sos.example.gov`,
      password: 'Right12345',
    });
    const moved = await movedBy(async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await post('/user-manager-api/store/login', {
          username,
          password: 'Wrong12345',
        });
        expect(answer.statusCode).toBe(401);
      }
    });
    expect(moved('registrar_sign_in_failures_total{account="staff"}')).toBe(5);
    expect(moved('registrar_sign_in_lockouts_total{account="staff"}')).toBe(1);
  });
});

describe('metrics switched off, or on a port of their own', () => {
  it('has no /metrics when neither a token nor a port is set', async () => {
    const testApp = await createTestApp('pglite');
    try {
      expect((await testApp.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });

  it('serves /metrics on METRICS_PORT without a token, and nothing else there', async () => {
    const port = await freePort();
    const testApp = await createTestApp('pglite', {
      env: { METRICS_PORT: String(port), HOST: '127.0.0.1' },
    });
    try {
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('registrar_filings_total');
      expect((await fetch(`http://127.0.0.1:${port}/business-api/heartBeat`)).status).toBe(404);
      expect((await testApp.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
