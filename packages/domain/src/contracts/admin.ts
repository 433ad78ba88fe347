// The administrators' calls: the pending queue, one held filing and
// its document, the review lock, approval and rejection, and PII removal requests. Every one needs
// a signed-in administrator (401 without a session, 403 for anyone else); the acting user is the
// session's, and a payload naming another user (adminUserId, userId) is refused.
import * as z from 'zod/mini';
import {
  PENDING_QUEUE_PAGE_SIZE,
  REJECT_ADDITIONAL_TEXT_MAX,
  heldFilingStatuses,
  pendingQueueSortColumns,
} from '../admin-review.ts';
import { filerShape } from '../schemas/filers.ts';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  fieldErrorsAnswer,
  jsonBodyRefusals,
  messageAnswer,
  serverErrorAnswer,
  type ApiCall,
} from './api-data.ts';

const numericId = z.coerce
  .number<string>()
  .check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

const signInNeeded = messageAnswer(401, 'No administrator is signed in.');
const notAllowed = messageAnswer(
  403,
  'The signed-in user is not an administrator, the payload names another user, or a POST lacks X-Requested-With.',
);
const notPending = messageAnswer(404, 'No filing with these IDs is waiting for review.');

const pendingFilingSchema = z.object({
  id: z
    .string()
    .check(z.describe('The held filing, as the other admin calls name it (transSeqId).')),
  receivedDateString: z.string().check(z.describe('MM/DD/YYYY hh:mm AM, Mountain time.')),
  transactionDescription: z.string(),
  entityName: z.string(),
  entityId: z.string(),
  mstrTransId: z.string(),
  transactionId: z.string(),
  transSeqId: z.string(),
  email: z.string(),
  lockUserId: z.nullable(z.string()),
  lockedBy: z
    .string()
    .check(z.describe('Name of the administrator holding the lock; empty when nobody does.')),
});

/** One held filing as the queue and the review page show it. */
export type PendingFiling = z.output<typeof pendingFilingSchema>;

export const pendingFilingsCall = {
  method: 'GET',
  path: '/business-api/admin/pendingFilings',
  schema: {
    tags: ['admin'],
    summary: `The filings waiting for review, ${PENDING_QUEUE_PAGE_SIZE} a page, sorted by the database`,
    querystring: z.object({
      sort: z._default(z.enum(pendingQueueSortColumns), 'receivedAt'),
      direction: z._default(z.enum(['asc', 'desc']), 'asc'),
      page: z._default(z.coerce.number<string>().check(z.int(), z.positive(), z.lte(1_000_000)), 1),
    }),
    response: {
      200: apiDataAnswer({
        count: z.number().check(z.describe('How many filings wait for review in all.')),
        page: z.number(),
        pageSize: z.number(),
        pendingFilings: z.array(pendingFilingSchema),
      }),
      400: fieldErrorsAnswer,
      401: signInNeeded,
      403: notAllowed,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

const filingIds = z.object({ masterId: numericId, transId: numericId });

const heldFilingFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  clientLocation: z.string().check(z.describe('Where the file was attached: public or private.')),
  isPrivate: z.boolean(),
});

/** A file of a held filing as the review page lists it (its content answers at its own address). */
export type HeldFilingFile = z.output<typeof heldFilingFileSchema>;

export const pendingFilingCall = {
  method: 'GET',
  path: '/business-api/admin/pendingFiling',
  schema: {
    tags: ['admin'],
    summary: 'One filing waiting for review, with the files attached to it',
    description:
      'The files are listed without their contents: each answers at ' +
      '/business/admin/documents/{masterId}/{transId}/files/{id}, and the filing document at ' +
      '/business/admin/documents/{masterId}/{transId}/filing.pdf, for a signed-in administrator.',
    querystring: filingIds,
    response: {
      200: apiDataAnswer({
        pendingFiling: pendingFilingSchema,
        attachments: z.array(heldFilingFileSchema),
      }),
      400: fieldErrorsAnswer,
      401: signInNeeded,
      403: notAllowed,
      404: notPending,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

const adminAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileData: z.string().check(z.describe('The file, base64.')),
  mimeType: z.string(),
  clientLocation: z.string().check(z.describe('Where the file was attached: public or private.')),
  isPrivate: z.boolean(),
});

/** A file of a held filing as the review page lists it. */
export type AdminAttachment = z.output<typeof adminAttachmentSchema>;

export const pendingFilingPdfCall = {
  method: 'GET',
  path: '/business-api/admin/pendingFilingPdf',
  schema: {
    tags: ['admin'],
    summary: "A held filing's document and its attachments",
    querystring: filingIds,
    response: {
      200: apiDataAnswer({
        pdf: z.string().check(z.describe('The filing document, base64 PDF.')),
        attachments: z.array(adminAttachmentSchema),
      }),
      400: fieldErrorsAnswer,
      401: signInNeeded,
      403: notAllowed,
      404: notPending,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

const lockQuery = z.object({ userId: z.optional(z.string()), transSeqId: numericId });

export const transLockCall = {
  method: 'GET',
  path: '/business-api/admin/transLock',
  schema: {
    tags: ['admin'],
    summary: 'Locks a held filing for the signed-in administrator',
    description:
      'Of two administrators locking at once exactly one wins; the other is answered 409 with ' +
      'the holder. A lock lapses after 30 minutes without its holder acting; the holder may lock again. ' +
      'It changes state, so like every such call it needs the X-Requested-With: registrar header (403 without).',
    querystring: lockQuery,
    response: {
      200: apiDataAnswer({
        locked: z.literal(true),
        lockUserId: z.string(),
        lockExpiresAt: z.string(),
      }),
      400: fieldErrorsAnswer,
      401: signInNeeded,
      403: notAllowed,
      404: notPending,
      409: z.object({
        apiData: z.object({
          code: z.literal(409),
          message: z.string(),
          lockedBy: z.string(),
        }),
      }),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const releaseTransLockCall = {
  method: 'GET',
  path: '/business-api/admin/releaseTransLock',
  schema: {
    tags: ['admin'],
    summary: "Releases the signed-in administrator's lock of a held filing",
    description:
      'It changes state, so like every such call it needs the X-Requested-With: registrar header (403 without).',
    querystring: lockQuery,
    response: {
      200: apiDataAnswer({ released: z.boolean() }),
      400: fieldErrorsAnswer,
      401: signInNeeded,
      403: notAllowed,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

const decisionFiling = z.object({ mstrTransId: numericId, transactionId: numericId });
const notLockHolder = messageAnswer(
  409,
  'The filing is not locked by the signed-in administrator, or it was already processed.',
);

export const approveFilingCall = {
  method: 'POST',
  path: '/business-api/admin/approveFiling',
  schema: {
    tags: ['admin'],
    summary:
      'Approves a held filing: its effect on the registry applies once and the filer is emailed',
    body: z.object({
      filing: decisionFiling,
      adminUserId: z.optional(z.string()),
      deactivateIds: z._default(z.array(z.string()), []),
    }),
    response: {
      200: apiDataAnswer({ status: z.literal('FILED') }),
      ...jsonBodyRefusals,
      401: signInNeeded,
      403: notAllowed,
      404: notPending,
      409: notLockHolder,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

const rejectReasonSchema = z.object({
  id: z.number(),
  code: z.string(),
  group: z.string(),
  order: z.number(),
  shortReason: z.string(),
  longReason: z.string(),
});

/** A reason an administrator can give for rejecting a filing. */
export type RejectReason = z.output<typeof rejectReasonSchema>;

export const rejectReasonsCall = {
  method: 'GET',
  path: '/business-api/admin/rejectReasons',
  schema: {
    tags: ['admin'],
    summary: 'The reasons an administrator can give for rejecting a filing',
    response: {
      200: apiDataAnswer({ rejectReasons: z.array(rejectReasonSchema) }),
      401: signInNeeded,
      403: notAllowed,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const rejectFilingCall = {
  method: 'POST',
  path: '/business-api/admin/rejectFiling',
  schema: {
    tags: ['admin'],
    summary: 'Rejects a held filing with reasons, emailed to the filer',
    description:
      'At least one reason or additional text (up to 1,000 characters, which becomes a reason). ' +
      'The entity and the name the filing held are free again.',
    body: z.object({
      filing: decisionFiling,
      adminUserId: z.optional(z.string()),
      rejectReasons: z.array(z.number()),
      additionalText: z._default(z.string().check(z.maxLength(REJECT_ADDITIONAL_TEXT_MAX + 1)), ''),
    }),
    response: {
      200: apiDataAnswer({ status: z.literal('REJECTED') }),
      ...jsonBodyRefusals,
      401: signInNeeded,
      403: notAllowed,
      404: notPending,
      409: notLockHolder,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

const piiIdParameter = z.string().check(z.maxLength(400));

export const piiEntryVerificationCall = {
  method: 'GET',
  path: '/business-api/admin/piiEntryVerification',
  schema: {
    tags: ['admin'],
    summary: 'Checks the three IDs of a PII removal request',
    description:
      'The entity must be on the record; the PII document and the Statement of Removal must be ' +
      'two different recorded filings of that entity, the first not already withheld.',
    querystring: z.object({
      entityId: piiIdParameter,
      piiDocId: piiIdParameter,
      removalDocId: piiIdParameter,
    }),
    response: {
      200: apiDataAnswer({
        entityIdIsValid: z.boolean(),
        piiDocIdIsValid: z.boolean(),
        removalDocIdIsValid: z.boolean(),
        entityName: z.string(),
      }),
      400: fieldErrorsAnswer,
      401: signInNeeded,
      403: notAllowed,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const savePiiCall = {
  method: 'POST',
  path: '/business-api/admin/savePii',
  schema: {
    tags: ['admin'],
    summary:
      'Withholds a document containing PII from public view and records the Statement of Removal',
    body: z.object({
      entityId: piiIdParameter,
      piiDocId: piiIdParameter,
      removalDocId: piiIdParameter,
      entityName: z.optional(z.string()),
      filers: z.array(filerShape),
      userId: z.optional(z.string()),
    }),
    response: {
      200: apiDataAnswer({ saved: z.literal(true) }),
      ...jsonBodyRefusals,
      401: signInNeeded,
      403: notAllowed,
      409: messageAnswer(409, 'The document is already withheld from public view.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const heldFilingStatusCall = {
  method: 'GET',
  path: '/business-api/file/status',
  schema: {
    tags: ['business-api'],
    summary: 'Where a filing held for review stands, as its filer may see it',
    description: 'Reveals only the status, its dates and, for a rejected filing, the reasons.',
    querystring: z.object({ refId: z.string().check(z.uuid()) }),
    response: {
      200: apiDataAnswer({
        status: z.enum(heldFilingStatuses),
        transactionDescription: z.string(),
        receivedDateString: z.string(),
        decidedDateString: z.string().check(z.describe('Empty while under review.')),
        rejectReasons: z.array(z.string()),
      }),
      400: fieldErrorsAnswer,
      404: messageAnswer(404, 'No filing held for review has this reference.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
