import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import {
  createDc55MaximalFiling,
  createDncMaximalFiling,
  createDpcMaximalFiling,
  createEmptyFiling,
  llcFilingType,
} from '@registrar/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFilingPdf } from '../../src/modules/documents/filing-pdf.ts';
import { createTestApp, databaseKinds, jsonHeaders, type TestApp } from '../support/test-app.ts';
import { fetchReceipt, maximalFilingWithUploads, payFiling } from '../filings/flow-support.ts';

/** Every content stream of the PDF, inflated where compressed, as latin1 text. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const body = Buffer.from(match[1] ?? '', 'latin1');
    try {
      parts.push(inflateSync(body).toString('latin1'));
    } catch {
      parts.push(body.toString('latin1'));
    }
  }
  return parts.join('\n');
}

function hexText(text: string): string {
  return Buffer.from(text, 'latin1').toString('hex').toUpperCase();
}

describe('filing PDF', () => {
  it('lays out every LLC section of a filing, even an empty or malformed one', async () => {
    const empty = await buildFilingPdf(createEmptyFiling(llcFilingType));
    expect(Buffer.from(empty).subarray(0, 5).toString()).toBe('%PDF-');
    const malformed = await buildFilingPdf({
      entityName: 7,
      principalOffice: [],
      formation: { formers: [null, 'x'] },
    });
    expect((await PDFDocument.load(malformed)).getPageCount()).toBeGreaterThan(0);
  });

  it('writes the heading, title, name and filer', async () => {
    const { createLlcMaximalFiling } = await import('@registrar/domain');
    const bytes = await buildFilingPdf(createLlcMaximalFiling());
    const text = await pdfText(bytes);
    for (const expected of [
      'Colorado Secretary of State',
      'Articles of Organization',
      'Mile High Filing Services LLC',
      'Hopper Family Trust',
      '1700 Lincoln St',
    ]) {
      expect(text).toContain(hexText(expected));
    }
  });
});

describe('filing PDF of the corporations and the cooperative', () => {
  it.each([
    {
      build: createDpcMaximalFiling,
      expected: ['4. Incorporators', '5. Shares', '2,000,000,000', '6. Additional information'],
    },
    {
      build: createDncMaximalFiling,
      expected: [
        '4. Incorporators',
        '5. Voting & assets',
        'Voting members',
        '7. Delayed effective date',
      ],
    },
    {
      build: createDc55MaximalFiling,
      expected: [
        '5. Purpose and directors',
        "Directors' terms",
        '6. Attachments',
        'operating-agreement.pdf',
        '8. Filer',
      ],
    },
  ])(
    'numbers its sections by the step order and shows its own section ($build.name)',
    async ({ build, expected }) => {
      const text = await pdfText(await buildFilingPdf(build()));
      for (const line of expected) expect(text, line).toContain(hexText(line));
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
    const { createLlcMaximalFiling } = await import('@registrar/domain');
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
    const reviewPages = (await PDFDocument.load(await buildFilingPdf(filing))).getPageCount();
    // The filed document: its own pages, the one-page PDF attachment and the image page.
    expect(document.getPageCount()).toBeGreaterThanOrEqual(reviewPages + 2);
    const text = await pdfText(Buffer.from(apiData.pdfBytes, 'base64'));
    expect(text).toContain(hexText(receipt.entityId));

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
