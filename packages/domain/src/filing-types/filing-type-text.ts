// The words of the built-in filing types a filer sees: each type's title, its entry on the
// file-a-form page, its transactions' descriptions, why an entity may not file it, and the titles
// a type gives its own steps. Another language is another object of this shape.

export const filingTypeText = {
  /** The numbered label over a step's heading. */
  stepLabel: (number: number, count: number) => `Step ${number} of ${count}`,
  sameAsFormer: {
    personForming: 'Same as a person forming',
    incorporator: 'Same as an incorporator',
  },
  /** The fee line added to a type's own fee when the filing is late. */
  lateFee: 'Late fee',
  llc: {
    title: 'Articles of Organization',
    fileAForm: 'Articles of Organization (limited liability company)',
    transactions: { ARTORG_LLC: 'Articles of Organization' },
  },
  dpc: {
    title: 'Articles of Incorporation for a Profit Corporation',
    fileAForm: 'Articles of Incorporation for a Profit Corporation',
    transactions: { ARTINC_PC: 'Articles of Incorporation for a Profit Corporation' },
  },
  dnc: {
    title: 'Articles of Incorporation for a Nonprofit Corporation',
    fileAForm: 'Articles of Incorporation for a Nonprofit Corporation',
    transactions: { ARTINC_NPC: 'Articles of Incorporation for a Nonprofit Corporation' },
  },
  dc55: {
    title: 'Articles of Incorporation for a Cooperative',
    fileAForm: 'Articles of Incorporation for a Cooperative (Article 55)',
    transactions: { ARTINC_55: 'Articles of Incorporation for a Cooperative' },
  },
  corporations: {
    formationTitle: 'Incorporators',
  },
  report: {
    title: 'Periodic report',
    fileAForm: 'Periodic report',
    transactions: { REPORT: 'Periodic report' },
    refusal: 'Only an entity in good standing or delinquent can file a periodic report.',
  },
  reinstate: {
    title: 'Articles of Reinstatement',
    fileAForm: 'Articles of Reinstatement',
    transactions: { REINSTATE: 'Articles of Reinstatement' },
    introTitle: 'Reinstate Intro',
    refusal: 'Only a dissolved entity can be reinstated.',
    voluntaryOrJudicialRefusal:
      'A voluntary or judicial dissolution cannot be undone by reinstatement.',
  },
  cure: {
    title: 'Statement Curing Delinquency',
    fileAForm: 'Statement Curing Delinquency',
    transactions: { CURE_DLNQ: 'Statement Curing Delinquency' },
    introTitle: 'Cure Intro',
    refusal: 'Only a delinquent entity can file a statement curing delinquency.',
  },
  reinstateAndCure: {
    entityNameTitle: 'Entity name',
  },
  amend: {
    title: 'Articles of Amendment',
    fileAForm: 'Articles of Amendment',
    transactions: {
      AMD_LLC: 'Articles of Amendment (Limited Liability Company)',
      AMD_NPC: 'Articles of Amendment (Nonprofit Corporation)',
      AMD_55: 'Articles of Amendment (Cooperative)',
    },
    introTitle: 'Intro',
    additionalInfoTitle: 'Amendments and attachments',
    refusal: 'Only an entity in good standing can file an amendment.',
    otherEntityTypeRefusal: 'This amendment is for a different type of entity.',
  },
};

export type FilingTypeText = typeof filingTypeText;
