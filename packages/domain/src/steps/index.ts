// The registry of steps. The built-in steps are listed here; `registerStep` adds one at run time (a
// deployment's own step, or a test's). The filing's slices and its values' type are worked out from
// the steps registered; their rules are listed beside them, in `rules.ts`.
import type { FilingState } from '../model.ts';
import type { OwnedValues, SliceDefinition, Step } from './define-step.ts';
import { additionalInfoStep, attachmentsStep, privateAttachmentsStep } from './additional-info.ts';
import { effectiveDateStep, filerStep, notificationsStep } from './closing.ts';
import { purposeDirectorsStep, sharesStep, votingAssetsStep } from './corporation-articles.ts';
import { processingEmailStep } from './email.ts';
import { entityNameStep } from './entity-name.ts';
import { formationStep } from './formation.ts';
import { managementStep } from './management.ts';
import {
  congratulationsStep,
  introStep,
  receiptStep,
  reportIntroStep,
  reviewStep,
} from './pages-without-slice.ts';
import { principalOfficeStep } from './principal-office.ts';
import { registeredAgentStep } from './registered-agent.ts';
import { staticEntityNameStep } from './static-entity-name.ts';

/** Every built-in step, the order of its slices in a filing's values. */
export const builtInSteps = [
  introStep,
  reportIntroStep,
  entityNameStep,
  staticEntityNameStep,
  principalOfficeStep,
  registeredAgentStep,
  processingEmailStep,
  managementStep,
  formationStep,
  sharesStep,
  votingAssetsStep,
  purposeDirectorsStep,
  additionalInfoStep,
  privateAttachmentsStep,
  attachmentsStep,
  effectiveDateStep,
  filerStep,
  notificationsStep,
  reviewStep,
  receiptStep,
  congratulationsStep,
] as const;

type SlicesOf<Modules extends readonly unknown[]> = Modules extends readonly [
  infer First,
  ...infer Rest,
]
  ? (First extends Step<string, infer Slices> ? OwnedValues<Slices> : unknown) & SlicesOf<Rest>
  : unknown;

type Flat<T> = { [K in keyof T]: T[K] };

/** The address of a built-in step's page. */
export type BuiltInPage = (typeof builtInSteps)[number]['page'];

/** A filing's values: what is filed for which entity, and the slice each built-in step owns. */
export type FilingValues = Flat<{ filingState: FilingState } & SlicesOf<typeof builtInSteps>>;

const steps = new Map<string, Step>();
const slices = new Map<string, SliceDefinition>();

/** Adds a step; its page and the slices it owns must be its own. */
export function registerStep(step: Step): void {
  if (steps.has(step.page)) throw new Error(`The step ${step.page} is already registered`);
  for (const slice of step.slices ?? []) {
    if (slice.key === 'filingState' || slices.has(slice.key))
      throw new Error(`The slice ${slice.key} already belongs to a step`);
  }
  steps.set(step.page, step);
  for (const slice of step.slices ?? []) slices.set(slice.key, slice);
}

for (const step of builtInSteps) registerStep(step);

/** The step of a page, or undefined when no step has that address. */
export function stepOf(page: string): Step | undefined {
  return steps.get(page);
}

/** Every slice a filing holds, in the order their steps were registered. */
export function filingSlices(): SliceDefinition[] {
  return [...slices.values()];
}
