import type { FieldErrors, FieldValues } from 'react-hook-form';

/** One error as the summary lists it: the path of its field and the message to show. */
export interface SummaryError {
  name: string;
  message: string;
}

function isLeafError(value: unknown): value is { message?: unknown; type?: unknown } {
  return (
    typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'
  );
}

/** Flattens react-hook-form's nested error tree into field paths and messages, in form order. */
export function collectErrors(errors: FieldErrors<FieldValues>, prefix = ''): SummaryError[] {
  const found: SummaryError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (value === undefined || value === null || key === 'ref') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (isLeafError(value)) {
      if (typeof value.message === 'string' && value.message !== '')
        found.push({ name, message: value.message });
      continue;
    }
    if (typeof value === 'object')
      found.push(...collectErrors(value as FieldErrors<FieldValues>, name));
  }
  return found;
}
