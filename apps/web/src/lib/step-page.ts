import type {
  FilingTypeDefinition,
  FilingValues,
  FormFieldError,
  PostedFields,
  StepDefinition,
  StepSegment,
} from '@registrar/domain';
import type { $ZodType } from 'zod/v4/core';
import { readPostedForm } from './page-form.ts';

/**
 * What the wizard engine gives every step page. A step page edits one slice of the filing and
 * hands it back through `onSubmit`; the engine stores it, mirrors the draft to the server and
 * navigates (next step, or back to review when editing from review).
 */
export interface StepPageProps {
  definition: FilingTypeDefinition;
  step: StepDefinition;
  /** The whole filing as stored (read-only for the step). */
  filing: FilingValues;
  /** The text of "Next", or of "Save changes" when the user came from review to edit. */
  submitLabel: string;
  /** Store one or more slices and move on. */
  onSubmit: (changes: Partial<FilingValues>) => void;
  /** Store slices without navigating (for example after an upload), so a reload loses nothing. */
  onChange: (changes: Partial<FilingValues>) => void;
  /** Opens the cancel confirmation dialog. */
  onCancel: () => void;
  /** Draft reference of this filing (for uploads tied to the draft). */
  draftRef: string;
}

/** A step's form as its page posted it, without the app (see the wizard's action). */
export interface StepSubmission {
  definition: FilingTypeDefinition;
  step: StepDefinition;
  /** The whole filing as stored in its draft, and the draft's reference. */
  filing: FilingValues;
  draftRef: string;
  fields: PostedFields;
  /** The files an upload form posted. */
  files: File[];
  /** Which of the page's forms was posted. */
  form: string;
  /** The button pressed, when the form has several. */
  intent: string | null;
  /** The step page's query (beside the draft's reference: a list's view, `verify=1`). */
  query: URLSearchParams;
}

/** What a step makes of its posted form. */
export type StepOutcome =
  /** Keep these slices and go on, as Next (or Save changes) does. */
  | { kind: 'next'; changes: Partial<FilingValues> }
  /**
   * Keep these slices and show the step again, with this query (a row added to a list, a view
   * chosen, addresses to verify: `{ verify: '1' }`).
   */
  | { kind: 'stay'; changes?: Partial<FilingValues>; query?: Record<string, string> }
  /**
   * Show the form again as typed, with these messages, keeping these slices first (the files an
   * upload attached before one was refused).
   */
  | { kind: 'refused'; errors: FormFieldError[]; alert?: string; changes?: Partial<FilingValues> }
  /** Leave the wizard for another site's address (the payment provider's checkout). */
  | { kind: 'leave'; href: string }
  /** Keep these slices and go back to an earlier step (Cancel attachments). */
  | { kind: 'goto'; segment: StepSegment; changes: Partial<FilingValues> };

/** What a step page's module exports as `stepAction` to take its form's post. */
export type StepAction = (submission: StepSubmission) => Promise<StepOutcome>;

/**
 * The action of a step whose page is one form: the posted fields read into the form's values
 * (starting from what the filing holds) and checked by the step's schema, as the page checks them,
 * then kept as the page keeps them (`keep`, the function the page's own submit calls too).
 */
export function formStepAction<TValues extends object>(options: {
  schema: (submission: StepSubmission) => $ZodType<TValues, TValues>;
  defaults: (submission: StepSubmission) => TValues;
  /**
   * What the page does as the values are typed, before they are checked: an address whose text
   * changed is verified again, an answer that copies another takes its copy.
   */
  asTyped?: (values: TValues, submission: StepSubmission) => TValues;
  keep: (values: TValues, submission: StepSubmission) => StepOutcome | Promise<StepOutcome>;
}): StepAction {
  return async (submission) => {
    const { asTyped } = options;
    const posted = readPostedForm(
      options.schema(submission),
      options.defaults(submission),
      submission.fields,
      asTyped === undefined ? {} : { asTyped: (values) => asTyped(values, submission) },
    );
    if (!posted.ok) return { kind: 'refused', errors: posted.errors };
    return options.keep(posted.value, submission);
  };
}
