import { dc55FilingType, dncFilingType, dpcFilingType } from './corporations.ts';
import { llcFilingType } from './llc.ts';
import { reportFilingType } from './report.ts';
import type { FilingTypeDefinition } from './types.ts';

/** Every filing type by its route area (filingType). Adding a type is adding a data file here. */
export const filingTypes: Readonly<Record<string, FilingTypeDefinition>> = {
  [llcFilingType.filingType]: llcFilingType,
  [dpcFilingType.filingType]: dpcFilingType,
  [dncFilingType.filingType]: dncFilingType,
  [dc55FilingType.filingType]: dc55FilingType,
  [reportFilingType.filingType]: reportFilingType,
};

/** The definition for a route area such as "llc", or undefined when there is none. */
export function getFilingType(filingType: string): FilingTypeDefinition | undefined {
  return Object.hasOwn(filingTypes, filingType) ? filingTypes[filingType] : undefined;
}
