// The email a filer gets when the administrators decide on a held filing (the receipt promised
// it): approved, or rejected with the reasons. Built only from the server's own record, queued in
// the outbox in the deciding transaction, once per filing (dedupe key).
import type { Receipt } from '@registrar/domain';
import type { DbOrTx } from '../../db/database.ts';
import { filingValuesOf } from '../filings/filing-values.ts';
import type { FilingRow } from '../filings/filings-repository.ts';
import { enqueueMessage } from './outbox-repository.ts';

export type FilingDecision = { kind: 'approved' } | { kind: 'rejected'; reasons: string[] };

/** Where the filer is told of the decision: the filing's email, else its first notification email. */
function recipientOf(filing: FilingRow): string | null {
  const values = filingValuesOf(filing);
  const address = values.email.email.trim() || (filing.email ?? '').trim();
  return address === '' ? null : address.toLowerCase();
}

/** Not worded by the spec: the subject and text of the decision email. */
function decisionMessage(filing: FilingRow, decision: FilingDecision, statusUrl: string) {
  const receipt = filing.receipt as Receipt | null;
  const documentNumber = receipt?.transactionId ?? String(filing.transactionId ?? '');
  const heading = `${filing.transactionDescription} for ${filing.entityName} (document number ${documentNumber})`;
  if (decision.kind === 'approved') {
    return {
      subject: `Filing approved: ${documentNumber} - ${filing.entityName}`,
      body: [
        `Your ${heading} has been reviewed and approved. It is now filed on the public record.`,
        '',
        `See the status of your filing: ${statusUrl}`,
        '',
        'Colorado Secretary of State - Business Division',
      ].join('\n'),
    };
  }
  return {
    subject: `Filing rejected: ${documentNumber} - ${filing.entityName}`,
    body: [
      `Your ${heading} has been reviewed and rejected for these reasons:`,
      '',
      ...decision.reasons.map((reason) => `- ${reason}`),
      '',
      `See the status of your filing: ${statusUrl}`,
      '',
      'Colorado Secretary of State - Business Division',
    ].join('\n'),
  };
}

/** Queues the decision email to the filer; a filing is decided once, so it is sent once. */
export async function queueFilingDecision(
  db: DbOrTx,
  filing: FilingRow,
  decision: FilingDecision,
  statusUrl: string,
): Promise<void> {
  const recipient = recipientOf(filing);
  if (recipient === null) return;
  await enqueueMessage(db, {
    channel: 'email',
    recipient,
    ...decisionMessage(filing, decision, statusUrl),
    dedupeKey: `filing-decision:${filing.id}`,
  });
}
