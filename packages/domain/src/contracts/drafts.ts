// PUT and GET /business-api/draft/:ref: the server-side mirror of the filing in progress, so a
// reload or the round trip through payment loses nothing (the shell clears local storage on every
// render, and session storage holds only the draft's reference and a copy). The server keeps the
// filing as the browser sent it; the wizard checks it.
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

const draftParams = z.object({ ref: z.uuid('The draft reference must be a UUID.') });
const jsonRecord = z.record(z.string(), z.unknown());

export const saveDraftCall = {
  method: 'PUT',
  path: '/business-api/draft/:ref',
  schema: {
    tags: ['business-api'],
    summary: 'Stores the filing in progress under the reference the browser made',
    description:
      'The reference is a UUID made by the browser. A draft lives 30 days after its last save; ' +
      'the body may be at most 1 MB (a filing holds attachment references, never files).',
    params: draftParams,
    body: z.object({
      filingType: z.string().check(z.minLength(1), z.maxLength(40)),
      version: z.optional(
        z
          .number()
          .check(
            z.int(),
            z.minimum(1),
            z.describe(
              'Shape version of `values`; absent from browsers loaded before versions were kept (1).',
            ),
          ),
      ),
      values: jsonRecord,
      control: z._default(jsonRecord, {}),
    }),
    response: {
      200: apiDataAnswer({ ref: z.string(), updatedAt: z.string() }),
      ...jsonBodyRefusals,
      409: messageAnswer(409, 'The filing was saved by a newer version of this service.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const loadDraftCall = {
  method: 'GET',
  path: '/business-api/draft/:ref',
  schema: {
    tags: ['business-api'],
    summary: 'The stored filing in progress',
    params: draftParams,
    response: {
      200: apiDataAnswer({
        draft: z.object({
          ref: z.string(),
          filingType: z.string(),
          version: z.number().check(z.int()),
          values: jsonRecord,
          control: jsonRecord,
          updatedAt: z.string(),
        }),
      }),
      400: fieldErrorsAnswer,
      404: messageAnswer(404, 'No draft with this reference, or it has expired.'),
      409: messageAnswer(409, 'The filing was saved by a newer version of this service.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
