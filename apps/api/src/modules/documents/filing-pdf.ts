// The filing as a document: the review PDF of the filing as entered (POST /business-api/pdf/filing)
// and, once recorded, the filed image with its IDs and its attachments appended
// (GET /business-api/file/image). Both draw the filing's review sections, the one structure the
// review page shows. Built with pdf-lib: plain text layout needs no renderer, and the same library
// merges the attachments' pages.
import {
  buildReviewSections,
  detectFileType,
  messages,
  type FilingTypeDefinition,
  type FilingValues,
} from '@registrar/domain';
import { PDFDocument } from 'pdf-lib';
import { renderAttachmentPages } from './attachment-pages.ts';
import { PdfWriter } from './pdf-writer.ts';

/** Facts that exist only once the filing is recorded. */
export interface FiledFacts {
  entityId: string;
  masterId: string;
  transactionId: string;
  /** MM/DD/YYYY hh:mm AM/PM, Mountain time. */
  filedDateTime: string;
  effectiveDateTimeDisplay: string;
}

/**
 * The filing document as a PDF: the filing's review sections, numbered in order. The review copy
 * shows every section the filer saw on review; the filed document (with `filed`) is the public
 * record, so it leaves out what review marks as not public (notification addresses, affidavit).
 */
export async function buildFilingPdf(
  def: FilingTypeDefinition,
  values: FilingValues,
  filed?: FiledFacts,
): Promise<Uint8Array> {
  const writer = await PdfWriter.create(
    def.title,
    filed
      ? `${messages.documentNumber} ${filed.transactionId} - Filed ${filed.filedDateTime}`
      : 'Review copy - not filed',
  );

  writer.centered('Colorado Secretary of State', 16);
  writer.centered(def.title, 14);
  writer.centered(filed ? 'Filed' : 'Review copy - this document has not been filed', 10, false);
  writer.paragraph(
    'Filed pursuant to the Colorado Revised Statutes. This document will be a public record.',
    9,
  );

  if (filed) {
    writer.section('Filing record');
    writer.row('ID number', filed.entityId);
    writer.row(messages.documentNumber, filed.transactionId);
    writer.row('Filed', filed.filedDateTime);
    writer.row('Effective', filed.effectiveDateTimeDisplay);
  }

  const sections = buildReviewSections(def, values).filter(
    (section) => filed === undefined || section.public,
  );
  sections.forEach((section, index) => {
    writer.section(`${index + 1}. ${section.title}`);
    for (const row of section.rows) {
      if (row.label === '') writer.paragraph(row.lines.join('\n'));
      else writer.row(row.label, row.lines.join('\n'));
    }
    if (section.note !== undefined) writer.paragraph(section.note, 8);
  });
  return writer.document.save();
}

export interface FileToAppend {
  mimeType: string;
  content: Uint8Array;
  /** The file as PDF pages, made at upload; null for a PDF (its own pages are used). */
  pagesPdf: Uint8Array | null;
}

/**
 * Appends attachments to a document, each as its pages: a PDF's own, the pages made at upload for
 * anything else (text laid out, images embedded). A file stored before pages were made at upload
 * is laid out now. Any failure is thrown: a document never leaves an attachment out.
 */
export async function appendAttachments(
  documentBytes: Uint8Array,
  files: FileToAppend[],
): Promise<Uint8Array> {
  if (files.length === 0) return documentBytes;
  const document = await PDFDocument.load(documentBytes);
  for (const file of files) {
    let pages = file.mimeType === 'application/pdf' ? file.content : file.pagesPdf;
    if (pages === null) {
      const type = detectFileType(file.content);
      if (type === null) throw new Error(`A stored ${file.mimeType} attachment has no known type`);
      pages = (await renderAttachmentPages(type, file.content)).pagesPdf ?? file.content;
    }
    const source = await PDFDocument.load(pages, { ignoreEncryption: true });
    const copied = await document.copyPages(source, source.getPageIndices());
    for (const page of copied) document.addPage(page);
  }
  return document.save();
}
