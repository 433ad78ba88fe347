// How an existing-entity filing starts from the entity summary that
// GET /business-api/entity/summary returns.
import type { EntitySummary } from './contracts/existing-entity.ts';
import type { ExistingEntityStart } from './create-empty-filing.ts';

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
