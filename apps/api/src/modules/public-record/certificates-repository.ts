// Certificates of good standing as issued: number, entity, what it said, when.
import type { CertificateContents } from '@registrar/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { certificates } from '../../db/schema.ts';

/** Keeps an issued certificate; a number already taken fails as a unique violation. */
export async function insertCertificate(
  db: DbOrTx,
  certificate: {
    number: string;
    entityId: string;
    masterTransactionId: number | null;
    contents: CertificateContents;
    issuedAt: Date;
  },
): Promise<void> {
  await db.insert(certificates).values(certificate);
}

/** What the certificate with this number said, or undefined when none was issued. */
export async function findCertificate(
  db: DbOrTx,
  number: string,
): Promise<CertificateContents | undefined> {
  const [row] = await db
    .select({ contents: certificates.contents })
    .from(certificates)
    .where(eq(certificates.number, number));
  return row?.contents as CertificateContents | undefined;
}
