// The email a filer gets when the administrators decide on a held filing (the receipt promised
// it): approved, or rejected with the reasons. Built only from the server's own record, queued in
// the outbox in the deciding transaction, once per filing (dedupe key).
import type { Receipt } from '@registrar/domain';
import type { DbOrTx } from '../../db/database.ts';
import { filerContactEmail, filingValuesOf } from '../filings/filing-values.ts';
import type { EventFiling } from '../events/registry-events.ts';
import { renderMessage } from './message-catalogue.ts';
import { enqueueMessage } from './outbox-repository.ts';

export type FilingDecision = { kind: 'approved' } | { kind: 'rejected'; reasons: string[] };

/**
 * The decision email, from the message catalogue, in the filer's language: accepted, or rejected
 * with the reasons (as the administrators wrote them).
 */
function decisionMessage(filing: EventFiling, decision: FilingDecision, statusUrl: string) {
  const receipt = filing.receipt as Receipt | null;
  const facts = {
    filingName: filing.transactionDescription,
    transactionType: filing.transactionType,
    entityName: filing.entityName,
    entityId: filing.entityId ?? receipt?.entityId ?? '',
    transactionId: receipt?.transactionId ?? String(filing.transactionId ?? ''),
    statusUrl,
  };
  const language = filing.language;
  const message =
    decision.kind === 'approved'
      ? renderMessage('filing-accepted', facts, language)
      : renderMessage('filing-rejected', { ...facts, reasons: decision.reasons }, language);
  return {
    subject: message.subject,
    body: message.text,
    html: message.html,
    language: message.language,
  };
}

/** Queues the decision email to the filer; a filing is decided once, so it is sent once. */
export async function queueFilingDecision(
  db: DbOrTx,
  filing: EventFiling,
  decision: FilingDecision,
  statusUrl: string,
): Promise<void> {
  const recipient = filerContactEmail(filingValuesOf(filing));
  if (recipient === null) return;
  await enqueueMessage(db, {
    channel: 'email',
    recipient,
    ...decisionMessage(filing, decision, statusUrl),
    dedupeKey: `filing-decision:${filing.id}`,
  });
}
