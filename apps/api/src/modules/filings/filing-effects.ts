// Effects of a recorded filing on the registry, one function per kind a filing type can name
// (`RegistryEffectKind`). Recording applies them at once; with a delayed effective date the
// effective-date job applies them later, under the same row lock, exactly once.
import {
  firstReportDueDateOnOrAfter,
  firstReportingSchedule,
  getFilingType,
  listsPage,
  mountainDate,
  nameKey,
  nameTheFilingGives,
  nextReportDueDateAfter,
  type FilingTypeDefinition,
  type FilingValues,
  type Language,
  type RegistryEffectKind,
} from '@registrar/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerConnection } from '../../db/prepared-query.ts';
import { entities, filings } from '../../db/schema.ts';
import { storeSubscriptions } from '../notifications/subscriptions.ts';
import { filingValuesOf } from './filing-values.ts';
import type { FilingRow } from './filings-repository.ts';

/** The 11-digit entity ID: the year of formation in Mountain time, then 7 digits of the sequence. */
export function formatEntityId(formedAt: Date, sequenceValue: number): string {
  const year = mountainDate(formedAt).slice(0, 4);
  return `${year}${String(sequenceValue % 10_000_000).padStart(7, '0')}`;
}

/** What the receipt shows of the entity once the filing took effect. */
export interface EntityAfterFiling {
  nextReportDueDate: string;
  statusCode: string;
}

/** An entity's row on the record. */
export type RecordedEntity = typeof entities.$inferSelect;

type EffectOf = (
  db: DbOrTx,
  def: FilingTypeDefinition,
  filing: FilingRow,
  effectiveAt: Date,
  /** The entity's row, when the caller holds it locked already. */
  locked?: RecordedEntity,
) => Promise<EntityAfterFiling>;

const standingColumns = {
  nextReportDueDate: entities.nextReportDueDate,
  statusCode: entities.statusCode,
};

/** An entity's row, locked until the transaction ends: filings about it are recorded one at a time. */
export async function lockEntityRow(
  db: DbOrTx,
  entityId: string,
): Promise<RecordedEntity | undefined> {
  const [entity] = await db
    .select()
    .from(entities)
    .where(eq(entities.entityId, entityId))
    .for('update');
  return entity;
}

/** The entity a filing is about, locked until the transaction ends (or as the caller locked it). */
async function lockEntity(db: DbOrTx, filing: FilingRow, locked?: RecordedEntity) {
  if (locked !== undefined && locked.entityId === filing.entityId) return locked;
  const entity = await lockEntityRow(db, filing.entityId ?? '');
  if (entity === undefined)
    throw new Error(`Filing ${filing.id}: entity ${filing.entityId} is not on the record`);
  return entity;
}

/** The entity's name columns when the filing gives it a new name. */
function renamed(def: FilingTypeDefinition, values: FilingValues) {
  const newName = nameTheFilingGives(def, values);
  return newName === null ? {} : { name: newName, nameKey: nameKey(newName) };
}

const insertFormedEntityQuery = preparedPerConnection((db) =>
  db
    .insert(entities)
    .values({
      entityId: sql.placeholder('entityId'),
      name: sql.placeholder('name'),
      nameKey: sql.placeholder('nameKey'),
      entityType: sql.placeholder('entityType'),
      domesticFlag: sql.placeholder('domesticFlag'),
      jurisdiction: 'CO',
      statusCode: 'GOOD',
      formationDate: sql.placeholder('formationDate'),
      reportingMonth: sql.placeholder('reportingMonth'),
      nextReportDueDate: sql.placeholder('nextReportDueDate'),
      principalOffice: sql.placeholder('principalOffice'),
      registeredAgent: sql.placeholder('registeredAgent'),
    })
    .onConflictDoNothing()
    .prepare('insert-formed-entity'),
);

/** A formation: the entity it describes joins the record in Good Standing. */
const createEntity: EffectOf = async (db, _def, filing, formedAt) => {
  if (filing.entityId === null) throw new Error(`Filing ${filing.id} has no entity ID`);
  const values = filingValuesOf(filing);
  const schedule = firstReportingSchedule(mountainDate(formedAt));
  await insertFormedEntityQuery(db).execute({
    entityId: filing.entityId,
    name: filing.entityName,
    nameKey: nameKey(filing.entityName),
    entityType: filing.entityType,
    domesticFlag: values.filingState.domesticFlag || 'N',
    formationDate: formedAt,
    reportingMonth: schedule.reportingMonth,
    nextReportDueDate: schedule.nextReportDueDate,
    principalOffice: values.principalOffice,
    registeredAgent: values.registeredAgent,
  });
  return { nextReportDueDate: schedule.nextReportDueDate, statusCode: 'GOOD' };
};

/**
 * The principal office and registered agent become those the filing's steps carry. A periodic
 * report also moves the next report a year on; the status does not change (a delinquent entity
 * stays delinquent until it files a Statement Curing Delinquency,
 * docs/decisions/0028-periodic-report-window-late-fee-and-delinquency.md).
 */
const updateOfficeAndAgent: EffectOf = async (db, def, filing, _effectiveAt, locked) => {
  const values = filingValuesOf(filing);
  const entity = await lockEntity(db, filing, locked);
  const [updated] = await db
    .update(entities)
    .set({
      ...(listsPage(def, 'principalofficeaddress')
        ? { principalOffice: values.principalOffice }
        : {}),
      ...(listsPage(def, 'registeredagent') ? { registeredAgent: values.registeredAgent } : {}),
      ...(def.effect.advancesReportDueDate === true
        ? { nextReportDueDate: nextReportDueDateAfter(entity.nextReportDueDate) }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(entities.entityId, entity.entityId))
    .returning(standingColumns);
  if (updated === undefined) throw new Error(`Filing ${filing.id}: entity update returned no row`);
  return updated;
};

/** A changed name replaces the entity's name; otherwise the filing stands in its history only. */
const rename: EffectOf = async (db, def, filing, _effectiveAt, locked) => {
  const entity = await lockEntity(db, filing, locked);
  const [updated] = await db
    .update(entities)
    .set({ ...renamed(def, filingValuesOf(filing)), updatedAt: sql`now()` })
    .where(eq(entities.entityId, entity.entityId))
    .returning(standingColumns);
  if (updated === undefined) throw new Error(`Filing ${filing.id}: entity update returned no row`);
  return updated;
};

/**
 * The entity returns to Good Standing (under its new name when the type allows one and the filer
 * gave it), and its reporting starts again with the first due date on or after the effective day,
 * so the delinquency job does not find the old, passed due date.
 */
const returnToGoodStanding: EffectOf = async (db, def, filing, effectiveAt, locked) => {
  const entity = await lockEntity(db, filing, locked);
  const [updated] = await db
    .update(entities)
    .set({
      statusCode: 'GOOD',
      dissolutionDate: null,
      nextReportDueDate: firstReportDueDateOnOrAfter(
        entity.reportingMonth,
        mountainDate(effectiveAt),
      ),
      ...renamed(def, filingValuesOf(filing)),
      updatedAt: sql`now()`,
    })
    .where(eq(entities.entityId, entity.entityId))
    .returning(standingColumns);
  if (updated === undefined) throw new Error(`Filing ${filing.id}: entity update returned no row`);
  return updated;
};

/** The filing joins the entity's history; nothing else changes. */
const recordOnly: EffectOf = async (db, _def, filing) => currentStanding(db, filing.entityId ?? '');

const effects: Readonly<Record<RegistryEffectKind, EffectOf>> = {
  'create-entity': createEntity,
  'update-office-and-agent': updateOfficeAndAgent,
  rename,
  'return-to-good-standing': returnToGoodStanding,
  'record-only': recordOnly,
};

/**
 * Makes a recorded filing's change to the registry without marking the filing applied: for
 * recording, which marks it in the same transaction, in the statement that records the filing.
 */
export async function changeRegistryFor(
  db: DbOrTx,
  filing: FilingRow,
  effectiveAt: Date,
  /** The filing's entity, when the caller holds its row locked already. */
  locked?: RecordedEntity,
): Promise<EntityAfterFiling> {
  const def = getFilingType(filing.filingType);
  if (def === undefined) throw new Error(`Filing ${filing.id} has an unknown filing type`);
  return effects[def.effect.kind](db, def, filing, effectiveAt, locked);
}

/** Applies a recorded filing's effect on the registry once, and marks the filing applied. */
export async function applyRegistryEffect(
  db: DbOrTx,
  filing: FilingRow,
  effectiveAt: Date,
): Promise<EntityAfterFiling> {
  const after = await changeRegistryFor(db, filing, effectiveAt);
  await db
    .update(filings)
    .set({ effectsApplied: true, updatedAt: new Date() })
    .where(and(eq(filings.id, filing.id), eq(filings.effectsApplied, false)));
  return after;
}

/** The entity's standing as it is now (a filing whose effect is still to come changes nothing yet). */
export async function currentStanding(db: DbOrTx, entityId: string): Promise<EntityAfterFiling> {
  const [row] = await db
    .select(standingColumns)
    .from(entities)
    .where(eq(entities.entityId, entityId));
  if (row === undefined) throw new Error(`Entity ${entityId} is not on the record`);
  return row;
}

/**
 * Stores the filing's email and text notification sign-ups for the entity, in the filer's
 * language; each new one is sent its confirmation link (double opt-in).
 */
export async function storeNotificationSubscriptions(
  db: DbOrTx,
  entity: { entityId: string; entityName: string },
  values: FilingValues,
  publicBaseUrl: string,
  language: Language,
): Promise<void> {
  await storeSubscriptions(
    db,
    entity,
    [
      ...values.notifications.emails.map((item) => ({
        channel: 'email' as const,
        address: item.email.trim().toLowerCase(),
      })),
      ...values.notifications.texts.map((item) => ({
        channel: 'sms' as const,
        address: item.text,
      })),
    ],
    publicBaseUrl,
    language,
  );
}
