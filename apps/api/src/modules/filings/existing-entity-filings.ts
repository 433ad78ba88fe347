// Filings about an entity already on the record (periodic report now; reinstatement, cure and
// amendments add their effects here). Submission checks the entity and takes its identity and
// the fee from the record; recording applies the effect of the transaction type.
import {
  feeFor,
  filingTransaction,
  firstReportDueDateOnOrAfter,
  hasRequiredDesignation,
  mountainDate,
  nameKey,
  nextReportDueDateAfter,
  reportFeeCents,
  type EntityNameValues,
  type FilingTypeDefinition,
  type FilingValues,
} from '@registrar/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { entities, filings } from '../../db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import {
  filingAvailability,
  findEntity,
  pendingDelayedEffectiveDate,
} from '../registry/entity-summary.ts';
import type { FilingRow } from './filings-repository.ts';

/** Not worded by the spec: the filing names an entity that is not on the record. */
const unknownEntityMessage = 'No entity with that ID is on the record.';
/** Not worded by the spec: an entity whose record is flagged for fraud cannot file online. */
const fraudFlaggedMessage = 'This entity cannot file online. Contact the Secretary of State.';

/** Not worded by the spec: the filing names a transaction type its filing type does not make. */
const unknownTransactionMessage = 'This filing cannot be made with that transaction type.';

/** An amendment's name answers against the name on record: a name without its designation must change. */
function recordedNameChange(
  entityName: EntityNameValues,
  entityType: string,
  recordedName: string,
): EntityNameValues {
  const isOldNameValid = hasRequiredDesignation(entityType, recordedName);
  return {
    ...entityName,
    oldName: recordedName,
    isOldNameValid,
    showNameChangeRadio: isOldNameValid,
    isNameChanged: isOldNameValid ? (entityName.isNameChanged ?? '') : 'Y',
  };
}

/**
 * The filing as the server sees it: the transaction of the type it asks for (an existing-entity
 * filing may name one of several) and, for an entity on the record, the entity's type, its current
 * name and the delayed effective date of a filing still pending on it (cfdEffectiveDate),
 * whatever the client sent.
 */
export async function withRecordFacts(
  db: DbOrTx,
  def: FilingTypeDefinition,
  values: FilingValues,
  now: Date,
): Promise<FilingValues> {
  const transaction = def.existingEntity
    ? filingTransaction(def, values.filingState.transactionType)
    : filingTransaction(def);
  if (transaction === undefined)
    throw new ValidationFailed([
      { field: 'filingState.transactionType', message: unknownTransactionMessage },
    ]);
  const filingState = {
    ...values.filingState,
    transactionType: transaction.transactionType,
    transactionDescription: transaction.transactionDescription,
  };
  const entityId = values.filingState.entityId;
  const row =
    def.existingEntity && /^\d{11}$/.test(entityId) ? await findEntity(db, entityId) : undefined;
  // An unknown entity is refused by prepareExistingEntitySubmission.
  if (row === undefined) return { ...values, filingState };
  const cfdEffectiveDate = await pendingDelayedEffectiveDate(db, row.entityId, now);
  return {
    ...values,
    filingState: {
      ...filingState,
      entityType: row.entityType,
      // The record says whether a reinstatement or cure needs the administrators' check.
      adminFraudCheck: row.adminFraudCheck,
      cfd: cfdEffectiveDate !== '',
      cfdEffectiveDate,
    },
    entityName:
      def.asksNameChange === true
        ? recordedNameChange(values.entityName, row.entityType, row.name)
        : // A reinstatement's new name is judged against the name on record.
          def.renameAllowed === true
          ? { ...values.entityName, oldName: row.name }
          : values.entityName,
  };
}

export interface ExistingEntitySubmission {
  entityId: string;
  entityName: string;
  entityType: string;
  domesticFlag: 'Y' | 'N' | '';
  adminFraudCheck: boolean;
  feeCents: number;
}

/**
 * Checks that the filing's entity is on the record, not fraud-flagged, and that this filing is
 * open to it now; the name, type and fee come from the record and the server's schedule (a
 * periodic report filed after its window costs the late fee as well).
 */
export async function prepareExistingEntitySubmission(
  db: DbOrTx,
  def: FilingTypeDefinition,
  values: FilingValues,
  now: Date,
): Promise<ExistingEntitySubmission> {
  const entityId = values.filingState.entityId;
  const row = /^\d{11}$/.test(entityId) ? await findEntity(db, entityId) : undefined;
  if (row === undefined)
    throw new ValidationFailed([{ field: 'filingState.entityId', message: unknownEntityMessage }]);
  if (row.fraudFlag)
    throw new ValidationFailed([{ field: 'filingState.entityId', message: fraudFlaggedMessage }]);
  // The transaction type withRecordFacts accepted for this filing type (AMD_NPC for a nonprofit).
  const transactionType = values.filingState.transactionType as Parameters<
    typeof filingAvailability
  >[2];
  const availability = await filingAvailability(db, row, transactionType, now);
  // Nothing in the filing can change that: the first one must be decided first.
  if (availability.underReview) throw new HttpProblem(409, availability.reason);
  if (!availability.available)
    throw new ValidationFailed([
      { field: 'filingState.transactionType', message: availability.reason },
    ]);
  const feeCents =
    transactionType === 'REPORT'
      ? reportFeeCents(row.nextReportDueDate, mountainDate(now))
      : feeFor(transactionType);
  if (feeCents === undefined) throw new Error(`No fee on the schedule for ${transactionType}`);
  const domesticFlag = row.domesticFlag === 'Y' || row.domesticFlag === 'N' ? row.domesticFlag : '';
  return {
    entityId: row.entityId,
    entityName: row.name,
    entityType: row.entityType,
    domesticFlag,
    adminFraudCheck: row.adminFraudCheck,
    feeCents,
  };
}

/** What the receipt shows of the entity after the filing took effect. */
export interface EntityAfterFiling {
  nextReportDueDate: string;
  statusCode: string;
}

/**
 * A periodic report: the office and agent become those reported, and the next report falls due a
 * year after the one just filed. The status does not change: a delinquent entity stays
 * delinquent until it files a Statement Curing Delinquency (docs/decisions.md).
 */
async function applyReportEffects(db: DbOrTx, filing: FilingRow): Promise<EntityAfterFiling> {
  const values = filing.values as FilingValues;
  const [entity] = await db
    .select({ nextReportDueDate: entities.nextReportDueDate })
    .from(entities)
    .where(eq(entities.entityId, filing.entityId ?? ''))
    .for('update');
  if (entity === undefined)
    throw new Error(`Filing ${filing.id}: entity ${filing.entityId} is gone`);
  const [updated] = await db
    .update(entities)
    .set({
      principalOffice: values.principalOffice,
      registeredAgent: values.registeredAgent,
      nextReportDueDate: nextReportDueDateAfter(entity.nextReportDueDate),
      updatedAt: sql`now()`,
    })
    .where(eq(entities.entityId, filing.entityId ?? ''))
    .returning({
      nextReportDueDate: entities.nextReportDueDate,
      statusCode: entities.statusCode,
    });
  if (updated === undefined) throw new Error(`Filing ${filing.id}: entity update returned no row`);
  return updated;
}

/**
 * An amendment: a changed name replaces the entity's name (and its distinguishability key);
 * otherwise the amendment stands on the record as this filing in the entity's history.
 */
async function applyAmendmentEffects(db: DbOrTx, filing: FilingRow): Promise<EntityAfterFiling> {
  const values = filing.values as FilingValues;
  const newName = values.entityName.name.trim();
  const renames = values.entityName.isNameChanged === 'Y' && newName !== '';
  const [updated] = await db
    .update(entities)
    .set({
      ...(renames ? { name: newName, nameKey: nameKey(newName) } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(entities.entityId, filing.entityId ?? ''))
    .returning({
      nextReportDueDate: entities.nextReportDueDate,
      statusCode: entities.statusCode,
    });
  if (updated === undefined)
    throw new Error(`Filing ${filing.id}: entity ${filing.entityId} is gone`);
  return updated;
}

/**
 * Reinstatement and cure: the entity returns to Good Standing (a reinstatement under its new name
 * when the filer gave one), and its reporting starts again with the first due date on or after
 * the effective day, so the delinquency job does not find the old, passed due date.
 */
async function applyReturnToGoodStanding(
  db: DbOrTx,
  filing: FilingRow,
): Promise<EntityAfterFiling> {
  const values = filing.values as FilingValues;
  const [entity] = await db
    .select({ name: entities.name, reportingMonth: entities.reportingMonth })
    .from(entities)
    .where(eq(entities.entityId, filing.entityId ?? ''))
    .for('update');
  if (entity === undefined)
    throw new Error(`Filing ${filing.id}: entity ${filing.entityId} is gone`);
  const newName = values.entityName.name.trim();
  const renames =
    filing.transactionType === 'REINSTATE' && newName !== '' && newName !== entity.name;
  const effectiveDay = mountainDate(filing.effectiveAt ?? new Date());
  const [updated] = await db
    .update(entities)
    .set({
      statusCode: 'GOOD',
      dissolutionDate: null,
      nextReportDueDate: firstReportDueDateOnOrAfter(entity.reportingMonth, effectiveDay),
      ...(renames ? { name: newName, nameKey: nameKey(newName) } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(entities.entityId, filing.entityId ?? ''))
    .returning({
      nextReportDueDate: entities.nextReportDueDate,
      statusCode: entities.statusCode,
    });
  if (updated === undefined) throw new Error(`Filing ${filing.id}: entity update returned no row`);
  return updated;
}

/** The entity's standing as it is now (a filing whose effect is still to come changes nothing yet). */
export async function currentStanding(db: DbOrTx, entityId: string): Promise<EntityAfterFiling> {
  const [row] = await db
    .select({ nextReportDueDate: entities.nextReportDueDate, statusCode: entities.statusCode })
    .from(entities)
    .where(eq(entities.entityId, entityId));
  if (row === undefined) throw new Error(`Entity ${entityId} is gone`);
  return row;
}

const effectsByTransactionType: Readonly<
  Record<string, (db: DbOrTx, filing: FilingRow) => Promise<EntityAfterFiling>>
> = {
  REPORT: applyReportEffects,
  AMD_LLC: applyAmendmentEffects,
  AMD_NPC: applyAmendmentEffects,
  AMD_55: applyAmendmentEffects,
  REINSTATE: applyReturnToGoodStanding,
  CURE_DLNQ: applyReturnToGoodStanding,
};

/** Applies an existing-entity filing's effect on its entity once and marks the filing applied. */
export async function applyExistingEntityEffects(
  db: DbOrTx,
  filing: FilingRow,
): Promise<EntityAfterFiling> {
  const apply = effectsByTransactionType[filing.transactionType];
  if (apply === undefined)
    throw new Error(`No registry effect is defined for ${filing.transactionType}`);
  const after = await apply(db, filing);
  await db
    .update(filings)
    .set({ effectsApplied: true, updatedAt: new Date() })
    .where(and(eq(filings.id, filing.id), eq(filings.effectsApplied, false)));
  return after;
}
