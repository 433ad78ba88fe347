// The rules of every step, listed beside the steps (`index.ts`) and read by the server, review,
// completeness and the documents. Apart from the steps so that a page which only walks a wizard
// does not load them; a step that edits a slice and has no rules is refused when they are read.
import {
  additionalInfoRules,
  attachmentsRules,
  privateAttachmentsRules,
} from './additional-info.rules.ts';
import { effectiveDateRules, filerRules, notificationsRules } from './closing.rules.ts';
import {
  purposeDirectorsRules,
  sharesRules,
  votingAssetsRules,
} from './corporation-articles.rules.ts';
import type * as z from 'zod/mini';
import type { StepRules } from './define-step.ts';
import { processingEmailRules } from './email.rules.ts';
import { entityNameRules } from './entity-name.rules.ts';
import { formationRules } from './formation.rules.ts';
import { stepOf } from './index.ts';
import { managementRules } from './management.rules.ts';
import { principalOfficeRules } from './principal-office.rules.ts';
import { registeredAgentRules } from './registered-agent.rules.ts';
import { staticEntityNameRules } from './static-entity-name.rules.ts';

/** The rules of the built-in steps that edit the filing. */
export const builtInStepRules: readonly StepRules[] = [
  entityNameRules,
  staticEntityNameRules,
  principalOfficeRules,
  registeredAgentRules,
  processingEmailRules,
  managementRules,
  formationRules,
  sharesRules,
  votingAssetsRules,
  purposeDirectorsRules,
  additionalInfoRules,
  privateAttachmentsRules,
  attachmentsRules,
  effectiveDateRules,
  filerRules,
  notificationsRules,
];

const rulesByPage = new Map<string, StepRules>();

/** Adds a registered step's rules (a deployment's own step, or a test's). */
export function registerStepRules(rules: StepRules): void {
  const page = rules.step.page;
  if (stepOf(page) !== rules.step) throw new Error(`The step ${page} is not registered`);
  if (rulesByPage.has(page)) throw new Error(`The step ${page} already has its rules`);
  rulesByPage.set(page, rules);
}

for (const rules of builtInStepRules) registerStepRules(rules);

/** The rules of a page's step; undefined for pages that edit nothing. */
export function stepRulesOf(page: string): StepRules | undefined {
  const rules = rulesByPage.get(page);
  if (rules === undefined && stepOf(page)?.slice !== undefined)
    throw new Error(`The step ${page} edits the filing but has no rules`);
  return rules;
}

/** The structure of a slice, from the rules of the step that owns it. */
export function sliceShapeOf(key: string): z.ZodMiniType {
  for (const rules of rulesByPage.values()) {
    const shape = rules.shapes?.[key];
    if (shape !== undefined) return shape;
  }
  throw new Error(`No step's rules give the structure of the slice ${key}`);
}
