import { randomUUID } from 'node:crypto';
import {
  amendFilingType,
  createAmendMinimalFiling,
  createDc55MaximalFiling,
  createDncMaximalFiling,
  createDpcMaximalFiling,
  createEmptyFiling,
  createLlcMaximalFiling,
  dc55FilingType,
  dncFilingType,
  dpcFilingType,
  llcFilingType,
} from '@registrar/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFilingPdf } from '../../src/modules/documents/filing-pdf.ts';
import { pdfTextOf } from '../support/pdf-text.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';
import { fetchReceipt, maximalFilingWithUploads, payFiling } from '../filings/flow-support.ts';

describe('filing PDF', () => {
  it('lays out every LLC section of an empty filing, each saying what is not provided', async () => {
    const text = await pdfTextOf(
      await buildFilingPdf(llcFilingType, createEmptyFiling(llcFilingType)),
    );
    expect(text).toContain('1. Entity name Name Not provided');
    expect(text).toContain('8. Filer information Perjury notice affirmed No');
  });

  it('writes the heading, title, name and filer', async () => {
    const text = await pdfTextOf(await buildFilingPdf(llcFilingType, createLlcMaximalFiling()));
    for (const expected of [
      'Colorado Secretary of State',
      'Articles of Organization',
      'Mile High Filing Services LLC',
      'Hopper Family Trust',
      '1700 Lincoln St',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints the name an amendment keeps', async () => {
    const filing = createAmendMinimalFiling();
    const text = await pdfTextOf(await buildFilingPdf(amendFilingType, filing));
    expect(filing.entityName.isNameChanged).toBe('N');
    expect(text).toContain(
      `Current name ${filing.entityName.oldName} Name after this filing ${filing.entityName.oldName}`,
    );
  });
});

describe('filing PDF of the corporations and the cooperative', () => {
  it.each([
    {
      def: dpcFilingType,
      build: createDpcMaximalFiling,
      expected: ['4. Incorporators', '5. Shares', '2,000,000,000', '6. Additional information'],
    },
    {
      def: dncFilingType,
      build: createDncMaximalFiling,
      expected: [
        '4. Incorporators',
        '5. Voting & assets',
        'Voting members',
        '8. Delayed effective date',
      ],
    },
    {
      def: dc55FilingType,
      build: createDc55MaximalFiling,
      expected: [
        '5. Purpose and directors',
        "Directors' terms",
        '6. Attachments',
        'operating-agreement.pdf',
        '8. Filer information',
      ],
    },
  ])(
    'numbers its sections by the step order and shows its own section ($def.filingType)',
    async ({ def, build, expected }) => {
      const text = await pdfTextOf(await buildFilingPdf(def, build()));
      for (const line of expected) expect(text, line).toContain(line);
    },
  );
});

describe.each(databaseKinds)('PDF calls on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('POST /business-api/pdf/filing answers the review PDF as base64', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/business-api/pdf/filing',
      headers: jsonHeaders,
      payload: { filing: createLlcMaximalFiling() },
    });
    expect(response.statusCode).toBe(200);
    const bytes = Buffer.from(response.json().apiData.pdfBytes, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/business-api/pdf/filing',
      headers: jsonHeaders,
      payload: { filing: 3 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().apiData.errors[0].field).toBe('filing');
    const unknownType = await testApp.app.inject({
      method: 'POST',
      url: '/business-api/pdf/filing',
      headers: jsonHeaders,
      payload: {
        filing: {
          ...createLlcMaximalFiling(),
          filingState: { ...createLlcMaximalFiling().filingState, filingType: 'nope' },
        },
      },
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().apiData.errors).toEqual([
      { field: 'filingState.filingType', message: 'Unknown filing type.' },
    ]);
  });

  it('GET /business-api/file/image answers the filed document with its attachments appended', async () => {
    const { app } = testApp;
    const { filing, draftRef } = await maximalFilingWithUploads(app);
    const refId = await payFiling(app, filing, draftRef);
    const receipt = (await fetchReceipt(app, refId)).json().apiData.receipt;
    const image = await app.inject({
      method: 'GET',
      url: `/business-api/file/image?masterTransactionId=${receipt.masterId}&transactionId=${receipt.transactionId}`,
    });
    expect(image.statusCode, image.body).toBe(200);
    const apiData = image.json().apiData;
    expect(apiData.fileName).toBe(`ARTORG_LLC_${receipt.masterId}_${receipt.transactionId}.pdf`);
    const document = await PDFDocument.load(Buffer.from(apiData.pdfBytes, 'base64'));
    const reviewPages = (
      await PDFDocument.load(await buildFilingPdf(llcFilingType, filing))
    ).getPageCount();
    // The filed document: its own pages, the one-page PDF attachment and the image page.
    expect(document.getPageCount()).toBeGreaterThanOrEqual(reviewPages + 2);
    const text = await pdfTextOf(Buffer.from(apiData.pdfBytes, 'base64'));
    expect(text).toContain(receipt.entityId);

    const unknown = await app.inject({
      method: 'GET',
      url: `/business-api/file/image?masterTransactionId=1&transactionId=2`,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'GET',
      url: `/business-api/file/image?masterTransactionId=x&transactionId=${randomUUID()}`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
