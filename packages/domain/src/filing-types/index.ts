import { dc55FilingType, dncFilingType, dpcFilingType } from './corporations.ts';
import { llcFilingType } from './llc.ts';
import { reportFilingType } from './report.ts';
import { cureFilingType, reinstateFilingType } from './reinstate-cure.ts';
import { amendFilingType } from './amend.ts';
import type { FilingTypeDefinition } from './types.ts';

/** Every filing type by its route area (filingType). Adding a type is adding a data file here. */
export const filingTypes: Readonly<Record<string, FilingTypeDefinition>> = {
  [llcFilingType.filingType]: llcFilingType,
  [dpcFilingType.filingType]: dpcFilingType,
  [dncFilingType.filingType]: dncFilingType,
  [dc55FilingType.filingType]: dc55FilingType,
  [reportFilingType.filingType]: reportFilingType,
  [reinstateFilingType.filingType]: reinstateFilingType,
  [cureFilingType.filingType]: cureFilingType,
  [amendFilingType.filingType]: amendFilingType,
};

/** The definition for a route area such as "llc", or undefined when there is none. */
export function getFilingType(filingType: string): FilingTypeDefinition | undefined {
  return Object.hasOwn(filingTypes, filingType) ? filingTypes[filingType] : undefined;
}
