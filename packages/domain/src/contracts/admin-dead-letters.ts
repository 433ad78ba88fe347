// GET /business-api/admin/deadLetters: background work that failed its last attempt (mail the
// SMTP server kept refusing, a payment check that kept failing), for administrators to act on.
import * as z from 'zod/mini';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  fieldErrorsAnswer,
  messageAnswer,
  serverErrorAnswer,
  type ApiCall,
} from './api-data.ts';

export const deadLettersCall = {
  method: 'GET',
  path: '/business-api/admin/deadLetters',
  schema: {
    tags: ['admin'],
    summary: 'Jobs that failed their last attempt, newest first (administrators only)',
    querystring: z.object({
      limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
    }),
    response: {
      200: apiDataAnswer({
        deadLetters: z.array(
          z.object({
            id: z.number(),
            kind: z.string(),
            attempts: z.number(),
            lastError: z.nullable(z.string()),
            createdAt: z.string(),
            failedAt: z.nullable(z.string()),
            /** What the job was about: the message's recipient and subject, or the payload. */
            description: z.string(),
          }),
        ),
      }),
      400: fieldErrorsAnswer,
      401: messageAnswer(401, 'Not signed in.'),
      403: messageAnswer(403, 'Signed in without the administrator role.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
