// The public record of an entity (GET /business-api/entity/record): its standing, addresses and
// agent, the filings recorded for it, and the filings it may start now. A formation filed with a
// delayed effective date has no entity row yet; its record is built from the filing and shows as
// pending until the effective-date job creates the entity.
import {
  addressLines,
  displayName,
  entityStatuses,
  entityTypeDescriptions,
  existingEntityTransactionTypes,
  filingTypeOfTransaction,
  getFilingType,
  transactionDescription,
  type Address,
  type EntityRecord,
  type FilingValues,
} from '@registrar/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { entities, filings } from '../../db/schema.ts';
import { filingAvailability, findEntity } from '../registry/entity-summary.ts';
import { filingValuesOf } from '../filings/filing-values.ts';
import {
  displayCalendarDate,
  displayMountainDateTime,
  displayMountainDay,
} from './record-dates.ts';

type EntityRow = typeof entities.$inferSelect;
type FilingRow = typeof filings.$inferSelect;

interface StoredAddressPair {
  streetAddress?: Partial<Address>;
  mailingAddress?: Partial<Address>;
  isSameAsStreetAddressChecked?: boolean;
}

interface StoredAgent {
  nameValues?: { name?: Parameters<typeof displayName>[0] };
  addressValues?: StoredAddressPair;
}

/** Street and mailing address lines; a mailing address "same as street" reads as the street one. */
function addressPairLines(pair: StoredAddressPair | undefined): {
  street: string[];
  mailing: string[];
} {
  const street = addressLines(pair?.streetAddress);
  const mailing = pair?.isSameAsStreetAddressChecked ? street : addressLines(pair?.mailingAddress);
  return { street, mailing };
}

function agentOf(agent: StoredAgent | undefined): EntityRecord['registeredAgent'] {
  return {
    name: displayName(agent?.nameValues?.name),
    ...addressPairLines(agent?.addressValues),
  };
}

function statusLabel(code: string): string {
  return entityStatuses[code as keyof typeof entityStatuses] ?? code;
}

/** The filings recorded for the entity (FILED, with IDs), newest first. */
async function filingHistory(db: DbOrTx, entityId: string): Promise<EntityRecord['filings']> {
  const rows = await db
    .select({
      filing: filings,
      // A document withheld by a PII request is listed without it, as the file call refuses it.
      // Named in full: drizzle writes a column of the queried table unqualified, which inside the
      // subquery would name the removal's own id.
      withheld: sql<boolean>`exists (select 1 from pii_removals r where r.pii_filing_id = filings.id)`,
    })
    .from(filings)
    .where(
      and(
        eq(filings.entityId, entityId),
        eq(filings.status, 'FILED'),
        isNotNull(filings.masterTransactionId),
        isNotNull(filings.transactionId),
      ),
    )
    .orderBy(desc(filings.filedAt), desc(filings.id));
  return rows.map(({ filing: row, withheld }) => ({
    masterTransactionId: String(row.masterTransactionId),
    transactionId: String(row.transactionId),
    transactionType: row.transactionType,
    description: row.transactionDescription,
    filedDateTime: displayMountainDateTime(row.filedAt ?? row.receivedAt),
    effectiveDateTime: displayMountainDateTime(row.effectiveAt),
    // The filed image is built from the receipt the recording kept; a filing recorded without
    // one (loaded from elsewhere) has no filed document to show.
    imageAvailable: row.receipt !== null && !withheld,
    imageWithheld: withheld,
  }));
}

/** The existing-entity filings open to the entity today, by the same rule payment applies. */
async function availableFilings(
  db: DbOrTx,
  row: EntityRow,
  now: Date,
): Promise<EntityRecord['availableFilings']> {
  const available: EntityRecord['availableFilings'] = [];
  for (const transactionType of existingEntityTransactionTypes()) {
    const def = filingTypeOfTransaction(transactionType);
    if (def === undefined) continue;
    const answer = await filingAvailability(db, row, transactionType, now);
    if (!answer.available) continue;
    available.push({
      transactionType,
      description: transactionDescription(transactionType) ?? transactionType,
      filingType: def.filingType,
    });
  }
  return available;
}

/** A formation of this entity ID that is filed and waits for its delayed effective date. */
async function findPendingFormation(db: DbOrTx, entityId: string): Promise<FilingRow | undefined> {
  const rows = await db
    .select()
    .from(filings)
    .where(
      and(
        eq(filings.entityId, entityId),
        eq(filings.status, 'FILED'),
        eq(filings.effectsApplied, false),
      ),
    );
  return rows.find((row) => getFilingType(row.filingType)?.effect.kind === 'create-entity');
}

function pendingFormationRecord(
  filing: FilingRow,
  values: FilingValues,
  history: EntityRecord['filings'],
): EntityRecord {
  return {
    entityId: filing.entityId ?? '',
    entityName: filing.entityName,
    entityType: {
      code: filing.entityType,
      description: entityTypeDescriptions[filing.entityType] ?? filing.entityType,
    },
    statusCode: 'FILED',
    status: statusLabel('FILED'),
    pending: true,
    effectiveDateTime: displayMountainDateTime(filing.effectiveAt),
    // The entity is formed on its effective date (not before it exists).
    formationDate: filing.effectiveAt === null ? '' : displayMountainDay(filing.effectiveAt),
    jurisdiction: 'CO',
    principalOffice: addressPairLines(values.principalOffice),
    registeredAgent: agentOf(values.registeredAgent),
    reportDueDate: '',
    filings: history,
    availableFilings: [],
  };
}

/** The public record of the entity ID, or undefined when it names neither entity nor formation. */
export async function entityRecord(
  db: DbOrTx,
  entityId: string,
  now: Date = new Date(),
): Promise<EntityRecord | undefined> {
  const row = await findEntity(db, entityId);
  const history = await filingHistory(db, entityId);
  if (row === undefined) {
    const pending = await findPendingFormation(db, entityId);
    if (pending === undefined) return undefined;
    return pendingFormationRecord(pending, filingValuesOf(pending), history);
  }
  return {
    entityId: row.entityId,
    entityName: row.name,
    entityType: {
      code: row.entityType,
      description: entityTypeDescriptions[row.entityType] ?? row.entityType,
    },
    statusCode: row.statusCode,
    status: statusLabel(row.statusCode),
    pending: false,
    effectiveDateTime: '',
    formationDate: displayMountainDay(row.formationDate),
    jurisdiction: row.jurisdiction,
    principalOffice: addressPairLines(row.principalOffice as StoredAddressPair),
    registeredAgent: agentOf(row.registeredAgent as StoredAgent),
    reportDueDate: displayCalendarDate(row.nextReportDueDate),
    filings: history,
    availableFilings: row.fraudFlag ? [] : await availableFilings(db, row, now),
  };
}
