// GET /business-api/file/image and GET /business-api/pdf/gsCertificate: the
// documents a receipt offers, as base64 PDFs.
import * as z from 'zod/mini';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  fieldErrorsAnswer,
  messageAnswer,
  serverErrorAnswer,
  tooManyRequestsAnswer,
  type ApiCall,
} from './api-data.ts';

/** A numeric ID in a query string. */
const numericId = z.coerce
  .number<string>()
  .check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

const pdfBytes = z.string().check(z.describe('The PDF, base64.'));

export const filedImageCall = {
  method: 'GET',
  path: '/business-api/file/image',
  schema: {
    tags: ['business-api'],
    summary: 'The filed image of a recorded filing, with its attachments',
    description:
      'Built on the first download and kept as filed. A build that failed answers 503 with ' +
      'Retry-After (it is retried in the background); a smaller document is never answered.',
    querystring: z.object({ masterTransactionId: numericId, transactionId: numericId }),
    response: {
      200: apiDataAnswer({
        pdfBytes,
        fileName: z
          .string()
          .check(z.describe('transactionType_masterTransactionId_transactionId.pdf')),
      }),
      400: fieldErrorsAnswer,
      404: messageAnswer(
        404,
        'No filing with these IDs is on the public record: none was recorded, it is held for ' +
          'review or was rejected, or its document was withheld for containing personal information.',
      ),
      500: serverErrorAnswer,
      503: messageAnswer(
        503,
        'The filed document is not ready yet (its build failed and is retried), or the database ' +
          'is briefly unreachable; Retry-After says when to ask again.',
      ),
    },
  },
} as const satisfies ApiCall;

/** Registrar's own wording: a certificate is asked for with neither ID. */
export const CERTIFICATE_ID_REQUIRED_MESSAGE = 'Give the master transaction ID or the entity ID.';

/**
 * The good-standing certificate call, asked for by the master transaction ID of a
 * recorded filing (the receipt) or, on the entity's public record page, by its entity ID.
 */
export const goodStandingCertificateCall = {
  method: 'GET',
  path: '/business-api/pdf/gsCertificate',
  schema: {
    tags: ['business-api'],
    summary: 'A certificate of good standing of an entity in Good Standing',
    description:
      'By masterTransactionId (a recorded filing: the certificate is of its entity) or entityId. ' +
      'Each certificate is issued now, in Mountain time, with a new random certificate number ' +
      'kept with what it says, so anyone can check it at /business/verify/{number} ' +
      '(GET /business-api/certificate/verify). An entity not in Good Standing, or a formation ' +
      'not yet in effect, answers 409 with the reason.',
    querystring: z.object({
      masterTransactionId: z.optional(numericId),
      entityId: z.optional(
        z.string().check(z.regex(/^\d{11}$/, 'The entity ID must be 11 digits.')),
      ),
    }),
    response: {
      200: apiDataAnswer({
        pdfBytes,
        fileName: z.string().check(z.describe('GoodStanding_{entityId}_{certificateNumber}.pdf')),
        certificateNumber: z.string(),
      }),
      400: fieldErrorsAnswer,
      404: messageAnswer(404, 'No recorded filing or entity with this ID.'),
      409: messageAnswer(409, 'The entity is not in Good Standing, so no certificate is issued.'),
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
