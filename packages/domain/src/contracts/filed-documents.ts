// GET /business-api/file/image and GET /business-api/pdf/gsCertificate (spec/001 section 7): the
// documents a receipt offers, as base64 PDFs.
import * as z from 'zod/mini';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  fieldErrorsAnswer,
  messageAnswer,
  serverErrorAnswer,
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

/** The spec's call for the good-standing certificate; this server does not serve it yet. */
export const goodStandingCertificateCall = {
  method: 'GET',
  path: '/business-api/pdf/gsCertificate',
  schema: {
    tags: ['business-api'],
    summary: 'The certificate of good standing of the entity a recorded filing formed',
    querystring: z.object({ masterTransactionId: numericId }),
    response: {
      200: apiDataAnswer({ pdfBytes }),
      400: fieldErrorsAnswer,
      404: messageAnswer(404, 'No recorded filing with this ID.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
