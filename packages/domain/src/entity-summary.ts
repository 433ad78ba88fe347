// The entity summary (spec/000 section 3) as GET /business-api/entity/summary returns it, and
// how an existing-entity filing starts from it.
import type { AddressPair, RegisteredAgentValues, YesNo } from './model.ts';
import type { ExistingEntityStart } from './create-empty-filing.ts';

export interface EntitySummary {
  entityId: string;
  entityName: string;
  entityType: { code: string; description: string };
  /** Status description, e.g. "Good Standing". */
  status: string;
  statusCode: string;
  /** ISO instant. */
  formationDate: string;
  jurisdiction: string;
  /** 1-12. */
  reportingMonth: number;
  principalOfficeAddress: AddressPair;
  registeredAgent: RegisteredAgentValues;
  sbf: YesNo;
  noncompliant: YesNo;
  /** ISO instant the entity's current standing took effect (its formation, or its dissolution). */
  effectiveDate: string;
  validEntity: boolean;
  domesticFlag: YesNo | '';
  /** YYYY-MM-DD: the next periodic report due date. */
  anniversaryDate: string;
  fraudFlag: YesNo;
  /** True when a reinstatement or cure of this entity needs the administrators' fraud check. */
  adminFraudCheck: boolean;
  pageTitle: string;
  /** ISO instant a filed, not yet effective filing on this record takes effect; '' when none (cfdEffectiveDate). */
  delayedEffectiveDate: string;
}

/** What a filing for this entity starts with: its ID, name, type and office and agent as on record. */
export function existingEntityStart(summary: EntitySummary): ExistingEntityStart {
  return {
    entityId: summary.entityId,
    entityName: summary.entityName,
    entityType: summary.entityType.code,
    domesticFlag: summary.domesticFlag,
    cfd: summary.delayedEffectiveDate !== '',
    cfdEffectiveDate: summary.delayedEffectiveDate,
    adminFraudCheck: summary.adminFraudCheck,
    principalOffice: summary.principalOfficeAddress,
    registeredAgent: summary.registeredAgent,
  };
}
