// SQL for uploaded files. Contents are read only where a document is built from them.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { attachments } from '../../db/schema.ts';

export interface AttachmentSummary {
  key: string;
  fileName: string;
  mimeType: string;
  size: number;
  isPrivate: boolean;
}

const summaryColumns = {
  key: attachments.key,
  fileName: attachments.fileName,
  mimeType: attachments.mimeType,
  size: attachments.size,
  isPrivate: attachments.isPrivate,
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
  },
): Promise<void> {
  await db.insert(attachments).values(row);
}

/** Deletes a file that is not yet part of a submitted filing; true when one was deleted. */
export async function deleteUnfiledAttachment(db: DbOrTx, key: string): Promise<boolean> {
  const deleted = await db
    .delete(attachments)
    .where(and(eq(attachments.key, key), isNull(attachments.filingId)))
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

/** A filing's files with contents, in upload order, for the filed document. */
export async function listFilingAttachmentContents(
  db: DbOrTx,
  filingId: number,
): Promise<(AttachmentSummary & { content: Buffer })[]> {
  return db
    .select({ ...summaryColumns, content: attachments.content })
    .from(attachments)
    .where(eq(attachments.filingId, filingId))
    .orderBy(attachments.createdAt);
}
