// Seeding on first start: reference data (upserted every start, so a corrected list reaches an
// existing database), editable content in English and Spanish (only missing rows; edits are
// kept) and, when the registry is empty, the generated entities and name reservations.
import {
  FILING_VALUES_VERSION,
  createAmendMinimalFiling,
  amendFilingType,
  formatMountainDateTime,
  mountainDate,
  mountainInstant,
  nameKey,
} from '@registrar/domain';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './database.ts';
import {
  content,
  countries,
  countryGroups,
  filingEvents,
  filings,
  rejectReasons,
  states,
  suffixes,
} from './schema.ts';
import { contentRows } from './seed-data/content.ts';
import { introContentRows } from './seed-data/intro-content.ts';
import { countryList } from './seed-data/countries.ts';
import { rejectReasonList } from './seed-data/reject-reasons.ts';
import { spanishContentRows } from './seed-data/spanish-content.ts';
import { stateList } from './seed-data/states.ts';
import { suffixList } from './seed-data/suffixes.ts';
import {
  fixedEntities,
  fixedEntityId,
  generateRegistryBatches,
  type SeedEntity,
  type SeedReservation,
} from './seed-entities.ts';

/** Country group codes and names, in the order address pickers show them. */
const countryGroupDefinitions = [
  {
    code: 'US',
    name: 'United States and territories',
    countryCodes: ['US', 'AS', 'GU', 'MP', 'PR', 'VI'],
  },
  { code: 'OTHER', name: 'All other countries', countryCodes: null },
] as const;

/** Rows per INSERT ... SELECT FROM unnest(...) statement when loading the registry. */
const ENTITY_BATCH_SIZE = 5_000;
/** Any constant: serialises concurrent first starts (two processes on one empty database). */
const SEED_LOCK_ID = 7_090_601;

export interface SeedResult {
  entitiesInserted: number;
  reservationsInserted: number;
}

async function seedReferenceData(db: DbOrTx): Promise<void> {
  await db
    .insert(states)
    .values(stateList.map(([code, name], index) => ({ code, name, sortOrder: index + 1 })))
    .onConflictDoUpdate({
      target: states.code,
      set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` },
    });
  await db
    .insert(countries)
    .values(countryList.map(([code, name], index) => ({ code, name, sortOrder: index + 1 })))
    .onConflictDoUpdate({
      target: countries.code,
      set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` },
    });
  const usCodes: readonly string[] = countryGroupDefinitions[0].countryCodes;
  const groupRows = [
    ...usCodes.map((countryCode, index) => ({
      groupCode: 'US',
      groupName: countryGroupDefinitions[0].name,
      countryCode,
      sortOrder: index + 1,
    })),
    ...countryList
      .filter(([code]) => !usCodes.includes(code))
      .map(([countryCode], index) => ({
        groupCode: 'OTHER',
        groupName: countryGroupDefinitions[1].name,
        countryCode,
        sortOrder: index + 1,
      })),
  ];
  await db
    .insert(countryGroups)
    .values(groupRows)
    .onConflictDoUpdate({
      target: [countryGroups.groupCode, countryGroups.countryCode],
      set: { groupName: sql`excluded.group_name`, sortOrder: sql`excluded.sort_order` },
    });
  await db
    .insert(suffixes)
    .values(suffixList.map(([code, label], index) => ({ code, label, sortOrder: index + 1 })))
    .onConflictDoUpdate({
      target: suffixes.code,
      set: { label: sql`excluded.label`, sortOrder: sql`excluded.sort_order` },
    });
  await db
    .insert(content)
    .values([
      ...[...contentRows, ...introContentRows].map(([key, scope, body]) => ({
        key,
        scope,
        language: 'en' as const,
        body,
      })),
      ...spanishContentRows.map(([key, scope, body]) => ({
        key,
        scope,
        language: 'es' as const,
        body,
      })),
    ])
    .onConflictDoNothing();
  // Editable by administrators: only missing reasons are added.
  await db
    .insert(rejectReasons)
    .values(
      rejectReasonList.map(([code, reasonGroup, shortReason, longReason], index) => ({
        code,
        reasonGroup,
        shortReason,
        longReason,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
}

/**
 * One multi-row insert per batch: the rows travel as a single JSON document that the server
 * unpacks with json_to_recordset (one round trip, one parameter, native JSON encoding on both sides).
 */
async function insertEntityBatch(db: DbOrTx, batch: readonly SeedEntity[]): Promise<void> {
  const rows = batch.map((e) => ({
    entity_id: e.entityId,
    name: e.name,
    name_key: e.nameKey,
    entity_type: e.entityType,
    domestic_flag: e.domesticFlag,
    status_code: e.statusCode,
    formation_date: e.formationDate,
    dissolution_date: e.dissolutionDate,
    reporting_month: e.reportingMonth,
    next_report_due_date: e.nextReportDueDate,
    principal_office: e.principalOffice,
    registered_agent: e.registeredAgent,
    fraud_flag: e.fraudFlag,
    admin_fraud_check: e.adminFraudCheck,
  }));
  await db.execute(sql`
    insert into entities (entity_id, name, name_key, entity_type, domestic_flag, status_code,
      formation_date, dissolution_date, reporting_month, next_report_due_date, principal_office,
      registered_agent, fraud_flag, admin_fraud_check)
    select entity_id, name, name_key, entity_type, domestic_flag, status_code, formation_date,
      dissolution_date, reporting_month, next_report_due_date, principal_office, registered_agent,
      fraud_flag, admin_fraud_check
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(entity_id text, name text,
      name_key text, entity_type text, domestic_flag text, status_code text,
      formation_date timestamptz, dissolution_date timestamptz, reporting_month int,
      next_report_due_date date, principal_office jsonb, registered_agent jsonb,
      fraud_flag boolean, admin_fraud_check boolean)`);
}

async function insertReservations(
  db: DbOrTx,
  reservations: readonly SeedReservation[],
): Promise<void> {
  if (reservations.length === 0) return;
  const rows = reservations.map((r) => ({
    name: r.name,
    name_key: r.nameKey,
    reserved_by_name: r.reservedByName,
    reserved_by_address: r.reservedByAddress,
    expires_at: r.expiresAt,
  }));
  await db.execute(sql`
    insert into name_reservations (name, name_key, reserved_by_name, reserved_by_address, expires_at)
    select name, name_key, reserved_by_name, reserved_by_address, expires_at
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(name text, name_key text,
      reserved_by_name text, reserved_by_address jsonb, expires_at timestamptz)`);
}

/**
 * Seeds reference data and content, then the generated registry when it is empty; safe to re-run
 * and to run from two processes at once (an advisory lock serialises them).
 */
const PENDING_AMENDMENT_ENTITY = 'Breckenridge Pending Amendment LLC';

/**
 * A filed amendment whose delayed effective date is 45 days after seeding (9:00 AM Mountain), so
 * testers meet the rule that a new filing must take effect after it. It is recorded as the
 * recording service would leave it: FILED, IDs assigned, effects not yet applied.
 */
async function insertPendingAmendment(tx: DbOrTx, entityCount: number, today: Date): Promise<void> {
  const index = fixedEntities.findIndex((fixed) => fixed.name === PENDING_AMENDMENT_ENTITY);
  if (index < 0 || index >= entityCount) return;
  const entityId = fixedEntityId(PENDING_AMENDMENT_ENTITY);
  const effectiveDay = mountainDate(new Date(today.getTime() + 45 * 24 * 3600 * 1000));
  const effectiveAt = mountainInstant(effectiveDay, { hours: 9, minutes: 0, seconds: 0 });
  const values = createAmendMinimalFiling(entityId);
  values.entityName = { ...values.entityName, oldName: PENDING_AMENDMENT_ENTITY };
  values.effectiveDate = {
    ...values.effectiveDate,
    effectiveAtTimeOfFilingRadio: 'N',
    effectiveDate: effectiveDay,
    effectiveDateAsEntered: effectiveDay,
    effectiveTime: '09:00 am',
    effectiveDateTime: effectiveAt.toISOString(),
    effectiveDateTimeDisplay: formatMountainDateTime(effectiveAt),
  };
  const ids = await tx.execute<{ master: string; transaction: string }>(
    sql`select nextval('master_transaction_seq') as master, nextval('transaction_seq') as transaction`,
  );
  const row = ids.rows[0];
  const feeCents = amendFilingType.feeCents;
  if (row === undefined) return;
  const [filing] = await tx
    .insert(filings)
    .values({
      ref: '00000000-0000-4000-8000-000000000018',
      filingType: 'amend',
      transactionType: 'AMD_LLC',
      transactionDescription: 'Articles of Amendment',
      entityType: 'DLLC',
      entityId,
      entityName: PENDING_AMENDMENT_ENTITY,
      nameKey: nameKey(PENDING_AMENDMENT_ENTITY),
      values,
      valuesVersion: FILING_VALUES_VERSION,
      status: 'FILED',
      feeCents,
      masterTransactionId: Number(row.master),
      transactionId: Number(row.transaction),
      effectiveAt,
      filedAt: today,
      receivedAt: today,
    })
    .returning({ id: filings.id });
  if (filing !== undefined) {
    await tx
      .insert(filingEvents)
      .values({ filingId: filing.id, fromStatus: null, toStatus: 'FILED', actor: 'seed' });
  }
}

export async function seedDatabase(
  db: Db,
  options: { entityCount: number; today?: Date },
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await seedReferenceData(tx);
    const existing = await tx.execute<{ seeded: boolean }>(
      sql`select exists (select 1 from entities) or exists (select 1 from name_reservations) as seeded`,
    );
    if (existing.rows[0]?.seeded || options.entityCount <= 0) {
      return { entitiesInserted: 0, reservationsInserted: 0 };
    }
    // One sorted index build after the load is far cheaper than a million random index inserts
    // (the word index of business search most of all). The definitions are read back from the
    // catalogue, so they stay whatever the migrations made.
    const nameIndexes = await tx.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes
          where schemaname = current_schema()
            and indexname in ('entities_name_key_idx', 'entity_names_words_idx', 'entity_names_key_idx')`,
    );
    for (const { indexname } of nameIndexes.rows)
      await tx.execute(sql.raw(`drop index ${indexname}`));
    // Business search's copy of the names and the words they use are written once from the
    // loaded registry (below) rather than by the entities' trigger a batch at a time, which would
    // leave a dead version of a common word's row for every batch.
    await tx.execute(sql`alter table entities disable trigger entities_names_added`);

    // While the server stores one batch, the next is generated here (two cores, both busy).
    const batches = generateRegistryBatches(options.entityCount, options.today, ENTITY_BATCH_SIZE);
    let entitiesInserted = 0;
    let storing: Promise<void> = Promise.resolve();
    let step = batches.next();
    while (!step.done) {
      await storing;
      storing = insertEntityBatch(tx, step.value);
      // Its failure surfaces at the next await; this only keeps it from counting as unhandled.
      storing.catch(() => undefined);
      entitiesInserted += step.value.length;
      // Let the query reach the socket before generating the next batch synchronously.
      await new Promise((resolve) => setImmediate(resolve));
      step = batches.next();
    }
    await storing;
    // In key order: the names a broad search finds mostly start with its words, and so sit
    // together on few pages (as migration 0011 writes them).
    await tx.execute(sql`insert into entity_names (entity_id, name_key)
      select entity_id, name_key from entities order by name_key collate "C"`);
    await tx.execute(sql`insert into name_words (word, uses)
      select word, count(*) from entities, unnest(string_to_array(name_key, ' ')) as word
      group by word
      on conflict (word) do update set uses = name_words.uses + excluded.uses`);
    await tx.execute(sql`alter table entities enable trigger entities_names_added`);
    const reservations = step.value;
    await insertReservations(tx, reservations);
    if (nameIndexes.rows.length > 0)
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const { indexdef } of nameIndexes.rows) await tx.execute(sql.raw(indexdef));
    await insertPendingAmendment(tx, options.entityCount, options.today ?? new Date());
    // Fresh statistics, so the planner uses the name indexes from the first request on (and
    // knows which words are too common to ask the word index for).
    await tx.execute(sql`analyze entities, entity_names, name_words, name_reservations`);
    return { entitiesInserted, reservationsInserted: reservations.length };
  });
}
