// Requests to remove personal identifying information: the administrator names the entity, the
// filed document that contains PII and the Statement of Removal (both recorded filings of that
// entity, by document number). Saving withholds the first from public view (the filed-image call
// refuses it) and records the second with its filers.
import {
  checkFiler,
  piiIdIsWellFormed,
  piiIdMessages,
  type Filer,
  type PiiIdField,
} from '@registrar/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.ts';
import { entities, filings, piiRemovals } from '../../db/schema.ts';
import { HttpProblem, ValidationFailed, type FieldError } from '../../http-errors.ts';
import { recordAuditEvent } from './audit.ts';
import type { Actor } from './review-service.ts';

export interface PiiIds {
  entityId: string;
  piiDocId: string;
  removalDocId: string;
}

export interface PiiVerification {
  entityIdIsValid: boolean;
  piiDocIdIsValid: boolean;
  removalDocIdIsValid: boolean;
  entityName: string;
}

/** A filed document of the entity by its document number (transaction ID). */
async function filedDocumentOf(db: DbOrTx, entityId: string, documentId: string) {
  if (!/^\d{1,15}$/.test(documentId)) return undefined;
  const [row] = await db
    .select({ id: filings.id })
    .from(filings)
    .where(
      and(
        eq(filings.entityId, entityId),
        eq(filings.transactionId, Number(documentId)),
        eq(filings.status, 'FILED'),
      ),
    );
  return row;
}

/** Whether each ID names what it should. */
export async function verifyPiiIds(
  db: DbOrTx,
  ids: PiiIds,
): Promise<PiiVerification & { piiFilingId?: number; removalFilingId?: number }> {
  const entityId = ids.entityId.trim();
  const [entity] = piiIdIsWellFormed(entityId)
    ? await db.select({ name: entities.name }).from(entities).where(eq(entities.entityId, entityId))
    : [];
  if (entity === undefined) {
    return {
      entityIdIsValid: false,
      piiDocIdIsValid: false,
      removalDocIdIsValid: false,
      entityName: '',
    };
  }
  const piiDocId = ids.piiDocId.trim();
  const removalDocId = ids.removalDocId.trim();
  const piiDoc = piiIdIsWellFormed(piiDocId)
    ? await filedDocumentOf(db, entityId, piiDocId)
    : undefined;
  const withheld =
    piiDoc === undefined
      ? []
      : await db
          .select({ id: piiRemovals.id })
          .from(piiRemovals)
          .where(eq(piiRemovals.piiFilingId, piiDoc.id));
  const removalDoc =
    piiIdIsWellFormed(removalDocId) && removalDocId !== piiDocId
      ? await filedDocumentOf(db, entityId, removalDocId)
      : undefined;
  return {
    entityIdIsValid: true,
    piiDocIdIsValid: piiDoc !== undefined && withheld.length === 0,
    removalDocIdIsValid: removalDoc !== undefined,
    entityName: entity.name,
    ...(piiDoc ? { piiFilingId: piiDoc.id } : {}),
    ...(removalDoc ? { removalFilingId: removalDoc.id } : {}),
  };
}

/** Registrar's own wording: a PII request needs at least one filer. */
const filerRequiredMessage = 'Add the filer of the Statement of Removal.';

/** Registrar's own wording: the document was withheld by an earlier request. */
const alreadyWithheldMessage = 'This document is already withheld from public view.';

/** Saves a PII removal: the document leaves public view and the statement is recorded. */
export async function savePiiRemoval(
  db: Db,
  input: PiiIds & { filers: Filer[] },
  actor: Actor,
): Promise<void> {
  const errors: FieldError[] = [];
  const verified = await verifyPiiIds(db, input);
  const validity: Record<PiiIdField, boolean> = {
    entityId: verified.entityIdIsValid,
    piiDocId: verified.piiDocIdIsValid,
    removalDocId: verified.removalDocIdIsValid,
  };
  for (const field of Object.keys(piiIdMessages) as PiiIdField[]) {
    if (!validity[field]) errors.push({ field, message: piiIdMessages[field] });
  }
  if (input.filers.length === 0) errors.push({ field: 'filers', message: filerRequiredMessage });
  input.filers.forEach((filer, index) =>
    checkFiler(filer, (path, message) =>
      errors.push({ field: ['filers', index, ...path].join('.'), message }),
    ),
  );
  if (errors.length > 0) throw new ValidationFailed(errors);
  if (verified.piiFilingId === undefined || verified.removalFilingId === undefined)
    throw new Error('A verified PII request lacks its filings');
  const piiFilingId = verified.piiFilingId;
  const removalFilingId = verified.removalFilingId;
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(piiRemovals)
      .values({
        entityId: input.entityId.trim(),
        piiFilingId,
        removalFilingId,
        filers: input.filers,
        recordedByUserId: actor.userId,
      })
      .onConflictDoNothing()
      .returning({ id: piiRemovals.id });
    if (saved === undefined) throw new HttpProblem(409, alreadyWithheldMessage);
    await recordAuditEvent(tx, actor, {
      action: 'pii.withhold',
      subjectType: 'document',
      subjectId: input.piiDocId.trim(),
      before: { public: true },
      after: { public: false, removalDocId: input.removalDocId.trim(), piiRemovalId: saved.id },
    });
  });
}

/** Whether the filing's document is withheld from public view for containing PII. */
export async function isWithheldForPii(db: DbOrTx, filingId: number): Promise<boolean> {
  const rows = await db
    .select({ id: piiRemovals.id })
    .from(piiRemovals)
    .where(eq(piiRemovals.piiFilingId, filingId));
  return rows.length > 0;
}
