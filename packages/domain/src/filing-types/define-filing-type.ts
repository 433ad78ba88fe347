// Turns a filing type's one-file declaration into its definition: the page flags follow from the
// steps it lists and the "Step n of m" labels from their order, so neither is written by hand.
import type {
  FilingPages,
  FilingTypeDefinition,
  FilingTypeSource,
  StepDefinition,
  StepSegment,
  StepSource,
} from './types.ts';

/** Pages that carry no step number: the intro pages and Congratulations. */
const UNNUMBERED: ReadonlySet<StepSegment> = new Set(['intro', 'reportintro', 'whatsnext']);

/** The page a step shows (the static entity-name page serves reinstatement's `entityname`). */
function pageOf(step: StepSource): StepSegment {
  return step.page ?? step.segment;
}

/** The global control's page flags, from the steps a type lists. */
export function derivePages(source: FilingTypeSource): FilingPages {
  const pages = new Set(source.steps.map(pageOf));
  const slices = new Set(source.steps.map((step) => step.slice));
  return {
    hasEntityName: pages.has('entityname'),
    hasStaticEntityName: pages.has('staticentityname'),
    hasStatute: slices.has('statute'),
    hasPoa: pages.has('principalofficeaddress'),
    hasRegisteredAgent: pages.has('registeredagent'),
    hasEmail: pages.has('email'),
    hasManagement: pages.has('management'),
    hasFormation: pages.has('formation'),
    hasShares: pages.has('shares'),
    hasVotingAssets: pages.has('votingassets'),
    hasPurposeDirectors: pages.has('purposedirectors'),
    hasAdditionalInfo: pages.has('additionalinfo'),
    hasAttachment: pages.has('attachments'),
    hasPrivateAttachment: pages.has('privateattachments'),
    additionalInfoIsRequired: source.additionalInfoIsRequired === true,
    hasEffectiveDate: pages.has('effectivedate'),
    hasFilers: pages.has('filer'),
  };
}

/** The steps with their "Step n of m" labels, numbered in order over the whole list. */
export function numberSteps(steps: readonly StepSource[]): StepDefinition[] {
  const numbers: (number | undefined)[] = [];
  let current = 0;
  for (const step of steps) {
    if (UNNUMBERED.has(step.segment)) numbers.push(undefined);
    else {
      if (step.sharesNumberWithPrevious !== true || current === 0) current += 1;
      numbers.push(current);
    }
  }
  return steps.map((step, index) => {
    const number = numbers[index];
    return number === undefined
      ? { ...step }
      : { ...step, stepLabel: `Step ${number} of ${current}` };
  });
}

/** Checks what a declaration must hold together; a mistake fails where the type is defined. */
function assertConsistent(source: FilingTypeSource): void {
  const where = `Filing type ${source.filingType}`;
  const segments = source.steps.map((step) => step.segment);
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
  assertConsistent(source);
  const transaction = source.transactions[source.transactionType];
  return {
    ...source,
    transactionDescription: transaction?.description ?? '',
    pages: derivePages(source),
    steps: numberSteps(source.steps),
  };
}
