// Entity name rules: the distinguishability key and the required designation (C.R.S. 7-90-601).
import { messages } from './messages.ts';
import { applyNameKeyRules, nameKeyRuleIds } from './name-explanation.ts';
import { checkText, invalidCharactersIn, visibleCharacter } from './text-rules.ts';
import type { FilingTypeDefinition } from './filing-types/types.ts';
import type { FilingValues } from './model.ts';
import { listsPage } from './steps/step-lists.ts';

/** Maximum entity name length. */
export const ENTITY_NAME_MAX_LENGTH = 200;

/**
 * Distinguishability key: names with the same key are the same name on the record. Colorado
 * ignores letter case and the characters . , _ ' and ` only; articles, designators, spaces,
 * hyphens and parentheses distinguish. Runs of whitespace count as one space. The key is every
 * rule of name-explanation.ts applied in order, so the name check's explanations name exactly the
 * rules the key applies.
 */
export function nameKey(name: string): string {
  return applyNameKeyRules(name, nameKeyRuleIds);
}

export interface DesignationRule {
  /** False when the entity type needs no designation (nonprofit corporations). */
  required: boolean;
  /** Accepted terms, lower case, matched in any letter case as whole words. */
  terms: readonly string[];
}

/**
 * Designation terms by entity type (C.R.S. 7-90-601(3)): a corporation's name must contain one of
 * the statute's eight terms, abbreviations with their periods; a nonprofit's may but need not;
 * an Article 55 cooperative's must say it is a cooperative (C.R.S. 7-55-103).
 */
export const designationRules: Readonly<Record<string, DesignationRule>> = {
  DLLC: {
    required: true,
    terms: [
      'limited liability company',
      'ltd. liability company',
      'limited liability co.',
      'ltd. liability co.',
      'limited',
      'l.l.c.',
      'llc',
      'ltd.',
    ],
  },
  DPC: {
    required: true,
    terms: ['corporation', 'incorporated', 'company', 'limited', 'corp.', 'inc.', 'co.', 'ltd.'],
  },
  DNC: {
    required: false,
    terms: [
      'corporation',
      'incorporated',
      'company',
      'limited',
      'corp.',
      'inc.',
      'co.',
      'ltd.',
      'nonprofit',
    ],
  },
  DC55: {
    required: true,
    terms: ['cooperative', 'co-operative', 'coop', 'co-op'],
  },
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One pattern per entity type matching any of its terms as a whole word, so "llc" inside
 * "Fallcreek" does not count, in any letter case and with any run of whitespace between a term's
 * words; built once and matched on the name as typed, as the name check runs on every pause in
 * typing.
 */
const designationPatterns: ReadonlyMap<string, RegExp> = new Map(
  Object.entries(designationRules).map(([entityType, rule]) => [
    entityType,
    new RegExp(
      `(?<![a-z0-9])(?:${rule.terms.map((term) => escapeRegExp(term).replace(/ /g, '\\s+')).join('|')})(?![a-z0-9])`,
      'i',
    ),
  ]),
);

/** True when the name carries a designation its entity type accepts (or the type needs none). */
export function hasRequiredDesignation(entityType: string, name: string): boolean {
  const rule = designationRules[entityType];
  if (rule === undefined || !rule.required) return true;
  return designationPatterns.get(entityType)?.test(name) ?? true;
}

/** The message for a name that lacks its entity type's designation. */
export function designationMessage(entityType: string): string {
  return messages.nameDesignationMissing(designationRules[entityType]?.terms ?? []);
}

/**
 * The designation a name of each type is shown with when a name lacks one ("add one, for example
 * Acme Widgets LLC"): the term people use most, in its usual letter case.
 */
const designationExamples: Readonly<Record<string, string>> = {
  DLLC: 'LLC',
  DPC: 'Inc.',
  DNC: 'Inc.',
  DC55: 'Cooperative',
};

/** Which format rule a name breaks and the part of the name that breaks it. */
export type NameFormatProblem =
  | { rule: 'required' }
  /** The characters outside printable ASCII, each once and space-separated, invisible ones as U+XXXX. */
  | { rule: 'characters'; part: string }
  /** The text past the 200th character. */
  | { rule: 'length'; part: string }
  /** The name as typed, the accepted terms and the name with one of them added. */
  | { rule: 'designation'; part: string; terms: string[]; example: string };

export interface NameFormatResult {
  valid: boolean;
  /** Empty when valid. */
  message: string;
  /** Null when valid. */
  problem: NameFormatProblem | null;
}

/**
 * The rule checkText's message is about, with the offending part: checkText decides in this
 * order (required, characters, length), so the first rule the trimmed name breaks is the one.
 */
function textProblemOf(name: string): NameFormatProblem {
  const value = name.trim();
  if (value === '') return { rule: 'required' };
  const bad = invalidCharactersIn(value);
  if (bad.length > 0) return { rule: 'characters', part: bad.map(visibleCharacter).join(' ') };
  return { rule: 'length', part: value.slice(ENTITY_NAME_MAX_LENGTH) };
}

/**
 * Checks a proposed entity name's format: required, printable ASCII, at most 200, designation.
 * The message is the product's wording; the problem names the part of the name at fault.
 */
export function validateEntityNameFormat(name: string, entityType: string): NameFormatResult {
  const textProblem = checkText(name, {
    required: messages.entityNameRequired,
    max: ENTITY_NAME_MAX_LENGTH,
  });
  if (textProblem !== null) {
    return { valid: false, message: textProblem, problem: textProblemOf(name) };
  }
  if (!hasRequiredDesignation(entityType, name)) {
    const part = name.trim();
    return {
      valid: false,
      message: designationMessage(entityType),
      problem: {
        rule: 'designation',
        part,
        terms: [...(designationRules[entityType]?.terms ?? [])],
        example: `${part} ${designationExamples[entityType] ?? ''}`.trim(),
      },
    };
  }
  return { valid: true, message: '', problem: null };
}

/**
 * Words a suggested name adds before the designator, in the order they are offered: each makes a
 * name distinguishable from the one typed without changing what kind of entity it names.
 */
const NAME_SUGGESTION_WORDS = [
  'Colorado',
  'Group',
  'Holdings',
  'Partners',
  'Ventures',
  'Services',
  'Enterprises',
  'Solutions',
  'Company',
] as const;

/** The designation patterns again, global, to find the last term in a name; built once. */
const lastDesignatorPatterns: ReadonlyMap<string, RegExp> = new Map(
  [...designationPatterns].map(([entityType, pattern]) => [
    entityType,
    new RegExp(pattern.source, 'gi'),
  ]),
);

/** The designator's place in a name: the last accepted term, or the end when there is none. */
function designatorStart(entityType: string, name: string): number {
  const pattern = lastDesignatorPatterns.get(entityType);
  if (pattern === undefined) return name.length;
  let start = name.length;
  for (const match of name.matchAll(pattern)) start = match.index;
  return start;
}

/**
 * Names close to `name` to offer when it is taken or reserved, in order: one distinguishing word
 * inserted before the designator (which stays as typed), leaving out words the name already has
 * and any candidate that breaks the format. Deterministic, so the same name always gets the same
 * candidates; the caller keeps those free on the record.
 *
 * It runs on every name check (the candidates go into the check's one query), so it does the
 * least it can: a name of the right format, with a word of letters added before its designator,
 * keeps its format but for its length, so only a name that is itself wrong is checked in full.
 */
export function nameSuggestionCandidates(name: string, entityType: string): string[] {
  if (!validateEntityNameFormat(name, entityType).valid) return [];
  const typed = name.trim().replace(/\s+/g, ' ');
  const at = designatorStart(entityType, typed);
  const before = typed.slice(0, at).trimEnd();
  const designator = typed.slice(at).trimStart();
  const typedKey = nameKey(typed);
  const words = new Set(typedKey.split(' '));
  const keys = new Set([typedKey]);
  const candidates: string[] = [];
  for (const word of NAME_SUGGESTION_WORDS) {
    if (words.has(word.toLowerCase())) continue;
    const candidate = before === '' ? `${word} ${designator}` : `${before} ${word} ${designator}`;
    const trimmed = candidate.trim();
    if (trimmed.length > ENTITY_NAME_MAX_LENGTH) continue;
    const key = nameKey(trimmed);
    if (keys.has(key)) continue;
    keys.add(key);
    candidates.push(trimmed);
  }
  return candidates;
}

/** Message for a name already on the record. */
export const nameTakenMessage = messages.nameTaken;

/**
 * The name a filing gives the entity, or null when it keeps the one on record: a formation's name,
 * an amendment's changed name, or the new name a reinstatement may give. The filing claims that
 * name when it is recorded, and its effect on the registry gives it to the entity.
 */
export function nameTheFilingGives(def: FilingTypeDefinition, values: FilingValues): string | null {
  const name = values.entityName.name.trim();
  if (name === '') return null;
  if (!def.existingEntity) return listsPage(def, 'entityname') ? name : null;
  if (def.asksNameChange === true) return values.entityName.isNameChanged === 'Y' ? name : null;
  return def.renameAllowed === true && name !== values.entityName.oldName ? name : null;
}
