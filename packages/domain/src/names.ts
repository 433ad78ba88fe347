// Entity name rules: the distinguishability key and the required designation (C.R.S. 7-90-601).
import { messages } from './messages.ts';
import { checkText } from './text-rules.ts';
import type { FilingTypeDefinition } from './filing-types/types.ts';
import type { FilingValues } from './model.ts';
import { listsPage } from './steps/step-lists.ts';

/** Maximum entity name length. */
export const ENTITY_NAME_MAX_LENGTH = 200;

/**
 * Distinguishability key: names with the same key are the same name on the record. Colorado
 * ignores letter case and the characters . , _ ' and ` only; articles, designators, spaces,
 * hyphens and parentheses distinguish. Runs of whitespace count as one space.
 */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[.,_'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
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

export interface NameFormatResult {
  valid: boolean;
  /** Empty when valid. */
  message: string;
}

/** Checks a proposed entity name's format: required, printable ASCII, at most 200, designation. */
export function validateEntityNameFormat(name: string, entityType: string): NameFormatResult {
  const textProblem = checkText(name, {
    required: messages.entityNameRequired,
    max: ENTITY_NAME_MAX_LENGTH,
  });
  if (textProblem !== null) return { valid: false, message: textProblem };
  if (!hasRequiredDesignation(entityType, name)) {
    return { valid: false, message: designationMessage(entityType) };
  }
  return { valid: true, message: '' };
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
