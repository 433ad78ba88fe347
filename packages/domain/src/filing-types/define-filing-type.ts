// Turns a filing type's one-file declaration into its definition: each step's title, slice and
// numbering come from its module, and the "Step n of m" labels from the order, so neither is
// written by hand.
import { stepOf } from '../steps/index.ts';
import type { Step } from '../steps/define-step.ts';
import type {
  FilingTypeDefinition,
  FilingTypeSource,
  StepDefinition,
  StepListing,
  StepSource,
} from './types.ts';
import { filingTypeText } from './filing-type-text.ts';

function isListing(source: StepSource): source is StepListing {
  return 'segment' in source;
}

/** A listed step with its module's title, review title, slice and rules filled in. */
function resolveStep(source: StepSource, where: string): StepDefinition {
  const listing: StepListing = isListing(source) ? source : { ...source, segment: source.page };
  const page = listing.page ?? listing.segment;
  const module: Step | undefined = stepOf(page);
  if (module === undefined) throw new Error(`${where}: no step serves ${page}`);
  const title = listing.title ?? module.title;
  const reviewTitle = listing.reviewTitle ?? module.reviewTitle;
  const slice = listing.slice ?? module.slice;
  const when = listing.when ?? module.when;
  const sharesNumberWithPrevious =
    listing.sharesNumberWithPrevious ?? module.sharesNumberWithPrevious;
  return {
    segment: listing.segment,
    page,
    title,
    ...(reviewTitle === undefined ? {} : { reviewTitle }),
    ...(slice === undefined ? {} : { slice }),
    ...(when === undefined ? {} : { when }),
    ...(sharesNumberWithPrevious === undefined ? {} : { sharesNumberWithPrevious }),
  };
}

/** The steps with their "Step n of m" labels, numbered in order over the whole list. */
export function numberSteps(steps: readonly StepDefinition[]): StepDefinition[] {
  const numbers: (number | undefined)[] = [];
  let current = 0;
  for (const step of steps) {
    if (stepOf(step.page)?.numbered === false) numbers.push(undefined);
    else {
      if (step.sharesNumberWithPrevious !== true || current === 0) current += 1;
      numbers.push(current);
    }
  }
  return steps.map((step, index) => {
    const number = numbers[index];
    return number === undefined
      ? { ...step }
      : { ...step, stepLabel: filingTypeText.stepLabel(number, current) };
  });
}

/** Checks what a declaration must hold together; a mistake fails where the type is defined. */
function assertConsistent(source: FilingTypeSource, steps: readonly StepDefinition[]): void {
  const where = `Filing type ${source.filingType}`;
  const segments = steps.map((step) => step.segment);
  if (new Set(segments).size !== segments.length)
    throw new Error(`${where}: a step is listed twice`);
  const ending = segments.slice(-3).join(',');
  if (ending !== 'filingreview,receipt,whatsnext')
    throw new Error(`${where}: the steps must end with filingreview, receipt, whatsnext`);
  if (!Object.hasOwn(source.transactions, source.transactionType))
    throw new Error(`${where}: its transaction type is not among its transactions`);
  if (source.existingEntity !== (source.eligibility !== undefined))
    throw new Error(`${where}: an existing-entity filing, and only one, says who may file it`);
  if ((source.fileAForm.group === 'existing-entity') !== source.existingEntity)
    throw new Error(`${where}: its file-a-form group does not match existingEntity`);
  if ((source.effect.kind === 'create-entity') === source.existingEntity)
    throw new Error(`${where}: only a new-entity filing creates an entity`);
}

/** The definition of a filing type declared in one file. */
export function defineFilingType(source: FilingTypeSource): FilingTypeDefinition {
  const where = `Filing type ${source.filingType}`;
  const steps = source.steps.map((step) => resolveStep(step, where));
  assertConsistent(source, steps);
  const transaction = source.transactions[source.transactionType];
  return {
    ...source,
    transactionDescription: transaction?.description ?? '',
    steps: numberSteps(steps),
  };
}
