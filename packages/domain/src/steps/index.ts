// The registry of step modules. The built-in steps are listed once here; `registerStep` adds one
// at run time (a deployment's own step, or a test's). The filing's slices, its values' type and the
// request schema are all worked out from the modules registered.
import type { FilingState } from '../model.ts';
import type { OwnedValues, SliceDefinition, StepModule } from './define-step.ts';
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
  ? (First extends StepModule<string, infer Slices> ? OwnedValues<Slices> : unknown) &
      SlicesOf<Rest>
  : unknown;

type Flat<T> = { [K in keyof T]: T[K] };

/** The address of a built-in step's page. */
export type BuiltInPage = (typeof builtInSteps)[number]['page'];

/** A filing's values: what is filed for which entity, and the slice each built-in step owns. */
export type FilingValues = Flat<{ filingState: FilingState } & SlicesOf<typeof builtInSteps>>;

const modules = new Map<string, StepModule>();
const slices = new Map<string, SliceDefinition>();
let registrations = 0;

/** Adds a step module; its page and the slices it owns must be its own. */
export function registerStep(module: StepModule): void {
  if (modules.has(module.page)) throw new Error(`The step ${module.page} is already registered`);
  for (const slice of module.slices ?? []) {
    if (slice.key === 'filingState' || slices.has(slice.key))
      throw new Error(`The slice ${slice.key} already belongs to a step`);
  }
  modules.set(module.page, module);
  for (const slice of module.slices ?? []) slices.set(slice.key, slice);
  registrations += 1;
}

for (const module of builtInSteps) registerStep(module);

/** The module of a page, or undefined when no step has that address. */
export function stepModule(page: string): StepModule | undefined {
  return modules.get(page);
}

/** Every slice a filing holds, in the order their steps were registered. */
export function filingSlices(): SliceDefinition[] {
  return [...slices.values()];
}

/** Changes whenever a step is registered: what is worked out from the modules is kept until then. */
export function stepRegistrations(): number {
  return registrations;
}
