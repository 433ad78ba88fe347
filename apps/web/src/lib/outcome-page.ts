import type { FilingTypeDefinition, StepDefinition } from '@registrar/domain';

/**
 * What the wizard engine gives the pages after payment (receipt, what's next). They work from the
 * payment reference and what the receipt kept, not from the filing in progress, which the receipt
 * clears.
 */
export interface OutcomePageProps {
  definition: FilingTypeDefinition;
  step: StepDefinition;
}
