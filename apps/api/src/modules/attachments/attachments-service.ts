// Upload checks by content (spec/000 sections 5 and 8; ARCHITECTURE "Security"): the browser's
// checks run again here on the real bytes, the magic bytes must match the extension, and
// encrypted PDFs are refused.
import { createHash, randomUUID } from 'node:crypto';
import {
  checkFileList,
  detectFileType,
  fileTypeMatchesExtension,
  messages,
  MIME_TYPE_FOR,
} from '@registrar/domain';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../db/database.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
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

function refuse(message: string): never {
  throw new ValidationFailed([{ field: 'file', message }]);
}

/** True when pdf-lib finds an /Encrypt dictionary; unreadable PDFs count as not attachable. */
async function isEncryptedPdf(bytes: Buffer): Promise<boolean> {
  const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  return document.isEncrypted;
}

/** Checks an uploaded file by its content and stores it for the draft. */
export async function storeAttachment(
  db: Db,
  input: { draftRef: string; isPrivate: boolean; file: IncomingFile },
): Promise<StoredAttachment> {
  const { file } = input;
  const existing = await listDraftAttachments(db, input.draftRef);
  // A truncated upload is larger than the limit; report it as such rather than as its cut size.
  const size = file.truncated ? Number.MAX_SAFE_INTEGER : file.bytes.length;
  const ruleBroken = checkFileList(existing, [
    { name: file.fileName, size, type: file.reportedType },
  ]);
  if (ruleBroken !== null) refuse(ruleBroken);

  const detected = detectFileType(file.bytes);
  if (!fileTypeMatchesExtension(detected, file.fileName) || detected === null) {
    refuse(messages.uploadContentMismatch(file.fileName));
  }
  if (detected === 'pdf') {
    let encrypted: boolean;
    try {
      encrypted = await isEncryptedPdf(file.bytes);
    } catch {
      refuse(messages.uploadContentMismatch(file.fileName));
    }
    if (encrypted) refuse(messages.uploadPasswordProtectedPdf);
  }

  const stored: StoredAttachment = {
    key: randomUUID(),
    fileName: file.fileName,
    mimeType: MIME_TYPE_FOR[detected],
    size: file.bytes.length,
  };
  await insertAttachment(db, {
    ...stored,
    draftRef: input.draftRef,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    isPrivate: input.isPrivate,
    content: file.bytes,
  });
  return stored;
}

/** Removes a file that has not been submitted with a filing. */
export async function removeAttachment(db: Db, key: string): Promise<void> {
  if (!(await deleteUnfiledAttachment(db, key))) {
    throw new HttpProblem(404, 'This attachment was not found.');
  }
}
