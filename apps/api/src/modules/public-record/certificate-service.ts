// Certificates of good standing (GET /business-api/pdf/gsCertificate): issued now for an entity
// in Good Standing, each with a new random number kept with what it said, and checked by number
// on the public verify page (GET /business-api/certificate/verify).
import { randomInt } from 'node:crypto';
import {
  CERTIFICATE_ALPHABET,
  CERTIFICATE_ID_REQUIRED_MESSAGE,
  CERTIFICATE_NOT_FOUND_MESSAGE,
  CERTIFICATE_NUMBER_INVALID_MESSAGE,
  CERTIFICATE_NUMBER_LENGTH,
  certificateNumberFrom,
  entityStatuses,
  entityTypeDescriptions,
  formatMountainDateTime,
  normalizeCertificateNumber,
  type CertificateContents,
} from '@registrar/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { filings } from '../../db/schema.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import { findEntity } from '../registry/entity-summary.ts';
import { buildCertificatePdf } from './certificate-pdf.ts';
import { findCertificate, insertCertificate } from './certificates-repository.ts';
import { displayMountainDay } from './record-dates.ts';

/** Registrar's own wording: an entity not in Good Standing gets no certificate. */
function notInGoodStandingMessage(entityName: string, status: string): string {
  return (
    `A certificate of good standing can be issued only for an entity in Good Standing. ` +
    `${entityName} is ${status}.`
  );
}

/** Registrar's own wording: a formation recorded with a delayed effective date. */
const notYetInEffectMessage =
  'This entity does not exist until its delayed effective date, so no certificate can be issued yet.';

/** A new certificate number: nineteen random characters and the check character. */
function newCertificateNumber(): string {
  const indexes = Array.from({ length: CERTIFICATE_NUMBER_LENGTH - 1 }, () =>
    randomInt(CERTIFICATE_ALPHABET.length),
  );
  return certificateNumberFrom(indexes);
}

/** The entity a recorded filing is about, by its master transaction ID. */
async function entityIdOfFiling(db: Db, masterTransactionId: number): Promise<string> {
  const [row] = await db
    .select({ entityId: filings.entityId })
    .from(filings)
    .where(
      and(eq(filings.masterTransactionId, masterTransactionId), isNotNull(filings.transactionId)),
    )
    .limit(1);
  if (row?.entityId == null) throw new HttpProblem(404, 'No recorded filing with this ID.');
  return row.entityId;
}

export interface IssuedCertificate {
  pdf: Uint8Array;
  fileName: string;
  certificateNumber: string;
}

/** Issues a certificate of good standing now, or refuses with the reason. */
export async function issueGoodStandingCertificate(
  db: Db,
  ids: { masterTransactionId?: number | undefined; entityId?: string | undefined },
  now: Date = new Date(),
): Promise<IssuedCertificate> {
  let entityId = ids.entityId;
  if (ids.masterTransactionId !== undefined) {
    const ofFiling = await entityIdOfFiling(db, ids.masterTransactionId);
    if (entityId !== undefined && entityId !== ofFiling)
      throw new ValidationFailed([
        { field: 'entityId', message: 'This filing is not about that entity.' },
      ]);
    entityId = ofFiling;
  }
  if (entityId === undefined)
    throw new ValidationFailed([
      { field: 'masterTransactionId', message: CERTIFICATE_ID_REQUIRED_MESSAGE },
    ]);
  const entity = await findEntity(db, entityId);
  if (entity === undefined) {
    // A formation with a delayed effective date is recorded with its entity ID before it exists.
    if (ids.masterTransactionId !== undefined) throw new HttpProblem(409, notYetInEffectMessage);
    throw new HttpProblem(404, 'No entity with that ID is on the record.');
  }
  const status =
    entityStatuses[entity.statusCode as keyof typeof entityStatuses] ?? entity.statusCode;
  if (entity.statusCode !== 'GOOD')
    throw new HttpProblem(409, notInGoodStandingMessage(entity.name, status));
  const certificateNumber = newCertificateNumber();
  const contents: CertificateContents = {
    certificateNumber,
    entityId: entity.entityId,
    entityName: entity.name,
    entityType: entityTypeDescriptions[entity.entityType] ?? entity.entityType,
    formationDate: displayMountainDay(entity.formationDate),
    status,
    issuedDateTime: formatMountainDateTime(now),
  };
  const pdf = await buildCertificatePdf(contents);
  // Kept only once the document exists, so every number on the record was handed out.
  await insertCertificate(db, {
    number: certificateNumber,
    entityId: entity.entityId,
    masterTransactionId: ids.masterTransactionId ?? null,
    contents,
    issuedAt: now,
  });
  return {
    pdf,
    certificateNumber,
    fileName: `GoodStanding_${entity.entityId}_${certificateNumber}.pdf`,
  };
}

/** What the certificate with the typed number said; refuses a malformed or unknown number. */
export async function verifyCertificate(db: Db, typed: string): Promise<CertificateContents> {
  const number = normalizeCertificateNumber(typed);
  if (number === null)
    throw new ValidationFailed([{ field: 'number', message: CERTIFICATE_NUMBER_INVALID_MESSAGE }]);
  const contents = await findCertificate(db, number);
  if (contents === undefined) throw new HttpProblem(404, CERTIFICATE_NOT_FOUND_MESSAGE);
  return contents;
}
