import { filingTypeOfTransaction } from './index.ts';
import type { FilingTypeDefinition } from './types.ts';

/** The transaction a filing makes: its type, description and the entity type allowed to make it. */
export interface FilingTransaction {
  transactionType: string;
  transactionDescription: string;
  /** '' when any entity type may file it (the periodic report). */
  entityType: string;
  /** Scope of its intro page's editable content; '' when it has no intro page. */
  introContentKey: string;
}

/** The transaction of a filing type for a requested transaction type ('' for its default); undefined when the type does not make it. */
export function filingTransaction(
  def: FilingTypeDefinition,
  requested = '',
): FilingTransaction | undefined {
  const transactionType = requested === '' ? def.transactionType : requested;
  if (!Object.hasOwn(def.transactions, transactionType)) return undefined;
  const entry = def.transactions[transactionType];
  if (entry === undefined) return undefined;
  return {
    transactionType,
    transactionDescription: entry.description,
    entityType: entry.entityType,
    introContentKey: entry.introContentKey ?? '',
  };
}

/** A transaction type's description ("Periodic report"), or undefined when no filing type makes it. */
export function transactionDescription(transactionType: string): string | undefined {
  const def = filingTypeOfTransaction(transactionType);
  return def === undefined
    ? undefined
    : filingTransaction(def, transactionType)?.transactionDescription;
}
