import { randomUUID } from 'node:crypto';
import { messages } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import {
  uploadDraftMissingMessage,
  uploadTooManyPages,
} from '../../src/modules/attachments/attachments-service.ts';
import { makePdf, multipartFile, onePixelPng, saveDraft, upload } from '../filings/flow-support.ts';
import {
  blue,
  gifOf,
  jpegOf,
  noisyImage,
  pdfOfSize,
  pngOf,
  red,
  tiffOf,
  truncated,
} from './upload-fixtures.ts';

/** A minimal PDF whose trailer names an /Encrypt dictionary, as password-protected PDFs do. */
function encryptedPdf(): Buffer {
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n',
    '4 0 obj\n<< /Filter /Standard /V 1 /R 2 /O (aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa) /U (bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb) /P -4 >>\nendobj\n',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const object of objects) {
    offsets.push(body.length);
    body += object;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<01020304> <01020304>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe.each(databaseKinds)('attachments on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });
  afterAll(async () => {
    await testApp.close();
  });
  const draft = () => saveDraft(testApp.app);
  const storedCount = async (draftRef: string) => {
    const stored = await testApp.database.pool.query(
      'select count(*)::int as n, coalesce(sum(size), 0)::int as bytes from attachments where draft_ref = $1',
      [draftRef],
    );
    return stored.rows[0] as { n: number; bytes: number };
  };

  const refusal = (response: {
    statusCode: number;
    json(): { apiData: { errors: { field: string; message: string }[] } };
  }) => {
    expect(response.statusCode).toBe(400);
    const [error] = response.json().apiData.errors;
    expect(error?.field).toBe('file');
    return error?.message;
  };

  it('stores a PDF and an image checked by content, and deletes them', async () => {
    const { app, database } = testApp;
    const draftRef = await draft();
    const pdf = await upload(app, draftRef, 'agreement.pdf', 'application/pdf', await makePdf());
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json().apiData.attachment).toMatchObject({
      fileName: 'agreement.pdf',
      mimeType: 'application/pdf',
    });
    // The recorded type comes from the content, not from the browser's claim.
    const png = await upload(app, draftRef, 'map.png', 'image/png', onePixelPng);
    expect(png.json().apiData.attachment.mimeType).toBe('image/png');
    const text = await upload(
      app,
      draftRef,
      'notes.txt',
      'text/plain',
      Buffer.from('Members meet quarterly.\n'),
    );
    expect(text.statusCode).toBe(200);
    const stored = await database.pool.query(
      'select count(*)::int as n from attachments where draft_ref = $1',
      [draftRef],
    );
    expect(stored.rows[0].n).toBe(3);

    const key = pdf.json().apiData.attachment.key;
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/business-api/attachments/${key}`,
      headers: { 'x-requested-with': 'registrar' },
    });
    expect(deleted.json().apiData).toEqual({ code: 200, deleted: true });
    const again = await app.inject({
      method: 'DELETE',
      url: `/business-api/attachments/${key}`,
      headers: { 'x-requested-with': 'registrar' },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a password-protected PDF', async () => {
    const response = await upload(
      testApp.app,
      await draft(),
      'locked.pdf',
      'application/pdf',
      encryptedPdf(),
    );
    expect(refusal(response)).toBe(messages.uploadPasswordProtectedPdf);
  });

  it('refuses content that does not match the extension', async () => {
    const response = await upload(
      testApp.app,
      await draft(),
      'photo.pdf',
      'application/pdf',
      onePixelPng,
    );
    expect(refusal(response)).toBe(messages.uploadContentMismatch('photo.pdf'));
    const binary = await upload(
      testApp.app,
      await draft(),
      'notes.txt',
      'text/plain',
      Buffer.from([0, 1, 2, 3, 255]),
    );
    expect(refusal(binary)).toBe(messages.uploadContentMismatch('notes.txt'));
  });

  it('applies the upload rules: extension, type, empty, name, count and combined size', async () => {
    const { app } = testApp;
    expect(
      refusal(
        await upload(app, await draft(), 'run.exe', 'application/octet-stream', Buffer.from('MZ')),
      ),
    ).toBe(messages.uploadExtensionNotAllowed('exe'));
    expect(
      refusal(await upload(app, await draft(), 'a.pdf', 'application/zip', await makePdf())),
    ).toBe(messages.uploadTypeNotAllowed('application/zip'));
    expect(
      refusal(await upload(app, await draft(), 'empty.txt', 'text/plain', Buffer.alloc(0))),
    ).toBe(messages.uploadEmpty('empty.txt'));
    expect(
      refusal(await upload(app, await draft(), 'résumé.txt', 'text/plain', Buffer.from('hi'))),
    ).toBe(messages.uploadInvalidFileName('é'));
    expect(
      refusal(await upload(app, await draft(), 'noextension', 'text/plain', Buffer.from('hi'))),
    ).toBe(messages.uploadNotAFile);

    const draftRef = await draft();
    for (let index = 0; index < 5; index += 1) {
      expect(
        (await upload(app, draftRef, `n${index}.txt`, 'text/plain', Buffer.from(`note ${index}`)))
          .statusCode,
      ).toBe(200);
    }
    expect(refusal(await upload(app, draftRef, 'n6.txt', 'text/plain', Buffer.from('six')))).toBe(
      messages.uploadTooMany(5),
    );

    const bigRef = await draft();
    const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 'a');
    expect((await upload(app, bigRef, 'big1.txt', 'text/plain', sixMegabytes)).statusCode).toBe(
      200,
    );
    expect(refusal(await upload(app, bigRef, 'big2.txt', 'text/plain', sixMegabytes))).toBe(
      messages.uploadCombinedSize(10),
    );
    const tooLarge = await upload(
      app,
      await draft(),
      'huge.txt',
      'text/plain',
      Buffer.alloc(10 * 1024 * 1024 + 10, 'a'),
    );
    expect(refusal(tooLarge)).toBe(messages.uploadTooLarge('huge.txt', 10));
  });

  it('answers 400 without a file or with a bad draft reference', async () => {
    const { app } = testApp;
    const notMultipart = await app.inject({
      method: 'POST',
      url: `/business-api/attachments?draftRef=${randomUUID()}`,
      headers: { 'x-requested-with': 'registrar', 'content-type': 'application/json' },
      payload: {},
    });
    expect(refusal(notMultipart)).toBe(messages.uploadNoFiles);
    const { payload, headers } = multipartFile('a.txt', 'text/plain', Buffer.from('hi'));
    const badRef = await app.inject({
      method: 'POST',
      url: '/business-api/attachments?draftRef=x',
      payload,
      headers,
    });
    expect(badRef.statusCode).toBe(400);
    expect(badRef.json().apiData.errors[0].field).toBe('draftRef');
  });

  it('takes files on the attachment call alone: a multipart body anywhere else is refused', async () => {
    const { app } = testApp;
    const draftRef = await draft();
    const { payload, headers } = multipartFile('a.txt', 'text/plain', Buffer.from('hi'));
    const elsewhere = await app.inject({
      method: 'PUT',
      url: `/business-api/draft/${draftRef}`,
      payload,
      headers,
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json().apiData.code).toBe(415);
    expect((await storedCount(draftRef)).n).toBe(0);
  });

  it('refuses an upload to a filing in progress that was never saved or has expired', async () => {
    const { app, database } = testApp;
    const unknown = await upload(app, randomUUID(), 'notes.txt', 'text/plain', Buffer.from('hi'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().apiData).toEqual({ code: 404, message: uploadDraftMissingMessage });

    const draftRef = await draft();
    await database.pool.query(
      "update drafts set expires_at = now() - interval '1 minute' where ref = $1",
      [draftRef],
    );
    const expired = await upload(app, draftRef, 'notes.txt', 'text/plain', Buffer.from('hi'));
    expect(expired.statusCode).toBe(404);
    expect(expired.json().apiData.message).toBe(uploadDraftMissingMessage);
    expect((await storedCount(draftRef)).n).toBe(0);
  });

  it('stores exactly five of twenty files uploaded to one draft at once', async () => {
    const draftRef = await draft();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        upload(
          testApp.app,
          draftRef,
          `note-${index}.txt`,
          'text/plain',
          Buffer.from(`Note ${index}\n`),
        ),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const answer of refused) expect(refusal(answer)).toBe(messages.uploadTooMany(5));
    expect((await storedCount(draftRef)).n).toBe(5);
  });

  it('stores two of four 4 MB files uploaded at once, within the 10 MB combined size', async () => {
    const draftRef = await draft();
    const fourMegabytes = await pdfOfSize(4 * 1024 * 1024);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((index) =>
        upload(testApp.app, draftRef, `exhibit-${index}.pdf`, 'application/pdf', fourMegabytes),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(refused).toHaveLength(2);
    for (const answer of refused) expect(refusal(answer)).toBe(messages.uploadCombinedSize(10));
    const stored = await storedCount(draftRef);
    expect(stored.n).toBe(2);
    expect(stored.bytes).toBe(2 * fourMegabytes.length);
  });

  it('accepts every type that decodes completely: text, PDF, PNG, JPEG, GIF and a multi-page TIFF', async () => {
    const draftRef = await draft();
    const files: [string, string, Buffer][] = [
      ['notes.txt', 'text/plain', Buffer.from('Members meet quarterly.\n')],
      ['agreement.pdf', 'application/pdf', await makePdf()],
      ['map.png', 'image/png', await pngOf(red)],
      ['photo.jpg', 'image/jpeg', await jpegOf(blue)],
      ['logo.gif', 'image/gif', await gifOf(red, blue)],
    ];
    for (const [name, type, bytes] of files) {
      const answer = await upload(testApp.app, draftRef, name, type, bytes);
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const scan = await upload(
      testApp.app,
      await draft(),
      'scan.tif',
      'image/tiff',
      await tiffOf(red, blue, red),
    );
    expect(scan.json().apiData.attachment).toMatchObject({
      fileName: 'scan.tif',
      mimeType: 'image/tiff',
    });
  });

  it('refuses a file that starts like a PDF but is not one', async () => {
    const html = Buffer.from(
      '%PDF-1.7\n<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n',
    );
    const answer = await upload(testApp.app, await draft(), 'invoice.pdf', 'application/pdf', html);
    expect(refusal(answer)).toBe(messages.uploadContentMismatch('invoice.pdf'));
  });

  it('refuses truncated or corrupt images', async () => {
    const png = await noisyImage(200, 150).png().toBuffer();
    const jpeg = await noisyImage(200, 150).jpeg().toBuffer();
    const tiff = await noisyImage(200, 150).tiff().toBuffer();
    const gif = await noisyImage(200, 150).gif().toBuffer();
    const corrupt = Buffer.from(png);
    corrupt.fill(0x5a, 200, 400);
    const cases: [string, string, Buffer][] = [
      ['cut.png', 'image/png', truncated(png)],
      ['cut.jpg', 'image/jpeg', truncated(jpeg)],
      ['cut.tif', 'image/tiff', truncated(tiff)],
      ['cut.gif', 'image/gif', truncated(gif)],
      ['scrambled.png', 'image/png', corrupt],
    ];
    const draftRef = await draft();
    for (const [name, type, bytes] of cases) {
      expect(refusal(await upload(testApp.app, draftRef, name, type, bytes)), name).toBe(
        messages.uploadContentMismatch(name),
      );
    }
    expect((await storedCount(draftRef)).n).toBe(0);
  });

  it('refuses a TIFF of more than 100 pages', async () => {
    const pages = Array.from({ length: 101 }, (_, index) => (index % 2 === 0 ? red : blue));
    const answer = await upload(
      testApp.app,
      await draft(),
      'bundle.tif',
      'image/tiff',
      await tiffOf(...pages),
    );
    expect(refusal(answer)).toBe(uploadTooManyPages('bundle.tif', 100));
  });

  it('refuses a GIF renamed .png', async () => {
    const answer = await upload(
      testApp.app,
      await draft(),
      'chart.png',
      'image/png',
      await gifOf(red),
    );
    expect(refusal(answer)).toBe(messages.uploadContentMismatch('chart.png'));
  });
});
