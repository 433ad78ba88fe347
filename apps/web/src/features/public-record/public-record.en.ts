// The English words of the public record's pages: business search, the entity record and the
// certificate check. Messages the server also gives come from the domain's constants.
import {
  CERTIFICATE_NUMBER_INVALID_MESSAGE,
  CERTIFICATE_NUMBER_REQUIRED_MESSAGE,
  SEARCH_QUERY_REQUIRED_MESSAGE,
  SEARCH_QUERY_TOO_SHORT_MESSAGE,
  messages,
} from '@registrar/domain';

export default {
  /** The language of this catalogue, for what only one language's pages show. */
  language: { code: 'en' },
  documents: {
    /** Registrar's own wording: shown beside the links to legal documents in Spanish pages only. */
    inEnglishNote:
      'Filed documents and certificates are in the registry’s official language, English.',
  },
  publicRecord: {
    search: {
      title: 'Search business database',
      heading: 'Search business database',
      intro:
        'Find a business on the record by its name or its 11-digit entity ID. Letter case and punctuation do not matter, and similar names are found too.',
      label: 'Business name or entity ID',
      hint: 'For example: Mountain Peak Ventures LLC, or 20150000000',
      submit: 'Search',
      required: SEARCH_QUERY_REQUIRED_MESSAGE,
      tooShort: SEARCH_QUERY_TOO_SHORT_MESSAGE,
      searching: 'Searching…',
      failed: 'The search could not be done. Try again later.',
      resultsHeading: 'Results',
      none: 'No businesses found for “{{query}}”. Check the spelling, or search for fewer words.',
      countOne: '1 business found for “{{query}}”.',
      countOther: '{{total}} businesses found for “{{query}}”.',
      countMore:
        'More than {{total}} businesses found for “{{query}}”. The best {{total}} are shown: add words to narrow the search.',
      pageOf: 'Page {{page}} of {{pages}}',
      columns: {
        name: 'Name',
        entityId: 'Entity ID',
        type: 'Type',
        status: 'Status',
        formationDate: 'Formation date',
      },
      tableCaption: 'Businesses found, page {{page}} of {{pages}}',
    },
    pager: {
      label: 'Pages of results',
      previous: 'Previous',
      next: 'Next',
      previousLabel: 'Previous page',
      nextLabel: 'Next page',
      pageLabel: 'Page {{page}}',
      lastPageLabel: 'Last page, page {{page}}',
    },
    record: {
      titleFallback: 'Business record',
      loading: 'Loading the record…',
      notFound: 'No entity with the ID {{entityId}} is on the record.',
      invalidId: 'An entity ID is 11 digits.',
      failed: 'The record could not be loaded. Try again later.',
      searchAgain: 'Search the business database',
      pendingNotice:
        'This entity has been filed with a delayed effective date. It takes effect on {{date}} (Mountain time); until then it is pending.',
      detailsHeading: 'Details',
      fields: {
        entityId: 'Entity ID',
        entityType: 'Entity type',
        status: 'Status',
        effectiveDate: 'Takes effect',
        formationDate: 'Formation date',
        jurisdiction: 'Jurisdiction of formation',
        reportDueDate: 'Periodic report due',
      },
      officeHeading: 'Principal office',
      street: 'Street address',
      mailing: 'Mailing address',
      agentHeading: 'Registered agent',
      agentName: 'Name',
      none: 'None on record',
      certificateHeading: 'Certificate of good standing',
      certificateText:
        'A certificate of good standing says that the entity is in Good Standing on the records of the Secretary of State. Each one has a number anyone can check.',
      certificateDownload: 'Download a certificate of good standing (PDF)',
      certificateNotAvailable:
        'A certificate of good standing can be issued only while the entity is in Good Standing.',
      documentFailed: 'The document could not be downloaded. Try again later.',
      historyHeading: 'Filing history',
      historyCaption: 'Filings recorded for this entity, newest first',
      historyNone: 'No filings are recorded online for this entity.',
      historyColumns: {
        filed: 'Date filed',
        filing: 'Filing',
        documentNumber: messages.documentNumber,
        effective: 'Effective',
        image: 'Filed document',
      },
      imageLink: 'Download {{filing}} {{documentNumber}} (PDF)',
      imageWithheld: 'Not available online',
      imageRemovedForPii: 'Removed from public view: it contained personal information',
      fileHeading: 'File for this entity',
      fileNone: 'No filings can be started online for this entity now.',
      fileStart: 'Start {{filing}}',
    },
    document: {
      title: 'Document not available',
      heading: 'The document could not be downloaded',
      backToRecord: 'Go back to the record of the business',
    },
    verify: {
      title: 'Check a certificate',
      heading: 'Check a certificate of good standing',
      intro:
        'Enter the certificate number printed at the bottom of a certificate of good standing to see whether the Secretary of State issued it, and what it said.',
      label: 'Certificate number',
      hint: 'Twenty letters and digits, for example K7Q2M-9XH4T-B6W1R-3ZP8J',
      submit: 'Check certificate',
      required: CERTIFICATE_NUMBER_REQUIRED_MESSAGE,
      invalid: CERTIFICATE_NUMBER_INVALID_MESSAGE,
      checking: 'Checking…',
      failed: 'The certificate could not be checked. Try again later.',
      genuineHeading: 'Genuine certificate',
      genuine:
        'Certificate {{number}} was issued by the Secretary of State on {{issued}} (Mountain time). It said:',
      notGenuineHeading: 'Not a certificate we issued',
      notGenuine:
        'No certificate with the number {{number}} was issued by the Secretary of State. Check the number against the certificate; a certificate whose number is not found is not genuine.',
      fields: {
        entityName: 'Entity name',
        entityId: 'Entity ID',
        entityType: 'Entity type',
        formationDate: 'Formation date',
        status: 'Status',
        issued: 'Issued',
      },
      currentRecord: 'See how {{name}} stands today',
      checkAnother: 'Check another certificate',
    },
    openData: {
      title: 'Download the business register',
      heading: 'Download the business register',
      intro:
        'The public record of every business on the register, free for anyone to download and use: one file of the businesses and one of the filings recorded for them, each as CSV and as JSON Lines, compressed with gzip. A new export is made once a day.',
      searchLink: 'Download the whole business register',
      loading: 'Loading the list of files…',
      notYet:
        'The register has not been exported yet. An export is made once a day; come back later.',
      failed: 'The list of files could not be loaded. Try again later.',
      exportDate: 'Exported on {{date}} (Mountain time).',
      tableCaption: 'Files of the export of {{date}}',
      columns: {
        file: 'File',
        format: 'Format',
        size: 'Size',
        rows: 'Rows',
        checksum: 'SHA-256 checksum',
      },
      formats: { csv: 'CSV, gzipped', jsonl: 'JSON Lines, gzipped' },
      datasets: {
        entities: 'Businesses',
        filings: 'Filings',
      },
      download: 'Download {{name}}',
      sizeKilobytes: '{{size}} KB',
      sizeMegabytes: '{{size}} MB',
      aboutHeading: 'About the files',
      withheld:
        'The files hold what each business’s public record page shows: its name, type, status, formation date, principal office town, registered agent and filing history. They never hold filers’ contact details or documents removed from public view because they contained personal information.',
      schemaLink: 'The columns of each file and what they mean (JSON)',
      manifestLink: 'The manifest of this export, with sizes and checksums (JSON)',
      checksumHint:
        'To check a download, compare its SHA-256 checksum with the one listed here, for example with sha256sum entities.csv.gz.',
    },
  },
};
