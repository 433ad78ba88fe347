import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkText, invalidCharactersIn, isPrintableAscii } from '../src/text-rules.ts';

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
    expect(checkText('tab\there', {})).toBe('Invalid characters entered: \t');
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
});
