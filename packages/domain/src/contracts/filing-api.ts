// The filing API (/filing-api/v1): the registry's face for software. A filing account's key
// (Authorization: Bearer rgk_…) files with one request per filing, on the same schemas and rules
// as the wizard, paid from the account's prepaid balance; every POST carries an Idempotency-Key.
// Lists are paged by an opaque cursor.
import * as z from 'zod/mini';
import { listFilingTypes } from '../filing-types/index.ts';
import { apiFilingInputShape } from '../schemas/api-filing-input.ts';
import { filingApiExamples } from './filing-api-examples.ts';
import {
  databaseUnavailableAnswer,
  fieldErrorSchema,
  fieldErrorsAnswer,
  messageAnswer,
  serverErrorAnswer,
  type ApiCall,
} from './api-data.ts';
import {
  entityNameAvailabilitySchema,
  entityTypeParameter,
  nameExplanationSchema,
  nameFormatProblemSchema,
  nameSuggestionsSchema,
} from './entity-names.ts';
import { entityRecordSchema } from './public-record.ts';
import { attachmentShape } from '../schemas/additional-info.ts';
import { receiptSchema } from './receipt.ts';

const tags = ['filing-api'] as const;

/** The success answer of a filing-API call with its status: `{ apiData: { code, ... } }`. */
function answerWith<const Code extends number, const Shape extends z.core.$ZodShape>(
  code: Code,
  shape: Shape,
) {
  return z.object({ apiData: z.object({ code: z.literal(code), ...shape }) });
}

/** The longest Idempotency-Key the API keeps. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How many items a list answers at most per page. */
export const FILING_API_PAGE_MAX = 100;

/** Registrar's own wording: a POST without its Idempotency-Key, or with one too long. */
export const IDEMPOTENCY_KEY_MESSAGE = `Send an Idempotency-Key header (at most ${String(IDEMPOTENCY_KEY_MAX_LENGTH)} characters) with every POST: a new one for each new request.`;

const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string(IDEMPOTENCY_KEY_MESSAGE).check(
    z.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MESSAGE),
    z.refine((key) => key.trim() !== '', IDEMPOTENCY_KEY_MESSAGE),
    z.describe(
      'Required on every POST: a unique string per filing the client means to make (a UUID ' +
        'serves). The same key and body give the same answer for 24 hours, even while the ' +
        'first request is still running; the same key with another body is refused with 422.',
    ),
  ),
});

const unauthorized = messageAnswer(
  401,
  'The Authorization header holds no API key, or a key that is unknown or revoked.',
);
const tooMany = messageAnswer(
  429,
  'Too many calls from this key or address in a minute; Retry-After says when to try again.',
);
const keyReused = messageAnswer(
  422,
  'This Idempotency-Key was used with another request in the last 24 hours.',
);
const keyMissing = z.union([
  fieldErrorsAnswer,
  messageAnswer(400, 'The Idempotency-Key header is missing or too long.'),
]);

const cursorQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(100))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(FILING_API_PAGE_MAX))),
});

const nextCursor = z
  .nullable(z.string())
  .check(z.describe('Pass it as cursor to get the next page; null on the last page.'));

/** The API key behind a filing or a movement of money: its number and its first characters. */
const apiKeyOfSchema = z
  .nullable(z.object({ id: z.string(), prefix: z.string() }))
  .check(
    z.describe(
      'The filing account’s API key whose call caused it (its number and the first characters ' +
        'the account sees in its list of keys); null for what no key caused.',
    ),
  );

/** What a filing's status answer says of it. */
export const apiFilingSchema = z.object({
  id: z.string().check(z.describe("The filing's reference, used in the calls below.")),
  filingType: z.string(),
  transactionType: z.string(),
  description: z.string(),
  entityId: z.nullable(z.string()),
  entityName: z.string(),
  status: z
    .string()
    .check(
      z.describe(
        'FILED (recorded), PENDING_REVIEW (held for the administrators’ check), REJECTED, ' +
          'NAME_UNAVAILABLE or ALREADY_PENDING_REVIEW (not recorded, fee refunded), or ' +
          'AWAITING_PAYMENT (the balance did not cover the fee).',
      ),
    ),
  fee: z.string().check(z.describe('Dollars with two decimals, e.g. "10.00".')),
  receivedAt: z.string(),
  filedAt: z.nullable(z.string()),
  masterTransactionId: z.nullable(z.string()),
  transactionId: z.nullable(z.string()),
  rejectReasons: z.array(z.string()),
  apiKey: apiKeyOfSchema,
  receipt: z.nullable(receiptSchema),
  documents: z.object({
    filedImage: z.nullable(
      z.string().check(z.describe('Path of the filed image call, once filed.')),
    ),
  }),
});
export type ApiFiling = z.output<typeof apiFilingSchema>;

const filingIdParams = z.object({ filingId: z.uuid('The filing ID is a UUID.') });

export const apiFileCall = {
  method: 'POST',
  path: '/filing-api/v1/filings',
  schema: {
    tags,
    summary: 'Files one filing, paid from the filing account’s balance',
    description:
      'The body holds the answers of the filing, step by step (filingState names the filing ' +
      'type and, for an existing entity, its ID); the fields the wizard holds for its pages may ' +
      'be left out (each says what it becomes), and the examples show one complete body per ' +
      'filing type. The server checks every rule the wizard ' +
      'checks, takes the fee (and any late fee) from its own schedule and from the account’s ' +
      'balance, and records the filing. 200: filed. 202: accepted and held for the ' +
      'administrators’ check (reinstatements and cures); the webhook says when they decide. ' +
      '400: the field errors (field is the dotted path inside filing, e.g. ' +
      'principalOffice.city). 402: the balance does not cover the fee; nothing is filed. 409: ' +
      'not recorded, with its outcome (the name was taken meanwhile, or another filing of the ' +
      'entity waits for review) and the refund of its fee (null when none was taken).',
    headers: idempotencyHeaders,
    body: z
      .object({
        filing: apiFilingInputShape,
        draftRef: z.optional(
          z
            .uuid('The draft reference must be a UUID.')
            .check(
              z.describe(
                'The draft the filing’s files were uploaded to (POST /filing-api/v1/drafts); ' +
                  'without files, leave it out.',
              ),
            ),
        ),
      })
      .check(
        // One complete body per filing type, shown as the request's named examples.
        z.meta({
          'x-examples': Object.fromEntries(
            Object.entries(filingApiExamples).map(([type, { summary, value }]) => [
              type,
              { summary, value },
            ]),
          ),
        }),
      ),
    response: {
      200: answerWith(200, { filing: apiFilingSchema }),
      202: answerWith(202, { filing: apiFilingSchema }),
      400: z.union([
        z.object({
          apiData: z.object({
            code: z.literal(400),
            errors: z.array(fieldErrorSchema),
            missingSections: z.optional(z.array(z.string())),
          }),
        }),
        messageAnswer(
          400,
          'The Idempotency-Key header is missing or too long, or the body is not JSON.',
        ),
      ]),
      401: unauthorized,
      402: z.object({
        apiData: z.object({
          code: z.literal(402),
          message: z.string(),
          balance: z.string(),
          fee: z.string(),
        }),
      }),
      403: messageAnswer(
        403,
        'The entity is protected by Secure Business Filing: only its own filers file for it.',
      ),
      409: z.union([
        z.object({
          apiData: z.object({
            code: z.literal(409),
            message: z.string(),
            outcome: z
              .enum(['NAME_UNAVAILABLE', 'ALREADY_PENDING_REVIEW'])
              .check(
                z.describe(
                  'Why the filing was not recorded: its name went to another filing meanwhile, or ' +
                    'another filing of the entity waits for the administrators’ check.',
                ),
              ),
            refund: z
              .nullable(
                z.object({
                  amount: z.string().check(z.describe('Dollars with two decimals.')),
                  status: z
                    .enum(['REFUNDED', 'REFUND_PENDING'])
                    .check(z.describe('Back in the balance (REFUNDED), or on its way.')),
                }),
              )
              .check(
                z.describe(
                  'The fee given back to the balance; null when the filing was refused before ' +
                    'its fee was taken.',
                ),
              ),
          }),
        }),
        messageAnswer(409, 'The filing cannot be taken now, for the reason the message gives.'),
      ]),
      413: messageAnswer(413, 'The body is larger than 1 MB.'),
      422: keyReused,
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const apiFilingsCall = {
  method: 'GET',
  path: '/filing-api/v1/filings',
  schema: {
    tags,
    summary: 'The account’s filings, newest first',
    querystring: cursorQuery,
    response: {
      200: answerWith(200, { filings: z.array(apiFilingSchema), nextCursor }),
      400: fieldErrorsAnswer,
      401: unauthorized,
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const apiFilingCall = {
  method: 'GET',
  path: '/filing-api/v1/filings/:filingId',
  schema: {
    tags,
    summary: 'One of the account’s filings: its status, receipt and documents',
    params: filingIdParams,
    response: {
      200: answerWith(200, { filing: apiFilingSchema }),
      400: fieldErrorsAnswer,
      401: unauthorized,
      404: messageAnswer(404, 'The account has no filing with this ID.'),
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const apiFiledImageCall = {
  method: 'GET',
  path: '/filing-api/v1/filings/:filingId/filed-image',
  schema: {
    tags,
    summary: 'The filed image of one of the account’s recorded filings (PDF, base64)',
    params: filingIdParams,
    response: {
      200: answerWith(200, { pdfBytes: z.string(), fileName: z.string() }),
      400: fieldErrorsAnswer,
      401: unauthorized,
      404: messageAnswer(404, 'The account has no recorded filing with this ID.'),
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const apiEntityCall = {
  method: 'GET',
  path: '/filing-api/v1/entities/:entityId',
  schema: {
    tags,
    summary: 'An entity’s public record',
    params: z.object({
      entityId: z.string().check(z.regex(/^\d{11}$/, 'The entity ID is 11 digits.')),
    }),
    response: {
      200: answerWith(200, { record: entityRecordSchema }),
      400: fieldErrorsAnswer,
      401: unauthorized,
      404: messageAnswer(404, 'No entity with that ID is on the record.'),
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const apiNameAvailabilityCall = {
  method: 'GET',
  path: '/filing-api/v1/name-availability',
  schema: {
    tags,
    summary: 'Whether a name may be used: its format, and whether another holds it',
    querystring: z.object({
      name: z.string().check(z.minLength(1, 'Enter the name.'), z.maxLength(200)),
      entityType: entityTypeParameter,
      entityId: z.optional(z.string().check(z.regex(/^\d{11}$/, 'The entity ID is 11 digits.'))),
    }),
    response: {
      200: answerWith(200, {
        valid: z.boolean(),
        message: z.string(),
        availability: entityNameAvailabilitySchema,
        problem: nameFormatProblemSchema,
        explanation: nameExplanationSchema,
        suggestions: nameSuggestionsSchema,
      }),
      400: fieldErrorsAnswer,
      401: unauthorized,
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

/** The filing types the document names: those built in when it is made. */
const builtInFormations = listFilingTypes().filter((def) => !def.existingEntity);
const builtInEntityTransactions = listFilingTypes()
  .filter((def) => def.existingEntity)
  .flatMap((def) => Object.keys(def.transactions));

/** One line of a fee as it would be charged today. */
const feeLineSchema = z.object({ description: z.string(), amount: z.string() });

export const apiFeesCall = {
  method: 'GET',
  path: '/filing-api/v1/fees',
  schema: {
    tags,
    summary: 'The fee of a filing as it would be charged today',
    description:
      'Name a new entity’s formation by its filing type, its entity type or its transaction ' +
      '(filingType=llc, filingType=DLLC and filingType=ARTORG_LLC are one; any case), or an ' +
      'entity and one of its transactions (entityId=20140000014&transactionType=REPORT): the ' +
      'answer is the fee and any late fee, line by line. An unknown filingType or ' +
      'transactionType is a 400 whose message lists the known ones.',
    querystring: z.object({
      filingType: z.optional(
        z
          .string()
          .check(
            z.maxLength(40),
            z.describe(
              `A formation: ${builtInFormations.map((def) => `${def.filingType} (${def.entityType}, ${Object.keys(def.transactions).join(', ')})`).join('; ')}.`,
            ),
          ),
      ),
      entityId: z.optional(z.string().check(z.regex(/^\d{11}$/, 'The entity ID is 11 digits.'))),
      transactionType: z.optional(
        z
          .string()
          .check(
            z.maxLength(40),
            z.describe(
              `With entityId: ${builtInEntityTransactions.join(', ')} (an amendment: the one of the entity’s type).`,
            ),
          ),
      ),
    }),
    response: {
      200: answerWith(200, { total: z.string(), lines: z.array(feeLineSchema) }),
      400: fieldErrorsAnswer,
      401: unauthorized,
      404: messageAnswer(404, 'No entity with that ID is on the record.'),
      409: messageAnswer(409, 'The entity may not file this transaction today.'),
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

/** One movement of a filing account's money. */
export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['DEPOSIT', 'FILING_FEE', 'REFUND']),
  amount: z.string().check(z.describe('Dollars with two decimals; a fee is negative.')),
  memo: z.string(),
  at: z.string(),
  filingId: z.nullable(z.string()),
  apiKey: apiKeyOfSchema,
});

export const apiAccountCall = {
  method: 'GET',
  path: '/filing-api/v1/account',
  schema: {
    tags,
    summary: 'The filing account the key belongs to, with its balance',
    response: {
      200: answerWith(200, {
        account: z.object({ id: z.string(), name: z.string(), balance: z.string() }),
      }),
      401: unauthorized,
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const apiLedgerCall = {
  method: 'GET',
  path: '/filing-api/v1/account/ledger',
  schema: {
    tags,
    summary: 'The account’s ledger, newest first: deposits, fees and refunds',
    querystring: cursorQuery,
    response: {
      200: answerWith(200, { entries: z.array(ledgerEntrySchema), nextCursor }),
      400: fieldErrorsAnswer,
      401: unauthorized,
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

/** A webhook endpoint of the account (its secret is shown only when it is registered). */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  createdAt: z.string(),
  disabledAt: z.nullable(z.string()),
});

/** One delivery of an event to an endpoint, as the delivery log shows it. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  endpointId: z.string(),
  url: z.string(),
  status: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
  attempts: z.number(),
  lastStatusCode: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  deliveredAt: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
  replayOf: z.nullable(z.string()),
  attemptsLog: z
    .array(
      z.object({
        attempt: z.number().check(z.describe('1 for the first attempt.')),
        statusCode: z
          .nullable(z.number())
          .check(z.describe('The endpoint’s answer; null when there was none.')),
        error: z
          .nullable(z.string())
          .check(z.describe('What went wrong, in a few words; null for a success.')),
        at: z.string(),
      }),
    )
    .check(
      z.describe(
        'Every attempt at this delivery, oldest first. Deliveries made before the registry kept ' +
          'each attempt show only their count in attempts.',
      ),
    ),
});

const idParams = <const Name extends string>(name: Name) =>
  z.object({ [name]: z.string().check(z.regex(/^\d{1,18}$/, 'The ID is a number.')) } as {
    [K in Name]: z.ZodMiniString<string>;
  });

export const apiWebhookEndpointsCall = {
  method: 'GET',
  path: '/filing-api/v1/webhook-endpoints',
  schema: {
    tags,
    summary: 'The account’s webhook endpoints',
    response: {
      200: answerWith(200, { endpoints: z.array(webhookEndpointSchema) }),
      401: unauthorized,
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const apiAddWebhookEndpointCall = {
  method: 'POST',
  path: '/filing-api/v1/webhook-endpoints',
  schema: {
    tags,
    summary: 'Registers an address the account’s events are posted to',
    description:
      'The address must be https on the public internet (http only to a loopback address, for ' +
      'development); names that can only be local and addresses of private networks are refused, ' +
      'and the name is resolved again at every delivery. The answer holds the secret deliveries ' +
      'are signed with, shown this once: keep it. A repeat of the request with its ' +
      'Idempotency-Key answers the same endpoint without the secret. See the webhooks document ' +
      'for the signature scheme.',
    headers: idempotencyHeaders,
    body: z.object({ url: z.string().check(z.maxLength(2000)) }),
    response: {
      200: answerWith(200, {
        endpoint: webhookEndpointSchema,
        secret: z
          .nullable(z.string())
          .check(
            z.describe(
              'The secret deliveries are signed with (whsec_…), in the first answer only; null ' +
                'when the answer is a repeat for the Idempotency-Key.',
            ),
          ),
        secretNote: z.optional(
          z
            .string()
            .check(
              z.describe(
                'On a repeat: that the secret was shown once, and how to get an endpoint with a ' +
                  'new one.',
              ),
            ),
        ),
      }),
      400: keyMissing,
      401: unauthorized,
      409: messageAnswer(409, 'The account has as many endpoints as it may.'),
      422: keyReused,
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const apiRemoveWebhookEndpointCall = {
  method: 'DELETE',
  path: '/filing-api/v1/webhook-endpoints/:endpointId',
  schema: {
    tags,
    summary: 'Stops posting events to an endpoint',
    params: idParams('endpointId'),
    response: {
      200: answerWith(200, { endpoint: webhookEndpointSchema }),
      400: fieldErrorsAnswer,
      401: unauthorized,
      404: messageAnswer(404, 'The account has no endpoint with this ID.'),
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const apiWebhookDeliveriesCall = {
  method: 'GET',
  path: '/filing-api/v1/webhook-deliveries',
  schema: {
    tags,
    summary: 'The delivery log of the account’s webhooks, newest first',
    querystring: cursorQuery,
    response: {
      200: answerWith(200, { deliveries: z.array(webhookDeliverySchema), nextCursor }),
      400: fieldErrorsAnswer,
      401: unauthorized,
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const apiReplayDeliveryCall = {
  method: 'POST',
  path: '/filing-api/v1/webhook-deliveries/:deliveryId/replay',
  schema: {
    tags,
    summary: 'Sends a delivery’s event again, now',
    headers: idempotencyHeaders,
    params: idParams('deliveryId'),
    response: {
      200: answerWith(200, { delivery: webhookDeliverySchema }),
      400: keyMissing,
      401: unauthorized,
      404: messageAnswer(404, 'The account has no delivery with this ID.'),
      409: messageAnswer(
        409,
        'The delivery went to an endpoint that is disabled: register the address again instead.',
      ),
      422: keyReused,
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const apiCreateDraftCall = {
  method: 'POST',
  path: '/filing-api/v1/drafts',
  schema: {
    tags,
    summary: 'Opens a draft to upload a filing’s files to',
    description:
      'A filing with files (an amendment’s text, the affidavit and ID of a reinstatement or cure) ' +
      'uploads them to a draft first, then names the draft in its filing call. A draft lives 30 ' +
      'days and makes at most one filing.',
    headers: idempotencyHeaders,
    body: z.object({ filingType: z.string().check(z.minLength(1), z.maxLength(40)) }),
    response: {
      200: answerWith(200, { draftRef: z.string() }),
      400: keyMissing,
      401: unauthorized,
      422: keyReused,
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const apiUploadCall = {
  method: 'POST',
  path: '/filing-api/v1/drafts/:draftRef/attachments',
  schema: {
    tags,
    summary: 'Uploads one file to a draft and checks it by content',
    description:
      'The body is multipart/form-data with one file part named file, under the wizard’s upload ' +
      'rules (five files, 10 MB in all; text, PDF, JPEG, GIF, PNG or TIFF by content). ' +
      'private=true keeps the file for the administrators only (affidavit and ID). Name the ' +
      'answer’s attachment in the filing’s additionalInfo.attachments or privateAttachments.',
    consumes: ['multipart/form-data'],
    headers: idempotencyHeaders,
    params: z.object({ draftRef: z.uuid('The draft reference must be a UUID.') }),
    querystring: z.object({ private: z._default(z.enum(['true', 'false']), 'false') }),
    response: {
      200: answerWith(200, { attachment: attachmentShape }),
      400: keyMissing,
      401: unauthorized,
      404: messageAnswer(404, 'The draft is not saved, or has expired.'),
      413: messageAnswer(413, 'The file is larger than 10 MB.'),
      422: keyReused,
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

/** One fee as it would be charged today, line by line (the fees call's answer). */
const feeTodaySchema = z.object({ total: z.string(), lines: z.array(feeLineSchema) });

/** An entity the account files for, with its next periodic report. */
export const accountEntitySchema = z.object({
  entityId: z.string(),
  entityName: z.string(),
  entityType: z.object({ code: z.string(), description: z.string() }),
  statusCode: z
    .string()
    .check(
      z.describe('GOOD (good standing), DQQ (delinquent) or a dissolution: ADISS, VDISS, ...'),
    ),
  status: z.string().check(z.describe('The status in words, e.g. "Good Standing".')),
  firstFiledAt: z.string().check(z.describe('When the account first filed for the entity.')),
  lastFiledAt: z.string().check(z.describe('When the account last filed for the entity.')),
  periodicReport: z.object({
    dueDate: z.string().check(z.describe('YYYY-MM-DD: the next report is due on this day.')),
    opensOn: z.string().check(z.describe('YYYY-MM-DD: the first day it may be filed.')),
    lateFrom: z
      .string()
      .check(z.describe('YYYY-MM-DD: from this day on it costs the late fee as well.')),
    timing: z
      .enum(['before-window', 'open', 'late'])
      .check(z.describe('Where today (Mountain time) falls against the window.')),
    availableToday: z
      .boolean()
      .check(z.describe('Whether the report may be filed today; reason says why not.')),
    reason: z.string().check(z.describe('Why it may not be filed today; empty when it may.')),
    feeToday: z
      .nullable(feeTodaySchema)
      .check(
        z.describe(
          'What filing it today would cost, line by line (the late fee on a line of its own); ' +
            'null when it may not be filed today.',
        ),
      ),
  }),
});
export type AccountEntity = z.output<typeof accountEntitySchema>;

export const apiAccountEntitiesCall = {
  method: 'GET',
  path: '/filing-api/v1/entities',
  schema: {
    tags,
    summary: 'The entities the account files for, with when each one’s next report is due',
    description:
      'Every entity a filing of the account named (a formation names the entity it made) once ' +
      'that filing was recorded or held for review, newest entity ID first. Each comes with its ' +
      'standing on the record and its next periodic report: the day it is due, its window, and ' +
      'what filing it today would cost. dueBy keeps those whose report is due on or before that ' +
      'day (late ones included). A formation with a delayed effective date is listed once the ' +
      'entity exists.',
    querystring: z.extend(cursorQuery, {
      dueBy: z.optional(z.iso.date('The date is YYYY-MM-DD.')),
    }),
    response: {
      200: answerWith(200, { entities: z.array(accountEntitySchema), nextCursor }),
      400: fieldErrorsAnswer,
      401: unauthorized,
      429: tooMany,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
