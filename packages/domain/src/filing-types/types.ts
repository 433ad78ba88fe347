import type { FilingValues } from '../model.ts';

/** Every step segment the wizards use (spec/000 section 2; spec/001 section 2). */
export type StepSegment =
  | 'intro'
  | 'reportintro'
  | 'entityname'
  | 'staticentityname'
  | 'principalofficeaddress'
  | 'registeredagent'
  | 'email'
  | 'management'
  | 'formation'
  | 'shares'
  | 'votingassets'
  | 'purposedirectors'
  | 'additionalinfo'
  | 'privateattachments'
  | 'attachments'
  | 'effectivedate'
  | 'filer'
  | 'notifications'
  | 'filingreview'
  | 'receipt'
  | 'whatsnext';

/** The page flags of the global control (spec/000 section 3). */
export interface FilingPages {
  hasEntityName: boolean;
  hasStaticEntityName: boolean;
  hasStatute: boolean;
  hasPoa: boolean;
  hasRegisteredAgent: boolean;
  hasEmail: boolean;
  hasManagement: boolean;
  hasFormation: boolean;
  hasShares: boolean;
  hasVotingAssets: boolean;
  hasPurposeDirectors: boolean;
  hasAdditionalInfo: boolean;
  hasAttachment: boolean;
  hasPrivateAttachment: boolean;
  additionalInfoIsRequired: boolean;
  hasEffectiveDate: boolean;
  hasFilers: boolean;
}

/** What the wizard knows when it decides which steps apply. */
export interface StepContext {
  values: FilingValues;
  pages: FilingPages;
}

export interface StepDefinition {
  segment: StepSegment;
  /** Heading and first part of the page title, e.g. "Entity name". */
  title: string;
  /** Numbered label, e.g. "Step 1 of 11"; absent for intro, whatsnext. */
  stepLabel?: string;
  /**
   * The page (and schema) that serves this step when it is not the segment's own: reinstatement
   * and cure show the static entity-name page at the spec's `entityname` address.
   */
  page?: StepSegment;
  /** The slice of the filing this step edits; absent for review, receipt and the like. */
  slice?: keyof FilingValues;
  /** The step applies only when this returns true (page flags, answers such as "attach files?"). */
  when?: (context: StepContext) => boolean;
}

/** A filing type: its identity, its steps in order and its flags. Adding one touches no engine code. */
export interface FilingTypeDefinition {
  /** Route area under /business/filing, e.g. "llc". */
  filingType: string;
  /** Document title, e.g. "Articles of Organization". */
  title: string;
  entityType: string;
  domesticFlag: 'Y' | 'N' | '';
  transactionType: string;
  transactionDescription: string;
  /**
   * The transaction types this filing type accepts, each with its description and the entity type
   * that may file it (amendments: one per entity type). Absent: only `transactionType`.
   */
  transactionTypes?: Readonly<Record<string, { description: string; entityType: string }>>;
  /** The entity-name step asks whether to change the entity's current name (amendments). */
  asksNameChange?: boolean;
  /** True when the filing concerns an existing entity (entry by entityId and transTyp). */
  existingEntity: boolean;
  pages: FilingPages;
  /** Steps in wizard order, ending with filingreview, receipt, whatsnext. */
  steps: StepDefinition[];
  /** True when the static entity-name page lets the filer give a new name (reinstatement). */
  renameAllowed?: boolean;
  /** Label used for persons forming on review and for the filer's "same as" box. */
  formerLabel: { plural: string; sameAs: string };
}
