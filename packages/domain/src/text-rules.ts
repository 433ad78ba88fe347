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
    if (bad.length > 0) return messages.invalidCharacters(bad.map(visibleCharacter).join(''));
  }
  if (rule.min !== undefined && value.length < rule.min) return messages.minLength(rule.min);
  if (rule.max !== undefined && value.length > rule.max) return messages.maxLength(rule.max);
  return null;
}

/**
 * Control characters no field of any form may hold: the C0 controls but tab, line feed and
 * carriage return, DEL, and the C1 controls. A browser's form never sends them, PostgreSQL
 * refuses NUL outright, and the rest would be stored invisibly; the server refuses them in every
 * request before anything reaches the database.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]/;

/** A character as a person can read it in a message: itself, or U+XXXX when it is invisible. */
export function visibleCharacter(char: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (!/[\x00-\x1F\x7F-\x9F]/.test(char)) return char;
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The message for a value holding control characters, naming each once, or null for none. */
export function controlCharactersMessage(value: string): string | null {
  if (!CONTROL_CHARACTER.test(value)) return null;
  const seen = new Set<string>();
  for (const char of value) if (CONTROL_CHARACTER.test(char)) seen.add(visibleCharacter(char));
  return messages.invalidCharacters([...seen].join(', '));
}
