// The restore drill an operator rehearses, on each database kind: a registry in use (an LLC filed
// and paid with its attachments, a reinstatement held for the administrators and approved, a cure
// still held, a certificate issued, mail queued) is backed up, a new empty database gets the
// backup, and the app built on it answers every client as the old one did: the public record,
// the documents byte for byte, the certificate's verification, the held filing's files, the
// outbox, and the next transaction number. Sessions are not carried over. A damaged backup, a
// backup of a newer schema and a database that already holds a registry are refused; a backup of
// an older schema is restored and migrated forward; a busy embedded database is named as busy.
// The drill is also run as an operator runs it: the backup and restore commands as processes of
// their own, then the server as a process on the restored database, asked over HTTP.
import {
  createCureMinimalFiling,
  createLlcMinimalFiling,
  createReinstateMinimalFiling,
  heldFilingFileAddress,
  type FilingValues,
} from '@registrar/domain';
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DataDirInUse } from '../../src/db/data-dir-lock.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { entities } from '../../src/db/schema.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { issueSetupLink } from '../../src/modules/identity/administrators.ts';
import { startSession } from '../../src/modules/identity/sessions.ts';
import {
  BackupRefused,
  restoreBackup,
  tablesLeftOut,
  writeBackup,
  type BackupSummary,
  type RestoreSummary,
} from '../../src/operations/backup.ts';
import { sessionCookieName } from '../../src/plugins/sessions.ts';
import {
  appliedMigrations,
  drizzleRecordsOf,
  migrateUpTo,
  migrationTags,
  snapshotRows,
  tableColumns,
} from '../db/database-at-migration.ts';
import { searchWordsSchemaFixture } from '../db/upgrade-fixtures/0011_search_words.ts';
import {
  fetchReceipt,
  makePdf,
  maximalFilingWithUploads,
  minimalFiling,
  multipartFile,
  origin,
  payAtCheckoutOverHttp,
  payFiling,
  paymentBody,
  saveDraft,
} from '../filings/flow-support.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { signInStaff, type SignedInStaff } from '../support/sign-in.ts';
import {
  buildTestApp,
  createPostgresDatabase,
  createTestDatabase,
  databaseKinds,
  jsonHeaders,
  type TestApp,
  type TestDatabase,
} from '../support/test-app.ts';

const apiRoot = path.resolve(import.meta.dirname, '../..');

const salida = fixedEntityId('Salida Checked Dissolved LLC');
const durango = fixedEntityId('Durango Checked Delinquent LLC');

interface Receipt {
  masterId: string;
  transactionId: string;
  entityId: string;
}

/** Every table's rows and every sequence's value, to compare two databases by. */
async function contentsOf(database: Database) {
  const tables = await tableColumns(database.pool);
  const rows = await snapshotRows(database.pool, tables);
  const sequences = await database.pool.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const values: Record<string, string> = {};
  for (const { name } of sequences.rows) {
    const result = await database.pool.query<{ value: string }>(
      `select last_value::text || ' ' || is_called::text as value from "${name}"`,
    );
    values[name] = result.rows[0]?.value ?? '';
  }
  return { rows, sequences: values };
}

/** A copy of a backup rewritten line by line, with its checksum made right again. */
async function rewrittenBackup(
  file: string,
  target: string,
  rewrite: (lines: string[]) => string[],
): Promise<void> {
  const lines = gunzipSync(await readFile(file))
    .toString('utf8')
    .split('\n')
    .slice(0, -2);
  const body = `${rewrite(lines).join('\n')}\n`;
  const sha256 = createHash('sha256').update(body).digest('hex');
  await writeFile(target, gzipSync(`${body}${JSON.stringify({ end: { sha256 } })}\n`));
}

describe.each(databaseKinds)('the restore drill on %s', (kind) => {
  let folder: string;
  let backupFile: string;
  let source: TestApp;
  let restored: TestApp;
  let alice: SignedInStaff;
  let llc: Receipt;
  let reinstatement: Receipt;
  let cure: Receipt;
  let affidavit: Buffer;
  let certificateNumber: string;
  let backedUp: BackupSummary;
  let restoredSummary: RestoreSummary;
  let sourceContents: Awaited<ReturnType<typeof contentsOf>>;
  let restoredContents: Awaited<ReturnType<typeof contentsOf>>;

  const get = (testApp: TestApp, url: string, cookie?: string) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'x-requested-with': 'registrar', ...(cookie ? { cookie } : {}) },
    });
  const post = (testApp: TestApp, url: string, payload: object, cookie: string) =>
    testApp.app.inject({ method: 'POST', url, payload, headers: { ...jsonHeaders, cookie } });

  /** Pays a reinstatement or cure of an entity whose filings the administrators check first. */
  const holdFiling = async (
    entityId: string,
    create: () => FilingValues,
    publicText?: string,
  ): Promise<Receipt> => {
    const [entity] = await source.database.db
      .update(entities)
      .set({ adminFraudCheck: true })
      .where(eq(entities.entityId, entityId))
      .returning();
    if (entity === undefined) throw new Error(`no entity ${entityId}`);
    const draftRef = await saveDraft(source.app, randomUUID());
    const uploadPdf = async (name: string, bytes: Buffer, isPrivate: boolean) => {
      const { payload, headers } = multipartFile(name, 'application/pdf', bytes);
      const uploaded = await source.app.inject({
        method: 'POST',
        url: `/business-api/attachments?draftRef=${draftRef}&private=${isPrivate}`,
        payload,
        headers,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      return uploaded.json().apiData.attachment;
    };
    const base = create();
    const publicFiles =
      publicText === undefined
        ? []
        : [await uploadPdf('page.pdf', await makePdf(publicText), false)];
    const filing: FilingValues = {
      ...base,
      filingState: { ...base.filingState, entityId },
      entityName: { name: entity.name, oldName: entity.name },
      email: { email: 'filer@example.com' },
      additionalInfo: {
        ...base.additionalInfo,
        privateAttachments: [await uploadPdf('affidavit.pdf', affidavit, true)],
        ...(publicFiles.length > 0
          ? { additionalInfoAttachmentRadio: 'Y' as const, attachments: publicFiles }
          : {}),
      },
    };
    const refId = await payFiling(source.app, filing, draftRef);
    return (await fetchReceipt(source.app, refId)).json().apiData.receipt as Receipt;
  };

  /** What clients see of the registry: the public record, documents, certificate, held files. */
  const whatClientsSee = async (testApp: TestApp, adminCookie: string) => {
    const record = async (entityId: string) =>
      (await get(testApp, `/business-api/entity/record?entityId=${entityId}`)).json();
    const filedImage = async (receipt: Receipt) => {
      const answer = await get(
        testApp,
        `/business-api/file/image?masterTransactionId=${receipt.masterId}&transactionId=${receipt.transactionId}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return Buffer.from(answer.json().apiData.pdfBytes, 'base64');
    };
    const ids = `masterId=${cure.masterId}&transId=${cure.transactionId}`;
    const held = (
      await get(testApp, `/business-api/admin/pendingFiling?${ids}`, adminCookie)
    ).json().apiData;
    const files: Record<string, Buffer> = {};
    for (const file of held.attachments as { id: string; fileName: string }[]) {
      const download = await get(
        testApp,
        heldFilingFileAddress(cure.masterId, cure.transactionId, file.id),
        adminCookie,
      );
      expect(download.statusCode).toBe(200);
      files[file.fileName] = download.rawPayload;
    }
    return {
      llcRecord: await record(llc.entityId),
      reinstatedRecord: await record(salida),
      llcDocument: await filedImage(llc),
      reinstatementDocument: await filedImage(reinstatement),
      certificate: (
        await get(testApp, `/business-api/certificate/verify?number=${certificateNumber}`)
      ).json(),
      queue: (await get(testApp, '/business-api/admin/pendingFilings', adminCookie)).json(),
      heldFiling: held,
      heldFiles: files,
    };
  };
  let seenBefore: Awaited<ReturnType<typeof whatClientsSee>>;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'registrar-backup-'));
    backupFile = path.join(folder, 'registry.backup.gz');
    affidavit = await makePdf('Sworn affidavit');
    const testDatabase = await createTestDatabase(kind);
    await seedDatabase(testDatabase.database.db, { entityCount: 40 });
    source = await buildTestApp(testDatabase);
    alice = await signInStaff(source);

    const { filing, draftRef } = await maximalFilingWithUploads(source.app);
    // Effective when filed, so the entity is on the record and in good standing at once.
    filing.effectiveDate = createLlcMinimalFiling().effectiveDate;
    llc = (await fetchReceipt(source.app, await payFiling(source.app, filing, draftRef))).json()
      .apiData.receipt as Receipt;

    reinstatement = await holdFiling(salida, createReinstateMinimalFiling, 'Keep this page');
    const transSeqId = reinstatement.transactionId;
    expect(
      (await get(source, `/business-api/admin/transLock?transSeqId=${transSeqId}`, alice.cookie))
        .statusCode,
    ).toBe(200);
    const approved = await post(
      source,
      '/business-api/admin/approveFiling',
      {
        filing: {
          mstrTransId: Number(reinstatement.masterId),
          transactionId: Number(reinstatement.transactionId),
        },
        adminUserId: alice.userId,
      },
      alice.cookie,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    cure = await holdFiling(durango, createCureMinimalFiling);

    const certificate = await get(
      source,
      `/business-api/pdf/gsCertificate?masterTransactionId=${llc.masterId}`,
    );
    expect(certificate.statusCode, certificate.body).toBe(200);
    certificateNumber = certificate.json().apiData.certificateNumber;

    seenBefore = await whatClientsSee(source, alice.cookie);
    sourceContents = await contentsOf(source.database);
    backedUp = await writeBackup(source.database, backupFile);

    const wiped = await createTestDatabase(kind);
    try {
      restoredSummary = await restoreBackup(wiped.database, backupFile);
      restoredContents = await contentsOf(wiped.database);
    } catch (error) {
      await wiped.drop();
      throw error;
    }
    restored = await buildTestApp(wiped);
  });

  afterAll(async () => {
    await restored?.close();
    await source?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('backs up every table but those left out, and restores every row and sequence', async () => {
    const tags = await migrationTags();
    expect(backedUp.migration).toBe(tags.at(-1));
    expect(restoredSummary).toMatchObject({
      rows: backedUp.rows,
      tables: backedUp.tables,
      sequences: backedUp.sequences,
      migrationOfBackup: tags.at(-1),
      migrationNow: tags.at(-1),
    });
    const leftOut = Object.keys(tablesLeftOut);
    expect(sourceContents.rows.sessions?.length).toBeGreaterThan(0);
    for (const [table, rows] of Object.entries(sourceContents.rows)) {
      if (leftOut.includes(table)) expect(restoredContents.rows[table], table).toEqual([]);
      else expect(restoredContents.rows[table], table).toEqual(rows);
    }
    expect(Object.keys(restoredContents.rows).sort()).toEqual(
      Object.keys(sourceContents.rows).sort(),
    );
    expect(restoredContents.sequences).toEqual(sourceContents.sequences);
  });

  it('answers clients as before: the record, the documents byte for byte, the certificate', async () => {
    // The old session is gone; the administrator's account is not.
    const { token } = await startSession(restored.database.db, {
      kind: 'staff',
      userId: alice.userId,
    });
    const seenAfter = await whatClientsSee(
      restored,
      `${sessionCookieName(restored.config)}=${token}`,
    );
    expect(seenBefore.llcRecord.apiData.record.entityId).toBe(llc.entityId);
    expect(seenBefore.certificate.apiData.genuine).toBe(true);
    expect(seenBefore.queue.apiData.count).toBe(1);
    expect(seenBefore.heldFiles['affidavit.pdf']?.equals(affidavit)).toBe(true);
    expect(seenAfter.llcDocument.equals(seenBefore.llcDocument)).toBe(true);
    expect(seenAfter.reinstatementDocument.equals(seenBefore.reinstatementDocument)).toBe(true);
    expect(seenAfter.heldFiles['affidavit.pdf']?.equals(affidavit)).toBe(true);
    expect(seenAfter).toEqual(seenBefore);
  });

  it("refuses the administrator's old session cookie: everyone signs in again", async () => {
    const session = '/user-manager-api/secure/session';
    expect((await get(source, session, alice.cookie)).statusCode).toBe(200);
    expect((await get(restored, session, alice.cookie)).statusCode).toBe(401);
  });

  it('gives the next filing the next numbers, as the old database would have', async () => {
    const fileOn = async (testApp: TestApp) => {
      const draftRef = await saveDraft(testApp.app);
      const refId = await payFiling(
        testApp.app,
        minimalFiling('Pagosa Springs Restored Outfitters LLC'),
        draftRef,
      );
      return (await fetchReceipt(testApp.app, refId)).json().apiData.receipt as Receipt;
    };
    const onRestored = await fileOn(restored);
    const onSource = await fileOn(source);
    expect(Number(onRestored.transactionId)).toBeGreaterThan(Number(cure.transactionId));
    expect(onRestored).toMatchObject({
      masterId: onSource.masterId,
      transactionId: onSource.transactionId,
      entityId: onSource.entityId,
    });
  });

  it('refuses a damaged backup: a byte changed in the file or in its content, or cut short', async () => {
    const bytes = await readFile(backupFile);
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(flipped.length / 2);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0x01;
    const damagedFile = path.join(folder, 'damaged.backup.gz');
    await writeFile(damagedFile, flipped);
    // One character of the attached affidavit's bytes, the file recompressed as it was written.
    const lines = gunzipSync(bytes).toString('utf8').split('\n');
    const row = lines.findIndex((line) => line.startsWith('[') && line.includes('\\\\x255044462d'));
    expect(row).toBeGreaterThan(0);
    lines[row] = (lines[row] ?? '').replace('\\\\x255044462d', '\\\\x255044462e');
    const tamperedFile = path.join(folder, 'tampered.backup.gz');
    await writeFile(tamperedFile, gzipSync(lines.join('\n')));
    const cutFile = path.join(folder, 'cut.backup.gz');
    await writeFile(cutFile, bytes.subarray(0, middle));

    const target = await createTestDatabase(kind);
    try {
      // Found by whichever check meets it first: a line that no longer reads, gzip's own check or
      // the checksum.
      await expect(restoreBackup(target.database, damagedFile)).rejects.toThrow(BackupRefused);
      await expect(restoreBackup(target.database, damagedFile)).rejects.toThrow(/is damaged: /);
      await expect(restoreBackup(target.database, cutFile)).rejects.toThrow(
        /is damaged: it stops before its end \(cut short\)/,
      );
      await expect(restoreBackup(target.database, tamperedFile)).rejects.toThrow(
        /is damaged: its content does not match its SHA-256 checksum/,
      );
      const left = await target.database.pool.query<{ n: number }>(
        'select (select count(*) from filings)::int + (select count(*) from entities)::int as n',
      );
      expect(left.rows[0]?.n).toBe(0);
      // The same database takes the whole backup afterwards, after a server has started on it
      // (reference data seeded, a first-administrator link printed): that is not a registry.
      await seedDatabase(target.database.db, { entityCount: 0 });
      expect(await issueSetupLink(target.database.db, 60)).not.toBeNull();
      await expect(restoreBackup(target.database, backupFile)).resolves.toMatchObject({
        rows: backedUp.rows,
      });
      const links = await target.database.pool.query<{ n: number }>(
        'select count(*)::int as n from admin_setup_links',
      );
      expect(links.rows[0]?.n).toBe(0);
    } finally {
      await target.drop();
    }
  });

  it('refuses to restore into a database that holds a registry, and changes nothing', async () => {
    const before = await contentsOf(restored.database);
    await expect(restoreBackup(restored.database, backupFile)).rejects.toThrow(
      /already holds a registry \(rows in .*filings/,
    );
    expect(await contentsOf(restored.database)).toEqual(before);
  });

  it('refuses a backup of a newer schema than this build knows', async () => {
    const newer = path.join(folder, 'newer.backup.gz');
    await rewrittenBackup(backupFile, newer, ([header, ...rest]) => {
      const parsed = JSON.parse(header ?? '{}');
      parsed.migrations = { count: parsed.migrations.count + 1, last: '9999_from_the_future' };
      return [JSON.stringify(parsed), ...rest];
    });
    const target = await createTestDatabase(kind);
    try {
      await expect(restoreBackup(target.database, newer)).rejects.toThrow(
        /9999_from_the_future\) is newer than this build knows/,
      );
    } finally {
      await target.drop();
    }
  });
});

/**
 * Runs `npm run backup -- ...` or `npm run restore -- ...` as npm runs it (in the API's folder,
 * INIT_CWD the folder the operator typed it in), on the sources: the tests may run before a build.
 * Only the database's variables are passed on, so a developer's own DATABASE_URL cannot leak in.
 */
async function runBackupCommand(
  args: string[],
  typedIn: string,
  env: Record<string, string>,
): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/backup-cli.ts', ...args],
    {
      cwd: apiRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, INIT_CWD: typedIn, ...env },
    },
  );
  return stdout;
}

/** Files an LLC over HTTP as a browser does: payment, the test checkout's card form, the receipt. */
async function fileOverHttp(baseUrl: string, name: string): Promise<Receipt> {
  const started = await fetch(`${baseUrl}/business-api/payment`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify(paymentBody(minimalFiling(name))),
  });
  expect(started.status).toBe(200);
  const { paymentURL, refId } = (
    (await started.json()) as {
      apiData: { paymentURL: string; refId: string };
    }
  ).apiData;
  await payAtCheckoutOverHttp(baseUrl, paymentURL);
  const receipt = await fetch(`${baseUrl}/business-api/file/receipt`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify({ refId }),
  });
  expect(receipt.status).toBe(200);
  return ((await receipt.json()) as { apiData: { receipt: Receipt } }).apiData.receipt;
}

describe.each(databaseKinds)('the restore drill through the commands on %s', (kind) => {
  let folder: string;
  let source: TestApp;
  let restoredPostgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let server: ServerProcess | undefined;
  let llc: Receipt;
  let recordBefore: unknown;
  let documentBefore: Buffer;
  let backupOutput: string;
  let restoreOutput: string;

  const recordAddress = () => `/business-api/entity/record?entityId=${llc.entityId}`;
  const imageAddress = () =>
    `/business-api/file/image?masterTransactionId=${llc.masterId}&transactionId=${llc.transactionId}`;

  let sourcePostgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  /**
   * The registry in use: PostgreSQL, or the embedded database in a folder of its own (new, it
   * starts from the migrated archive the run's setup made, as the throwaway ones do).
   */
  const openSource = async (fresh: boolean): Promise<TestApp> => {
    if (kind === 'pglite') {
      const archive = fresh ? new Blob([await readFile(inject('migratedPgliteArchive'))]) : null;
      const database = await openDatabase({
        dataDir: path.join(folder, 'data'),
        ...(archive === null ? {} : { loadDataDir: archive }),
      });
      return buildTestApp({ database, drop: () => database.close() });
    }
    sourcePostgres ??= await createPostgresDatabase();
    const created = sourcePostgres;
    const database = await openDatabase({ databaseUrl: created.url, poolSize: 5 });
    return buildTestApp({
      database,
      async drop() {
        await database.close();
        await created.drop();
      },
    });
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'registrar-backup-commands-'));
    source = await openSource(true);
    await seedDatabase(source.database.db, { entityCount: 5 });
    const { filing, draftRef } = await maximalFilingWithUploads(source.app);
    // Effective when filed, so the entity is on the record at once.
    filing.effectiveDate = createLlcMinimalFiling().effectiveDate;
    llc = (await fetchReceipt(source.app, await payFiling(source.app, filing, draftRef))).json()
      .apiData.receipt as Receipt;
    const headers = { 'x-requested-with': 'registrar' };
    recordBefore = (
      await source.app.inject({ method: 'GET', url: recordAddress(), headers })
    ).json();
    const image = await source.app.inject({ method: 'GET', url: imageAddress(), headers });
    expect(image.statusCode, image.body).toBe(200);
    documentBefore = Buffer.from(image.json().apiData.pdfBytes, 'base64');

    // The embedded database belongs to one process: the server stops before its backup.
    // PostgreSQL is backed up while the server runs, and stays so for the next filing below.
    if (kind === 'pglite') await source.close();
    const from: Record<string, string> =
      kind === 'pglite' ? { DATA_DIR: 'data' } : { DATABASE_URL: sourcePostgres?.url ?? '' };
    backupOutput = await runBackupCommand(['backup', '--out', 'registry.backup.gz'], folder, from);
    if (kind === 'pglite') source = await openSource(false);

    // The wiped machine: a new, empty folder or database.
    restoredPostgres = kind === 'postgres' ? await createPostgresDatabase() : undefined;
    const into: Record<string, string> =
      restoredPostgres === undefined
        ? { DATA_DIR: 'restored' }
        : { DATABASE_URL: restoredPostgres.url };
    restoreOutput = await runBackupCommand(['restore', 'registry.backup.gz'], folder, into);
    server = await startServerProcess({
      ...(restoredPostgres === undefined ? {} : { databaseUrl: restoredPostgres.url }),
      env: {
        ...(restoredPostgres === undefined ? { DATA_DIR: path.join(folder, 'restored') } : {}),
        // The origin the filing helpers' return addresses name.
        PUBLIC_BASE_URL: origin,
      },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await restoredPostgres?.drop();
    await source?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('backs up and restores through the commands, saying what they did', () => {
    expect(backupOutput).toMatch(/^Backed up \d+ rows of \d+ tables/);
    expect(backupOutput).toContain(path.join(folder, 'registry.backup.gz'));
    expect(restoreOutput).toMatch(/^Restored \d+ rows of \d+ tables/);
  });

  it('answers over HTTP with the public record and the filed document byte for byte', async () => {
    const base = server?.baseUrl ?? '';
    const headers = { 'x-requested-with': 'registrar' };
    const record = await fetch(`${base}${recordAddress()}`, { headers });
    expect(record.status).toBe(200);
    const recordAfter = (await record.json()) as {
      apiData: { record: { filings: { masterTransactionId: string; transactionId: string }[] } };
    };
    expect(recordAfter.apiData.record.filings).toContainEqual(
      expect.objectContaining({
        masterTransactionId: llc.masterId,
        transactionId: llc.transactionId,
      }),
    );
    expect(recordAfter).toEqual(recordBefore);
    const image = await fetch(`${base}${imageAddress()}`, { headers });
    expect(image.status).toBe(200);
    const { pdfBytes } = ((await image.json()) as { apiData: { pdfBytes: string } }).apiData;
    expect(Buffer.from(pdfBytes, 'base64').equals(documentBefore)).toBe(true);
  });

  it('gives a new filing the next numbers, as the old database would have', async () => {
    const name = 'Ouray Restored Hot Springs LLC';
    const onRestored = await fileOverHttp(server?.baseUrl ?? '', name);
    const draftRef = await saveDraft(source.app);
    const onSource = (
      await fetchReceipt(source.app, await payFiling(source.app, minimalFiling(name), draftRef))
    ).json().apiData.receipt as Receipt;
    expect(Number(onRestored.transactionId)).toBeGreaterThan(Number(llc.transactionId));
    expect(onRestored).toMatchObject({
      masterId: onSource.masterId,
      transactionId: onSource.transactionId,
      entityId: onSource.entityId,
    });
  });
});

describe('a backup of an older schema', () => {
  it('is restored at its own schema and migrated forward, PostgreSQL into the embedded database', async () => {
    const tags = await migrationTags();
    const folder = await mkdtemp(path.join(tmpdir(), 'registrar-backup-'));
    const created = await createPostgresDatabase();
    let restored: TestDatabase | undefined;
    try {
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      try {
        await migrateUpTo(client, searchWordsSchemaFixture.schema);
        await searchWordsSchemaFixture.write(client, new Date());
      } finally {
        await client.end();
      }
      const older = await openDatabase({ databaseUrl: created.url, migrate: false, poolSize: 2 });
      const file = path.join(folder, 'older.backup.gz');
      let columns: Record<string, string[]>;
      let before: Record<string, string[]>;
      try {
        await writeBackup(older, file);
        columns = await tableColumns(older.pool);
        before = await snapshotRows(older.pool, columns);
      } finally {
        await older.close();
      }
      // A new embedded database, never migrated.
      const database = await openDatabase({ dataDir: 'memory://', migrate: false });
      restored = { database, drop: () => database.close() };
      const summary = await restoreBackup(database, file);
      expect(summary).toMatchObject({
        migrationOfBackup: searchWordsSchemaFixture.schema,
        migrationNow: tags.at(-1),
      });
      expect(await appliedMigrations(database.pool)).toEqual(drizzleRecordsOf(tags.length));
      // The older schema's columns: the restored rows hold what they held.
      const after = await snapshotRows(database.pool, columns);
      for (const [table, rows] of Object.entries(before)) {
        if (Object.hasOwn(tablesLeftOut, table)) continue;
        if (searchWordsSchemaFixture.rewrittenTables?.includes(table)) {
          expect(after[table], table).toHaveLength(rows.length);
        } else {
          expect(after[table], table).toEqual(rows);
        }
      }
      // The newest migration ran over the restored rows: the held cure's email is its filer's.
      const held = searchWordsSchemaFixture.sample.heldForReview;
      const email = await database.pool.query<{ email: string }>(
        'select email from filings where entity_name = $1',
        [held?.entityName],
      );
      expect(email.rows[0]?.email).toBe(held?.contactEmail);
    } finally {
      await restored?.drop();
      await created.drop();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('an embedded database another process has open', () => {
  it('is refused with a message naming the process, and taken over once that process is gone', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'registrar-busy-'));
    try {
      // The test runner's parent process stands for a server that has the folder open.
      await writeFile(path.join(dataDir, 'registrar.pid'), `${process.ppid}\n`);
      const refused = openDatabase({ dataDir, migrate: false });
      await expect(refused).rejects.toThrow(DataDirInUse);
      await expect(openDatabase({ dataDir, migrate: false })).rejects.toThrow(
        `in use by process ${process.ppid}`,
      );
      // A process that ended without closing the database leaves its ID behind.
      await writeFile(path.join(dataDir, 'registrar.pid'), '2147483646\n');
      const database = await openDatabase({ dataDir, migrate: false });
      expect(await readFile(path.join(dataDir, 'registrar.pid'), 'utf8')).toBe(`${process.pid}\n`);
      await database.close();
      await expect(readFile(path.join(dataDir, 'registrar.pid'), 'utf8')).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
