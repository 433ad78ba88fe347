// Which existing-entity filings are open to an entity (GET /business-api/transaction/available).
// The rules, as the registry applies them:
// - REPORT (periodic report): Good Standing or Delinquent, once the report window of its next
//   due date has opened (the reporting month); late reports stay open (with the late fee).
// - REINSTATE: administratively dissolved (ADISS), dissolved more than three years (DISS3Y) or
//   term expired (TDISS). Voluntary (VDISS) and judicial (JDISS) dissolutions are not undone by
//   reinstatement (C.R.S. 7-90-1001 reinstates administrative dissolutions and expired terms).
// - CURE_DLNQ (Statement Curing Delinquency): Delinquent (DQQ) only.
// - AMD_LLC, AMD_NPC, AMD_55 (amendments): Good Standing entities of the matching type.
import { isDissolvedStatus } from './reference.ts';
import { reportTiming, reportWindow } from './report-window.ts';

/** The existing-entity transaction types with their descriptions (spec/000 section 1). */
export const existingEntityTransactions = {
  REPORT: 'Periodic report',
  REINSTATE: 'Articles of Reinstatement',
  CURE_DLNQ: 'Statement Curing Delinquency',
  AMD_LLC: 'Articles of Amendment (Limited Liability Company)',
  AMD_NPC: 'Articles of Amendment (Nonprofit Corporation)',
  AMD_55: 'Articles of Amendment (Cooperative)',
} as const;

export type ExistingEntityTransactionType = keyof typeof existingEntityTransactions;

/** Every existing-entity transaction type, in the devapphome page's order. */
export const existingEntityTransactionTypes = Object.keys(
  existingEntityTransactions,
) as ExistingEntityTransactionType[];

/** Entity type names by code, for the entity summary. */
export const entityTypeDescriptions: Readonly<Record<string, string>> = {
  DLLC: 'Limited Liability Company',
  DPC: 'Corporation',
  DNC: 'Nonprofit Corporation',
  DC55: 'Cooperative (Article 55)',
};

/** Dissolved statuses a reinstatement can undo. */
export const REINSTATABLE_STATUS_CODES: ReadonlySet<string> = new Set(['ADISS', 'DISS3Y', 'TDISS']);

const amendmentEntityType: Readonly<Record<string, string>> = {
  AMD_LLC: 'DLLC',
  AMD_NPC: 'DNC',
  AMD_55: 'DC55',
};

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

/** Whether the filing `transactionType` is open to the entity on `today` (YYYY-MM-DD), and why not. */
export function transactionAvailability(
  entity: EntityStanding,
  transactionType: ExistingEntityTransactionType,
  today: string,
): TransactionAvailability {
  const open = { available: true, reason: '' };
  const closed = (reason: string) => ({ available: false, reason });
  switch (transactionType) {
    case 'REPORT': {
      if (entity.statusCode !== 'GOOD' && entity.statusCode !== 'DQQ')
        return closed('Only an entity in good standing or delinquent can file a periodic report.');
      if (reportTiming(entity.nextReportDueDate, today) === 'before-window')
        return closed(
          `The next periodic report can be filed from ${reportWindow(entity.nextReportDueDate).opensOn}.`,
        );
      return open;
    }
    case 'REINSTATE':
      if (REINSTATABLE_STATUS_CODES.has(entity.statusCode)) return open;
      return closed(
        isDissolvedStatus(entity.statusCode)
          ? 'A voluntary or judicial dissolution cannot be undone by reinstatement.'
          : 'Only a dissolved entity can be reinstated.',
      );
    case 'CURE_DLNQ':
      return entity.statusCode === 'DQQ'
        ? open
        : closed('Only a delinquent entity can file a statement curing delinquency.');
    case 'AMD_LLC':
    case 'AMD_NPC':
    case 'AMD_55':
      if (entity.entityType !== amendmentEntityType[transactionType])
        return closed('This amendment is for a different type of entity.');
      return entity.statusCode === 'GOOD'
        ? open
        : closed('Only an entity in good standing can file an amendment.');
  }
}
