// A step is one module: the page's address, its title, the slices of the filing it owns (their
// empty values), and beside them its rules: the slices' structure, the schema its form is checked
// by, how its posted form becomes its slice, its review section and its completeness codes.
// Filing types list steps; everything the wizards, the server and the documents need about a step
// is read from its module. The rules are a second value of the same module, so that a page that
// only walks a wizard (the first one a filer opens) does not load every step's rules.
import type * as z from 'zod/mini';
import type { FilingTypeDefinition, StepContext } from '../filing-types/types.ts';
import { mergePostedFields, type PostedFields } from '../form-fields.ts';
import type { CompletenessCode, FilingState } from '../model.ts';
import type { ReviewText } from '../review/review-text.ts';

/** A slice of the filing: its key and the value a new filing starts with. */
export interface SliceDefinition<Key extends string = string, Value = unknown> {
  key: Key;
  empty: () => Value;
}

/** A slice, typed by its key and value. */
export function defineSlice<const Key extends string, Value>(
  slice: SliceDefinition<Key, Value>,
): SliceDefinition<Key, Value> {
  return slice;
}

/** The filing's values as the built-in slices and any registered at run time make them. */
export interface AnyFilingValues {
  filingState: FilingState;
  [slice: string]: unknown;
}

/** What a step's rules may look at beyond its slice. */
export interface StepRuleContext {
  /** The filing type, for its own rules (the entity type's designation, required answers). */
  def?: FilingTypeDefinition;
  /** The whole filing, for rules that look beyond the slice (an existing delayed effective date). */
  values?: AnyFilingValues;
  /** The clock for the effective-date rules. */
  now?: () => Date;
}

/** One labelled row of a review section. */
export interface ReviewRow {
  /** What the value is; '' for a section's one free-text value, shown as a paragraph. */
  label: string;
  /** The value, one entry per line (an address's lines, a list of files). */
  lines: string[];
  /** Typed by the filer: keep its own line breaks. */
  freeText?: boolean;
}

/** What a step shows on review. */
export interface ReviewContent {
  rows: ReviewRow[];
  /** A statement under the rows (the perjury notice the filer affirms). */
  note?: string;
  /** False for what the public record leaves out (notification addresses, the affidavit). */
  public?: boolean;
}

/** One field of a step whose page is described as data. */
export interface StepField {
  /** Its path within the step's slice, e.g. "description". */
  name: string;
  label: string;
  hint?: string;
  /** A line of text, a paragraph, or a Yes/No question. */
  kind: 'text' | 'paragraph' | 'yesno';
  required?: boolean;
  maxLength?: number;
}

/** The slices a step module owns, as the filing's values hold them. */
export type OwnedValues<Slices extends readonly SliceDefinition[]> = {
  [S in Slices[number] as S['key']]: S extends SliceDefinition<string, infer Value> ? Value : never;
};

/** A step: its page, what a filing type's list of steps reads of it, and the slices it owns. */
export interface Step<
  Page extends string = string,
  Slices extends readonly SliceDefinition[] = readonly SliceDefinition[],
> {
  /** The page's address segment, e.g. "management". */
  page: Page;
  /** Heading and first part of the page title, unless the filing type names it otherwise. */
  title: string;
  /** The review section's title when it is not the step's title ("Filer information"). */
  reviewTitle?: string;
  /** False for pages without a step number: intro pages and Congratulations. */
  numbered?: boolean;
  /** The slices of the filing this step owns. */
  slices?: Slices;
  /**
   * The slice its schema checks and its form edits, when it edits one (attachments edit the
   * additional-information slice another step owns).
   */
  slice?: string;
  /** The step applies only when this returns true, wherever it is listed. */
  when?: (context: StepContext) => boolean;
  /** Carries the number of the step before it (attachments reached from additional information). */
  sharesNumberWithPrevious?: boolean;
  /**
   * Its page as data, for a step that is its fields alone: the wizard's fields page shows them (and
   * takes their post) when the web app has no component of the step's own.
   */
  form?: { intro?: string; fields: readonly StepField[] };
}

/** A step's rules: what the server, review and the documents need beyond walking the wizard. */
export interface StepRules {
  /** The step the rules are for. */
  step: Step;
  /** The structure of each slice the step owns (what a request may carry), by key. */
  shapes?: Readonly<Record<string, z.ZodMiniType>>;
  /** The rules of its form; undefined when this filing type checks nothing here. */
  schema?: (context: StepRuleContext) => z.ZodMiniType | undefined;
  /**
   * The slice as a form posted without script gives it: by default each field named by its path
   * in the slice ("streetAddress.city", "formers.0.nameValues.name.firstName"), rows made as named.
   */
  fromForm?: (slice: unknown, fields: PostedFields) => unknown;
  /** Its section on review, in the filed image and in mail. */
  review?: (values: AnyFilingValues, text: ReviewText, def: FilingTypeDefinition) => ReviewContent;
  /**
   * Where in the filing the values it shows sit, as dotted paths ("additionalInfo.attachments"),
   * when that is not simply its slice (a slice several steps share, a page showing two slices).
   */
  shows?: readonly string[];
  /**
   * Its review-completeness codes: the first when the slice fails its rules; a step may work out
   * which of its codes applies itself (entity name: missing or invalid).
   */
  completeness?: {
    codes: readonly CompletenessCode[];
    check?: (
      values: AnyFilingValues,
      schema: z.ZodMiniType | undefined,
    ) => CompletenessCode | undefined;
  };
}

/** A step, checked where it is declared. */
export function defineStep<
  const Page extends string,
  const Slices extends readonly SliceDefinition[] = readonly [],
>(step: Step<Page, Slices>): Step<Page, Slices> {
  if (!/^[a-z]+$/.test(step.page))
    throw new Error(`The step ${step.page} needs an address of lower-case letters`);
  return step;
}

/** A step's rules, checked against the step: every slice it owns has its structure. */
export function defineStepRules(step: Step, rules: Omit<StepRules, 'step'>): StepRules {
  for (const slice of step.slices ?? []) {
    if (rules.shapes?.[slice.key] === undefined)
      throw new Error(`The rules of the step ${step.page} give no structure for ${slice.key}`);
  }
  if (step.slice !== undefined && rules.schema === undefined)
    throw new Error(`The step ${step.page} edits a slice without rules`);
  return { step, ...rules };
}

/** The slice a step's form posted, read by the step's own reading or by paths into the slice. */
export function sliceFromForm(
  rules: StepRules | undefined,
  slice: unknown,
  fields: PostedFields,
): unknown {
  return rules?.fromForm === undefined
    ? mergePostedFields(slice, fields)
    : rules.fromForm(slice, fields);
}
