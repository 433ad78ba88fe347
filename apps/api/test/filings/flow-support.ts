// Helpers for driving the filing flow through app.inject: uploads, payment, the test checkout. The
// calls are made as the test's browser (test-app.ts); pass another browser's draft cookie to act
// as a stranger.
import { randomUUID } from 'node:crypto';
import {
  createLlcMaximalFiling,
  createLlcMinimalFiling,
  type FilingValues,
} from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { DraftOwner } from '../../src/modules/filings/draft-owners.ts';
import { browserCookie, jsonHeaders, testBrowserHash } from '../support/test-app.ts';

export const origin = 'http://localhost:3000';

/** The test's browser as the owner of its drafts. */
export const testBrowserOwner: DraftOwner = { kind: 'browser', browserHash: testBrowserHash };

/** A one-page PDF with a line of text. */
export async function makePdf(text = 'Operating agreement'): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  page.drawText(text, {
    x: 20,
    y: 100,
    size: 12,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await document.save());
}

/** A valid 1x1 PNG. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with one file field. */
export function multipartFile(
  fileName: string,
  contentType: string,
  bytes: Buffer,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----registrar${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-requested-with': 'registrar',
    },
  };
}

/** Saves a draft as the wizard does after each step; files can be uploaded only to a saved draft. */
export async function saveDraft(
  app: FastifyInstance,
  draftRef: string = randomUUID(),
  filingType = 'llc',
  cookie = browserCookie,
): Promise<string> {
  const saved = await app.inject({
    method: 'PUT',
    url: `/business-api/draft/${draftRef}`,
    headers: { ...jsonHeaders, cookie },
    payload: { filingType, values: {}, control: {} },
  });
  if (saved.statusCode !== 200) throw new Error(`draft not saved: ${saved.body}`);
  return draftRef;
}

/** Uploads one file for a draft (public unless `private`: for the administrators alone). */
export async function upload(
  app: FastifyInstance,
  draftRef: string,
  fileName: string,
  contentType: string,
  bytes: Buffer,
  { private: isPrivate = false, cookie = browserCookie } = {},
) {
  const { payload, headers } = multipartFile(fileName, contentType, bytes);
  return app.inject({
    method: 'POST',
    url: `/business-api/attachments?draftRef=${draftRef}&private=${String(isPrivate)}`,
    payload,
    headers: { ...headers, cookie },
  });
}

type Attachment = FilingValues['additionalInfo']['privateAttachments'][number];

/** Uploads the sworn affidavit a held reinstatement or cure carries; returns its attachment. */
export async function uploadAffidavit(app: FastifyInstance, draftRef: string): Promise<Attachment> {
  const pdf = await makePdf('Sworn affidavit');
  const response = await upload(app, draftRef, 'affidavit.pdf', 'application/pdf', pdf, {
    private: true,
  });
  if (response.statusCode !== 200) throw new Error(`affidavit refused: ${response.body}`);
  return response.json<{ apiData: { attachment: Attachment } }>().apiData.attachment;
}

/** The maximal LLC fixture with its two attachments really uploaded to a new draft. */
export async function maximalFilingWithUploads(
  app: FastifyInstance,
): Promise<{ filing: FilingValues; draftRef: string }> {
  const draftRef = await saveDraft(app);
  const filing = createLlcMaximalFiling();
  const pdf = await upload(
    app,
    draftRef,
    'operating-agreement.pdf',
    'application/pdf',
    await makePdf(),
  );
  const png = await upload(app, draftRef, 'site map.png', 'image/png', onePixelPng);
  if (pdf.statusCode !== 200 || png.statusCode !== 200)
    throw new Error(`upload failed: ${pdf.body} ${png.body}`);
  filing.additionalInfo.attachments = [
    pdf.json().apiData.attachment,
    png.json().apiData.attachment,
  ];
  return { filing, draftRef };
}

/** The minimal LLC fixture under a fresh name (names must be available). */
export function minimalFiling(name: string): FilingValues {
  const filing = createLlcMinimalFiling();
  filing.entityName = { name };
  return filing;
}

/** The request body of POST /business-api/payment. */
export function paymentBody(
  filing: FilingValues,
  draftRef: string = randomUUID(),
  overrides: Record<string, unknown> = {},
) {
  return {
    filing,
    draftRef,
    clientUrl: `${origin}/business/filing/llc/receipt`,
    paymentBackUrl: `${origin}/business/filing/llc/filingreview`,
    paymentCancelUrl: `${origin}/business/filing/fileaform`,
    ...overrides,
  };
}

/** Starts payment for a filing as the test's browser (or the browser of `cookie`). */
export async function startPayment(
  app: FastifyInstance,
  body: Record<string, unknown>,
  cookie = browserCookie,
) {
  return app.inject({
    method: 'POST',
    url: '/business-api/payment',
    headers: { ...jsonHeaders, cookie },
    payload: body,
  });
}

/** The checkout path and the form token from the checkout page. */
export async function openCheckout(
  app: FastifyInstance,
  paymentURL: string,
): Promise<{ path: string; token: string; html: string }> {
  const path = new URL(paymentURL).pathname;
  const page = await app.inject({ method: 'GET', url: path });
  if (page.statusCode !== 200) throw new Error(`checkout page ${page.statusCode}`);
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  if (token === undefined) throw new Error('no token on the checkout page');
  return { path, token, html: page.body };
}

/** The test checkout's card form as a filer fills it in, with its form token. */
export function cardForm(
  token: string,
  cardNumber = '4111111111111111',
  extra: Record<string, string> = {},
): string {
  return new URLSearchParams({
    token,
    cardNumber,
    nameOnCard: 'Grace Hopper',
    expiry: '12/39',
    cvc: '123',
    ...extra,
  }).toString();
}

/**
 * Pays at the test checkout over HTTP, as a browser does: its page, the token the page holds, the
 * card form posted (answered with a 303 back to the app).
 */
export async function payAtCheckoutOverHttp(
  baseUrl: string,
  paymentURL: string,
  cardNumber = '4111111111111111',
): Promise<void> {
  const checkout = `${baseUrl}${new URL(paymentURL).pathname}`;
  const page = await (await fetch(checkout)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const paid = await fetch(checkout, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: cardForm(token, cardNumber),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`card not taken: ${String(paid.status)}`);
}

/** Posts the card form. */
export async function payWithCard(
  app: FastifyInstance,
  path: string,
  token: string,
  cardNumber: string,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: cardForm(token, cardNumber, extra),
  });
}

/**
 * Pays for a filing with a card through the whole round trip; returns the refId and the receipt
 * token the paying browser keeps.
 */
export async function payFilingAsBrowser(
  app: FastifyInstance,
  filing: FilingValues,
  draftRef: string,
  cardNumber = '4111111111111111',
): Promise<{ refId: string; receiptToken: string }> {
  const started = await startPayment(app, paymentBody(filing, draftRef));
  if (started.statusCode !== 200) throw new Error(`payment refused: ${started.body}`);
  const { paymentURL, refId, receiptToken } = started.json().apiData as {
    paymentURL: string;
    refId: string;
    receiptToken: string;
  };
  const { path, token } = await openCheckout(app, paymentURL);
  const paid = await payWithCard(app, path, token, cardNumber);
  if (paid.statusCode !== 303) throw new Error(`card refused: ${paid.statusCode}`);
  return { refId, receiptToken };
}

/** Pays for a filing with a card through the whole round trip; returns the refId. */
export async function payFiling(
  app: FastifyInstance,
  filing: FilingValues,
  draftRef: string,
  cardNumber = '4111111111111111',
): Promise<string> {
  return (await payFilingAsBrowser(app, filing, draftRef, cardNumber)).refId;
}

/** Asks for the receipt. */
export function fetchReceipt(app: FastifyInstance, refId: string) {
  return app.inject({
    method: 'POST',
    url: '/business-api/file/receipt',
    headers: jsonHeaders,
    payload: { refId },
  });
}
