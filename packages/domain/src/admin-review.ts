// Rules of the administrators' area that the pages and the server
// both apply: the queue's page size and sort columns, the reject rule, and the PII request IDs.
import { messages } from './messages.ts';

/** Pending filings shown on one page of the queue. */
export const PENDING_QUEUE_PAGE_SIZE = 10;

/** The queue's columns, in the order the queue shows them; each one sorts the queue. */
export const pendingQueueSortColumns = [
  'receivedAt',
  'transactionDescription',
  'entityName',
  'entityId',
  'email',
  'lockedBy',
] as const;
export type PendingQueueSortColumn = (typeof pendingQueueSortColumns)[number];

/** The most characters the reject page's additional text may hold. */
export const REJECT_ADDITIONAL_TEXT_MAX = 1000;

/** Registrar's own wording: a rejection with neither a reason nor additional text. */
export const rejectReasonRequiredMessage = 'Choose at least one reason or enter additional text.';

/** Registrar's own wording: additional text over its limit (the page stops typing before it). */
export const rejectTextTooLongMessage = `Additional text must be no more than ${REJECT_ADDITIONAL_TEXT_MAX} characters.`;

/** Whether a rejection gives a reason: a chosen reason or additional text (at most 1,000 characters). */
export function rejectionProblem(
  reasonIds: readonly number[],
  additionalText: string,
): string | null {
  if (additionalText.length > REJECT_ADDITIONAL_TEXT_MAX) return rejectTextTooLongMessage;
  if (reasonIds.length === 0 && additionalText.trim() === '') return rejectReasonRequiredMessage;
  return null;
}

/** The three IDs of a PII request and the message each gets when it is not valid. */
export const piiIdMessages = {
  entityId: messages.piiEntityIdInvalid,
  piiDocId: messages.piiDocIdInvalid,
  removalDocId: messages.removalDocIdInvalid,
} as const;
export type PiiIdField = keyof typeof piiIdMessages;

/** An ID of a PII request is 3 to 200 printable ASCII characters; the server checks what it names. */
export function piiIdIsWellFormed(value: string): boolean {
  return value.length >= 3 && value.length <= 200 && /^[\x20-\x7E]+$/.test(value);
}

/**
 * Where a held filing's document answers as a PDF for a signed-in administrator (an address of the
 * web app, under /business): the review page shows it inline and links to it.
 */
export function heldFilingDocumentAddress(masterId: string, transId: string): string {
  return `/business/admin/documents/${encodeURIComponent(masterId)}/${encodeURIComponent(transId)}/filing.pdf`;
}

/** Where one file attached to a held filing answers as a download for a signed-in administrator. */
export function heldFilingFileAddress(masterId: string, transId: string, fileId: string): string {
  return `/business/admin/documents/${encodeURIComponent(masterId)}/${encodeURIComponent(transId)}/files/${encodeURIComponent(fileId)}`;
}

/** Where a held filing stands, as its filer may see it. */
export const heldFilingStatuses = ['UNDER_REVIEW', 'APPROVED', 'REJECTED'] as const;
export type HeldFilingStatus = (typeof heldFilingStatuses)[number];
