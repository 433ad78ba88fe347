// Filings about an entity already on the record: submission checks the entity and takes its
// identity and the fee from the record (filing-effects.ts applies their effects when recorded).
import {
  filingFeeCents,
  filingTransaction,
  hasRequiredDesignation,
  mountainDate,
  type EntityNameValues,
  type FilingTypeDefinition,
  type FilingValues,
} from '@registrar/domain';
import type { DbOrTx } from '../../db/database.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import {
  filingAvailability,
  findEntity,
  pendingDelayedEffectiveDate,
  type EntityRow,
} from '../registry/entity-summary.ts';

/** Registrar's own wording: the filing names an entity that is not on the record. */
const unknownEntityMessage = 'No entity with that ID is on the record.';
/** Registrar's own wording: an entity whose record is flagged for fraud cannot file online. */
const fraudFlaggedMessage = 'This entity cannot file online. Contact the Secretary of State.';

/** Registrar's own wording: the filing names a transaction type its filing type does not make. */
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
 * The transaction an existing-entity filing asks for; left empty, the one its filing type makes
 * for the entity's type on the record (an amendment of a nonprofit is AMD_NPC).
 */
function requestedTransaction(
  def: FilingTypeDefinition,
  requested: string,
  row: EntityRow | undefined,
): string {
  if (requested !== '' || row === undefined) return requested;
  const ofItsType = Object.entries(def.transactions).find(
    ([, entry]) => entry.entityType === row.entityType,
  );
  return ofItsType?.[0] ?? '';
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
  row: EntityRow | undefined,
  now: Date,
): Promise<FilingValues> {
  const transaction = def.existingEntity
    ? filingTransaction(def, requestedTransaction(def, values.filingState.transactionType, row))
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

/** The entity an existing-entity filing names, read once for all of its checks; undefined when none. */
export async function entityOfFiling(
  db: DbOrTx,
  def: FilingTypeDefinition,
  values: FilingValues,
): Promise<EntityRow | undefined> {
  const { entityId } = values.filingState;
  return def.existingEntity && /^\d{11}$/.test(entityId)
    ? await findEntity(db, entityId)
    : undefined;
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
 * open to it now; the name, type and fee come from the record and the filing type (a type with a
 * late fee costs it as well after the entity's report window closed).
 */
export async function prepareExistingEntitySubmission(
  db: DbOrTx,
  def: FilingTypeDefinition,
  values: FilingValues,
  row: EntityRow | undefined,
  now: Date,
): Promise<ExistingEntitySubmission> {
  if (row === undefined)
    throw new ValidationFailed([{ field: 'filingState.entityId', message: unknownEntityMessage }]);
  if (row.fraudFlag)
    throw new ValidationFailed([{ field: 'filingState.entityId', message: fraudFlaggedMessage }]);
  // The transaction type withRecordFacts accepted for this filing type (AMD_NPC for a nonprofit).
  const transactionType = values.filingState.transactionType;
  const availability = await filingAvailability(db, row, transactionType, now);
  // Nothing in the filing can change that: the first one must be decided first.
  // It answers as a filing the registry did not record, with nothing to give back: no fee was taken.
  if (availability.underReview)
    throw new HttpProblem(409, availability.reason, {
      outcome: 'ALREADY_PENDING_REVIEW',
      refund: null,
    });
  if (!availability.available)
    throw new ValidationFailed([
      { field: 'filingState.transactionType', message: availability.reason },
    ]);
  const feeCents = filingFeeCents(def, mountainDate(now), row.nextReportDueDate);
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
