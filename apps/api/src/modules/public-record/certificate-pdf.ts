// The certificate of good standing as a one-page PDF, laid out from what it says (the same
// contents the verify page shows for its number).
import type { CertificateContents } from '@registrar/domain';
import { PdfWriter } from '../documents/pdf-writer.ts';

/** The certificate's PDF. */
export async function buildCertificatePdf(contents: CertificateContents): Promise<Uint8Array> {
  const writer = await PdfWriter.create(
    `Certificate of Good Standing - ${contents.entityName}`,
    `Certificate number ${contents.certificateNumber}`,
  );
  writer.centered('Colorado Secretary of State', 16);
  writer.centered('Certificate of Good Standing', 14);
  writer.gap(12);
  writer.paragraph(
    `I, the Secretary of State of the State of Colorado, certify that, according to the records ` +
      `of this office, the entity named below is in Good Standing as of the date and time of ` +
      `issue.`,
  );
  writer.section('Entity');
  writer.row('Entity name', contents.entityName);
  writer.row('Entity ID', contents.entityId);
  writer.row('Entity type', contents.entityType);
  writer.row('Formation date', contents.formationDate);
  writer.row('Status', contents.status);
  writer.section('Certificate');
  writer.row('Issued', `${contents.issuedDateTime} Mountain time`);
  writer.row('Certificate number', contents.certificateNumber);
  writer.gap(12);
  writer.paragraph(
    `Anyone may check that this certificate is genuine, and what it said, by entering its ` +
      `number at /business/verify on the Secretary of State's website.`,
  );
  return writer.document.save();
}
