// What a download of a file that never changes under its ETag answers, by the request's
// conditional and range headers (RFC 9110 sections 13 and 14): the whole file, 304 when the
// client's copy is current, one byte range, or 416 for a range outside the file. Several ranges
// are answered with the whole file, which the standard allows.

export interface DownloadValidators {
  /** Strong, quoted: "<sha256>". */
  etag: string;
  lastModified: Date;
}

export interface DownloadRequestHeaders {
  'if-none-match'?: string | string[] | undefined;
  'if-modified-since'?: string | string[] | undefined;
  range?: string | string[] | undefined;
  'if-range'?: string | string[] | undefined;
}

export type DownloadAnswer =
  | { kind: 'not-modified' }
  | { kind: 'whole' }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'unsatisfiable' };

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/** The entity tags of an If-None-Match list, weak ones as their opaque part (weak comparison). */
function noneMatchTags(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter((tag) => tag !== '');
}

/** A date in whole seconds, the precision Last-Modified carries. */
function secondsOf(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function isNotModified(headers: DownloadRequestHeaders, validators: DownloadValidators): boolean {
  const noneMatch = single(headers['if-none-match']);
  // If-None-Match, when sent, decides alone: If-Modified-Since is then ignored.
  if (noneMatch !== undefined) {
    const tags = noneMatchTags(noneMatch);
    return tags.includes('*') || tags.includes(validators.etag);
  }
  const modifiedSince = single(headers['if-modified-since']);
  if (modifiedSince === undefined) return false;
  const since = Date.parse(modifiedSince);
  return !Number.isNaN(since) && secondsOf(validators.lastModified) <= Math.floor(since / 1000);
}

/** Whether an If-Range still names this file: a strong ETag match or its exact Last-Modified. */
function ifRangeHolds(ifRange: string, validators: DownloadValidators): boolean {
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === validators.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === secondsOf(validators.lastModified);
}

/**
 * One range of `bytes=...` within a file of `size` bytes: its first and last byte, 'unsatisfiable'
 * when it lies outside the file, or null when the header is not one byte range (then ignored).
 */
function parseByteRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (match === null) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  // first-last with last before first is no range at all; a first beyond the file is outside it.
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/** How to answer a GET or HEAD of a file of `size` bytes with these validators. */
export function downloadAnswer(
  headers: DownloadRequestHeaders,
  validators: DownloadValidators,
  size: number,
): DownloadAnswer {
  if (isNotModified(headers, validators)) return { kind: 'not-modified' };
  const range = single(headers.range);
  if (range === undefined) return { kind: 'whole' };
  const ifRange = single(headers['if-range']);
  if (ifRange !== undefined && !ifRangeHolds(ifRange, validators)) return { kind: 'whole' };
  const parsed = parseByteRange(range, size);
  if (parsed === null) return { kind: 'whole' };
  if (parsed === 'unsatisfiable') return { kind: 'unsatisfiable' };
  return { kind: 'range', ...parsed };
}
