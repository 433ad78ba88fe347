// POST /business-api/pdf/filing: the review PDF of the filing as entered.
import * as z from 'zod/mini';
import { filingInputShape } from '../schemas/filing-shape.ts';
import { apiDataAnswer, jsonBodyRefusals, serverErrorAnswer, type ApiCall } from './api-data.ts';

export const reviewPdfCall = {
  method: 'POST',
  path: '/business-api/pdf/filing',
  schema: {
    tags: ['business-api'],
    summary: 'The review PDF of the filing as entered (nothing is stored)',
    description:
      'The filing is parsed by the filing schema (slices left out are empty); an unknown filing ' +
      'type is a 400 on filingState.filingType. The body may be at most 1 MB.',
    body: z.object({ filing: filingInputShape }),
    response: {
      200: apiDataAnswer({ pdfBytes: z.string().check(z.describe('The PDF, base64.')) }),
      ...jsonBodyRefusals,
      500: serverErrorAnswer,
    },
  },
} as const satisfies ApiCall;
