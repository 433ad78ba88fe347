// POST /ens-db-api/send-email ("Email my receipt"). Not an open relay: the server builds the
// message only from its own receipt record for that filing, ignoring client-supplied templates,
// senders and subjects; the client chooses only the recipient, and the call is rate limited.
import * as z from 'zod/mini';
import { receiptEmailMessages, receiptEmailProblem } from '../email.ts';
import {
  apiDataAnswer,
  databaseUnavailableAnswer,
  jsonBodyRefusals,
  messageAnswer,
  serverErrorAnswer,
  tooManyRequestsAnswer,
  type ApiCall,
} from './api-data.ts';

/** The receipt email address (at most 150 characters): 'Email is empty.' or 'Email is invalid.'. */
export const receiptEmailSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? receiptEmailMessages.empty : receiptEmailMessages.invalid,
  })
  .check(
    z.superRefine((email, context) => {
      const problem = receiptEmailProblem(email);
      if (problem !== null)
        context.addIssue({ code: 'custom', message: receiptEmailMessages[problem] });
    }),
  );

export const sendReceiptEmailCall = {
  method: 'POST',
  path: '/ens-db-api/send-email',
  schema: {
    tags: ['ens-db-api'],
    summary: 'Mails the receipt of a recorded filing to one address',
    description:
      'Only refId, emailTo and receiptToken are read: template addresses, senders, subjects and ' +
      "parameters a client sends are ignored, and the message is built from the server's own " +
      'receipt. Only the browser that paid holds the receipt token (sent in the body, or else the ' +
      'cookie the payment call set); without it the answer is 403.',
    // Unknown keys are dropped: the registry's established client also sends the template and its
    // parameters.
    body: z.object({
      refId: z.uuid('The reference must be a UUID.'),
      emailTo: receiptEmailSchema,
      receiptToken: z.optional(
        z
          .string()
          .check(
            z.maxLength(200),
            z.describe('The secret the payment call gave the browser that paid.'),
          ),
      ),
    }),
    response: {
      200: apiDataAnswer({ sent: z.literal(true) }),
      ...jsonBodyRefusals,
      403: messageAnswer(
        403,
        "The header X-Requested-With: registrar is missing, or the receipt token is not this filing's.",
      ),
      404: messageAnswer(404, 'The filing has no receipt.'),
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
