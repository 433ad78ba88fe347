// The filed document (GET /business-api/file/image): the filing as recorded, with its IDs, and
// its public attachments' pages appended. It is built on the first request and kept as filed. A
// build that fails is logged with the filing's id, answered "not ready" (503, Retry-After: when
// the next attempt is due) and tried again by a background pass with back-off, or by a request
// once that time has come: never replaced by a document with less in it.
import { getFilingType, type Receipt } from '@registrar/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpProblem } from '../../http-errors.ts';
import { isWithheldForPii } from '../admin/pii-service.ts';
import { listFilingAttachmentContents } from '../attachments/attachments-repository.ts';
import {
  findFilingById,
  findRecordedFiling,
  type FilingRow,
} from '../filings/filings-repository.ts';
import { filingValuesOf } from '../filings/filing-values.ts';
import {
  claimDueRetry,
  findFiledDocument,
  keepFiledDocument,
  recordFailedBuild,
} from './filed-documents-repository.ts';
import { appendAttachments, buildFilingPdf } from './filing-pdf.ts';

/** The background pass tries a failed build again after a minute, then 2, 4... up to 6 hours. */
const retryDelays = { firstDelaySeconds: 60, maxDelaySeconds: 6 * 60 * 60 };
/** How long a claimed retry is left to the process that claimed it (a build takes seconds). */
const RETRY_LEASE_MS = 2 * 60 * 1000;

/** Registrar's own wording: the document was withheld from public view for containing PII. */
export const withheldForPiiMessage =
  'This document has been removed from public view because it contained personal information.';

/** Registrar's own wording: the filed document could not be built this time. */
export const filedDocumentNotReadyMessage = 'The filed document is not ready yet. Try again later.';

export type FiledImageAnswer =
  | { ready: true; pdf: Uint8Array; fileName: string }
  | { ready: false; retryAfterSeconds: number; message: string };

/** Where build failures are reported: the request's logger, or the background jobs' logger. */
export type FailureLog = Pick<FastifyBaseLogger, 'error'>;

/** The error's kind, message and stack only: never the file contents a value might carry. */
function describeFailure(error: unknown): { type: string; message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      type: error.name,
      message: error.message,
      ...(error.stack ? { stack: error.stack } : {}),
    };
  }
  return { type: typeof error, message: 'A value that is not an Error was thrown' };
}

/** The filing as recorded with its public attachments' pages appended. */
async function buildFiledDocument(db: Db, filing: FilingRow): Promise<Uint8Array> {
  const receipt = filing.receipt as Receipt;
  const def = getFilingType(filing.filingType);
  if (def === undefined) throw new Error(`Filing ${filing.id} has an unknown filing type`);
  const document = await buildFilingPdf(def, filingValuesOf(filing), {
    entityId: receipt.entityId,
    masterId: receipt.masterId,
    transactionId: receipt.transactionId,
    filedDateTime: receipt.dateTime,
    effectiveDateTimeDisplay: receipt.effectiveDateTimeDisplay,
  });
  const files = await listFilingAttachmentContents(db, filing.id);
  return appendAttachments(
    document,
    files.filter((file) => !file.isPrivate && file.includeInDocument),
  );
}

type BuildOutcome = { pdf: Buffer } | { retryAt: Date };

/** Builds and keeps the filed image; on failure logs it and schedules the next attempt. */
async function buildAndKeep(
  db: Db,
  filing: FilingRow,
  log: FailureLog,
  now: Date,
): Promise<BuildOutcome> {
  let pdf: Uint8Array;
  try {
    pdf = await buildFiledDocument(db, filing);
  } catch (error) {
    log.error(
      { filingId: filing.id, err: describeFailure(error) },
      'The filed document could not be built; it will be tried again',
    );
    const failure = await recordFailedBuild(db, filing.id, now, retryDelays);
    if (failure !== undefined) return { retryAt: failure.nextAttemptAt };
    // Another request built and kept it meanwhile.
    const kept = await findFiledDocument(db, filing.id);
    if (kept?.pdf != null) return { pdf: kept.pdf };
    return { retryAt: new Date(now.getTime() + retryDelays.firstDelaySeconds * 1000) };
  }
  return { pdf: await keepFiledDocument(db, filing.id, Buffer.from(pdf), now) };
}

/**
 * The filed image and its download name transactionType_masterId_transactionId.pdf: the kept one,
 * else built now. While a failed build waits for its retry the answer is "not ready" at once, so
 * repeated requests cannot repeat a failing build.
 */
export async function filedImage(
  db: Db,
  masterTransactionId: number,
  transactionId: number,
  log: FailureLog,
  now = new Date(),
): Promise<FiledImageAnswer> {
  const filing = await findRecordedFiling(db, masterTransactionId, transactionId);
  // A filing held for review, or rejected, is not on the public record.
  if (filing?.receipt === null || filing === undefined || filing.status !== 'FILED')
    throw new HttpProblem(404, 'This filing was not found.');
  if (await isWithheldForPii(db, filing.id)) throw new HttpProblem(404, withheldForPiiMessage);
  const state = await findFiledDocument(db, filing.id);
  const outcome: BuildOutcome =
    state?.pdf != null
      ? { pdf: state.pdf }
      : state?.nextAttemptAt != null && state.nextAttemptAt > now
        ? { retryAt: state.nextAttemptAt }
        : await buildAndKeep(db, filing, log, now);
  if ('retryAt' in outcome) {
    return {
      ready: false,
      retryAfterSeconds: Math.max(1, Math.ceil((outcome.retryAt.getTime() - now.getTime()) / 1000)),
      message: filedDocumentNotReadyMessage,
    };
  }
  return {
    ready: true,
    pdf: outcome.pdf,
    fileName: `${filing.transactionType}_${masterTransactionId}_${transactionId}.pdf`,
  };
}

/**
 * The background pass: builds again, one at a time, the filed images whose failed build is due
 * for another attempt (claimed so that several processes share the work). Returns how many it
 * built.
 */
export async function retryFailedFiledDocuments(
  db: Db,
  log: FailureLog,
  now = new Date(),
  limit = 5,
): Promise<number> {
  let built = 0;
  for (let attempt = 0; attempt < limit; attempt += 1) {
    const filingId = await claimDueRetry(db, now, RETRY_LEASE_MS);
    if (filingId === undefined) break;
    const filing = await findFilingById(db, filingId);
    // Rows are made only for recorded filings; one without a receipt has nothing to build.
    if (filing === undefined || filing.receipt === null) continue;
    if ('pdf' in (await buildAndKeep(db, filing, log, now))) built += 1;
  }
  return built;
}
