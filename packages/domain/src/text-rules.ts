// The generic text rules of every field: trim, required, length, printable ASCII.
import { messages } from './messages.ts';

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const PRINTABLE_ASCII_OR_LINE_BREAKS = /^[\x20-\x7E\n\r\t]*$/;

const LINE_BREAKS_AND_TABS = new Set(['\n', '\r', '\t']);

/**
 * The distinct characters outside printable ASCII (0x20-0x7E), in order of first appearance.
 * Multi-line fields (text areas) also accept line breaks and tabs.
 */
export function invalidCharactersIn(value: string, allowLineBreaks = false): string[] {
  const seen: string[] = [];
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const printable = code >= 0x20 && code <= 0x7e;
    if (!printable && !(allowLineBreaks && LINE_BREAKS_AND_TABS.has(char)) && !seen.includes(char))
      seen.push(char);
  }
  return seen;
}

/** True when every character is printable ASCII (0x20-0x7E). */
export function isPrintableAscii(value: string): boolean {
  return PRINTABLE_ASCII.test(value);
}

export interface TextRule {
  /** Message when empty; absent means the field is optional. */
  required?: string;
  min?: number;
  max?: number;
  /** Printable ASCII only (default true). */
  ascii?: boolean;
  /** A text area: line breaks and tabs are allowed besides printable ASCII. */
  multiline?: boolean;
}

/** The first message a text value breaks (after trimming), or null; empty optional values pass. */
export function checkText(raw: string, rule: TextRule): string | null {
  const value = raw.trim();
  if (value === '') return rule.required ?? null;
  // One pattern test for the usual clean value; the characters are listed only when one is bad.
  const allowed = rule.multiline === true ? PRINTABLE_ASCII_OR_LINE_BREAKS : PRINTABLE_ASCII;
  if (rule.ascii !== false && !allowed.test(value)) {
    const bad = invalidCharactersIn(value, rule.multiline === true);
    if (bad.length > 0) return messages.invalidCharacters(bad.join(''));
  }
  if (rule.min !== undefined && value.length < rule.min) return messages.minLength(rule.min);
  if (rule.max !== undefined && value.length > rule.max) return messages.maxLength(rule.max);
  return null;
}
