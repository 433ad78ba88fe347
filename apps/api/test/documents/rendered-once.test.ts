// A filing is rendered once: for every filing type's maximal fixture, every value the filer
// entered reads in the review PDF, and every value of a public section reads in the filed image
// (text extracted with PDF.js), while what review marks as not public stays out of the record.
import {
  buildReviewSections,
  enteredValues,
  filingFixtures,
  getFilingType,
  listFilingTypes,
  type Attachment,
  type FilingTypeDefinition,
  type FilingValues,
} from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { pdfTextOf } from '../support/pdf-text.ts';
import { signInStaff } from '../support/sign-in.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';
import {
  fetchReceipt,
  makePdf,
  multipartFile,
  payFiling,
  saveDraft,
} from '../filings/flow-support.ts';

/** Entities of the seeded record on which each existing-entity filing is open today. */
const entityFor: Readonly<Record<string, string>> = {
  report: 'Estes Park Report Window LLC',
  amend: 'Colorado Kids Literacy Foundation',
};

/** A page footer ("Review copy - not filed Page 2") the text of a value may run across. */
const FOOTER = /(Review copy - not filed|Document number \d+ - Filed \S+ \S+ [AP]M) Page \d+/g;

async function documentText(pdfBase64: string): Promise<string> {
  return (await pdfTextOf(Buffer.from(pdfBase64, 'base64')))
    .replace(FOOTER, ' ')
    .replace(/\s+/g, ' ');
}

/** The maximal fixture, on a seeded entity where the filing needs one. */
async function maximalFiling(testApp: TestApp, def: FilingTypeDefinition): Promise<FilingValues> {
  const fixtures = filingFixtures[def.filingType];
  if (fixtures === undefined) throw new Error(`No fixtures for ${def.filingType}`);
  const filing = fixtures.maximal();
  const name = entityFor[def.filingType];
  if (name === undefined) return filing;
  const entityId = fixedEntityId(name);
  const [entity] = (
    await testApp.database.pool.query<{ name: string }>(
      'select name from entities where entity_id = $1',
      [entityId],
    )
  ).rows;
  if (entity === undefined) throw new Error(`${name} is not seeded`);
  // The server names the entity as on the record; the fixture speaks of the same one.
  return {
    ...filing,
    filingState: { ...filing.filingState, entityId },
    entityName: { ...filing.entityName, oldName: entity.name },
  };
}

/** Uploads a file of each name the filing lists and puts the stored references in its place. */
async function withUploadedFiles(
  app: FastifyInstance,
  filing: FilingValues,
  draftRef: string,
): Promise<FilingValues> {
  const uploadAll = async (files: Attachment[], isPrivate: boolean) =>
    Promise.all(
      files.map(async (file) => {
        const { payload, headers } = multipartFile(
          file.fileName.replace(/\.\w+$/, '.pdf'),
          'application/pdf',
          await makePdf('Attached document'),
        );
        const answer = await app.inject({
          method: 'POST',
          url: `/business-api/attachments?draftRef=${draftRef}&private=${isPrivate}`,
          payload,
          headers,
        });
        if (answer.statusCode !== 200) throw new Error(`upload refused: ${answer.body}`);
        // The file keeps the name the fixture gave it, as the filer's own file would.
        return { ...(answer.json().apiData.attachment as Attachment), fileName: file.fileName };
      }),
    );
  return {
    ...filing,
    additionalInfo: {
      ...filing.additionalInfo,
      attachments: await uploadAll(filing.additionalInfo.attachments, false),
      privateAttachments: await uploadAll(filing.additionalInfo.privateAttachments, true),
    },
  };
}

/** An administrator locks and approves a held filing through the review calls. */
async function approveAsAdministrator(
  testApp: TestApp,
  receipt: { masterId: string; transactionId: string },
): Promise<void> {
  const admin = await signInStaff(testApp);
  const locked = await testApp.app.inject({
    method: 'GET',
    url: `/business-api/admin/transLock?transSeqId=${receipt.transactionId}`,
    headers: { 'x-requested-with': 'registrar', cookie: admin.cookie },
  });
  expect(locked.statusCode, locked.body).toBe(200);
  const approved = await testApp.app.inject({
    method: 'POST',
    url: '/business-api/admin/approveFiling',
    headers: { ...jsonHeaders, cookie: admin.cookie },
    payload: {
      filing: {
        mstrTransId: Number(receipt.masterId),
        transactionId: Number(receipt.transactionId),
      },
    },
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

describe.each(databaseKinds)('every filing type rendered once, on %s', (kind) => {
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

  it.each(listFilingTypes().map((def) => [def.filingType, def] as const))(
    '%s: the review PDF and the filed image carry every value entered',
    async (filingType, def) => {
      const { app } = testApp;
      const draftRef = await saveDraft(app, undefined, filingType);
      const filing = await withUploadedFiles(app, await maximalFiling(testApp, def), draftRef);
      const entered = enteredValues(def, filing);
      expect(entered.length).toBeGreaterThan(10);

      const review = await app.inject({
        method: 'POST',
        url: '/business-api/pdf/filing',
        headers: jsonHeaders,
        payload: { filing },
      });
      expect(review.statusCode, review.body).toBe(200);
      const reviewText = await documentText(review.json().apiData.pdfBytes);
      for (const value of entered) expect(reviewText, value.path).toContain(value.text);

      const receipt = (await fetchReceipt(app, await payFiling(app, filing, draftRef))).json()
        .apiData.receipt;
      // A filing held for the administrators' check reaches the public record once approved.
      if (receipt.adminFraudCheck === true) await approveAsAdministrator(testApp, receipt);
      const image = await app.inject({
        method: 'GET',
        url: `/business-api/file/image?masterTransactionId=${receipt.masterId}&transactionId=${receipt.transactionId}`,
      });
      expect(image.statusCode, image.body).toBe(200);
      const imageText = await documentText(image.json().apiData.pdfBytes);
      const sections = buildReviewSections(getFilingType(filingType) ?? def, filing);
      const isPublic = (step: string) => sections.find((s) => s.step === step)?.public === true;
      const publicTexts = entered.filter((value) => isPublic(value.step)).map((v) => v.text);
      for (const value of entered.filter((entry) => isPublic(entry.step)))
        expect(imageText, value.path).toContain(value.text);
      // Notification addresses and the affidavit's file names are not the public record's.
      for (const value of entered.filter((entry) => !isPublic(entry.step))) {
        if (publicTexts.some((text) => text.includes(value.text))) continue;
        expect(imageText, value.path).not.toContain(value.text);
      }
      expect(imageText).toContain(receipt.transactionId);
    },
  );
});
