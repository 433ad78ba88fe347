// Why two names are the same name on the record: the distinguishability key as an ordered list of
// named rules, so the name check can say which of them made a typed name collide with a held one.
// nameKey (names.ts) is the composition of these rules, so the explanation and the key cannot drift.

/** The rules that make two names the same, in the order nameKey applies them. */
export const nameKeyRuleIds = ['letter-case', 'punctuation', 'spacing'] as const;

export type NameKeyRuleId = (typeof nameKeyRuleIds)[number];

export interface NameKeyRule {
  id: NameKeyRuleId;
  apply: (name: string) => string;
}

/**
 * Letter case and the punctuation . , _ ' ` are ignored; runs of whitespace count as one space and
 * leading or trailing spaces not at all. Spacing comes last: removing punctuation can leave two
 * spaces side by side ("Acme . Co" is "acme co").
 */
export const nameKeyRules: readonly NameKeyRule[] = [
  { id: 'letter-case', apply: (name) => name.toLowerCase() },
  { id: 'punctuation', apply: (name) => name.replace(/[.,_'`]/g, '') },
  { id: 'spacing', apply: (name) => name.replace(/\s+/g, ' ').trim() },
];

/** Applies the named rules to a name, in nameKey's order whatever the order they are given in. */
export function applyNameKeyRules(name: string, rules: readonly NameKeyRuleId[]): string {
  return nameKeyRules.reduce(
    (result, rule) => (rules.includes(rule.id) ? rule.apply(result) : result),
    name,
  );
}

export interface NameMatchExplanation {
  /**
   * The rules that make the two names the same, in nameKey's order; none when they are identical
   * as typed. Minimal: leaving out any one of them would tell the names apart.
   */
  rules: NameKeyRuleId[];
  /** Each name as the registry compares it: its distinguishability key. */
  typedComparedAs: string;
  heldComparedAs: string;
}

/**
 * Which rules make `typed` the same name as `held`. Starting from all of them, each rule whose
 * omission still leaves the two equal is dropped, in order, so what is left is needed. Names that
 * differ even after every rule are not the same name: the explanation then lists every rule and
 * the two different keys show why.
 */
export function explainNameMatch(typed: string, held: string): NameMatchExplanation {
  let rules: NameKeyRuleId[] = [...nameKeyRuleIds];
  const typedComparedAs = applyNameKeyRules(typed, rules);
  const heldComparedAs = applyNameKeyRules(held, rules);
  if (typedComparedAs === heldComparedAs) {
    for (const rule of nameKeyRuleIds) {
      const without = rules.filter((kept) => kept !== rule);
      if (applyNameKeyRules(typed, without) === applyNameKeyRules(held, without)) rules = without;
    }
  }
  return { rules, typedComparedAs, heldComparedAs };
}
