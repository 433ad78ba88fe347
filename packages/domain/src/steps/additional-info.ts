// Additional information and the files that go with it: the public attachments, reached by
// answering Yes to "attach files?", and the affidavit and ID of a filing under the administrators'
// check. The three pages share one slice; each shows and checks its own part.
import type { AdditionalInfoValues } from '../model.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { readSlice } from './read-slice.ts';
import { listsPage } from './step-lists.ts';
import type { FilingTypeDefinition, StepContext } from '../filing-types/types.ts';
import { stepText } from './step-text.ts';

export const additionalInfoSlice = defineSlice({
  key: 'additionalInfo',
  empty: (): AdditionalInfoValues => ({
    additionalInfo: '',
    additionalInfoAttachmentRadio: '',
    attachments: [],
    privateAttachments: [],
  }),
});

export const additionalInfoStep = defineStep({
  page: 'additionalinfo',
  title: stepText.titles.additionalinfo,
  slices: [additionalInfoSlice],
  slice: 'additionalInfo',
});

/** True when the filing asks "attach files?" on its additional-information step (else attaching is optional on its own step). */
export function asksAboutAttachments(def: Pick<FilingTypeDefinition, 'steps'>): boolean {
  return listsPage(def, 'attachments') && listsPage(def, 'additionalinfo');
}

/** Whether the attachments step applies: after Yes to "attach files?", or always when that question is not asked. */
export function attachmentsStepApplies({ def, values }: StepContext): boolean {
  if (!listsPage(def, 'attachments')) return false;
  return (
    !asksAboutAttachments(def) ||
    readSlice(values, additionalInfoSlice).additionalInfoAttachmentRadio === 'Y'
  );
}

/**
 * Attachments, reached by answering Yes to "attach files?" on the step before it, whose number it
 * carries. Without an additional-information step it always applies and files are optional.
 */
export const attachmentsStep = defineStep({
  page: 'attachments',
  title: stepText.titles.attachments,
  slice: 'additionalInfo',
  when: attachmentsStepApplies,
  sharesNumberWithPrevious: true,
});

export const privateAttachmentsStep = defineStep({
  page: 'privateattachments',
  title: stepText.titles.privateattachments,
  slice: 'additionalInfo',
});
