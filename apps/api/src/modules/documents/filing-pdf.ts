// The filing as a document: the review PDF of the filing as entered (POST /business-api/pdf/filing)
// and, once recorded, the filed image with its IDs and its attachments appended
// (GET /business-api/file/image). Built with pdf-lib: plain text layout needs no renderer, and
// the same library merges the attachments' pages.
import { addressLines, detectFileType, displayName, getFilingType } from '@registrar/domain';
import { PDFDocument } from 'pdf-lib';
import { renderAttachmentPages } from './attachment-pages.ts';
import { PdfWriter } from './pdf-writer.ts';

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Loose)
    : {};
}
function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A name as entered, however incomplete (the review PDF shows the filing before it is valid). */
function personName(nameValue: unknown): string {
  return displayName(record(nameValue));
}

/** An address as entered, one line per part. */
function addressText(addressValue: unknown): string {
  return addressLines(record(addressValue)).join('\n');
}

/** Y and N as Yes and No; anything else as nothing. */
function yesNoText(value: unknown): string {
  return value === 'Y' ? 'Yes' : value === 'N' ? 'No' : '';
}

/** The attached files' names, one per line. */
function attachmentNames(filing: Loose): string {
  return list(record(filing.additionalInfo).attachments)
    .map((item) => text(record(item).fileName))
    .filter(Boolean)
    .join('\n');
}

const formerTypes: Record<string, string> = {
  I: 'Individual',
  E: 'Entity',
  T: 'Trust',
  S: 'State or other',
  A: 'Estate',
};
const managementLabels: Record<string, string> = { MBR: 'Members', MGR: 'Managers' };

/** Facts that exist only once the filing is recorded. */
export interface FiledFacts {
  entityId: string;
  masterId: string;
  transactionId: string;
  /** MM/DD/YYYY hh:mm AM/PM, Mountain time. */
  filedDateTime: string;
  effectiveDateTimeDisplay: string;
}

/** The filing document as a PDF: every section the filing type enables, as entered. */
export async function buildFilingPdf(
  filingInput: unknown,
  filed?: FiledFacts,
): Promise<Uint8Array> {
  const filing = record(filingInput);
  const filingState = record(filing.filingState);
  const def = getFilingType(text(filingState.filingType)) ?? getFilingType('llc');
  if (def === undefined) throw new Error('The llc filing type is missing');
  const pages = def.pages;
  const writer = await PdfWriter.create(
    def.title,
    filed
      ? `Document number ${filed.transactionId} - Filed ${filed.filedDateTime}`
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
    writer.row('Document number', filed.transactionId);
    writer.row('Master ID', filed.masterId);
    writer.row('Filed', filed.filedDateTime);
    writer.row('Effective', filed.effectiveDateTimeDisplay);
  }

  // Sections are numbered in the order the filing type enables them.
  let sectionNumber = 0;
  const numbered = (title: string) => writer.section(`${++sectionNumber}. ${title}`);

  if (pages.hasEntityName) {
    numbered('Entity name');
    writer.row('Name', text(record(filing.entityName).name));
  }
  if (pages.hasPoa) {
    const office = record(filing.principalOffice);
    numbered('Principal office address');
    writer.row('Street address', addressText(office.streetAddress));
    writer.row(
      'Mailing address',
      office.isSameAsStreetAddressChecked === true
        ? 'Same as street address'
        : addressText(office.mailingAddress),
    );
  }
  if (pages.hasRegisteredAgent) {
    const agent = record(filing.registeredAgent);
    const agentName = record(record(agent.nameValues).name);
    const agentAddresses = record(agent.addressValues);
    numbered('Registered agent');
    writer.row(
      'Type',
      text(agentName.nameTyp) === 'O'
        ? 'Entity'
        : text(agentName.nameTyp) === 'I'
          ? 'Individual'
          : '',
    );
    writer.row('Name', personName(agentName));
    writer.row('Street address', addressText(agentAddresses.streetAddress));
    writer.row(
      'Mailing address',
      agentAddresses.isSameAsStreetAddressChecked === true
        ? 'Same as street address'
        : addressText(agentAddresses.mailingAddress),
    );
    writer.row(
      'Consent',
      text(agent.agentConsentRadio) === 'Y'
        ? 'The person appointed as registered agent has consented to being so appointed.'
        : '',
    );
  }
  if (pages.hasManagement) {
    const management = record(filing.management);
    numbered('Management');
    writer.row('Managed by', managementLabels[text(management.managedBy)] ?? '');
    writer.row(
      'At least one member',
      text(management.hasOneMember) === 'Y'
        ? 'Yes'
        : text(management.hasOneMember) === 'N'
          ? 'No'
          : '',
    );
  }
  if (pages.hasFormation) {
    numbered(def.formerLabel.plural);
    const formers = list(record(filing.formation).formers);
    if (formers.length === 0) writer.row('Persons', '');
    formers.forEach((formerValue, index) => {
      const former = record(formerValue);
      const nameValues = record(former.nameValues);
      writer.row(
        `${index + 1}. ${formerTypes[text(nameValues.personTyp)] ?? 'Person'}`,
        personName(nameValues.name),
      );
      writer.row('Address', addressText(record(former.addressValues).streetAddress));
      writer.gap(2);
    });
  }
  if (pages.hasShares) {
    const shares = record(filing.shares);
    const common = record(shares.commonSharesValues);
    numbered('Shares');
    writer.row(
      'Common shares',
      common.isCommonSharesChecked === true ? text(common.numberOfShares) : 'None',
    );
    writer.row(
      'More than one class or other shares',
      shares.isMoreThanOneOrOtherChecked === true ? 'Yes' : 'No',
    );
    writer.row('Additional information', text(shares.additionalInfo).trim() || 'N/A');
  }
  if (pages.hasVotingAssets) {
    const votingAssets = record(filing.votingAssets);
    numbered('Voting & assets');
    writer.row('Voting members', yesNoText(votingAssets.votingMembersRadio));
    writer.row('Distribution of assets', text(votingAssets.assetsDistribution));
  }
  if (pages.hasPurposeDirectors) {
    const purposeDirectors = record(filing.purposeDirectors);
    numbered('Purpose and directors');
    writer.row('Purpose', text(purposeDirectors.purpose));
    writer.row('Number of directors', text(purposeDirectors.numberOfDirectors));
    writer.row("Directors' terms", text(purposeDirectors.directorsTerms));
  }
  if (pages.hasAdditionalInfo) {
    const additional = record(filing.additionalInfo);
    numbered('Additional information');
    writer.paragraph(
      text(additional.additionalInfo).trim() === '' ? 'N/A' : text(additional.additionalInfo),
    );
    if (pages.hasAttachment) {
      writer.row('Attachments', attachmentNames(filing));
    }
  } else if (pages.hasAttachment) {
    // Without an additional-information step the attachments are a section of their own.
    numbered('Attachments');
    writer.row('Attachments', attachmentNames(filing) || 'None');
  }
  if (pages.hasEffectiveDate) {
    const effective = record(filing.effectiveDate);
    numbered('Delayed effective date');
    writer.row(
      'Effective',
      text(effective.effectiveAtTimeOfFilingRadio) === 'N'
        ? text(effective.effectiveDateTimeDisplay) || text(effective.effectiveDateAsEntered)
        : text(effective.effectiveAtTimeOfFilingRadio) === 'Y'
          ? 'When filed'
          : '',
    );
  }
  if (pages.hasFilers) {
    const filers = record(filing.filers);
    numbered('Filer');
    writer.paragraph(
      "Causing this document to be delivered to the Secretary of State for filing shall constitute the affirmation or acknowledgment of each individual causing such delivery, under penalties of perjury, that the document is the individual's act and deed, or that the individual in good faith believes the document is the act and deed of the person on whose behalf the individual is causing the document to be delivered for filing, taken in conformity with the requirements of part 3 of article 90 of title 7, C.R.S.",
      8,
    );
    writer.row('Notice affirmed', filers.perjuryNoticeAffirmed === true ? 'Yes' : 'No');
    list(filers.filers).forEach((filerValue, index) => {
      const filer = record(filerValue);
      writer.row(`Filer ${index + 1}`, personName(record(filer.nameValues).name));
      writer.row('Address', addressText(record(filer.addressValues).streetAddress));
    });
  }
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
