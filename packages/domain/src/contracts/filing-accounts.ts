// The administrators' calls for filing accounts: open one for a firm, issue and revoke its API
// keys, record its deposits, read its ledger and download its statement. Administrators only.
import * as z from 'zod/mini';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  fieldErrorsAnswer,
  jsonBodyRefusals,
  messageAnswer,
  serverErrorAnswer,
  type ApiCall,
} from './api-data.ts';
import { ledgerEntrySchema } from './filing-api.ts';

const tags = ['user-manager-api'] as const;

const signedOut = messageAnswer(401, 'No administrator is signed in.');
const notAdministrator = messageAnswer(403, 'The signed-in staff member is not an administrator.');
const unknownAccount = messageAnswer(404, 'There is no filing account with this number.');

/** A filing account as administrators see it. */
export const filingAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  contactEmail: z.string(),
  createdAt: z.string(),
  balance: z.string().check(z.describe('Dollars with two decimals: the sum of the ledger.')),
});
export type FilingAccountListing = z.output<typeof filingAccountSchema>;

/** An API key as administrators see it (never the key itself, but when it is issued). */
export const apiKeyListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ApiKeyListingAnswer = z.output<typeof apiKeyListingSchema>;

/** Registrar's own wording of the account form's rules. */
export const filingAccountMessages = {
  nameRequired: 'Enter the name of the firm.',
  nameTooLong: 'The name has at most 200 characters.',
  emailRequired: 'Enter the contact email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  keyNameRequired: 'Enter a name for the key, such as the system that will use it.',
  keyNameTooLong: 'The key name has at most 100 characters.',
  amountRequired: 'Enter the amount of the deposit.',
  amountInvalid: 'Enter the amount in dollars and cents, such as 500.00, up to 1,000,000.00.',
  memoRequired: 'Enter what the deposit is (for example the check or transfer number).',
  memoTooLong: 'The description has at most 200 characters.',
};

/** The account form: the firm's name and contact email. */
export const filingAccountFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, filingAccountMessages.nameRequired),
      z.maxLength(200, filingAccountMessages.nameTooLong),
    ),
  contactEmail: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, filingAccountMessages.emailRequired),
      z.maxLength(254, filingAccountMessages.emailInvalid),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, filingAccountMessages.emailInvalid),
    ),
});

/** The new-key form: its name. */
export const apiKeyFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, filingAccountMessages.keyNameRequired),
      z.maxLength(100, filingAccountMessages.keyNameTooLong),
    ),
});

/** Dollars and cents as typed ("1,250.5", "$500"), or null when it is not an amount. */
export function centsOfDollars(typed: string): number | null {
  const cleaned = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents > 0 && cents <= 100_000_000 ? cents : null;
}

/** The deposit form: an amount in dollars and what it is. */
/** Registrar's own wording: a deposit sent without the key that makes a repeat harmless. */
export const depositWithoutKeyMessage =
  'Send an Idempotency-Key header, or the requestId the account page gives, with every deposit: a new one for each deposit, so that a deposit sent twice is recorded once.';

export const depositFormSchema = z.object({
  /**
   * What makes a deposit sent twice (a double press, a post sent again) be recorded once: the
   * account page gives a new one with each page it shows.
   */
  requestId: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(255, depositWithoutKeyMessage),
        z.describe(
          'The depositRequestId of the account page the deposit is recorded from (or send an ' +
            'Idempotency-Key header instead): the same deposit sent again with it is recorded ' +
            'once, and answered as the first time.',
        ),
      ),
  ),
  amount: z.string().check(
    z.trim(),
    z.minLength(1, filingAccountMessages.amountRequired),
    z.refine((value) => centsOfDollars(value) !== null, filingAccountMessages.amountInvalid),
  ),
  memo: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, filingAccountMessages.memoRequired),
      z.maxLength(200, filingAccountMessages.memoTooLong),
    ),
});

const accountParams = z.object({
  accountId: z.string().check(z.regex(/^\d{1,18}$/, 'The account number is a number.')),
});

const common = {
  401: signedOut,
  403: notAdministrator,
  500: serverErrorAnswer,
  503: databaseUnavailableAnswer,
} as const;

export const filingAccountsCall = {
  method: 'GET',
  path: '/user-manager-api/filing-accounts',
  schema: {
    tags,
    summary: 'Every filing account with its balance (administrators only)',
    response: { 200: apiDataAnswer({ accounts: z.array(filingAccountSchema) }), ...common },
  },
} as const satisfies ApiCall;

export const createFilingAccountCall = {
  method: 'POST',
  path: '/user-manager-api/filing-accounts',
  schema: {
    tags,
    summary: 'Opens a filing account for a firm (administrators only)',
    body: filingAccountFormSchema,
    response: {
      200: apiDataAnswer({ account: filingAccountSchema }),
      ...jsonBodyRefusals,
      ...common,
    },
  },
} as const satisfies ApiCall;

export const filingAccountCall = {
  method: 'GET',
  path: '/user-manager-api/filing-accounts/:accountId',
  schema: {
    tags,
    summary: 'A filing account with its keys and the newest entries of its ledger',
    params: accountParams,
    querystring: z.object({ cursor: z.optional(z.string().check(z.maxLength(100))) }),
    response: {
      200: apiDataAnswer({
        account: filingAccountSchema,
        keys: z.array(apiKeyListingSchema),
        entries: z.array(ledgerEntrySchema),
        nextCursor: z.nullable(z.string()),
        depositRequestId: z
          .string()
          .check(
            z.describe(
              'A new request ID for the next deposit: send it with the deposit, so that a ' +
                'deposit sent twice is recorded once.',
            ),
          ),
      }),
      400: fieldErrorsAnswer,
      404: unknownAccount,
      ...common,
    },
  },
} as const satisfies ApiCall;

export const issueApiKeyCall = {
  method: 'POST',
  path: '/user-manager-api/filing-accounts/:accountId/keys',
  schema: {
    tags,
    summary: 'Issues an API key to the account: the answer holds the key, shown this once',
    params: accountParams,
    body: apiKeyFormSchema,
    response: {
      200: apiDataAnswer({ key: z.string(), listing: apiKeyListingSchema }),
      ...jsonBodyRefusals,
      404: unknownAccount,
      ...common,
    },
  },
} as const satisfies ApiCall;

export const revokeApiKeyCall = {
  method: 'POST',
  path: '/user-manager-api/filing-accounts/:accountId/keys/:keyId/revoke',
  schema: {
    tags,
    summary: 'Revokes one of the account’s keys at once',
    params: z.object({
      accountId: z.string().check(z.regex(/^\d{1,18}$/, 'The account number is a number.')),
      keyId: z.string().check(z.regex(/^\d{1,18}$/, 'The key number is a number.')),
    }),
    response: {
      200: apiDataAnswer({ listing: apiKeyListingSchema }),
      ...jsonBodyRefusals,
      404: messageAnswer(404, 'There is no such key in the filing account.'),
      ...common,
    },
  },
} as const satisfies ApiCall;

export const recordDepositCall = {
  method: 'POST',
  path: '/user-manager-api/filing-accounts/:accountId/deposits',
  schema: {
    tags,
    summary: 'Records money the firm paid into its account',
    description:
      'Every deposit carries a key that makes sending it again harmless: an Idempotency-Key ' +
      'header, or the requestId the account page gives (depositRequestId). The same key and ' +
      'deposit within 24 hours are recorded once and answered as the first time (with the ' +
      'Idempotent-Replayed: true header); the same key with another deposit is refused with 422.',
    params: accountParams,
    headers: z.looseObject({
      'idempotency-key': z.optional(
        z
          .string()
          .check(
            z.describe(
              'A new key for each deposit (a UUID serves), unless the body has requestId.',
            ),
          ),
      ),
    }),
    body: depositFormSchema,
    response: {
      200: apiDataAnswer({ entry: ledgerEntrySchema, balance: z.string() }),
      ...jsonBodyRefusals,
      422: messageAnswer(
        422,
        'This key was used with another deposit in the last 24 hours. Use a new key for a new deposit.',
      ),
      404: unknownAccount,
      ...common,
    },
  },
} as const satisfies ApiCall;

export const ledgerStatementCall = {
  method: 'GET',
  path: '/user-manager-api/filing-accounts/:accountId/statement',
  schema: {
    tags,
    summary: 'The account’s statement for a period, as CSV (text/csv)',
    description:
      'from and to are dates (YYYY-MM-DD, Mountain Time); to is included. The statement opens ' +
      'with the balance before the period, lists every movement with the balance after it, and ' +
      'closes with the balance at the end of the period.',
    params: accountParams,
    querystring: z.object({
      from: z.iso.date('Enter the first day as YYYY-MM-DD.'),
      to: z.iso.date('Enter the last day as YYYY-MM-DD.'),
    }),
    response: {
      200: {
        description: 'The statement as CSV (RFC 4180, CRLF line ends, UTF-8).',
        content: { 'text/csv': { schema: z.string() } },
      },
      400: fieldErrorsAnswer,
      404: unknownAccount,
      ...common,
    },
  },
} as const satisfies ApiCall;
