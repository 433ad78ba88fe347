// POST /business-api/payment: the server checks the whole filing again,
// stores it awaiting payment and opens the checkout for the fee from its own schedule.
import * as z from 'zod/mini';
import { filingInputShape } from '../schemas/filing-shape.ts';
import type { CompletenessCode } from '../model.ts';
import {
  apiDataAnswer,
  bodyNotReadAnswer,
  databaseUnavailableAnswer,
  fieldErrorSchema,
  jsonBodyRefusals,
  messageAnswer,
  serverErrorAnswer,
  tooManyRequestsAnswer,
  type ApiCall,
} from './api-data.ts';

const completenessCodes = [
  'VALID',
  'ENTIY_NAME_MISSING',
  'ENTIY_NAME_INVALID',
  'POA_MISSING',
  'REG_AGENT_MISSING',
  'MANAGEMENT_MISSING',
  'FORMER_MISSING',
  'DED_MISSING',
  'FILER_MISSING',
] as const satisfies readonly CompletenessCode[];

// Every completeness code is listed above: a new code must be added there too.
const _everyCompletenessCode: [
  Exclude<CompletenessCode, (typeof completenessCodes)[number]>,
] extends [never]
  ? true
  : false = true;

/** A return address of the payment call: a path under /business/ on this server. */
const returnAddress = z.string().check(z.maxLength(2000));

export const paymentCall = {
  method: 'POST',
  path: '/business-api/payment',
  schema: {
    tags: ['business-api'],
    summary: 'Checks the whole filing, stores it awaiting payment and opens the checkout',
    description:
      "The fee comes from the server's fee schedule, never from the body. The three return " +
      "addresses are built from this server's public address and the path asked for (under " +
      "/business/, else the filing type's own receipt, review or file-a-form page). A draft " +
      'already paid for answers its receipt page as paymentURL. receiptToken is for this ' +
      'browser alone: mailing the receipt needs it. A refused filing answers 400 with each ' +
      'field error (field is the dotted path inside filing) and, when sections are incomplete, ' +
      'missingSections. The body may be at most 1 MB. A filing for an entity protected by ' +
      'Secure Business Filing needs the bearer token of a filer of that entity.',
    body: z.object({
      filing: filingInputShape,
      draftRef: z.uuid('The draft reference must be a UUID.'),
      clientUrl: returnAddress,
      paymentBackUrl: returnAddress,
      paymentCancelUrl: returnAddress,
    }),
    response: {
      200: apiDataAnswer({
        paymentURL: z.string(),
        refId: z.string(),
        amount: z.string().check(z.describe('Dollars with two decimals, e.g. "50.00".')),
        receiptToken: z.string(),
      }),
      ...jsonBodyRefusals,
      400: z.union([
        z
          .object({
            apiData: z.object({
              code: z.literal(400),
              errors: z.array(fieldErrorSchema),
              missingSections: z.optional(z.array(z.enum(completenessCodes))),
            }),
          })
          .check(
            z.describe(
              'The filing is refused: each field error, and the review sections still incomplete.',
            ),
          ),
        bodyNotReadAnswer,
      ]),
      401: messageAnswer(
        401,
        'The entity is protected by Secure Business Filing and no filer of it is signed in (send its sbfAccessToken as a bearer token).',
      ),
      403: messageAnswer(
        403,
        'The header X-Requested-With: registrar is missing, or the bearer token signs in a filer of another entity.',
      ),
      409: messageAnswer(
        409,
        'Another filing of the entity is waiting for review, or other windows keep starting payment for this draft.',
      ),
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
