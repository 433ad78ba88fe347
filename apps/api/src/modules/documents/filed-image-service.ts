// The filed document (GET /business-api/file/image): the filing as recorded, with its IDs, and
// its attachments appended.
import type { Db } from '../../db/database.ts';
import { HttpProblem } from '../../http-errors.ts';
import { listFilingAttachmentContents } from '../attachments/attachments-repository.ts';
import { findRecordedFiling } from '../filings/filings-repository.ts';
import type { Receipt } from '../filings/recording-service.ts';
import { appendAttachments, buildFilingPdf } from './filing-pdf.ts';

/** The filed document as a PDF and its download name transactionType_masterId_transactionId.pdf. */
export async function buildFiledImage(
  db: Db,
  masterTransactionId: number,
  transactionId: number,
): Promise<{ pdf: Uint8Array; fileName: string }> {
  const filing = await findRecordedFiling(db, masterTransactionId, transactionId);
  if (filing?.receipt === null || filing === undefined)
    throw new HttpProblem(404, 'This filing was not found.');
  const receipt = filing.receipt as Receipt;
  const document = await buildFilingPdf(filing.values, {
    entityId: receipt.entityId,
    masterId: receipt.masterId,
    transactionId: receipt.transactionId,
    filedDateTime: receipt.dateTime,
    effectiveDateTimeDisplay: receipt.effectiveDateTimeDisplay,
  });
  const files = await listFilingAttachmentContents(db, filing.id);
  const publicFiles = files.filter((file) => !file.isPrivate);
  let pdf: Uint8Array;
  try {
    pdf = await appendAttachments(document, publicFiles);
  } catch {
    // An attachment pdf-lib cannot read leaves the document itself still available.
    pdf = document;
  }
  return { pdf, fileName: `${filing.transactionType}_${masterTransactionId}_${transactionId}.pdf` };
}
