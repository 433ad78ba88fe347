// Which existing-entity filings are open to an entity (GET /business-api/transaction/available),
// by the eligibility each filing type's file declares: the statuses that may file it, the entity
// type a transaction is for, and whether it opens with the periodic-report window.
import type { FilingTypeDefinition } from './filing-types/types.ts';
import { filingTransaction } from './filing-types/transactions.ts';
import { reportTiming, reportWindow } from './report-window.ts';
import { entityText } from './entity-text.ts';

/** Entity type names by code, for the entity summary. */
export const entityTypeDescriptions: Readonly<Record<string, string>> = entityText.entityTypes;

export interface EntityStanding {
  statusCode: string;
  entityType: string;
  /** YYYY-MM-DD. */
  nextReportDueDate: string;
}

export interface TransactionAvailability {
  available: boolean;
  /** Why not, in plain words; empty when available. */
  reason: string;
}

/** Registrar's own wording: a transaction type the filing type does not make. */
const notThisFilingsTransaction = entityText.availability.notThisFilingsTransaction;
/** Registrar's own wording: a transaction made by one entity type, asked for by another. */
const otherEntityType = entityText.availability.otherEntityType;

/** Whether `def`'s transaction `transactionType` is open to the entity on `today` (YYYY-MM-DD), and why not. */
export function transactionAvailability(
  def: FilingTypeDefinition,
  transactionType: string,
  entity: EntityStanding,
  today: string,
): TransactionAvailability {
  const closed = (reason: string) => ({ available: false, reason });
  const transaction = filingTransaction(def, transactionType);
  const eligibility = def.eligibility;
  if (transaction === undefined || eligibility === undefined)
    return closed(notThisFilingsTransaction);
  if (transaction.entityType !== '' && transaction.entityType !== entity.entityType)
    return closed(eligibility.otherEntityTypeRefusal ?? otherEntityType);
  if (!eligibility.statusCodes.includes(entity.statusCode)) {
    const particular = eligibility.refusalsByStatus?.find((refusal) =>
      refusal.statusCodes.includes(entity.statusCode),
    );
    return closed(particular?.reason ?? eligibility.refusal);
  }
  if (
    eligibility.opensWithReportWindow === true &&
    reportTiming(entity.nextReportDueDate, today) === 'before-window'
  )
    return closed(
      entityText.availability.reportWindowOpensOn(reportWindow(entity.nextReportDueDate).opensOn),
    );
  return { available: true, reason: '' };
}
