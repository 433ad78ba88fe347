import type { FilingTypeDefinition, FilingValues, StepDefinition } from '@registrar/domain';

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
  /** "Next", or "Save changes" when the user came from review to edit. */
  submitLabel: 'Next' | 'Save changes';
  /** Store one or more slices and move on. */
  onSubmit: (changes: Partial<FilingValues>) => void;
  /** Store slices without navigating (for example after an upload), so a reload loses nothing. */
  onChange: (changes: Partial<FilingValues>) => void;
  /** Opens the cancel confirmation dialog. */
  onCancel: () => void;
  /** Draft reference of this filing (for uploads tied to the draft). */
  draftRef: string;
}
