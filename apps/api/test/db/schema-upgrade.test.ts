// Upgrading a registry that is in use. For each data fixture below, on PGlite and on PostgreSQL:
// a database is migrated by drizzle's own migrator only up to the fixture's schema, filled with
// the fixture's rows (written for that schema), and then opened the way the server opens its
// database at start (openDatabase applies every migration not applied yet, then the seed runs).
// The rows must come through unchanged and the app built on the database must still serve them.
//
// Adding a migration (drizzle-kit generate) makes the "data for the schema before the newest
// migration" test fail until its predecessor has a fixture. To add one:
//   1. Copy the newest file in upgrade-fixtures/ to upgrade-fixtures/<tag of the migration before
//      yours>.ts and set `schema` to that tag. The copy is written for the schema before yours:
//      rows in every table that schema has, with its columns (a fixture may call an older
//      fixture's writer when that schema still accepts its statements, and add to it).
//   2. Fill the new tables and columns of that schema too, and keep the `sample` pointing at rows
//      the checks below can find. If your migration rewrites rows on purpose, name their tables
//      in `rewrittenTables` and check the rewritten values in a test of your own.
//   3. Add the fixture to `fixtures` below. Older fixtures stay: each one is upgraded through
//      every migration after its schema, as a registry that skipped releases would be.
import {
  FILING_VALUES_VERSION,
  createEmptyFiling,
  getFilingType,
  type FilingValues,
} from '@registrar/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedDatabase } from '../../src/db/seed.ts';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema.ts';
import { secretsKeyringOf } from '../../src/modules/secrets/sealed-secrets.ts';
import {
  deliverDueWebhooks,
  replayDelivery,
} from '../../src/modules/webhooks/webhook-deliveries.ts';
import { verifyWebhookSignature } from '../../src/modules/webhooks/webhook-signature.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';
import { signInStaff } from '../support/sign-in.ts';
import {
  buildTestApp,
  databaseKinds,
  jsonHeaders,
  type DatabaseKind,
  type TestApp,
} from '../support/test-app.ts';
import {
  appliedMigrations,
  createEmptyDatabase,
  drizzleRecordsOf,
  migrateUpTo,
  migrationTags,
  snapshotRows,
  tableColumns,
} from './database-at-migration.ts';
import { nameHoldsSchemaFixture } from './upgrade-fixtures/0001_name_holds_and_open_checkouts.ts';
import { filedDocumentsSchemaFixture } from './upgrade-fixtures/0002_filed_documents.ts';
import { filingValuesVersionSchemaFixture } from './upgrade-fixtures/0003_filing_values_version.ts';
import { identitySchemaFixture } from './upgrade-fixtures/0004_identity.ts';
import { publicRecordSchemaFixture } from './upgrade-fixtures/0005_public_record.ts';
import { filerAccountsSchemaFixture } from './upgrade-fixtures/0006_filer_accounts.ts';
import { adminReviewSchemaFixture } from './upgrade-fixtures/0007_admin_review.ts';
import { mailAndJobsSchemaFixture } from './upgrade-fixtures/0008_mail_and_jobs.ts';
import { filerTemporaryPasswordsSchemaFixture } from './upgrade-fixtures/0009_filer_temporary_passwords.ts';
import { paymentsByFilingSchemaFixture } from './upgrade-fixtures/0010_payments_by_filing.ts';
import { searchWordsSchemaFixture } from './upgrade-fixtures/0011_search_words.ts';
import { filerContactEmailSchemaFixture } from './upgrade-fixtures/0012_filer_contact_email.ts';
import { filingAccountsSchemaFixture } from './upgrade-fixtures/0013_filing_accounts.ts';
import { filerLanguageSchemaFixture } from './upgrade-fixtures/0014_filer_language.ts';
import type { UpgradeFixture } from './upgrade-fixtures/upgrade-fixture.ts';

/**
 * Tables a migration replaced on purpose, by the migration's tag: an upgrade through it does not
 * carry their older rows or columns over. Only for tables no release ever wrote to (0004 replaced
 * the placeholder sessions table, which nothing had written).
 */
const tablesReplacedBy: Record<string, string[]> = { '0004_identity': ['sessions'] };

const fixtures: UpgradeFixture[] = [
  nameHoldsSchemaFixture,
  filedDocumentsSchemaFixture,
  filingValuesVersionSchemaFixture,
  identitySchemaFixture,
  publicRecordSchemaFixture,
  filerAccountsSchemaFixture,
  adminReviewSchemaFixture,
  mailAndJobsSchemaFixture,
  filerTemporaryPasswordsSchemaFixture,
  paymentsByFilingSchemaFixture,
  searchWordsSchemaFixture,
  filerContactEmailSchemaFixture,
  filingAccountsSchemaFixture,
  filerLanguageSchemaFixture,
];

describe('schema upgrade fixtures', () => {
  it('has data for the schema before the newest migration', async () => {
    const tags = await migrationTags();
    const beforeNewest = tags.at(-2);
    expect(
      fixtures.map((fixture) => fixture.schema),
      `add a fixture for ${beforeNewest} (see the top of this file)`,
    ).toContain(beforeNewest);
  });
});

/**
 * Every fixture is upgraded on PostgreSQL. PGlite runs the same engine's SQL, so it upgrades the
 * oldest fixture (through every migration) and the newest (the latest migration, with data);
 * the whole matrix on both engines took two minutes of every test run.
 */
const upgradedOnPglite = new Set([fixtures.at(0), fixtures.at(-1)]);
const cases = fixtures.flatMap((fixture) =>
  databaseKinds
    .filter((kind: DatabaseKind) => kind === 'postgres' || upgradedOnPglite.has(fixture))
    .map((kind: DatabaseKind) => ({ schema: fixture.schema, kind, fixture })),
);

describe.each(cases)('a registry at $schema upgraded on $kind', ({ fixture, kind }) => {
  const { sample } = fixture;
  let testApp: TestApp | undefined;
  let appliedBefore: { hash: string; createdAt: number }[] = [];
  let appliedAfter: { hash: string; createdAt: number }[] = [];
  let columnsBefore: Record<string, string[]> = {};
  let columnsAfter: Record<string, string[]> = {};
  let rowsBefore: Record<string, string[]> = {};
  let rowsAfter: Record<string, string[]> = {};
  let migrationCount = 0;
  let prefixCount = 0;

  beforeAll(async () => {
    const tags = await migrationTags();
    migrationCount = tags.length;
    prefixCount = tags.indexOf(fixture.schema) + 1;
    const empty = await createEmptyDatabase(kind);
    try {
      const connection = await empty.connect();
      try {
        await migrateUpTo(connection.client, fixture.schema);
        appliedBefore = await appliedMigrations(connection.client);
        await fixture.write(connection.client, new Date());
        columnsBefore = await tableColumns(connection.client);
        rowsBefore = await snapshotRows(connection.client, columnsBefore);
      } finally {
        await connection.close();
      }
    } catch (error) {
      await empty.discard();
      throw error;
    }
    const upgraded = await empty.openAsServer();
    try {
      appliedAfter = await appliedMigrations(upgraded.database.pool);
      columnsAfter = await tableColumns(upgraded.database.pool);
      // The older schema's columns, read before the seed adds its rows.
      rowsAfter = await snapshotRows(upgraded.database.pool, columnsBefore);
      await seedDatabase(upgraded.database.db, { entityCount: 0 });
    } catch (error) {
      await upgraded.drop();
      throw error;
    }
    testApp = await buildTestApp(upgraded);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function upgradedApp(): TestApp {
    if (testApp === undefined) throw new Error('The upgraded app was not built');
    return testApp;
  }
  const app = () => upgradedApp().app;

  it('applies the migrations after the schema, and only those, as drizzle records them', () => {
    expect(prefixCount).toBeGreaterThan(0);
    expect(appliedBefore).toEqual(drizzleRecordsOf(prefixCount));
    expect(appliedAfter).toEqual(drizzleRecordsOf(migrationCount));
  });

  it('keeps every row and every value the older schema held', async () => {
    const tags = await migrationTags();
    const replaced = new Set(tags.slice(prefixCount).flatMap((tag) => tablesReplacedBy[tag] ?? []));
    for (const [table, columns] of Object.entries(columnsBefore)) {
      if (replaced.has(table)) continue;
      expect(columnsAfter[table], table).toEqual(expect.arrayContaining(columns));
    }
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (replaced.has(table)) continue;
      if (fixture.rewrittenTables?.includes(table)) {
        expect(rowsAfter[table], table).toHaveLength(rows.length);
      } else {
        expect(rowsAfter[table], table).toEqual(rows);
      }
    }
    // Every table of that schema had rows: the fixture is representative.
    const emptyTables = Object.entries(rowsBefore).filter(([, rows]) => rows.length === 0);
    expect(emptyTables.map(([table]) => table)).toEqual([]);
  });

  it("summarises the entity and finds its name, a reservation and a paid filing's name taken", async () => {
    const summary = await app().inject({
      method: 'GET',
      url: '/business-api/entity/summary',
      query: { entityId: sample.entity.entityId },
    });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().apiData).toMatchObject({
      entityId: sample.entity.entityId,
      entityName: sample.entity.name,
      statusCode: 'GOOD',
    });

    const availability = async (name: string) => {
      const answer = await app().inject({
        method: 'GET',
        url: '/business-api/entity/validateEntityNameAndAvailability',
        query: { transType: 'ARTORG_LLC', name, oldName: '', entityId: '', entityType: 'DLLC' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().apiData.availability;
    };
    expect(await availability(sample.entity.name.toUpperCase())).toMatchObject({
      isAvailable: false,
    });
    expect(await availability(sample.reservedName)).toMatchObject({
      isAvailable: false,
      isReserved: true,
    });
    expect(await availability(sample.nameHeldByFiling)).toMatchObject({ isAvailable: false });
  });

  it('finds the entity by words of its name, one of them misspelt', async () => {
    const words = sample.entity.name.split(' ');
    const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
    const misspelt = `${longest.slice(0, -2)}${longest.slice(-1)}`;
    for (const q of [words.slice(0, 2).join(' '), sample.entity.name.replace(longest, misspelt)]) {
      const answer = await app().inject({
        method: 'GET',
        url: '/business-api/entity/search',
        query: { q },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().apiData.results, q).toContainEqual(
        expect.objectContaining({
          entityId: sample.entity.entityId,
          entityName: sample.entity.name,
        }),
      );
    }
  });

  it('loads the draft at the current version, what it lacked filled, everything typed kept', async () => {
    const answer = await app().inject({
      method: 'GET',
      url: `/business-api/draft/${sample.draft.ref}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { draft } = answer.json().apiData;
    expect(draft).toMatchObject({
      ref: sample.draft.ref,
      filingType: sample.draft.filingType,
      version: FILING_VALUES_VERSION,
    });
    const values = draft.values as Record<string, unknown>;
    expect((values as unknown as FilingValues).entityName.name).toBe(sample.draft.entityName);
    const definition = getFilingType(sample.draft.filingType);
    if (definition === undefined) throw new Error(`No filing type ${sample.draft.filingType}`);
    const empty = createEmptyFiling(definition) as unknown as Record<string, unknown>;
    expect(values[sample.draft.lacks]).toEqual(empty[sample.draft.lacks]);
  });

  it('answers the recorded receipt again and builds its filed image with the attachments', async () => {
    const receipt = await app().inject({
      method: 'POST',
      url: '/business-api/file/receipt',
      headers: jsonHeaders,
      payload: { refId: sample.filed.refId },
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const { masterId, transactionId, entityId, name } = receipt.json().apiData.receipt;
    expect({ entityId, name }).toEqual({
      entityId: sample.filed.entityId,
      name: sample.filed.entityName,
    });
    const image = await app().inject({
      method: 'GET',
      url: '/business-api/file/image',
      query: { masterTransactionId: masterId, transactionId },
    });
    expect(image.statusCode, image.body).toBe(200);
    const document = await PDFDocument.load(Buffer.from(image.json().apiData.pdfBytes, 'base64'));
    expect(document.getPageCount()).toBeGreaterThan(sample.filed.attachmentPages);
  });

  it('records a filing paid before the upgrade when its payer returns', async () => {
    const answer = await app().inject({
      method: 'POST',
      url: '/business-api/file/receipt',
      headers: jsonHeaders,
      payload: { refId: sample.paidNotRecorded.refId },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { receipt } = answer.json().apiData;
    expect(receipt).toMatchObject({
      name: sample.paidNotRecorded.entityName,
      entityStatus: 'GOOD',
    });
    const summary = await app().inject({
      method: 'GET',
      url: '/business-api/entity/summary',
      query: { entityId: receipt.entityId },
    });
    expect(summary.json().apiData).toMatchObject({
      entityName: sample.paidNotRecorded.entityName,
      statusCode: 'GOOD',
    });
  });

  it('still shows an open checkout, and says a lost name is refunded', async () => {
    const checkout = await app().inject({
      method: 'GET',
      url: `/payment/checkout/${sample.openCheckout.providerRef}`,
    });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain(sample.openCheckout.entityName);

    const lost = await app().inject({
      method: 'POST',
      url: '/business-api/file/receipt',
      headers: jsonHeaders,
      payload: { refId: sample.nameLost.refId },
    });
    expect(lost.statusCode, lost.body).toBe(409);
    expect(lost.json().apiData).toMatchObject({
      outcome: 'NAME_UNAVAILABLE',
      refund: { amount: '50.00' },
    });
    expect(lost.json().apiData.message).toContain(sample.nameLost.entityName);
  });

  it('lists the mail sent before the upgrade', async () => {
    const page = await app().inject({ method: 'GET', url: '/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(sample.mail.recipient);
    expect(page.body).toContain(sample.mail.subject);
  });

  it.runIf(sample.webhookEndpoint !== undefined)(
    "keeps an endpoint's secret sealed now, and its deliveries signed with it",
    async () => {
      const endpoint = sample.webhookEndpoint;
      if (endpoint === undefined) return;
      const { database, config } = upgradedApp();
      const [row] = await database.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.url, endpoint.url));
      if (row === undefined) throw new Error('The endpoint did not come through the upgrade');
      expect(row.secret).toBeNull();
      expect(row.secretSealed).toMatch(/^v1\./);
      expect(row.secretSealed).not.toContain(endpoint.secret);

      // Its receiver has moved to this machine; the event it had is sent again.
      const receiver = await startWebhookReceiver();
      try {
        await database.db
          .update(webhookEndpoints)
          .set({ url: receiver.url('/hooks') })
          .where(eq(webhookEndpoints.id, row.id));
        const [delivered] = await database.db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, row.id));
        if (delivered === undefined) throw new Error('The delivery did not come through');
        const now = new Date();
        await replayDelivery(database.db, row.accountId, delivered.id, now);
        const result = await deliverDueWebhooks(database.db, {
          now: new Date(now.getTime() + 2_000),
          log: { warn: () => undefined, error: () => undefined },
          secrets: await secretsKeyringOf(config),
          allowInsecureLoopback: true,
        });
        expect(result).toMatchObject({ delivered: 1 });
        const [request] = receiver.to('/hooks');
        const header = request?.headers['registrar-signature'];
        expect(
          verifyWebhookSignature(endpoint.secret, String(header), request?.body ?? '', {
            nowSeconds: Math.floor(now.getTime() / 1000) + 2,
          }),
        ).toBe(true);
      } finally {
        await receiver.close();
      }
    },
  );

  it.runIf(sample.heldForReview !== undefined)(
    "lists a held filing in the administrators' queue with the email its filer gave",
    async () => {
      const held = sample.heldForReview;
      if (held === undefined) return;
      const staff = await signInStaff(upgradedApp());
      const queue = await app().inject({
        method: 'GET',
        url: '/business-api/admin/pendingFilings',
        headers: { cookie: staff.cookie },
      });
      expect(queue.statusCode, queue.body).toBe(200);
      const rows = queue.json<{
        apiData: { pendingFilings: { entityName: string; email: string }[] };
      }>().apiData.pendingFilings;
      expect(rows).toContainEqual(
        expect.objectContaining({ entityName: held.entityName, email: held.contactEmail }),
      );
    },
  );
});
