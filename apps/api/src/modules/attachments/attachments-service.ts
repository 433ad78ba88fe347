// Upload checks by content (at most five files, 10 MB each and in all, text, PDF, JPEG, GIF, PNG or
// TIFF, no empty files, no password-protected PDFs): the browser's checks run again here on the
// real bytes, the magic bytes must match the extension, encrypted PDFs are refused, and the file
// must decode completely as its type. The count and combined-size rules are decided again under a
// lock on the draft's row, so parallel uploads cannot pass together.
import { createHash, randomUUID } from 'node:crypto';
import {
  checkFileList,
  detectFileType,
  fileTypeMatchesExtension,
  messages,
  MIME_TYPE_FOR,
} from '@registrar/domain';
import type { Db } from '../../db/database.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import {
  PasswordProtectedPdf,
  renderAttachmentPages,
  TooManyPages,
  UnreadableFile,
  type AttachmentPages,
} from '../documents/attachment-pages.ts';
import type { DraftOwner } from '../filings/draft-owners.ts';
import { findOwnedLiveDraft, lockOwnedLiveDraft } from '../filings/drafts-repository.ts';
import {
  deleteUnfiledAttachment,
  insertAttachment,
  listDraftAttachments,
} from './attachments-repository.ts';

export interface IncomingFile {
  fileName: string;
  /** MIME type the browser reported; only checked against the allowed list, never stored. */
  reportedType: string;
  bytes: Buffer;
  /** True when the upload was cut off at the size limit. */
  truncated: boolean;
}

export interface StoredAttachment {
  key: string;
  fileName: string;
  mimeType: string;
  size: number;
}

/** Registrar's own wording: an upload for a filing in progress the server does not have. */
export const uploadDraftMissingMessage =
  "Your file can't be attached. This filing in progress was not found or has expired.";

/** Registrar's own wording: a multi-page image with more pages than the server lays out. */
export const uploadTooManyPages = (name: string, limit: number) =>
  `Your file can't be attached. ${name} has more than ${limit} pages.`;

function refuse(message: string): never {
  throw new ValidationFailed([{ field: 'file', message }]);
}

/** Refuses the file when, beside the draft's files, it breaks a count, size, name or type rule. */
function checkAgainst(existing: readonly { size: number }[], file: IncomingFile): void {
  // A truncated upload is larger than the limit; report it as such rather than as its cut size.
  const size = file.truncated ? Number.MAX_SAFE_INTEGER : file.bytes.length;
  const ruleBroken = checkFileList(existing, [
    { name: file.fileName, size, type: file.reportedType },
  ]);
  if (ruleBroken !== null) refuse(ruleBroken);
}

/**
 * Checks an uploaded file by its content and stores it, with the pages it makes in the filed
 * document, for the draft. The decoding (the slow part) runs before the transaction; the draft's
 * row is locked only to count its files again and insert this one.
 */
export async function storeAttachment(
  db: Db,
  input: { draftRef: string; owner: DraftOwner; isPrivate: boolean; file: IncomingFile },
  now = new Date(),
): Promise<StoredAttachment> {
  const { file, owner } = input;
  // Only into the caller's own draft: another owner's is answered as one that does not exist.
  if ((await findOwnedLiveDraft(db, input.draftRef, owner, now)) === undefined) {
    throw new HttpProblem(404, uploadDraftMissingMessage);
  }
  // Read without a lock: refuses a file that breaks a rule already, before any decoding.
  checkAgainst(await listDraftAttachments(db, input.draftRef), file);

  const detected = detectFileType(file.bytes);
  if (detected === null || !fileTypeMatchesExtension(detected, file.fileName)) {
    refuse(messages.uploadContentMismatch(file.fileName));
  }
  let pages: AttachmentPages;
  try {
    pages = await renderAttachmentPages(detected, file.bytes);
  } catch (error) {
    if (error instanceof PasswordProtectedPdf) refuse(messages.uploadPasswordProtectedPdf);
    if (error instanceof TooManyPages) refuse(uploadTooManyPages(file.fileName, error.limit));
    if (error instanceof UnreadableFile) refuse(messages.uploadContentMismatch(file.fileName));
    throw error;
  }

  const stored: StoredAttachment = {
    key: randomUUID(),
    fileName: file.fileName,
    mimeType: MIME_TYPE_FOR[detected],
    size: file.bytes.length,
  };
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  await db.transaction(async (tx) => {
    if (!(await lockOwnedLiveDraft(tx, input.draftRef, owner, now))) {
      throw new HttpProblem(404, uploadDraftMissingMessage);
    }
    checkAgainst(await listDraftAttachments(tx, input.draftRef), file);
    await insertAttachment(tx, {
      ...stored,
      draftRef: input.draftRef,
      sha256,
      isPrivate: input.isPrivate,
      content: file.bytes,
      pagesPdf: pages.pagesPdf === null ? null : Buffer.from(pages.pagesPdf),
    });
  });
  return stored;
}

/** Removes a file of one of the owner's drafts that has not been submitted with a filing. */
export async function removeAttachment(db: Db, key: string, owner: DraftOwner): Promise<void> {
  if (!(await deleteUnfiledAttachment(db, key, owner))) {
    throw new HttpProblem(404, 'This attachment was not found.');
  }
}
