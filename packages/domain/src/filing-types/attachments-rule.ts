import type { FilingPages, StepContext } from './types.ts';

/** True when the filing asks "attach files?" on its additional-information step (else attaching is optional on its own step). */
export function asksAboutAttachments(pages: FilingPages): boolean {
  return pages.hasAttachment && pages.hasAdditionalInfo;
}

/** Whether the attachments step applies: after Yes to "attach files?", or always when that question is not asked. */
export function attachmentsStepApplies({ pages, values }: StepContext): boolean {
  if (!pages.hasAttachment) return false;
  return (
    !asksAboutAttachments(pages) || values.additionalInfo.additionalInfoAttachmentRadio === 'Y'
  );
}
