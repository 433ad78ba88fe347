import { randomUUID } from 'node:crypto';
import { messages } from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';
import { makePdf, multipartFile, onePixelPng, upload } from '../filings/flow-support.ts';

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
    const draftRef = randomUUID();
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
      randomUUID(),
      'locked.pdf',
      'application/pdf',
      encryptedPdf(),
    );
    expect(refusal(response)).toBe(messages.uploadPasswordProtectedPdf);
  });

  it('refuses content that does not match the extension', async () => {
    const response = await upload(
      testApp.app,
      randomUUID(),
      'photo.pdf',
      'application/pdf',
      onePixelPng,
    );
    expect(refusal(response)).toBe(messages.uploadContentMismatch('photo.pdf'));
    const binary = await upload(
      testApp.app,
      randomUUID(),
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
        await upload(app, randomUUID(), 'run.exe', 'application/octet-stream', Buffer.from('MZ')),
      ),
    ).toBe(messages.uploadExtensionNotAllowed('exe'));
    expect(
      refusal(await upload(app, randomUUID(), 'a.pdf', 'application/zip', await makePdf())),
    ).toBe(messages.uploadTypeNotAllowed('application/zip'));
    expect(
      refusal(await upload(app, randomUUID(), 'empty.txt', 'text/plain', Buffer.alloc(0))),
    ).toBe(messages.uploadEmpty('empty.txt'));
    expect(
      refusal(await upload(app, randomUUID(), 'résumé.txt', 'text/plain', Buffer.from('hi'))),
    ).toBe(messages.uploadInvalidFileName('é'));
    expect(
      refusal(await upload(app, randomUUID(), 'noextension', 'text/plain', Buffer.from('hi'))),
    ).toBe(messages.uploadNotAFile);

    const draftRef = randomUUID();
    for (let index = 0; index < 5; index += 1) {
      expect(
        (await upload(app, draftRef, `n${index}.txt`, 'text/plain', Buffer.from(`note ${index}`)))
          .statusCode,
      ).toBe(200);
    }
    expect(refusal(await upload(app, draftRef, 'n6.txt', 'text/plain', Buffer.from('six')))).toBe(
      messages.uploadTooMany(5),
    );

    const bigRef = randomUUID();
    const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 'a');
    expect((await upload(app, bigRef, 'big1.txt', 'text/plain', sixMegabytes)).statusCode).toBe(
      200,
    );
    expect(refusal(await upload(app, bigRef, 'big2.txt', 'text/plain', sixMegabytes))).toBe(
      messages.uploadCombinedSize(10),
    );
    const tooLarge = await upload(
      app,
      randomUUID(),
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
});
