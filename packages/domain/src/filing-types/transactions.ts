import type { FilingTypeDefinition } from './types.ts';

/** The transaction a filing makes: its type, description and the entity type allowed to make it. */
export interface FilingTransaction {
  transactionType: string;
  transactionDescription: string;
  /** '' when any entity type may file it (the periodic report). */
  entityType: string;
}

/** The transaction of a filing type for a requested transaction type ('' for its default); undefined when the type does not accept it. */
export function filingTransaction(
  def: FilingTypeDefinition,
  requested = '',
): FilingTransaction | undefined {
  const transactionType = requested === '' ? def.transactionType : requested;
  if (def.transactionTypes === undefined) {
    if (transactionType !== def.transactionType) return undefined;
    return {
      transactionType,
      transactionDescription: def.transactionDescription,
      entityType: def.entityType,
    };
  }
  if (!Object.hasOwn(def.transactionTypes, transactionType)) return undefined;
  const entry = def.transactionTypes[transactionType];
  if (entry === undefined) return undefined;
  return {
    transactionType,
    transactionDescription: entry.description,
    entityType: entry.entityType,
  };
}
