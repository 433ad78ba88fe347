import { describe, expect, it } from 'vitest';
import { twinMismatches } from '../../testing/catalogue-twins.ts';
import publicRecordEnglish from './public-record.en.ts';
import publicRecordSpanish from './public-record.es.ts';

describe('the Spanish text of the public record pages', () => {
  it('keeps every placeholder and tag of the English', () => {
    expect(twinMismatches(publicRecordEnglish, publicRecordSpanish)).toEqual([]);
  });

  it('names its language, so a page shows the note on English documents in Spanish only', () => {
    expect(publicRecordEnglish.language.code).toBe('en');
    expect(publicRecordSpanish.language.code).toBe('es');
  });
});
