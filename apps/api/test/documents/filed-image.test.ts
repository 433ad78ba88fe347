import type { FastifyInstance } from 'fastify';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
} from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  filedDocumentNotReadyMessage,
  retryFailedFiledDocuments,
  type FailureLog,
} from '../../src/modules/documents/filed-image-service.ts';
import {
  blue,
  gifOf,
  green,
  jpegOf,
  pngOf,
  red,
  tiffOf,
  type Colour,
} from '../attachments/upload-fixtures.ts';
import {
  fetchReceipt,
  makePdf,
  minimalFiling,
  payFiling,
  saveDraft,
  upload,
} from '../filings/flow-support.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

function hexText(text: string): string {
  return Buffer.from(text, 'latin1').toString('hex').toUpperCase();
}

function decoded(stream: PDFRawStream): Buffer {
  return Buffer.from(decodePDFRawStream(stream).decode());
}

/** The stream an object reference points at (pages, contents and images are stored streams). */
function rawStream(document: PDFDocument, ref: unknown): PDFRawStream {
  const object = ref instanceof PDFRawStream ? ref : document.context.lookup(ref as PDFRef);
  if (!(object instanceof PDFRawStream)) throw new Error('Expected a stored stream');
  return object;
}

/** The page's content streams, decompressed, as latin1 text. */
function pageContent(document: PDFDocument, index: number): string {
  const contents = document.getPage(index).node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => rawStream(document, ref))
      : [rawStream(document, contents)];
  return streams.map((stream) => decoded(stream).toString('latin1')).join('\n');
}

interface PageImage {
  width: number;
  height: number;
  /** The colour of the top-left pixel. */
  firstPixel: Colour;
  /** The JPEG file itself, for an image embedded as JPEG. */
  jpeg?: Buffer;
}

/** The images drawn on a page, with their size in pixels and their first pixel's colour. */
async function pageImages(document: PDFDocument, index: number): Promise<PageImage[]> {
  const xObjects = document
    .getPage(index)
    .node.Resources()
    ?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (xObjects === undefined) return [];
  const images: PageImage[] = [];
  for (const [, ref] of xObjects.entries()) {
    const stream = rawStream(document, ref);
    const width = stream.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
    const height = stream.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber();
    const filter = stream.dict.lookup(PDFName.of('Filter'));
    // A JPEG is embedded as it was uploaded; pixel images are Flate-compressed RGB.
    const jpeg = filter === PDFName.of('DCTDecode') ? Buffer.from(stream.contents) : undefined;
    const pixels = jpeg ? await sharp(jpeg).raw().toBuffer() : decoded(stream);
    images.push({
      width,
      height,
      firstPixel: { r: pixels[0] ?? -1, g: pixels[1] ?? -1, b: pixels[2] ?? -1 },
      ...(jpeg ? { jpeg } : {}),
    });
  }
  return images;
}

/** Stands for an image that is not there: near no colour. */
const noImage: Colour = { r: -100, g: -100, b: -100 };

/** True when every channel is within a JPEG's rounding of the colour. */
function near(actual: Colour, expected: Colour): boolean {
  return (['r', 'g', 'b'] as const).every(
    (channel) => Math.abs(actual[channel] - expected[channel]) <= 8,
  );
}

type Upload = [fileName: string, contentType: string, bytes: Buffer];

/** Uploads the files to a saved draft, pays for a minimal LLC with them and records it. */
async function recordFilingWith(app: FastifyInstance, name: string, files: Upload[]) {
  const draftRef = await saveDraft(app);
  const filing = minimalFiling(name);
  const attachments = [];
  for (const [fileName, contentType, bytes] of files) {
    const answer = await upload(app, draftRef, fileName, contentType, bytes);
    if (answer.statusCode !== 200) throw new Error(`upload refused: ${answer.body}`);
    attachments.push(answer.json().apiData.attachment);
  }
  filing.additionalInfo = {
    ...filing.additionalInfo,
    additionalInfoAttachmentRadio: 'Y',
    attachments,
  };
  const refId = await payFiling(app, filing, draftRef);
  const receipt = (await fetchReceipt(app, refId)).json().apiData.receipt as {
    masterId: string;
    transactionId: string;
  };
  return { receipt, keys: attachments.map((attachment) => attachment.key as string) };
}

function getFiledImage(app: FastifyInstance, receipt: { masterId: string; transactionId: string }) {
  return app.inject({
    method: 'GET',
    url: `/business-api/file/image?masterTransactionId=${receipt.masterId}&transactionId=${receipt.transactionId}`,
  });
}

/** The filed image, and how many of its pages are the filing's own (they carry its footer). */
async function filedImage(
  app: FastifyInstance,
  receipt: { masterId: string; transactionId: string },
) {
  const answer = await getFiledImage(app, receipt);
  expect(answer.statusCode, answer.body).toBe(200);
  const bytes = Buffer.from(answer.json().apiData.pdfBytes, 'base64');
  const document = await PDFDocument.load(bytes);
  const footer = hexText(`Document number ${receipt.transactionId} - Filed`);
  let filingPages = 0;
  while (
    filingPages < document.getPageCount() &&
    pageContent(document, filingPages).includes(footer)
  ) {
    filingPages += 1;
  }
  expect(filingPages).toBeGreaterThan(0);
  return { document, filingPages, bytes };
}

describe.each(databaseKinds)('the filed document on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('lays a text file out as pages after the filing', async () => {
    const text = 'Members meet quarterly at the principal office.\nMinutes are kept (always).\n';
    const { receipt } = await recordFilingWith(testApp.app, 'Plain Text Trails LLC', [
      ['minutes.txt', 'text/plain', Buffer.from(text)],
    ]);
    const { document, filingPages } = await filedImage(testApp.app, receipt);
    expect(document.getPageCount()).toBe(filingPages + 1);
    const page = pageContent(document, filingPages);
    expect(page).toContain('(Members meet quarterly at the principal office.)');
    expect(page).toContain('(Minutes are kept \\(always\\).)');
  });

  it('appends the pages of an attached PDF', async () => {
    const { receipt } = await recordFilingWith(testApp.app, 'Portable Document Trails LLC', [
      ['agreement.pdf', 'application/pdf', await makePdf('Exhibit A: operating agreement')],
    ]);
    const { document, filingPages } = await filedImage(testApp.app, receipt);
    expect(document.getPageCount()).toBe(filingPages + 1);
    expect(document.getPage(filingPages).getSize()).toEqual({ width: 300, height: 200 });
    expect(pageContent(document, filingPages)).toContain(hexText('Exhibit A: operating agreement'));
  });

  it.each([
    { name: 'Portable Network Trails LLC', file: 'map.png', type: 'image/png', colour: red },
    { name: 'Joint Photographic Trails LLC', file: 'photo.jpg', type: 'image/jpeg', colour: blue },
  ])('embeds an attached $type on a page of its own', async ({ name, file, type, colour }) => {
    const bytes = type === 'image/png' ? await pngOf(colour) : await jpegOf(colour);
    const { receipt } = await recordFilingWith(testApp.app, name, [[file, type, bytes]]);
    const { document, filingPages } = await filedImage(testApp.app, receipt);
    expect(document.getPageCount()).toBe(filingPages + 1);
    const [image, ...others] = await pageImages(document, filingPages);
    expect(others).toHaveLength(0);
    expect(image).toMatchObject({ width: 40, height: 30 });
    expect(near(image?.firstPixel ?? noImage, colour), JSON.stringify(image)).toBe(true);
    // A JPEG goes in as it was uploaded, without being compressed again.
    expect(image?.jpeg?.equals(bytes) ?? false).toBe(type === 'image/jpeg');
  });

  it('converts a GIF to a page showing its first frame', async () => {
    const { receipt } = await recordFilingWith(testApp.app, 'Graphics Interchange Trails LLC', [
      ['logo.gif', 'image/gif', await gifOf(green, blue)],
    ]);
    const { document, filingPages } = await filedImage(testApp.app, receipt);
    expect(document.getPageCount()).toBe(filingPages + 1);
    const images = await pageImages(document, filingPages);
    expect(images).toHaveLength(1);
    expect(near(images[0]?.firstPixel ?? noImage, green), JSON.stringify(images)).toBe(true);
  });

  it('converts every page of a multi-page TIFF, in order', async () => {
    const { receipt } = await recordFilingWith(testApp.app, 'Tagged Image Trails LLC', [
      ['scan.tif', 'image/tiff', await tiffOf(red, green, blue)],
    ]);
    const { document, filingPages } = await filedImage(testApp.app, receipt);
    expect(document.getPageCount()).toBe(filingPages + 3);
    const expected = [red, green, blue];
    for (const [offset, colour] of expected.entries()) {
      const images = await pageImages(document, filingPages + offset);
      expect(images).toHaveLength(1);
      expect(images[0]).toMatchObject({ width: 40, height: 30 });
      expect(near(images[0]?.firstPixel ?? noImage, colour), JSON.stringify(images)).toBe(true);
    }
  });

  it('lays out a file stored before its pages were made at upload', async () => {
    const { receipt, keys } = await recordFilingWith(testApp.app, 'Stored Earlier Trails LLC', [
      ['notes.txt', 'text/plain', Buffer.from('Laid out when the document is built.\n')],
    ]);
    await testApp.database.pool.query('update attachments set pages_pdf = null where key = $1', [
      keys[0],
    ]);
    const { document, filingPages } = await filedImage(testApp.app, receipt);
    expect(document.getPageCount()).toBe(filingPages + 1);
    expect(pageContent(document, filingPages)).toContain('(Laid out when the document is built.)');
  });

  it('answers 503 with Retry-After while a build fails, logs it without contents, and retries until it is built', async () => {
    const { app, database } = testApp;
    const { receipt, keys } = await recordFilingWith(app, 'Broken Pages Trails LLC', [
      ['map.png', 'image/png', await pngOf(red)],
    ]);
    const filingId = (
      await database.pool.query<{ id: string }>(
        'select id from filings where transaction_id = $1',
        [receipt.transactionId],
      )
    ).rows[0]?.id;
    const stored = await database.pool.query<{ pages_pdf: Buffer }>(
      'select pages_pdf from attachments where key = $1',
      [keys[0]],
    );
    const goodPages = stored.rows[0]?.pages_pdf;
    // Storage damaged after the upload: the build of the document can only fail.
    const damage = Buffer.from('UNREADABLE-STORED-PAGES-7F3A not a PDF');
    await database.pool.query('update attachments set pages_pdf = $1 where key = $2', [
      damage,
      keys[0],
    ]);
    const state = async () =>
      (
        await database.pool.query<{
          pdf: Buffer | null;
          failed_attempts: number;
          next_attempt_at: Date;
        }>(
          'select pdf, failed_attempts, next_attempt_at from filed_documents where filing_id = $1',
          [filingId],
        )
      ).rows[0];

    const failed = await getFiledImage(app, receipt);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().apiData).toEqual({ code: 503, message: filedDocumentNotReadyMessage });
    const retryAfter = Number(failed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await state()).toMatchObject({ pdf: null, failed_attempts: 1 });

    // Asking again before the retry is due does not build again.
    const again = await getFiledImage(app, receipt);
    expect(again.statusCode).toBe(503);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(retryAfter);
    expect((await state())?.failed_attempts).toBe(1);

    const logged: { fields: unknown; message: unknown }[] = [];
    const log: FailureLog = {
      error: (fields: unknown, message?: unknown) => {
        logged.push({ fields, message });
      },
    };
    const now = Date.now();
    expect(await retryFailedFiledDocuments(database.db, log, new Date(now))).toBe(0);
    expect(logged).toHaveLength(0);

    // Due a minute later: tried again, failed again, logged with the filing's id, backed off.
    const firstRetry = new Date(now + 61_000);
    expect(await retryFailedFiledDocuments(database.db, log, firstRetry)).toBe(0);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.fields).toMatchObject({
      filingId: Number(filingId),
      err: { message: expect.any(String) },
    });
    expect(JSON.stringify(logged)).not.toContain('UNREADABLE-STORED-PAGES');
    const backedOff = await state();
    expect(backedOff?.failed_attempts).toBe(2);
    expect(new Date(backedOff?.next_attempt_at ?? 0).getTime()).toBe(
      firstRetry.getTime() + 120_000,
    );

    // Repaired: the next due retry builds and keeps the document with the image in it.
    await database.pool.query('update attachments set pages_pdf = $1 where key = $2', [
      goodPages,
      keys[0],
    ]);
    expect(
      await retryFailedFiledDocuments(database.db, log, new Date(firstRetry.getTime() + 121_000)),
    ).toBe(1);
    expect(logged).toHaveLength(1);
    const { document, filingPages, bytes } = await filedImage(app, receipt);
    expect(document.getPageCount()).toBe(filingPages + 1);
    const [image] = await pageImages(document, filingPages);
    expect(near(image?.firstPixel ?? noImage, red), JSON.stringify(image)).toBe(true);
    // Kept as filed: the next download is the same document.
    expect((await filedImage(app, receipt)).bytes.equals(bytes)).toBe(true);
  });
});
