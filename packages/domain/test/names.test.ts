import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  designationRules,
  hasRequiredDesignation,
  nameKey,
  nameSuggestionCandidates,
  nameTakenMessage,
  validateEntityNameFormat,
} from '../src/names.ts';

const IGNORED = ['.', ',', '_', "'", '`'];
const asciiName = fc.string({
  unit: fc.constantFrom(..."abcXYZ -()&.,_'`0123".split('')),
  maxLength: 30,
});

describe('nameKey (distinguishability on the record)', () => {
  it('tells apart and matches the example names of the distinguishability rule', () => {
    const distinct = ['ABC LLC', 'ABC Limited Liability Company', 'A-B-C LLC', 'The ABC LLC'];
    expect(new Set(distinct.map(nameKey)).size).toBe(4);
    expect(nameKey('A.B.C., LLC')).toBe(nameKey('ABC LLC'));
    expect(nameKey('abc llc')).toBe(nameKey('ABC LLC'));
  });

  it('keeps parentheses and collapses runs of whitespace', () => {
    expect(nameKey('ABC (Colorado) LLC')).not.toBe(nameKey('ABC Colorado LLC'));
    expect(nameKey('  ABC \t  LLC ')).toBe('abc llc');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(asciiName, (name) => nameKey(nameKey(name)) === nameKey(name)));
  });

  it('ignores letter case', () => {
    fc.assert(
      fc.property(asciiName, (name) => nameKey(name.toUpperCase()) === nameKey(name.toLowerCase())),
    );
  });

  it('ignores inserted periods, commas, underscores and apostrophes', () => {
    fc.assert(
      fc.property(asciiName, fc.nat(), fc.constantFrom(...IGNORED), (name, at, char) => {
        const position = name.length === 0 ? 0 : at % name.length;
        return nameKey(name.slice(0, position) + char + name.slice(position)) === nameKey(name);
      }),
    );
  });

  it('distinguishes inserted hyphens and parentheses', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z]{2,12}$/),
        fc.constantFrom('-', '(', ')'),
        (word, char) => {
          const middle = Math.floor(word.length / 2);
          return nameKey(word.slice(0, middle) + char + word.slice(middle)) !== nameKey(word);
        },
      ),
    );
  });

  it('distinguishes spaces, articles and designators', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{2,12}$/), (word) => {
        const middle = Math.floor(word.length / 2);
        const spaced = `${word.slice(0, middle)} ${word.slice(middle)}`;
        return (
          nameKey(spaced) !== nameKey(word) &&
          nameKey(`The ${word} LLC`) !== nameKey(`${word} LLC`) &&
          nameKey(`${word} LLC`) !== nameKey(`${word} Ltd.`)
        );
      }),
    );
  });
});

describe('hasRequiredDesignation', () => {
  it.each([
    'Acme limited liability company',
    'Acme Ltd. Liability Company',
    'Acme Limited Liability Co.',
    'ACME LTD. LIABILITY CO.',
    'Acme Limited',
    'Acme L.L.C.',
    'Acme, LLC',
    'Acme llc',
    'Acme Ltd.',
    'LLC Acme',
  ])('accepts "%s" for an LLC', (name) => {
    expect(hasRequiredDesignation('DLLC', name)).toBe(true);
  });

  it.each([
    'Fallcreek Farms',
    'Acme Company',
    'Acme Ltd',
    'Acme LLCs',
    'Acme Corp.',
    'Limitedness Inc.',
  ])('refuses "%s" for an LLC', (name) => {
    expect(hasRequiredDesignation('DLLC', name)).toBe(false);
  });

  it('applies the corporation, nonprofit and cooperative tables', () => {
    expect(hasRequiredDesignation('DPC', 'Acme Inc.')).toBe(true);
    expect(hasRequiredDesignation('DPC', 'Acme Corporation')).toBe(true);
    expect(hasRequiredDesignation('DPC', 'Acme Holdings')).toBe(false);
    // C.R.S. 7-90-601(3)(a) lists the abbreviations with their periods.
    expect(hasRequiredDesignation('DPC', 'Acme Co.')).toBe(true);
    expect(hasRequiredDesignation('DPC', 'Acme Ltd.')).toBe(true);
    expect(hasRequiredDesignation('DPC', 'Acme Inc')).toBe(false);
    expect(hasRequiredDesignation('DPC', 'Cocoa Limitless')).toBe(false);
    expect(hasRequiredDesignation('DC55', 'Valley Co-op')).toBe(true);
    expect(hasRequiredDesignation('DC55', 'Valley Coop Association')).toBe(true);
    expect(hasRequiredDesignation('DNC', 'Friends of the Library')).toBe(true);
    expect(hasRequiredDesignation('DC55', 'Valley Farmers Cooperative')).toBe(true);
    expect(hasRequiredDesignation('DC55', 'Valley Farmers')).toBe(false);
  });

  it('finds a term in any letter case and across any run of whitespace between its words', () => {
    expect(hasRequiredDesignation('DLLC', 'Acme Limited   Liability\tCompany')).toBe(true);
    expect(hasRequiredDesignation('DLLC', 'Acme LIMITED\n liability CO.')).toBe(true);
    expect(hasRequiredDesignation('DPC', 'Acme INCORPORATED')).toBe(true);
    expect(hasRequiredDesignation('DC55', 'Valley CO-OP')).toBe(true);
  });

  it('decides as a whole-word search of the name in lower case with its whitespace collapsed', () => {
    /** The rule as the statute words it, searched plainly: a term bounded by no letter or digit. */
    const byWholeWords = (entityType: string, name: string) => {
      const rule = designationRules[entityType];
      if (rule === undefined || !rule.required) return true;
      const text = name.toLowerCase().replace(/\s+/g, ' ');
      const wordChar = (char: string | undefined) => char !== undefined && /[a-z0-9]/.test(char);
      return rule.terms.some((term) => {
        for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
          if (!wordChar(text[at - 1]) && !wordChar(text[at + term.length])) return true;
        }
        return false;
      });
    };
    const terms = Object.values(designationRules).flatMap((rule) => rule.terms);
    const piece = fc.oneof(
      fc.constantFrom(...terms, ...terms.map((term) => term.toUpperCase())),
      fc.constantFrom(...'aAcCdilLnoOpt0-. \t'.split(''), '  ', ' \t '),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(designationRules)),
        fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join('')),
        (entityType, name) => {
          expect(hasRequiredDesignation(entityType, name)).toBe(byWholeWords(entityType, name));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('validateEntityNameFormat', () => {
  it('requires a name', () => {
    expect(validateEntityNameFormat('  ', 'DLLC')).toEqual({
      valid: false,
      message: 'Enter the name you want to use',
      problem: { rule: 'required' },
    });
  });

  it('refuses characters outside printable ASCII', () => {
    expect(validateEntityNameFormat('Café LLC', 'DLLC')).toEqual({
      valid: false,
      message: 'Invalid characters entered: é',
      problem: { rule: 'characters', part: 'é' },
    });
  });

  it('allows at most 200 characters', () => {
    const name = `${'A'.repeat(197)} LLC`;
    expect(validateEntityNameFormat(name, 'DLLC')).toMatchObject({
      valid: false,
      message: 'Must be no more than 200 characters',
      problem: { rule: 'length', part: 'C' },
    });
    expect(validateEntityNameFormat(name.slice(1), 'DLLC').valid).toBe(true);
  });

  it('names the allowed designations when one is missing', () => {
    expect(validateEntityNameFormat('Fallcreek Farms', 'DLLC')).toEqual({
      valid: false,
      message:
        'The name must contain "limited liability company", "ltd. liability company", "limited liability co.", "ltd. liability co.", "limited", "l.l.c.", "llc" or "ltd."',
      problem: {
        rule: 'designation',
        part: 'Fallcreek Farms',
        terms: designationRules.DLLC?.terms,
        example: 'Fallcreek Farms LLC',
      },
    });
  });

  it('accepts a well-formed LLC name', () => {
    expect(validateEntityNameFormat('Fallcreek Farms LLC', 'DLLC')).toEqual({
      valid: true,
      message: '',
      problem: null,
    });
  });

  it('names an invisible character by its code point', () => {
    expect(validateEntityNameFormat('Caf\u00e9\u0007 LLC', 'DLLC').problem).toEqual({
      rule: 'characters',
      part: 'é U+0007',
    });
  });

  it('words the taken-name message as the product does', () => {
    expect(nameTakenMessage).toBe('That name is already being used in Colorado.');
  });
});

describe('nameSuggestionCandidates', () => {
  it('inserts a distinguishing word before the designator, keeping the designator as typed', () => {
    expect(nameSuggestionCandidates('Acme Widgets  L.L.C.', 'DLLC').slice(0, 3)).toEqual([
      'Acme Widgets Colorado L.L.C.',
      'Acme Widgets Group L.L.C.',
      'Acme Widgets Holdings L.L.C.',
    ]);
    expect(nameSuggestionCandidates('Acme Limited Liability Company', 'DLLC')[0]).toBe(
      'Acme Colorado Limited Liability Company',
    );
  });

  it('adds the word at the end of a name that needs no designator', () => {
    expect(nameSuggestionCandidates('Friends of the Poudre', 'DNC')[0]).toBe(
      'Friends of the Poudre Colorado',
    );
  });

  it('leaves out words the name already has', () => {
    const candidates = nameSuggestionCandidates('Colorado Group LLC', 'DLLC');
    expect(candidates[0]).toBe('Colorado Group Holdings LLC');
    expect(candidates.some((name) => /Colorado Colorado|Group Group/.test(name))).toBe(false);
  });

  it('offers only names that pass the format, each distinguishable from the typed one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(designationRules)),
        fc.stringMatching(/^[A-Za-z][A-Za-z ,.'-]{0,40}$/),
        fc.constantFrom('LLC', 'Inc.', 'Co-op', 'Corporation', ''),
        (entityType, words, designator) => {
          const name = `${words} ${designator}`;
          const candidates = nameSuggestionCandidates(name, entityType);
          const keys = candidates.map(nameKey);
          return (
            candidates.every(
              (candidate) => validateEntityNameFormat(candidate, entityType).valid,
            ) &&
            !keys.includes(nameKey(name)) &&
            new Set(keys).size === keys.length
          );
        },
      ),
    );
  });

  it('leaves out a candidate past the length limit', () => {
    // 194 characters: only the five-letter word fits within 200.
    expect(nameSuggestionCandidates(`${'A'.repeat(190)} LLC`, 'DLLC')).toEqual([
      `${'A'.repeat(190)} Group LLC`,
    ]);
  });
});
