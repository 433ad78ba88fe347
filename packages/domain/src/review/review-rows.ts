// The pieces review sections are made of: a value or "Not provided", an address's lines, a free
// text, a list of files. Step modules build their sections from these.
import { addressLines } from '../display.ts';
import type { Address, FormerType, YesNo } from '../model.ts';
import type { ReviewRow } from '../steps/define-step.ts';
import type { ReviewText } from './review-text.ts';

/** The trimmed value, or "Not provided". */
export function orNotProvided(value: string | undefined, text: ReviewText): string[] {
  const trimmed = (value ?? '').trim();
  return [trimmed === '' ? text.notProvided : trimmed];
}

export function yesNo(value: YesNo | '' | null, text: ReviewText): string[] {
  if (value === 'Y') return [text.yes];
  if (value === 'N') return [text.no];
  return [text.notProvided];
}

export function addressRow(label: string, address: Address, text: ReviewText): ReviewRow {
  const lines = addressLines(address);
  return { label, lines: lines.length === 0 ? [text.notProvided] : lines };
}

export function freeTextRow(label: string, value: string, empty: string): ReviewRow {
  const trimmed = value.trim();
  return { label, lines: [trimmed === '' ? empty : trimmed], freeText: true };
}

export function fileNames(files: { fileName: string }[], text: ReviewText): string[] {
  return files.length === 0 ? [text.values.noFiles] : files.map((file) => file.fileName);
}

/** Ten digits as (303) 555-0100; anything else as typed. */
export function formatPhone(digits: string): string {
  return /^\d{10}$/.test(digits)
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits;
}

export function formerTypeLabel(type: FormerType | '', text: ReviewText): string {
  const labels: Record<FormerType, string> = {
    I: text.values.individual,
    E: text.values.entity,
    T: text.values.trust,
    S: text.values.stateOrOther,
    A: text.values.estate,
  };
  return type === '' ? text.notProvided : labels[type];
}
