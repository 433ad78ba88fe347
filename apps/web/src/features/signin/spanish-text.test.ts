import { describe, expect, it } from 'vitest';
import { twinMismatches } from '../../testing/catalogue-twins.ts';
import signInEnglish from './signin.en.ts';
import signInSpanish from './signin.es.ts';
import staffPagesEnglish from './staff-pages.en.ts';
import staffPagesSpanish from './staff-pages.es.ts';

describe('the Spanish text of the sign-in pages', () => {
  it('keeps every placeholder and tag of the English', () => {
    expect(twinMismatches(signInEnglish, signInSpanish)).toEqual([]);
    expect(twinMismatches(staffPagesEnglish, staffPagesSpanish)).toEqual([]);
  });
});
