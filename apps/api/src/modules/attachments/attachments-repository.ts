// SQL for uploaded files. Contents are read only where a document is built from them.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { attachments, drafts } from '../../db/schema.ts';
import { ownedDraftCondition, type DraftOwner } from '../filings/draft-owners.ts';

export interface AttachmentSummary {
  key: string;
  fileName: string;
  mimeType: string;
  size: number;
  isPrivate: boolean;
  /** False when an administrator left the file out of the public filed document. */
  includeInDocument: boolean;
}

const summaryColumns = {
  key: attachments.key,
  fileName: attachments.fileName,
  mimeType: attachments.mimeType,
  size: attachments.size,
  isPrivate: attachments.isPrivate,
  includeInDocument: attachments.includeInDocument,
};

/** Files uploaded for a draft and not yet part of a submitted filing. */
export async function listDraftAttachments(
  db: DbOrTx,
  draftRef: string,
): Promise<AttachmentSummary[]> {
  return db
    .select(summaryColumns)
    .from(attachments)
    .where(and(eq(attachments.draftRef, draftRef), isNull(attachments.filingId)));
}

/** Stores a checked file. */
export async function insertAttachment(
  db: DbOrTx,
  row: {
    key: string;
    draftRef: string;
    fileName: string;
    mimeType: string;
    size: number;
    sha256: string;
    isPrivate: boolean;
    content: Buffer;
    pagesPdf: Buffer | null;
  },
): Promise<void> {
  await db.insert(attachments).values(row);
}

/**
 * Deletes a file of one of the owner's drafts that is not yet part of a submitted filing; true when
 * one was deleted.
 */
export async function deleteUnfiledAttachment(
  db: DbOrTx,
  key: string,
  owner: DraftOwner,
): Promise<boolean> {
  const ownersDrafts = db
    .select({ ref: drafts.ref })
    .from(drafts)
    .where(ownedDraftCondition(owner));
  const deleted = await db
    .delete(attachments)
    .where(
      and(
        eq(attachments.key, key),
        isNull(attachments.filingId),
        inArray(attachments.draftRef, ownersDrafts),
      ),
    )
    .returning({ key: attachments.key });
  return deleted.length > 0;
}

/** Ties a draft's files to the submitted filing, so they can no longer be deleted or reused. */
export async function assignAttachmentsToFiling(
  db: DbOrTx,
  keys: string[],
  filingId: number,
): Promise<void> {
  if (keys.length === 0) return;
  await db.update(attachments).set({ filingId }).where(inArray(attachments.key, keys));
}

/** A filing's files without their contents, in upload order. */
export async function listFilingAttachments(
  db: DbOrTx,
  filingId: number,
): Promise<AttachmentSummary[]> {
  return db
    .select(summaryColumns)
    .from(attachments)
    .where(eq(attachments.filingId, filingId))
    .orderBy(attachments.createdAt, attachments.key);
}

/** One file of a filing with its content, or undefined when the filing has no file by that key. */
export async function findFilingAttachment(
  db: DbOrTx,
  filingId: number,
  key: string,
): Promise<(AttachmentSummary & { content: Buffer }) | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, content: attachments.content })
    .from(attachments)
    .where(and(eq(attachments.filingId, filingId), eq(attachments.key, key)));
  return row;
}

/** A filing's files with contents and pages, in upload order, for the filed document. */
export async function listFilingAttachmentContents(
  db: DbOrTx,
  filingId: number,
): Promise<(AttachmentSummary & { content: Buffer; pagesPdf: Buffer | null })[]> {
  return db
    .select({ ...summaryColumns, content: attachments.content, pagesPdf: attachments.pagesPdf })
    .from(attachments)
    .where(eq(attachments.filingId, filingId))
    .orderBy(attachments.createdAt, attachments.key);
}

/** Leaves the filing's files with these keys out of its public filed document. */
export async function excludeAttachmentsFromDocument(
  db: DbOrTx,
  filingId: number,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(attachments)
    .set({ includeInDocument: false })
    .where(and(eq(attachments.filingId, filingId), inArray(attachments.key, [...keys])));
}
