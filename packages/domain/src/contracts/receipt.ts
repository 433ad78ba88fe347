// POST /business-api/file/receipt: records a paid filing exactly once
// and answers its receipt, the same one on every later call.
import * as z from 'zod/mini';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  jsonBodyRefusals,
  messageAnswer,
  serverErrorAnswer,
  type ApiCall,
} from './api-data.ts';

/** "MM/DD/YYYY hh:mm AM", Mountain time, as the receipt shows it. */
const displayDateTime = z
  .string()
  .check(z.regex(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/, 'Expected MM/DD/YYYY hh:mm AM or PM.'));

const digits = z.string().check(z.regex(/^\d+$/, 'Expected digits.'));

/** The receipt and its fields, as the receipt page shows them; the only Receipt type there is. */
export const receiptSchema = z.object({
  name: z.string(),
  masterId: digits,
  dateTime: displayDateTime.check(z.describe('When the filing was recorded, Mountain time.')),
  transactionName: z.string(),
  transactionType: z.string(),
  transactionId: digits,
  paymentType: z.enum(['Card', 'Prepaid']),
  last4: z
    .string()
    .check(
      z.regex(/^(\d{4})?$/, 'Expected the last four digits of the card, or nothing.'),
      z.describe("The card's last four digits; empty when no card paid."),
    ),
  amount: z
    .string()
    .check(
      z.regex(/^\d+\.\d{2}$/, 'Expected dollars with two decimals.'),
      z.describe('Dollars with two decimals, e.g. "50.00".'),
    ),
  adminFraudCheck: z.boolean(),
  creditStmtInfo: z.string().check(z.describe('How the charge appears on the card statement.')),
  entityReportDueDate: z
    .string()
    .check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Expected MM/DD/YYYY.'), z.describe('MM/DD/YYYY.')),
  entityStatus: z
    .string()
    .check(
      z.describe(
        "The entity's status code after the filing: GOOD once a formed entity exists; FILED while " +
          "a delayed effective date is pending; an existing entity's own status (DQQ stays DQQ).",
      ),
    ),
  entityId: z.string().check(z.regex(/^\d{11}$/, 'Expected the 11-digit entity ID.')),
  effectiveDateTimeDisplay: displayDateTime.check(
    z.describe('When the filing takes effect, Mountain time.'),
  ),
});

/** A filing's receipt, as the server records it and the receipt page shows it. */
export type Receipt = z.output<typeof receiptSchema>;

/** Why a paid filing could not be recorded: its charge is given back and the filer may try again. */
export const notRecordedOutcomes = ['NAME_UNAVAILABLE', 'ALREADY_PENDING_REVIEW'] as const;

const notRecordedAnswer = z
  .object({
    apiData: z.object({
      code: z.literal(409),
      outcome: z.enum(notRecordedOutcomes),
      message: z.string(),
      refund: z.object({
        amount: z.string().check(z.describe('Dollars with two decimals.')),
        status: z.enum(['REFUNDED', 'REFUND_PENDING']),
      }),
    }),
  })
  .check(
    z.describe(
      'The paid filing could not be recorded (its name went to another filing, or another filing ' +
        'of the entity waits for review): nothing was recorded and the charge is refunded; the ' +
        'same answer on every call.',
    ),
  );

export const receiptCall = {
  method: 'POST',
  path: '/business-api/file/receipt',
  schema: {
    tags: ['business-api'],
    summary: 'Records the paid filing (once) and answers its receipt',
    description:
      'Asks the payment provider whether the payment was captured; the first call records the ' +
      'filing, every later call answers the stored receipt. Not paid (declined, cancelled, never ' +
      'paid): 402. Unknown reference: 404.',
    body: z.object({ refId: z.uuid('The reference must be a UUID.') }),
    response: {
      200: apiDataAnswer({ receipt: receiptSchema }),
      ...jsonBodyRefusals,
      402: z.object({
        apiData: z.object({
          code: z.literal(402),
          message: z.string().check(z.describe('The payment was declined or not completed.')),
          draftRef: z.optional(
            z
              .string()
              .check(z.describe("The filing's draft, to return to its review and pay again.")),
          ),
        }),
      }),
      404: messageAnswer(404, 'No filing with this reference.'),
      409: z.union([
        notRecordedAnswer,
        messageAnswer(409, 'The filing is in no state to be recorded.'),
      ]),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
