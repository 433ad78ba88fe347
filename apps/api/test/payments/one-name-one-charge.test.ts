// One name, one charge: a filing has at most one open checkout, a name is held by at most one
// live entity, paid filing or reservation, and a paid filing that loses its name (or finds another
// filing of its entity already under review) records nothing and gives the charge back.
import { randomUUID } from 'node:crypto';
import { createCureMinimalFiling, nameKey, type FilingValues } from '@registrar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, filings, nameReservations } from '../../src/db/schema.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import {
  FilingNotRecorded,
  recordPaidFiling,
} from '../../src/modules/filings/recording-service.ts';
import { startBackgroundJobs } from '../../src/modules/jobs/background-jobs.ts';
import type { PaymentProvider } from '../../src/modules/payments/payment-provider.ts';
import { createTestCheckoutProvider } from '../../src/modules/payments/test-checkout.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';
import {
  fetchReceipt,
  minimalFiling,
  openCheckout,
  origin,
  paymentBody,
  payWithCard,
  saveDraft,
  startPayment,
  uploadAffidavit,
} from '../filings/flow-support.ts';

const approvedCard = '4111111111111111';
const checkedDelinquent = fixedEntityId('Durango Checked Delinquent LLC');

/** The minimal LLC under `name`, with its filer asking for email notifications (and so a confirmation). */
function notifiedFiling(name: string, email: string): FilingValues {
  const filing = minimalFiling(name);
  filing.notifications = {
    emailNotificationRadio: 'Y',
    textNotificationRadio: 'N',
    emails: [{ email }],
    texts: [],
  };
  return filing;
}

interface Started {
  paymentURL: string;
  refId: string;
  amount: string;
  receiptToken: string;
}

describe.each(databaseKinds)('one name, one charge on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 40 });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const query = async <Row extends Record<string, unknown>>(text: string, values: unknown[]) =>
    (await testApp.database.pool.query<Row>(text, values)).rows;
  const start = async (filing: FilingValues, draftRef: string): Promise<Started> => {
    const answer = await startPayment(testApp.app, paymentBody(filing, draftRef));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().apiData as Started;
  };
  const pay = async (started: Started) => {
    const { path, token } = await openCheckout(testApp.app, started.paymentURL);
    const paid = await payWithCard(testApp.app, path, token, approvedCard);
    expect(paid.statusCode, paid.body).toBe(303);
  };
  const paymentsOf = (refId: string) =>
    query<{ status: string; refunded: boolean }>(
      `select p.status, p.refunded_at is not null as refunded
         from payments p join filings f on f.id = p.filing_id where f.ref = $1 order by p.id`,
      [refId],
    );
  const entitiesNamed = async (name: string) =>
    testApp.database.db
      .select({ entityId: entities.entityId })
      .from(entities)
      .where(eq(entities.nameKey, nameKey(name)));
  const confirmationsAbout = async (name: string) =>
    (
      await query<{ n: number }>(
        "select count(*)::int as n from outbox where dedupe_key like 'filing-confirmation:%' and lower(subject) like $1",
        [`%${name.toLowerCase()}%`],
      )
    )[0]?.n;

  it('keeps one filing and one open checkout when payment starts again for the same draft', async () => {
    const draftRef = randomUUID();
    const filing = minimalFiling('Second Window Outfitters LLC');
    const first = await start(filing, draftRef);
    const again = await start(filing, draftRef);
    // The same filing, a new checkout; the first checkout is closed and cannot take money.
    expect(again.refId).toBe(first.refId);
    expect(again.paymentURL).not.toBe(first.paymentURL);
    const closed = await testApp.app.inject({
      method: 'GET',
      url: new URL(first.paymentURL).pathname,
    });
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain('Nothing was charged here.');

    await pay(again);
    const receipt = await fetchReceipt(testApp.app, again.refId);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(await entitiesNamed('Second Window Outfitters LLC')).toHaveLength(1);
    expect(await paymentsOf(again.refId)).toEqual([
      { status: 'CANCELLED', refunded: false },
      { status: 'CAPTURED', refunded: false },
    ]);
    const filingsOfDraft = await testApp.database.db
      .select({ id: filings.id })
      .from(filings)
      .where(eq(filings.draftRef, draftRef));
    expect(filingsOfDraft).toHaveLength(1);
  });

  it('leaves one filing with one open checkout when ten windows start payment for one draft at once', async () => {
    const draftRef = randomUUID();
    const filing = minimalFiling('Many Windows Mercantile LLC');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => startPayment(testApp.app, paymentBody(filing, draftRef))),
    );
    for (const answer of answers) {
      // Each window either got a checkout or was told another window is paying.
      if (answer.statusCode === 409)
        expect(answer.json().apiData.message).toContain('being paid for in another window');
      else expect(answer.statusCode, answer.body).toBe(200);
    }
    const refIds = new Set(
      answers.filter((answer) => answer.statusCode === 200).map((a) => a.json().apiData.refId),
    );
    expect(refIds.size).toBe(1);
    const [refId] = [...refIds] as string[];
    const statuses = (await paymentsOf(refId ?? '')).map((payment) => payment.status);
    // The last window to start wins; a window whose checkout was closed by a later one is sent
    // back to review by the checkout page.
    expect(statuses.filter((status) => status === 'PENDING').length).toBeLessThanOrEqual(1);
    expect(statuses.filter((status) => status !== 'PENDING' && status !== 'CANCELLED')).toEqual([]);
  });

  it('sends the filer to the receipt when the earlier checkout was already paid, charging nothing more', async () => {
    const draftRef = randomUUID();
    const filing = minimalFiling('Already Paid Pines LLC');
    const first = await start(filing, draftRef);
    await pay(first);
    // Back from the receipt to review, then Next again.
    const again = await start(filing, draftRef);
    expect(again.refId).toBe(first.refId);
    expect(again.paymentURL).toBe(`${origin}/business/filing/llc/receipt?refId=${first.refId}`);
    expect((await fetchReceipt(testApp.app, first.refId)).statusCode).toBe(200);
    expect(await paymentsOf(first.refId)).toEqual([{ status: 'CAPTURED', refunded: false }]);
    // After the receipt, starting payment again still charges nothing.
    const third = await start(filing, draftRef);
    expect(third.paymentURL).toBe(`${origin}/business/filing/llc/receipt?refId=${first.refId}`);
    expect(await paymentsOf(first.refId)).toEqual([{ status: 'CAPTURED', refunded: false }]);
  });

  it('records one of two paid filings for one name, refunds the other and lets its filer choose another name', async () => {
    const name = 'Contested Canyon Holdings LLC';
    const winnerDraft = randomUUID();
    const loserDraft = randomUUID();
    // Both start while the name is free and both pay.
    const winner = await start(notifiedFiling(name, 'one@example.com'), winnerDraft);
    const loser = await start(
      notifiedFiling('contested canyon holdings, llc', 'two@example.com'),
      loserDraft,
    );
    await pay(winner);
    await pay(loser);
    const [first, second] = await Promise.all([
      fetchReceipt(testApp.app, winner.refId),
      fetchReceipt(testApp.app, loser.refId),
    ]);
    const answers = [first, second];
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    const refusedRef = refused === first ? winner.refId : loser.refId;
    const recordedRef = refused === first ? loser.refId : winner.refId;
    const body = refused?.json() as {
      apiData: { code: number; outcome: string; message: string; refund: unknown };
    };
    expect(body.apiData).toMatchObject({
      code: 409,
      outcome: 'NAME_UNAVAILABLE',
      refund: { amount: '50.00', status: 'REFUNDED' },
    });
    expect(body.apiData.message).toContain('was registered by another filing');
    expect(body.apiData.message).toContain('Your payment of $50.00 has been refunded');
    expect(body.apiData.message).toContain('Choose another name');

    expect(await entitiesNamed(name)).toHaveLength(1);
    expect(await paymentsOf(recordedRef)).toEqual([{ status: 'CAPTURED', refunded: false }]);
    expect(await paymentsOf(refusedRef)).toEqual([{ status: 'REFUNDED', refunded: true }]);
    expect(await confirmationsAbout('contested canyon holdings')).toBe(1);

    // Reloading the receipt page says the same and refunds nothing twice.
    const reload = await fetchReceipt(testApp.app, refusedRef);
    expect(reload.statusCode).toBe(409);
    expect(reload.json().apiData.outcome).toBe('NAME_UNAVAILABLE');
    expect(await paymentsOf(refusedRef)).toEqual([{ status: 'REFUNDED', refunded: true }]);

    // The filer picks another name: same draft, same filing, a new charge, one entity.
    const refusedDraft = refusedRef === winner.refId ? winnerDraft : loserDraft;
    const retry = await start(minimalFiling('Contested Canyon Second Choice LLC'), refusedDraft);
    expect(retry.refId).toBe(refusedRef);
    await pay(retry);
    const recorded = await fetchReceipt(testApp.app, refusedRef);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().apiData.receipt.name).toBe('Contested Canyon Second Choice LLC');
    expect(await paymentsOf(refusedRef)).toEqual([
      { status: 'REFUNDED', refunded: true },
      { status: 'CAPTURED', refunded: false },
    ]);
  });

  it('answers a receipt call that read the filing before another refused it with that refusal', async () => {
    const name = 'Overtaken Outpost LLC';
    const winner = await start(minimalFiling(name), randomUUID());
    const loser = await start(minimalFiling(name), randomUUID());
    await pay(winner);
    await pay(loser);
    expect((await fetchReceipt(testApp.app, winner.refId)).statusCode).toBe(200);
    // While this call asks the provider about the loser's charge, another request (another
    // server process) records the loser first: it is refused and its charge refunded.
    const provider = createTestCheckoutProvider(testApp.database.db);
    let overtaken = false;
    const racingProvider: PaymentProvider = {
      ...provider,
      name: provider.name,
      async getPaymentStatus(providerRef) {
        if (!overtaken) {
          overtaken = true;
          await expect(
            recordPaidFiling(testApp.database.db, provider, loser.refId, { publicBaseUrl: origin }),
          ).rejects.toThrow(FilingNotRecorded);
        }
        return provider.getPaymentStatus(providerRef);
      },
    };
    const answer = recordPaidFiling(testApp.database.db, racingProvider, loser.refId, {
      publicBaseUrl: origin,
    });
    await expect(answer).rejects.toBeInstanceOf(FilingNotRecorded);
    await expect(answer).rejects.toMatchObject({ outcome: 'NAME_UNAVAILABLE', statusCode: 409 });
    expect(overtaken).toBe(true);
    expect(await paymentsOf(loser.refId)).toEqual([{ status: 'REFUNDED', refunded: true }]);
  });

  it('promises a refund the provider refused and gives it on the background pass', async () => {
    const name = 'Refund Later Ranch LLC';
    const winner = await start(minimalFiling(name), randomUUID());
    const loser = await start(minimalFiling(name), randomUUID());
    await pay(winner);
    await pay(loser);
    expect((await fetchReceipt(testApp.app, winner.refId)).statusCode).toBe(200);

    const { db } = testApp.database;
    const working = createTestCheckoutProvider(db);
    const failing: PaymentProvider = {
      ...working,
      refund: () => Promise.reject(new Error('provider unavailable')),
    };
    const refused = await recordPaidFiling(db, failing, loser.refId, {
      publicBaseUrl: origin,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FilingNotRecorded);
    expect((refused as FilingNotRecorded).refund).toEqual({
      amount: '50.00',
      status: 'REFUND_PENDING',
    });
    expect((refused as FilingNotRecorded).message).toContain(
      'Your payment of $50.00 will be refunded to your card',
    );
    expect(await paymentsOf(loser.refId)).toEqual([{ status: 'REFUND_PENDING', refunded: false }]);

    const jobs = startBackgroundJobs(
      db,
      testApp.config,
      testApp.app.log,
      working,
      testApp.app.clock,
      {
        jobsMs: 600_000,
        effectiveMs: 600_000,
        delinquencyMs: 600_000,
        documentsMs: 600_000,
        refundsMs: 50,
      },
    );
    try {
      const deadline = Date.now() + 10_000;
      while ((await paymentsOf(loser.refId))[0]?.status !== 'REFUNDED') {
        if (Date.now() > deadline) throw new Error('The refund pass never gave the charge back');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await jobs.stop();
    }
    expect(await paymentsOf(loser.refId)).toEqual([{ status: 'REFUNDED', refunded: true }]);
    const receipt = await fetchReceipt(testApp.app, loser.refId);
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json().apiData.refund).toEqual({ amount: '50.00', status: 'REFUNDED' });
    expect(await entitiesNamed(name)).toHaveLength(1);
  });

  it('lets the database refuse a second holder of a name, whoever inserts it', async () => {
    const [held] = await entitiesNamed('Second Window Outfitters LLC');
    expect(held).toBeDefined();
    await expect(
      testApp.database.pool.query(
        `insert into entities (entity_id, name, name_key, entity_type, domestic_flag, status_code,
           formation_date, reporting_month, next_report_due_date, principal_office, registered_agent)
         select '20990000001', 'SECOND WINDOW OUTFITTERS, L.L.C.', $1, entity_type, domestic_flag,
           status_code, formation_date, reporting_month, next_report_due_date, principal_office,
           registered_agent from entities where entity_id = $2`,
        [nameKey('Second Window Outfitters LLC'), held?.entityId],
      ),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      testApp.database.db.insert(nameReservations).values({
        name: 'Second Window Outfitters LLC',
        nameKey: nameKey('Second Window Outfitters LLC'),
        reservedByName: 'Someone Else',
        reservedByAddress: ['1 Main St', 'Denver, CO 80202'],
        expiresAt: new Date(Date.now() + 86_400_000),
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('gives a reserved name to the first authorised filer only, and the reservation gives way to them', async () => {
    const name = 'Reserved Ridge Partners LLC';
    await testApp.database.db.insert(nameReservations).values({
      name,
      nameKey: nameKey(name),
      reservedByName: 'Ada Lovelace',
      reservedByAddress: ['1 Main St', 'Denver, CO 80202'],
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const authorised = () => {
      const filing = minimalFiling(name);
      filing.entityName.availability = {
        isAvailable: false,
        isReserved: true,
        isAuthorizedToUse: true,
        reservedBy: null,
      };
      return filing;
    };
    const one = await start(authorised(), randomUUID());
    const two = await start(authorised(), randomUUID());
    await pay(one);
    await pay(two);
    const answers = await Promise.all([
      fetchReceipt(testApp.app, one.refId),
      fetchReceipt(testApp.app, two.refId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await entitiesNamed(name)).toHaveLength(1);
    const hold = await query<{ holder_kind: string }>(
      'select holder_kind from name_holds where name_key = $1',
      [nameKey(name)],
    );
    expect(hold).toEqual([{ holder_kind: 'entity' }]);
  });

  it('refuses a second held filing while the first waits for review, at the start and when recorded', async () => {
    const [entity] = await testApp.database.db
      .select()
      .from(entities)
      .where(eq(entities.entityId, checkedDelinquent));
    if (entity === undefined) throw new Error('seeded entity missing');
    const cure = async (draftRef: string): Promise<FilingValues> => {
      await saveDraft(testApp.app, draftRef);
      const affidavit = await uploadAffidavit(testApp.app, draftRef);
      const filing = createCureMinimalFiling();
      return {
        ...filing,
        filingState: { ...filing.filingState, entityId: checkedDelinquent },
        entityName: { name: entity.name, oldName: entity.name },
        email: { email: 'processing@example.com' },
        additionalInfo: {
          ...filing.additionalInfo,
          privateAttachments: [affidavit],
        },
      };
    };
    // Two filers start before either is recorded (both pass the start check), and both pay.
    const draftOne = randomUUID();
    const draftTwo = randomUUID();
    const one = await start(await cure(draftOne), draftOne);
    const two = await start(await cure(draftTwo), draftTwo);
    await pay(one);
    await pay(two);
    const answers = await Promise.all([
      fetchReceipt(testApp.app, one.refId),
      fetchReceipt(testApp.app, two.refId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().apiData).toMatchObject({
      outcome: 'ALREADY_PENDING_REVIEW',
      refund: { amount: '100.00', status: 'REFUNDED' },
    });
    expect(refused?.json().apiData.message).toContain(
      'Statement Curing Delinquency received for this entity on',
    );
    const pending = await query<{ n: number }>(
      "select count(*)::int as n from filings where entity_id = $1 and status = 'PENDING_REVIEW'",
      [checkedDelinquent],
    );
    expect(pending[0]?.n).toBe(1);

    // A third filer is told at the start, before paying anything.
    const draftThree = randomUUID();
    const third = await startPayment(testApp.app, paymentBody(await cure(draftThree), draftThree));
    expect(third.statusCode).toBe(409);
    expect(third.json().apiData.message).toMatch(
      /^The Statement Curing Delinquency received for this entity on \d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M is waiting for review/,
    );
    const available = await testApp.app.inject({
      method: 'GET',
      url: `/business-api/transaction/available?entityId=${checkedDelinquent}&transactionType=CURE_DLNQ`,
      headers: jsonHeaders,
    });
    expect(available.json().apiData).toMatchObject({ available: false });
    expect(available.json().apiData.reason).toContain('is waiting for review');
  });
});
