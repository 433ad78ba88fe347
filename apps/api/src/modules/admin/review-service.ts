// The administrators' review of held filings
// (docs/decisions/0047-the-administrators-review-of-held-filings.md). A held filing is locked by
// one administrator at a time; only the holder may approve or reject it. Approval moves
// PENDING_REVIEW to APPROVED to FILED and applies the filing's effect on the registry in the same
// transaction, under the filing's row lock, so a second approval finds it decided and changes
// nothing. Every action writes an audit row: who, when, what, before and after.
import {
  PENDING_QUEUE_PAGE_SIZE,
  formatMountainDateTime,
  getFilingType,
  rejectionProblem,
  type AdminAttachment,
  type HeldFilingFile,
  type PendingFiling,
  type PendingQueueSortColumn,
  type RejectReason,
} from '@registrar/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { filings, nameHolds, rejectReasons } from '../../db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import {
  excludeAttachmentsFromDocument,
  findFilingAttachment,
  listFilingAttachmentContents,
  listFilingAttachments,
  type AttachmentSummary,
} from '../attachments/attachments-repository.ts';
import { buildFilingPdf } from '../documents/filing-pdf.ts';
import { applyRegistryEffect } from '../filings/filing-effects.ts';
import { filingValuesOf } from '../filings/filing-values.ts';
import {
  recordFilingEvent,
  transitionFiling,
  updateFiling,
  type FilingRow,
} from '../filings/filings-repository.ts';
import { recordRegistryEvent } from '../events/registry-events.ts';
import { recordAuditEvent } from './audit.ts';
import {
  acquireReviewLock,
  countPendingFilings,
  findPendingFiling,
  findPendingFilingByTransaction,
  listPendingFilings,
  releaseReviewLock,
  type PendingQueueRow,
} from './pending-queue-repository.ts';

/** Registrar's own wording: the filing asked for is not waiting for review. */
const notPendingMessage = 'This filing is not waiting for review.';
/** Registrar's own wording: someone else holds the filing's review lock. */
const lockedByMessage = (name: string) => `Locked by ${name}`;
/** Registrar's own wording: approving or rejecting needs the caller's own live lock. */
const notLockHolderMessage =
  'Select Process to lock this filing before approving or rejecting it; another administrator may hold it, or it was already processed.';

/** The acting administrator and where the request came from, for the audit trail. */
export interface Actor {
  userId: string;
  clientAddress: string;
}

function toPendingFiling(row: PendingQueueRow): PendingFiling {
  const transactionId = String(row.transactionId ?? '');
  return {
    id: transactionId,
    receivedDateString: formatMountainDateTime(row.receivedAt),
    transactionDescription: row.transactionDescription,
    entityName: row.entityName,
    entityId: row.entityId ?? '',
    mstrTransId: String(row.masterTransactionId ?? ''),
    transactionId,
    transSeqId: transactionId,
    email: row.email ?? '',
    lockUserId: row.lockUserId,
    lockedBy: row.lockedBy ?? '',
  };
}

/** One page of the queue, sorted and paged by the database, with the queue's length. */
export async function pendingQueuePage(
  db: Db,
  query: { sort: PendingQueueSortColumn; direction: 'asc' | 'desc'; page: number },
) {
  const count = await countPendingFilings(db);
  const rows = await listPendingFilings(db, {
    sort: query.sort,
    direction: query.direction,
    offset: (query.page - 1) * PENDING_QUEUE_PAGE_SIZE,
    limit: PENDING_QUEUE_PAGE_SIZE,
    total: count,
  });
  return {
    count,
    page: query.page,
    pageSize: PENDING_QUEUE_PAGE_SIZE,
    pendingFilings: rows.map(toPendingFiling),
  };
}

/** One held filing as the review page shows it, with its files (not their contents). */
export async function pendingFiling(
  db: Db,
  masterTransactionId: number,
  transactionId: number,
): Promise<{ pendingFiling: PendingFiling; attachments: HeldFilingFile[] }> {
  const row = await findPendingFiling(db, masterTransactionId, transactionId);
  if (row === undefined) throw new HttpProblem(404, notPendingMessage);
  const files = await listFilingAttachments(db, row.id);
  return { pendingFiling: toPendingFiling(row), attachments: files.map(heldFilingFile) };
}

function heldFilingFile(file: AttachmentSummary): HeldFilingFile {
  return {
    id: file.key,
    fileName: file.fileName,
    mimeType: file.mimeType,
    clientLocation: file.isPrivate ? 'private' : 'public',
    isPrivate: file.isPrivate,
  };
}

async function heldFiling(db: DbOrTx, masterTransactionId: number, transactionId: number) {
  const [row] = await db
    .select()
    .from(filings)
    .where(
      and(
        eq(filings.masterTransactionId, masterTransactionId),
        eq(filings.transactionId, transactionId),
        eq(filings.status, 'PENDING_REVIEW'),
      ),
    );
  if (row === undefined) throw new HttpProblem(404, notPendingMessage);
  return row;
}

/**
 * The held filing's document as a PDF, drawn from its review sections (every section, the affidavit
 * included: administrators see what the public record will leave out).
 */
export async function pendingFilingPdf(
  db: Db,
  masterTransactionId: number,
  transactionId: number,
): Promise<Uint8Array> {
  const filing = await heldFiling(db, masterTransactionId, transactionId);
  const def = getFilingType(filing.filingType);
  if (def === undefined) throw new Error(`Filing ${filing.id} has an unknown filing type`);
  return buildFilingPdf(def, filingValuesOf(filing));
}

/** Registrar's own wording: the held filing has no file by the address asked for. */
const noSuchFileMessage = 'This filing has no such file.';

/** One file attached to a held filing, with its content (its type is the one found in it). */
export async function pendingFilingFile(
  db: Db,
  masterTransactionId: number,
  transactionId: number,
  fileId: string,
): Promise<{ fileName: string; mimeType: string; content: Buffer }> {
  const filing = await heldFiling(db, masterTransactionId, transactionId);
  const file = await findFilingAttachment(db, filing.id, fileId);
  if (file === undefined) throw new HttpProblem(404, noSuchFileMessage);
  return { fileName: file.fileName, mimeType: file.mimeType, content: file.content };
}

/** The held filing's document (base64 PDF) and its files with their contents (base64). */
export async function pendingFilingDocument(
  db: Db,
  masterTransactionId: number,
  transactionId: number,
): Promise<{ pdf: string; attachments: AdminAttachment[] }> {
  const filing = await heldFiling(db, masterTransactionId, transactionId);
  const pdf = await pendingFilingPdf(db, masterTransactionId, transactionId);
  const files = await listFilingAttachmentContents(db, filing.id);
  return {
    pdf: Buffer.from(pdf).toString('base64'),
    attachments: files.map((file) => ({
      ...heldFilingFile(file),
      fileData: file.content.toString('base64'),
    })),
  };
}

/** Thrown when another administrator holds the filing: answered 409 with the holder's name. */
class LockedByAnother extends HttpProblem {
  constructor(lockedBy: string) {
    super(409, lockedByMessage(lockedBy), { lockedBy });
  }
}

/** Locks a held filing for the actor (or keeps their lock for another period). */
export async function lockForReview(
  db: Db,
  transactionId: number,
  actor: Actor,
  now: Date = new Date(),
): Promise<{ lockUserId: string; lockExpiresAt: Date }> {
  const before = await findPendingFilingByTransaction(db, transactionId);
  if (before === undefined) throw new HttpProblem(404, notPendingMessage);
  const locked = await acquireReviewLock(db, transactionId, actor.userId, now);
  if (locked === undefined) {
    const holder = await findPendingFilingByTransaction(db, transactionId);
    if (holder === undefined) throw new HttpProblem(404, notPendingMessage);
    throw new LockedByAnother(holder.lockedBy ?? 'another administrator');
  }
  await recordAuditEvent(db, actor, {
    action: 'filing.lock',
    subjectId: String(transactionId),
    before: { lockUserId: before.lockUserId },
    after: { lockUserId: actor.userId, lockExpiresAt: locked.lockExpiresAt.toISOString() },
  });
  return { lockUserId: actor.userId, lockExpiresAt: locked.lockExpiresAt };
}

/** Releases the actor's lock of a filing; false when they held none. */
export async function releaseReviewLockOf(
  db: Db,
  transactionId: number,
  actor: Actor,
): Promise<boolean> {
  const released = await releaseReviewLock(db, transactionId, actor.userId);
  if (released === undefined) return false;
  await recordAuditEvent(db, actor, {
    action: 'filing.release',
    subjectId: String(transactionId),
    before: { lockUserId: actor.userId },
    after: { lockUserId: null },
  });
  return true;
}

/** The held filing locked for this transaction, if the actor holds its live lock. */
async function lockHeldFilingForDecision(
  tx: DbOrTx,
  ids: { mstrTransId: number; transactionId: number },
  actor: Actor,
  now: Date,
): Promise<FilingRow> {
  const [filing] = await tx
    .select()
    .from(filings)
    .where(
      and(
        eq(filings.masterTransactionId, ids.mstrTransId),
        eq(filings.transactionId, ids.transactionId),
      ),
    )
    .for('update');
  if (filing === undefined) throw new HttpProblem(404, notPendingMessage);
  if (filing.status !== 'PENDING_REVIEW') throw new HttpProblem(409, notLockHolderMessage);
  const holdsLock =
    filing.lockUserId === actor.userId &&
    filing.lockExpiresAt !== null &&
    filing.lockExpiresAt.getTime() > now.getTime();
  if (!holdsLock) throw new HttpProblem(409, notLockHolderMessage);
  return filing;
}

const decidedColumns = (actor: Actor, now: Date) => ({
  decidedByUserId: actor.userId,
  decidedAt: now,
  lockUserId: null,
  lockedAt: null,
  lockExpiresAt: null,
});

/**
 * Approves a held filing: it is filed, its effect on the registry applies exactly once (at once,
 * or at its delayed effective date), the files the administrator left out stay out of the public
 * document, and the filer is emailed.
 */
export async function approveFiling(
  db: Db,
  input: { mstrTransId: number; transactionId: number; deactivateIds: string[] },
  actor: Actor,
  statusUrlOf: (refId: string) => string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const filing = await lockHeldFilingForDecision(tx, input, actor, now);
    const approved = await transitionFiling(
      tx,
      filing.id,
      'PENDING_REVIEW',
      'APPROVED',
      `admin:${actor.userId}`,
    );
    if (!approved) throw new HttpProblem(409, notLockHolderMessage);
    await transitionFiling(tx, filing.id, 'APPROVED', 'FILED', 'system');
    const delayed = filing.effectiveAt !== null && filing.effectiveAt.getTime() > now.getTime();
    const effectiveAt = delayed && filing.effectiveAt !== null ? filing.effectiveAt : now;
    await updateFiling(tx, filing.id, { ...decidedColumns(actor, now), effectiveAt });
    if (delayed)
      await recordFilingEvent(tx, {
        filingId: filing.id,
        fromStatus: 'FILED',
        toStatus: 'FILED',
        actor: 'system',
        reason: `effects scheduled for ${effectiveAt.toISOString()}`,
      });
    else await applyRegistryEffect(tx, { ...filing, status: 'FILED', effectiveAt }, effectiveAt);
    await excludeAttachmentsFromDocument(tx, filing.id, input.deactivateIds);
    await recordRegistryEvent(tx, {
      type: 'filing.approved',
      filing,
      statusUrl: statusUrlOf(filing.ref),
    });
    await recordAuditEvent(tx, actor, {
      action: 'filing.approve',
      subjectId: String(input.transactionId),
      before: { status: 'PENDING_REVIEW', lockUserId: filing.lockUserId },
      after: {
        status: 'FILED',
        effectsApplied: !delayed,
        excludedAttachments: input.deactivateIds,
      },
    });
  });
}

/** The reasons administrators may choose, in their order. */
export async function listRejectReasons(db: DbOrTx): Promise<RejectReason[]> {
  const rows = await db
    .select()
    .from(rejectReasons)
    .where(eq(rejectReasons.active, true))
    .orderBy(asc(rejectReasons.sortOrder), asc(rejectReasons.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    group: row.reasonGroup,
    order: row.sortOrder,
    shortReason: row.shortReason,
    longReason: row.longReason,
  }));
}

/** Registrar's own wording: a reason id that is not one of the reasons offered. */
const unknownReasonMessage = 'Choose reasons from the list.';

/**
 * Rejects a held filing with the chosen reasons and the additional text (which becomes one more
 * reason): the filer is emailed them, and the entity and the name the filing held are free again.
 */
export async function rejectFiling(
  db: Db,
  input: {
    mstrTransId: number;
    transactionId: number;
    rejectReasons: number[];
    additionalText: string;
  },
  actor: Actor,
  statusUrlOf: (refId: string) => string,
  now: Date = new Date(),
): Promise<void> {
  const problem = rejectionProblem(input.rejectReasons, input.additionalText);
  if (problem !== null) throw new ValidationFailed([{ field: 'rejectReasons', message: problem }]);
  const ids = [...new Set(input.rejectReasons)];
  const chosen =
    ids.length === 0
      ? []
      : await db
          .select({ id: rejectReasons.id, longReason: rejectReasons.longReason })
          .from(rejectReasons)
          .where(and(inArray(rejectReasons.id, ids), eq(rejectReasons.active, true)))
          .orderBy(asc(rejectReasons.sortOrder), asc(rejectReasons.id));
  if (chosen.length !== ids.length)
    throw new ValidationFailed([{ field: 'rejectReasons', message: unknownReasonMessage }]);
  const additional = input.additionalText.trim();
  const reasons = [
    ...chosen.map((reason) => reason.longReason),
    ...(additional ? [additional] : []),
  ];

  await db.transaction(async (tx) => {
    const filing = await lockHeldFilingForDecision(tx, input, actor, now);
    const rejected = await transitionFiling(
      tx,
      filing.id,
      'PENDING_REVIEW',
      'REJECTED',
      `admin:${actor.userId}`,
      reasons.join(' | ').slice(0, 2000),
    );
    if (!rejected) throw new HttpProblem(409, notLockHolderMessage);
    await updateFiling(tx, filing.id, { ...decidedColumns(actor, now), rejectReasons: reasons });
    // The name the filing would have given the entity goes back to being free.
    await tx.delete(nameHolds).where(eq(nameHolds.filingId, filing.id));
    await recordRegistryEvent(tx, {
      type: 'filing.rejected',
      filing,
      reasons,
      statusUrl: statusUrlOf(filing.ref),
    });
    await recordAuditEvent(tx, actor, {
      action: 'filing.reject',
      subjectId: String(input.transactionId),
      before: { status: 'PENDING_REVIEW', lockUserId: filing.lockUserId },
      after: { status: 'REJECTED', rejectReasons: reasons },
    });
  });
}
