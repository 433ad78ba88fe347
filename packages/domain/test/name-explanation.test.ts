import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyNameKeyRules,
  explainNameMatch,
  nameKeyRuleIds,
  nameKeyRules,
  type NameKeyRuleId,
} from '../src/name-explanation.ts';
import { nameKey } from '../src/names.ts';

const nameUnit = fc.constantFrom(..."abcABC -()&.,_'`01".split(''), '  ', '\t');
const name = fc.string({ unit: nameUnit, maxLength: 24 });

/** A name the registry would count as the same: its letters recased, punctuation and spaces added. */
const sameNameAs = (original: string) =>
  fc
    .array(fc.constantFrom('upper', 'lower', 'punctuate', 'space', 'keep'), {
      minLength: original.length,
      maxLength: original.length,
    })
    .map((edits) =>
      [...original]
        .map((char, at) => {
          const edit = edits[at];
          if (edit === 'upper') return char.toUpperCase();
          if (edit === 'lower') return char.toLowerCase();
          if (edit === 'punctuate') return `${char}.`;
          if (edit === 'space' && /\s/.test(char)) return `${char} `;
          return char;
        })
        .join(''),
    );

const names = name.chain((typed) =>
  fc.tuple(fc.constant(typed), fc.oneof(sameNameAs(typed), name)),
);

describe('nameKey as its rules', () => {
  it('is the composition of every rule, in order', () => {
    fc.assert(
      fc.property(name, (typed) => {
        const composed = nameKeyRules.reduce((result, rule) => rule.apply(result), typed);
        return composed === nameKey(typed) && applyNameKeyRules(typed, nameKeyRuleIds) === composed;
      }),
    );
  });
});

describe('explainNameMatch', () => {
  it('names rules that, applied in order to both names, make them equal', () => {
    fc.assert(
      fc.property(names, ([typed, held]) => {
        fc.pre(nameKey(typed) === nameKey(held));
        const { rules } = explainNameMatch(typed, held);
        const applied = (text: string) =>
          nameKeyRules
            .filter((rule) => rules.includes(rule.id))
            .reduce((result, rule) => rule.apply(result), text);
        return applied(typed) === applied(held);
      }),
      { numRuns: 500 },
    );
  });

  it('names no rule that could be left out', () => {
    fc.assert(
      fc.property(names, ([typed, held]) => {
        fc.pre(nameKey(typed) === nameKey(held));
        const { rules } = explainNameMatch(typed, held);
        return rules.every((rule) => {
          const without = rules.filter((kept) => kept !== rule);
          return applyNameKeyRules(typed, without) !== applyNameKeyRules(held, without);
        });
      }),
    );
  });

  it('lists the rules in the order nameKey applies them', () => {
    fc.assert(
      fc.property(names, ([typed, held]) => {
        const { rules } = explainNameMatch(typed, held);
        const order = (rule: NameKeyRuleId) => nameKeyRuleIds.indexOf(rule);
        return rules.every((rule, at) => at === 0 || order(rules[at - 1] ?? rule) < order(rule));
      }),
    );
  });

  it('explains the examples of the product rules', () => {
    expect(explainNameMatch('Acme LLC', 'Acme LLC')).toEqual({
      rules: [],
      typedComparedAs: 'acme llc',
      heldComparedAs: 'acme llc',
    });
    expect(explainNameMatch('ACME LLC', 'Acme LLC').rules).toEqual(['letter-case']);
    expect(explainNameMatch('Acme, L.L.C.', 'Acme LLC').rules).toEqual(['punctuation']);
    expect(explainNameMatch('Acme, L.L.C.', 'acme llc').rules).toEqual([
      'letter-case',
      'punctuation',
    ]);
    expect(explainNameMatch(' Acme   LLC', 'Acme LLC').rules).toEqual(['spacing']);
    // Taking the period out leaves two spaces side by side: spacing is needed too.
    expect(explainNameMatch('Acme . LLC', 'Acme LLC').rules).toEqual(['punctuation', 'spacing']);
    expect(explainNameMatch("Bob's Bikes LLC", 'Bobs Bikes LLC')).toEqual({
      rules: ['punctuation'],
      typedComparedAs: 'bobs bikes llc',
      heldComparedAs: 'bobs bikes llc',
    });
  });

  it('shows two different keys for names that are not the same', () => {
    expect(explainNameMatch('Acme-Widgets LLC', 'Acme Widgets LLC')).toMatchObject({
      typedComparedAs: 'acme-widgets llc',
      heldComparedAs: 'acme widgets llc',
    });
  });
});
