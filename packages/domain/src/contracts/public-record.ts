// The public record: the entity page (GET /business-api/entity/record), business search
// (GET /business-api/entity/search) and the check of a good-standing certificate's number
// (GET /business-api/certificate/verify). None of them is one of the registry's established
// calls; they are designed in their style, with the apiData envelope.
import * as z from 'zod/mini';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  fieldErrorsAnswer,
  messageAnswer,
  serverErrorAnswer,
  type ApiCall,
} from './api-data.ts';

/** Registrar's own wording: the search box was left empty. */
export const SEARCH_QUERY_REQUIRED_MESSAGE = 'Enter a business name or ID to search for.';
/** Registrar's own wording: one character matches nearly everything. */
export const SEARCH_QUERY_TOO_SHORT_MESSAGE = 'Enter at least 2 characters.';
/** The longest search: a name is at most 200 characters. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Results on one page of the search (the pager's default page size, 20). */
export const SEARCH_PAGE_SIZE = 20;
/** Page links the pager shows at once (a window of 10 page links). */
export const SEARCH_PAGER_WINDOW = 10;
/** Results a search ranks at most; a broader search is asked to be narrowed. */
export const SEARCH_MAX_RESULTS = 1000;
/** Registrar's own wording: the certificate-number box was left empty. */
export const CERTIFICATE_NUMBER_REQUIRED_MESSAGE = 'Enter the certificate number.';
/** Registrar's own wording: the number typed cannot be a certificate number (check character). */
export const CERTIFICATE_NUMBER_INVALID_MESSAGE =
  'That is not a certificate number. Check it against the certificate and try again.';
/** Registrar's own wording: a well-formed number that was never issued. */
export const CERTIFICATE_NOT_FOUND_MESSAGE =
  'No certificate with this number was issued by the Secretary of State.';

const entityIdParameter = z
  .string({ error: 'Enter the entity ID.' })
  .check(z.regex(/^\d{11}$/, 'The entity ID must be 11 digits.'));

const mmddyyyy = z.string().check(z.describe('MM/DD/YYYY, Mountain time; empty when none.'));
const displayDateTime = z
  .string()
  .check(z.describe('MM/DD/YYYY hh:mm AM or PM, Mountain time; empty when none.'));

/** What a certificate of good standing said when it was issued, kept with its number. */
export const certificateContentsSchema = z.object({
  certificateNumber: z.string().check(z.describe('XXXXX-XXXXX-XXXXX-XXXXX, Crockford base 32.')),
  entityId: z.string(),
  entityName: z.string(),
  entityType: z
    .string()
    .check(z.describe('The entity type as words, e.g. "Limited Liability Company".')),
  formationDate: mmddyyyy,
  status: z.string().check(z.describe('"Good Standing": a certificate is issued only then.')),
  issuedDateTime: displayDateTime,
});

/** What a certificate of good standing said. */
export type CertificateContents = z.output<typeof certificateContentsSchema>;

export const certificateVerifyCall = {
  method: 'GET',
  path: '/business-api/certificate/verify',
  schema: {
    tags: ['business-api'],
    summary: 'Whether a certificate of good standing is genuine, and what it said',
    description:
      'The number as printed on the certificate (letter case, spaces and hyphens do not ' +
      'matter). A number whose check character does not match answers 400; a well-formed number ' +
      'that was never issued answers 404; a genuine one answers what the certificate said when ' +
      'it was issued (the entity may have changed since: its record page says how it stands now).',
    querystring: z.object({
      number: z
        .string({ error: CERTIFICATE_NUMBER_REQUIRED_MESSAGE })
        .check(z.minLength(1, CERTIFICATE_NUMBER_REQUIRED_MESSAGE), z.maxLength(64)),
    }),
    response: {
      200: apiDataAnswer({ genuine: z.literal(true), certificate: certificateContentsSchema }),
      400: fieldErrorsAnswer,
      404: messageAnswer(404, 'No certificate with this number was issued.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

const addressLinesSchema = z
  .array(z.string())
  .check(z.describe('The address as the lines of a postal label; empty when none.'));

/** One filing in an entity's public history. */
export const filingHistoryItemSchema = z.object({
  masterTransactionId: z.string(),
  transactionId: z.string().check(z.describe('The document number.')),
  transactionType: z.string(),
  description: z.string(),
  filedDateTime: displayDateTime,
  effectiveDateTime: displayDateTime,
  imageAvailable: z
    .boolean()
    .check(
      z.describe(
        'Whether the filed document can be downloaded: false when there is none to show or it is withheld.',
      ),
    ),
  imageWithheld: z
    .boolean()
    .check(
      z.describe(
        'True when the document was removed from public view because it contained personal information.',
      ),
    ),
});

/** A filing an entity may start now, and the wizard that makes it. */
export const availableFilingSchema = z.object({
  transactionType: z.string(),
  description: z.string(),
  filingType: z.string(),
});

/** The public record of an entity, or of a formation filed with a delayed effective date. */
export const entityRecordSchema = z.object({
  entityId: z.string(),
  entityName: z.string(),
  entityType: z.object({ code: z.string(), description: z.string() }),
  statusCode: z.string(),
  status: z.string(),
  pending: z
    .boolean()
    .check(
      z.describe('True for a formation filed with a delayed effective date, not yet in effect.'),
    ),
  effectiveDateTime: displayDateTime.check(
    z.describe('When a pending formation takes effect; empty otherwise.'),
  ),
  formationDate: mmddyyyy,
  jurisdiction: z.string(),
  principalOffice: z.object({ street: addressLinesSchema, mailing: addressLinesSchema }),
  registeredAgent: z.object({
    name: z.string(),
    street: addressLinesSchema,
    mailing: addressLinesSchema,
  }),
  reportDueDate: mmddyyyy,
  filings: z.array(filingHistoryItemSchema),
  availableFilings: z.array(availableFilingSchema),
});

/** The public record of an entity. */
export type EntityRecord = z.output<typeof entityRecordSchema>;

export const entityRecordCall = {
  method: 'GET',
  path: '/business-api/entity/record',
  schema: {
    tags: ['business-api'],
    summary: 'The public record of an entity: standing, addresses, filing history',
    description:
      'Filings are those recorded (FILED), newest first, each with its document number and ' +
      'whether its filed image can be had (GET /business-api/file/image). availableFilings are ' +
      'the existing-entity filings open to the entity today (as GET ' +
      '/business-api/transaction/available decides). A formation filed with a delayed effective ' +
      'date answers pending: true with its effective date until the entity exists. An ID on ' +
      'neither answers 404.',
    querystring: z.object({ entityId: entityIdParameter }),
    response: {
      200: apiDataAnswer({ record: entityRecordSchema }),
      400: fieldErrorsAnswer,
      404: messageAnswer(404, 'No entity with that ID is on the record.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

/** One entity found by a search. */
export const searchResultSchema = z.object({
  entityId: z.string(),
  entityName: z.string(),
  entityType: z.string(),
  status: z.string(),
  formationDate: mmddyyyy,
});

export const entitySearchCall = {
  method: 'GET',
  path: '/business-api/entity/search',
  schema: {
    tags: ['business-api'],
    summary: 'Businesses on the record by name or entity ID',
    description:
      'An 11-digit query finds that entity ID. Otherwise names are compared on the same name ' +
      "key as the name-availability check (letter case and the characters . , _ ' ` do not " +
      'matter): a name whose key contains the query is found. When none does, names holding ' +
      "the query's words in order are found, a word no name uses read as the names' words " +
      'most like it (trigram similarity). Ranked: same name first, then names starting with ' +
      'the query, then by similarity to it, then by name. ' +
      `${SEARCH_PAGE_SIZE} a page; more says whether the next page has results. At most ` +
      `${SEARCH_MAX_RESULTS} results are ranked and paged: a search that found more answers ` +
      `capped: true, total ${SEARCH_MAX_RESULTS}, and should be narrowed with more words to ` +
      'see the rest.',
    querystring: z.object({
      q: z
        .string({ error: SEARCH_QUERY_REQUIRED_MESSAGE })
        .check(
          z.trim(),
          z.minLength(1, { error: SEARCH_QUERY_REQUIRED_MESSAGE, abort: true }),
          z.minLength(2, SEARCH_QUERY_TOO_SHORT_MESSAGE),
          z.maxLength(
            SEARCH_QUERY_MAX_LENGTH,
            `Enter at most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
          ),
        ),
      page: z._default(
        z.coerce
          .number<string>()
          .check(z.int('Choose a page number.'), z.positive('Choose a page number.'), z.lte(1_000)),
        1,
      ),
    }),
    response: {
      200: apiDataAnswer({
        query: z.string(),
        page: z.number(),
        pageSize: z.number(),
        total: z.number().check(z.describe(`Results found, at most ${SEARCH_MAX_RESULTS}.`)),
        more: z.boolean().check(z.describe('True when the next page has results.')),
        capped: z
          .boolean()
          .check(
            z.describe(
              `True when more than ${SEARCH_MAX_RESULTS} names matched: only the best ` +
                `${SEARCH_MAX_RESULTS} are ranked and paged. Add words to narrow the search.`,
            ),
          ),
        results: z.array(searchResultSchema),
      }),
      400: fieldErrorsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
