// Which steps apply and where Next and Back go: pure functions over a filing type's step list.
import type { FilingTypeDefinition, StepDefinition, StepSegment } from './filing-types/types.ts';
import type { FilingValues } from './model.ts';
import { stepText } from './steps/step-text.ts';

/** The steps that apply to this filing now, in wizard order. */
export function applicableSteps(def: FilingTypeDefinition, values: FilingValues): StepDefinition[] {
  const context = { values, def };
  return def.steps.filter((step) => step.when === undefined || step.when(context));
}

/** The first step of the wizard, where the root and unknown routes redirect. */
export function firstStep(def: FilingTypeDefinition): StepDefinition {
  const step = def.steps[0];
  if (step === undefined) throw new Error(`Filing type ${def.filingType} has no steps`);
  return step;
}

/** The step definition for a segment, or undefined when the filing type has no such step. */
export function findStep(def: FilingTypeDefinition, segment: string): StepDefinition | undefined {
  return def.steps.find((step) => step.segment === segment);
}

/** Position of a segment among the applicable steps, or -1 when it does not apply now. */
export function stepIndex(
  def: FilingTypeDefinition,
  values: FilingValues,
  segment: StepSegment,
): number {
  return applicableSteps(def, values).findIndex((step) => step.segment === segment);
}

/** The step after `segment` that applies now; the last step (whatsnext) stays put. */
export function nextStep(
  def: FilingTypeDefinition,
  values: FilingValues,
  segment: StepSegment,
): StepDefinition | undefined {
  const applicable = new Set(applicableSteps(def, values));
  const position = def.steps.findIndex((step) => step.segment === segment);
  if (position === -1) return undefined;
  // Search the full list so a step that no longer applies (attachments after answering No) still
  // moves forward from its place in the order.
  const following = def.steps.slice(position + 1).find((step) => applicable.has(step));
  return following ?? def.steps[position];
}

/** The step before `segment` that applies now, or undefined on the first step. */
export function previousStep(
  def: FilingTypeDefinition,
  values: FilingValues,
  segment: StepSegment,
): StepDefinition | undefined {
  const applicable = new Set(applicableSteps(def, values));
  const position = def.steps.findIndex((step) => step.segment === segment);
  if (position === -1) return undefined;
  return def.steps
    .slice(0, position)
    .reverse()
    .find((step) => applicable.has(step));
}

/** The document title: "{step title} - {step label or filing title} - Secretary of State". */
export function pageTitle(def: FilingTypeDefinition, step: StepDefinition): string {
  return `${step.title} - ${step.stepLabel ?? def.title} - ${stepText.pageTitleSuffix}`;
}
