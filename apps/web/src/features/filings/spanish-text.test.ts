import { describe, expect, it } from 'vitest';
import { twinMismatches } from '../../testing/catalogue-twins.ts';
import filingStatusEnglish from './filing-status-page.en.ts';
import filingStatusSpanish from './filing-status-page.es.ts';
import filingsEnglish from './filings.en.ts';
import filingsSpanish from './filings.es.ts';

describe('the Spanish text of the filing pages', () => {
  it('keeps every placeholder and tag of the English', () => {
    expect(twinMismatches(filingsEnglish, filingsSpanish)).toEqual([]);
    expect(twinMismatches(filingStatusEnglish, filingStatusSpanish)).toEqual([]);
  });

  it('names its language, so a page shows the note on English documents in Spanish only', () => {
    expect(filingsEnglish.language.code).toBe('en');
    expect(filingsSpanish.language.code).toBe('es');
    expect(filingsSpanish.documents.inEnglishNote).toMatch(/inglés/);
  });
});
