// Messages the filing flow sends. Every message is built here from the server's own records, so the
// receipt call is not an open relay: client-supplied templates, senders and subjects are ignored,
// and a client chooses at most the recipient of its own receipt.
import {
  receiptEmailMessages,
  receiptEmailProblem,
  type FilingValues,
  type Language,
  type Receipt,
} from '@registrar/domain';
import type { Db, DbOrTx } from '../../db/database.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import { findFilingByRef } from '../filings/filings-repository.ts';
import { receiptTokenMatches } from '../filings/receipt-token.ts';
import { renderMessage } from './message-catalogue.ts';
import { enqueueMessage } from './outbox-repository.ts';

/** The receipt email message for an address: 'Email is empty.', 'Email is invalid.' or null when fine. */
export function checkReceiptEmail(emailTo: string): string | null {
  const problem = receiptEmailProblem(emailTo);
  return problem === null ? null : receiptEmailMessages[problem];
}

/**
 * Queues the filer's confirmation to each email address the filing subscribed for notifications,
 * in the filer's language.
 */
export async function queueFilingConfirmation(
  db: DbOrTx,
  receipt: Receipt,
  values: FilingValues,
  language: Language,
): Promise<void> {
  const recipients = new Set(
    values.notifications.emails.map((item) => item.email.trim().toLowerCase()).filter(Boolean),
  );
  for (const recipient of recipients) {
    const message = renderMessage('receipt', { receipt, recorded: true }, language);
    await enqueueMessage(db, {
      channel: 'email',
      recipient,
      subject: message.subject,
      body: message.text,
      html: message.html,
      language: message.language,
      dedupeKey: `filing-confirmation:${receipt.transactionId}:${recipient}`,
    });
  }
}

/** Registrar's own wording: the receipt token is missing or is not this filing's. */
const receiptTokenMessage =
  'This receipt can be emailed only from the browser that paid for the filing.';

/**
 * Queues "Email my receipt" for a recorded filing; the message comes only from the stored receipt,
 * and only the browser that paid (it holds the receipt token) may send it anywhere.
 */
export async function queueReceiptEmail(
  db: Db,
  input: { refId: string; emailTo: string; receiptToken: string },
): Promise<void> {
  const problem = checkReceiptEmail(input.emailTo);
  if (problem !== null) throw new ValidationFailed([{ field: 'emailTo', message: problem }]);
  const filing = await findFilingByRef(db, input.refId);
  if (filing?.receipt === null || filing === undefined) {
    throw new HttpProblem(404, 'There is no receipt for this filing.');
  }
  if (!receiptTokenMatches(filing.receiptTokenHash, input.receiptToken))
    throw new HttpProblem(403, receiptTokenMessage);
  const receipt = filing.receipt as Receipt;
  const recipient = input.emailTo.trim().toLowerCase();
  // In the language the filer filed in, as the confirmation mail was.
  const message = renderMessage('receipt', { receipt }, filing.language);
  await enqueueMessage(db, {
    channel: 'email',
    recipient,
    subject: message.subject,
    body: message.text,
    html: message.html,
    language: message.language,
    dedupeKey: `receipt:${receipt.transactionId}:${recipient}`,
  });
}
