import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkText,
  controlCharactersMessage,
  invalidCharactersIn,
  isPrintableAscii,
} from '../src/text-rules.ts';

describe('generic text rules', () => {
  it('shows the required message for empty or blank values', () => {
    expect(checkText('', { required: 'Enter a value' })).toBe('Enter a value');
    expect(checkText('   ', { required: 'Enter the city.' })).toBe('Enter the city.');
    expect(checkText('', {})).toBeNull();
  });

  it('checks the minimum length after trimming', () => {
    expect(checkText(' a ', { min: 2 })).toBe('Must be at least 2 characters');
    expect(checkText(' ab ', { min: 2 })).toBeNull();
  });

  it('lists the distinct invalid characters once each', () => {
    expect(checkText('naïve café ñ', {})).toBe('Invalid characters entered: ïéñ');
    // Invisible characters are named by their code point.
    expect(checkText('tab\there', {})).toBe('Invalid characters entered: U+0009');
    expect(checkText('line\nbreak', { multiline: true })).toBeNull();
    expect(checkText('ümlaut', { ascii: false })).toBeNull();
  });

  it('accepts every printable ASCII string', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
        }),
        (value) => {
          return (
            isPrintableAscii(value) &&
            invalidCharactersIn(value).length === 0 &&
            checkText(value, {}) === null
          );
        },
      ),
    );
  });

  it('reports exactly the distinct characters outside 0x20-0x7E', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const expected = [
          ...new Set(
            [...value].filter(
              (c) => (c.codePointAt(0) ?? 0) < 0x20 || (c.codePointAt(0) ?? 0) > 0x7e,
            ),
          ),
        ];
        expect(invalidCharactersIn(value)).toEqual(expected);
        const problem = checkText(value, {});
        if (value.trim() !== '' && expected.some((c) => value.trim().includes(c))) {
          expect(problem).toMatch(/^Invalid characters entered: /);
        }
      }),
    );
  });

  it('names each control character once by its code point, and passes everything else', () => {
    expect(controlCharactersMessage('a\u0000b\u0000')).toBe('Invalid characters entered: U+0000');
    expect(controlCharactersMessage('\u001b[2J\u007f\u0085')).toBe(
      'Invalid characters entered: U+001B, U+007F, U+0085',
    );
    expect(controlCharactersMessage('two\r\nlines\tand a tab')).toBeNull();
    expect(controlCharactersMessage('Café Ñandú LLC')).toBeNull();
  });

  it('refuses a value exactly when it holds a control character other than tab or a line break', () => {
    const controls = fc
      .integer({ min: 0, max: 0x9f })
      .filter((c) => c < 0x20 || c >= 0x7f)
      .map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(
        fc.string({ unit: fc.oneof(fc.constantFrom('a', ' ', 'é'), controls) }),
        (value) => {
          const hasControl = [...value].some(
            (c) =>
              !['\t', '\n', '\r'].includes(c) &&
              (c.charCodeAt(0) < 0x20 || (c.charCodeAt(0) >= 0x7f && c.charCodeAt(0) <= 0x9f)),
          );
          expect(controlCharactersMessage(value) !== null).toBe(hasControl);
        },
      ),
    );
  });
});
