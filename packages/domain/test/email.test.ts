// One email pattern for every field that takes an address (the receipt email uses the same
// pattern as notifications); each field keeps its own messages and length limit.
import { describe, expect, it } from 'vitest';
import { sendReceiptEmailCall } from '../src/contracts/send-email.ts';
import { isValidEmail, receiptEmailProblem } from '../src/email.ts';
import { messages } from '../src/messages.ts';
import { notificationsSchema } from '../src/schemas/notifications.ts';
import { processingEmailSchema } from '../src/schemas/other-steps.ts';
import { validateWith } from '../src/schemas/index.ts';

const accepted = [
  'someone@example.com',
  'first.last+filings@sub.example.co',
  "o'brien@example.org",
  'A_B-C@Example-Domain.COM',
];
const refused = [
  'someone@example',
  'someone@example.c',
  'someone@example.c0m',
  'some one@example.com',
  '@example.com',
  'someone@-example.com',
  'someone@example-.com',
  'someone@@example.com',
  `someone@${'a'.repeat(64)}.com`,
];

const notificationAccepts = (email: string) =>
  validateWith(notificationsSchema, {
    emailNotificationRadio: 'Y',
    textNotificationRadio: 'N',
    emails: [{ email }],
    texts: [],
  }).ok;
const processingEmailAccepts = (email: string) => validateWith(processingEmailSchema, { email }).ok;
const receiptEmailAccepts = (email: string) => receiptEmailProblem(email) === null;

describe('the email pattern', () => {
  it.each(accepted)('accepts %s in every email field', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(notificationAccepts(email)).toBe(true);
    expect(processingEmailAccepts(email)).toBe(true);
    expect(receiptEmailAccepts(email)).toBe(true);
  });

  it.each(refused)('refuses %s in every email field', (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(notificationAccepts(email)).toBe(false);
    expect(processingEmailAccepts(email)).toBe(false);
    expect(receiptEmailAccepts(email)).toBe(false);
  });

  it('decides a long near-miss at once', () => {
    const started = performance.now();
    expect(isValidEmail(`a@${'a-'.repeat(70)}a.${'b'.repeat(60)}1`)).toBe(false);
    expect(isValidEmail(`a@${'a.'.repeat(70)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('each email field', () => {
  it('keeps its own length limit', () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(notificationAccepts(address(150))).toBe(true);
    expect(notificationAccepts(address(151))).toBe(false);
    expect(receiptEmailAccepts(address(150))).toBe(true);
    expect(receiptEmailAccepts(address(151))).toBe(false);
    expect(processingEmailAccepts(address(200))).toBe(true);
    expect(processingEmailAccepts(address(201))).toBe(false);
  });

  it('keeps its own messages', () => {
    expect(validateWith(processingEmailSchema, { email: 'someone@example' })).toEqual({
      ok: false,
      errors: [{ path: 'email', message: messages.enterValidEmail }],
    });
    expect(receiptEmailProblem('   ')).toBe('empty');
    expect(receiptEmailProblem('someone@example')).toBe('invalid');
    const body = sendReceiptEmailCall.schema.body;
    const refId = '2f1d6c1e-3a7b-4c55-9d2e-7b0c1a9e8f10';
    expect(validateWith(body, { refId })).toEqual({
      ok: false,
      errors: [{ path: 'emailTo', message: 'Email is empty.' }],
    });
    expect(validateWith(body, { refId, emailTo: ' ' })).toEqual({
      ok: false,
      errors: [{ path: 'emailTo', message: 'Email is empty.' }],
    });
    expect(validateWith(body, { refId, emailTo: 'someone@example' })).toEqual({
      ok: false,
      errors: [{ path: 'emailTo', message: 'Email is invalid.' }],
    });
    expect(validateWith(body, { refId, emailTo: 42 })).toEqual({
      ok: false,
      errors: [{ path: 'emailTo', message: 'Email is invalid.' }],
    });
  });

  it('reads only the reference, the recipient and the receipt token of the receipt email call', () => {
    expect(
      validateWith(sendReceiptEmailCall.schema.body, {
        refId: '2f1d6c1e-3a7b-4c55-9d2e-7b0c1a9e8f10',
        emailTo: 'someone@example.com',
        receiptToken: 'secret',
        emailFrom: 'business',
        subject: 'Receipt',
        emailTemplateUrl: 'https://example.com/template',
      }),
    ).toEqual({
      ok: true,
      value: {
        refId: '2f1d6c1e-3a7b-4c55-9d2e-7b0c1a9e8f10',
        emailTo: 'someone@example.com',
        receiptToken: 'secret',
      },
    });
  });
});
