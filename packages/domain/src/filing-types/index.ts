// The registry of filing types. Adding a type is one data file and one line in `builtInTypes`;
// `registerFilingType` adds one at run time (a deployment's own filing, or a test's).
import { amendFilingType } from './amend.ts';
import { dc55FilingType, dncFilingType, dpcFilingType } from './corporations.ts';
import { llcFilingType } from './llc.ts';
import { cureFilingType, reinstateFilingType } from './reinstate-cure.ts';
import { reportFilingType } from './report.ts';
import type { FilingTypeDefinition } from './types.ts';

/** The built-in filings, in the order the file-a-form page lists them. */
const builtInTypes: readonly FilingTypeDefinition[] = [
  llcFilingType,
  dpcFilingType,
  dncFilingType,
  dc55FilingType,
  reportFilingType,
  reinstateFilingType,
  cureFilingType,
  amendFilingType,
];

const byFilingType = new Map<string, FilingTypeDefinition>();
const byTransactionType = new Map<string, FilingTypeDefinition>();

/** Adds a filing type; its route area and its transaction types must be its own. */
export function registerFilingType(def: FilingTypeDefinition): void {
  if (byFilingType.has(def.filingType))
    throw new Error(`The filing type ${def.filingType} is already registered`);
  for (const transactionType of Object.keys(def.transactions)) {
    if (byTransactionType.has(transactionType))
      throw new Error(`The transaction type ${transactionType} already has a filing type`);
  }
  byFilingType.set(def.filingType, def);
  for (const transactionType of Object.keys(def.transactions))
    byTransactionType.set(transactionType, def);
}

for (const def of builtInTypes) registerFilingType(def);

/** Every filing type, in registration order. */
export function listFilingTypes(): FilingTypeDefinition[] {
  return [...byFilingType.values()];
}

/** The definition for a route area such as "llc", or undefined when there is none. */
export function getFilingType(filingType: string): FilingTypeDefinition | undefined {
  return byFilingType.get(filingType);
}

/** The filing type that makes a transaction type (AMD_NPC: the amendment), if any. */
export function filingTypeOfTransaction(transactionType: string): FilingTypeDefinition | undefined {
  return byTransactionType.get(transactionType);
}

/** Every transaction type an existing entity can file, in registration order. */
export function existingEntityTransactionTypes(): string[] {
  return listFilingTypes()
    .filter((def) => def.existingEntity)
    .flatMap((def) => Object.keys(def.transactions));
}
