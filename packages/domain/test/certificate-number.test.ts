import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_ALPHABET,
  certificateNumberFrom,
  normalizeCertificateNumber,
} from '../src/index.ts';

const indexes = fc.array(fc.integer({ min: 0, max: 31 }), { minLength: 19, maxLength: 19 });

describe('certificate numbers', () => {
  it('are four groups of five of the alphabet, and read back as themselves', () => {
    fc.assert(
      fc.property(indexes, (random) => {
        const number = certificateNumberFrom(random);
        expect(number).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
        expect(normalizeCertificateNumber(number)).toBe(number);
        // As typed: lower case, spaces for hyphens, O and I for 0 and 1.
        const typed = number.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'i');
        expect(normalizeCertificateNumber(` ${typed} `)).toBe(number);
      }),
    );
  });

  it('catch every single mistyped character', () => {
    fc.assert(
      fc.property(
        indexes,
        fc.integer({ min: 0, max: 19 }),
        fc.integer({ min: 1, max: 31 }),
        (random, position, shift) => {
          const compact = certificateNumberFrom(random).replace(/-/g, '');
          const wrong = CERTIFICATE_ALPHABET.charAt(
            (CERTIFICATE_ALPHABET.indexOf(compact.charAt(position)) + shift) % 32,
          );
          const mistyped = `${compact.slice(0, position)}${wrong}${compact.slice(position + 1)}`;
          expect(normalizeCertificateNumber(mistyped)).toBeNull();
        },
      ),
    );
  });

  it('refuse the wrong length and characters outside the alphabet', () => {
    expect(normalizeCertificateNumber('')).toBeNull();
    expect(normalizeCertificateNumber('K7Q2M-9XH4T-B6W1R-3ZP8')).toBeNull();
    expect(normalizeCertificateNumber('K7Q2M-9XH4T-B6W1R-3ZP8J-0')).toBeNull();
    expect(normalizeCertificateNumber('U7Q2M-9XH4T-B6W1R-3ZP8J')).toBeNull();
    expect(normalizeCertificateNumber('K7Q2M-9XH4T-B6W1R-3ZP8J')).toBe('K7Q2M-9XH4T-B6W1R-3ZP8J');
  });
});
