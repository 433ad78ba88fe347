// File upload rules, checked in the browser and again by the server.
import { messages } from './messages.ts';

export const MAX_ATTACHMENT_COUNT = 5;
export const MAX_FILE_SIZE_MB = 10;
export const MAX_COMBINED_SIZE_MB = 10;
const MEGABYTE = 1024 * 1024;
export const MAX_FILE_SIZE_BYTES = MAX_FILE_SIZE_MB * MEGABYTE;
export const MAX_COMBINED_SIZE_BYTES = MAX_COMBINED_SIZE_MB * MEGABYTE;

export type DetectedFileType = 'text' | 'pdf' | 'jpeg' | 'gif' | 'png' | 'tiff';

/** Allowed extensions (lower case, without the dot) and the content type each stands for. */
export const ALLOWED_EXTENSIONS: Readonly<Record<string, DetectedFileType>> = {
  txt: 'text',
  text: 'text',
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  png: 'png',
  tif: 'tiff',
  tiff: 'tiff',
};

/** Allowed MIME types as browsers report them. */
export const ALLOWED_MIME_TYPES: ReadonlySet<string> = new Set([
  'text/plain',
  'application/pdf',
  'image/jpeg',
  'image/pjpeg',
  'image/gif',
  'image/png',
  'image/tiff',
]);

/** The MIME type the server records for a detected type. */
export const MIME_TYPE_FOR: Readonly<Record<DetectedFileType, string>> = {
  text: 'text/plain',
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  tiff: 'image/tiff',
};

/** The `accept` attribute for file inputs. */
export const ACCEPT_ATTRIBUTE = Object.keys(ALLOWED_EXTENSIONS)
  .map((ext) => `.${ext}`)
  .join(',');

export interface FileDescription {
  name: string;
  size: number;
  /** MIME type as reported; empty when unknown. */
  type: string;
}

/** The lower-case extension of a file name without the dot, or '' when there is none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

function invalidFileNameCharacters(fileName: string): string {
  const bad: string[] = [];
  for (const char of fileName) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x20 || code > 0x7e) && !bad.includes(char)) bad.push(char);
  }
  return bad.join('');
}

/** The first upload rule the incoming files break, given the files already attached, or null. */
export function checkFileList(
  existing: readonly Pick<FileDescription, 'size'>[],
  incoming: readonly FileDescription[],
): string | null {
  if (incoming.length === 0) return messages.uploadNoFiles;
  if (existing.length + incoming.length > MAX_ATTACHMENT_COUNT) {
    return messages.uploadTooMany(MAX_ATTACHMENT_COUNT);
  }
  for (const file of incoming) {
    const badCharacters = invalidFileNameCharacters(file.name);
    if (badCharacters !== '') return messages.uploadInvalidFileName(badCharacters);
    const extension = fileExtension(file.name);
    if (extension === '') return messages.uploadNotAFile;
    if (!Object.hasOwn(ALLOWED_EXTENSIONS, extension))
      return messages.uploadExtensionNotAllowed(extension);
    if (file.type !== '' && !ALLOWED_MIME_TYPES.has(file.type.toLowerCase())) {
      return messages.uploadTypeNotAllowed(file.type);
    }
    if (file.size <= 0) return messages.uploadEmpty(file.name);
    if (file.size > MAX_FILE_SIZE_BYTES)
      return messages.uploadTooLarge(file.name, MAX_FILE_SIZE_MB);
  }
  const combined = [...existing, ...incoming].reduce((total, file) => total + file.size, 0);
  if (combined > MAX_COMBINED_SIZE_BYTES) return messages.uploadCombinedSize(MAX_COMBINED_SIZE_MB);
  return null;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return (
    signature.length <= bytes.length && signature.every((byte, index) => bytes[index] === byte)
  );
}

const SIGNATURES: readonly { type: DetectedFileType; bytes: readonly number[] }[] = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61] }, // GIF87a
  { type: 'gif', bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61] }, // GIF89a
  { type: 'tiff', bytes: [0x49, 0x49, 0x2a, 0x00] }, // II*\0
  { type: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] }, // MM\0*
];

const TEXT_CONTROL_CHARACTERS = new Set(['\t', '\n', '\r', '\f']);

/** True for text: valid UTF-8 without NUL or control characters other than tab, newlines and form feed. */
function isPlainText(bytes: Uint8Array): boolean {
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  for (const char of decoded) {
    const code = char.codePointAt(0) ?? 0;
    const isControl = code < 0x20 || code === 0x7f;
    if (isControl && !TEXT_CONTROL_CHARACTERS.has(char)) return false;
  }
  return true;
}

/** The file's type judged by its content (magic bytes, or text), or null when it is none we accept. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (bytes.length === 0) return null;
  const signature = SIGNATURES.find((candidate) => startsWith(bytes, candidate.bytes));
  if (signature !== undefined) return signature.type;
  return isPlainText(bytes) ? 'text' : null;
}

/** True when the detected content type is the one the file name's extension promises. */
export function fileTypeMatchesExtension(
  detected: DetectedFileType | null,
  fileName: string,
): boolean {
  const extension = fileExtension(fileName);
  return (
    detected !== null &&
    Object.hasOwn(ALLOWED_EXTENSIONS, extension) &&
    ALLOWED_EXTENSIONS[extension] === detected
  );
}
