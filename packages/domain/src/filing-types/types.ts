import type { AnyFilingValues, Step } from '../steps/define-step.ts';
import type { BuiltInPage } from '../steps/index.ts';

/**
 * A step's address in its wizard: a built-in step's page, or one registered at run time (checked
 * against the registered steps when a filing type is defined).
 */
export type StepSegment = BuiltInPage | (string & {});

/** What the wizard knows when it decides which steps apply. */
export interface StepContext {
  def: FilingTypeDefinition;
  values: AnyFilingValues;
}

/** How a filing type lists a step when it differs from the step's module. */
export interface StepListing {
  segment: StepSegment;
  /** Heading and first part of the page title, e.g. "Incorporators"; the module's by default. */
  title?: string;
  /** The review section's title when it is not the step's title ("Filer information"). */
  reviewTitle?: string;
  /**
   * The page (and module) that serves this step when it is not the segment's own: reinstatement
   * and cure show the static entity-name page at the `entityname` address.
   */
  page?: StepSegment;
  /** The slice of the filing this step edits; the module's by default. */
  slice?: string;
  /** The step applies only when this returns true (answers such as "attach files?"). */
  when?: (context: StepContext) => boolean;
  /**
   * Carries the number of the step before it ("Step 6 of 11" for both additional information
   * and the attachments reached from it), as the product numbers its wizards.
   */
  sharesNumberWithPrevious?: boolean;
}

/** A step as a filing type lists it: the step as it is, or a listing that names it. */
export type StepSource = Step | StepListing;

/** A step of a defined filing type, with what its module gives filled in. */
export interface StepDefinition {
  segment: StepSegment;
  /** The page that serves it: its segment's own unless the listing names another. */
  page: StepSegment;
  title: string;
  reviewTitle?: string;
  /** The slice of the filing this step edits; absent for review, receipt and the like. */
  slice?: string;
  when?: (context: StepContext) => boolean;
  sharesNumberWithPrevious?: boolean;
  /** Numbered label, e.g. "Step 1 of 11"; absent for intro pages and Congratulations. */
  stepLabel?: string;
}

/**
 * What a recorded filing does to the registry, by name. Each kind is applied by one function on
 * the server; a filing type names its kind and never needs a branch of its own.
 * - create-entity: a new entity on the record (formations).
 * - update-office-and-agent: the principal office and registered agent the filing's steps carry.
 * - rename: the entity's name when the filing changes it; otherwise the filing is recorded only.
 * - return-to-good-standing: the entity's status returns to Good Standing (and its name changes
 *   when the type allows a new name and one was given).
 * - record-only: the filing joins the entity's history and changes nothing else.
 */
export type RegistryEffectKind =
  | 'create-entity'
  | 'update-office-and-agent'
  | 'rename'
  | 'return-to-good-standing'
  | 'record-only';

export interface RegistryEffect {
  kind: RegistryEffectKind;
  /** The filing is the entity's periodic report: the next report falls due a year later. */
  advancesReportDueDate?: boolean;
}

/** Which entities may file an existing-entity filing, and why others may not (plain words). */
export interface Eligibility {
  /** Status codes of the entities that may file it. */
  statusCodes: readonly string[];
  /** Why an entity of another status may not. */
  refusal: string;
  /** A more particular reason for some statuses (a voluntary dissolution cannot be reinstated). */
  refusalsByStatus?: readonly { statusCodes: readonly string[]; reason: string }[];
  /** Why an entity of another type may not (a transaction made by one entity type only). */
  otherEntityTypeRefusal?: string;
  /** Opens with the periodic-report window of the entity's next due date (its reporting month). */
  opensWithReportWindow?: boolean;
}

/** One transaction a filing type makes: its description and the entity type that may make it. */
export interface TransactionSource {
  description: string;
  /** '' when any entity type may make it. */
  entityType: string;
  /** Key (scope) of the editable intro content of an existing-entity filing's intro page. */
  introContentKey?: string;
}

/** The filing type's entry on the file-a-form page, Registrar's own list of the filings a person can start. */
export interface FileAFormEntry {
  /** New entities are started directly; existing-entity filings by entity ID. */
  group: 'new-entity' | 'existing-entity';
  /** How the form is listed, e.g. "Articles of Organization (limited liability company)". */
  label: string;
}

/** A filing type as its one file declares it; `defineFilingType` derives the rest. */
export interface FilingTypeSource {
  /** Route area under /business/filing, e.g. "llc". */
  filingType: string;
  /** Document title, e.g. "Articles of Organization". */
  title: string;
  /** The entity type it forms; '' for a filing about an existing entity of any type it accepts. */
  entityType: string;
  domesticFlag: 'Y' | 'N' | '';
  /** Its default transaction type, e.g. ARTORG_LLC. */
  transactionType: string;
  /**
   * Every transaction type this filing type makes, with its description and entity type
   * (amendments: one per entity type). The default transaction type must be among them.
   */
  transactions: Readonly<Record<string, TransactionSource>>;
  /** True when the filing concerns an existing entity (entry by entityId and transTyp). */
  existingEntity: boolean;
  /** Which existing entities may file it; absent for new-entity filings. */
  eligibility?: Eligibility;
  /** The fee in cents, from the server's schedule; never taken from the client. */
  feeCents: number;
  /** Added to the fee when the filing comes after the entity's periodic-report window closed. */
  lateFeeCents?: number;
  effect: RegistryEffect;
  fileAForm: FileAFormEntry;
  /** Steps in wizard order, ending with filingreview, receipt, whatsnext. */
  steps: readonly StepSource[];
  /** The additional-information step requires text or files (amendments: the amendment itself). */
  additionalInfoIsRequired?: boolean;
  /** The entity-name step asks whether to change the entity's current name (amendments). */
  asksNameChange?: boolean;
  /** The static entity-name page lets the filer give a new name (reinstatement). */
  renameAllowed?: boolean;
  /** The filer's "same as" box for persons forming, e.g. "Same as an incorporator". */
  sameAsFormerLabel: string;
}

/** A filing type: its one file's declaration with its steps filled in and numbered. */
export interface FilingTypeDefinition extends Omit<FilingTypeSource, 'steps'> {
  /** The default transaction's description. */
  transactionDescription: string;
  steps: readonly StepDefinition[];
}
