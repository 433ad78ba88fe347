// The action of a step that attaches files (the public attachments, the private affidavit and
// ID) for forms posted without the app: the upload form posts the chosen files (multipart) and
// they are checked and uploaded as the page uploads them; the list's form deletes a file, cancels
// the attachments or moves on.
import type { AdditionalInfoValues, Attachment, StepSegment } from '@registrar/domain';
import { t } from '../../../app/i18n/index.ts';
import { uploadChosenFiles } from '../../../components/use-attachment-uploads.ts';
import { deleteAttachment } from '../../../lib/api/attachments.ts';
import type { StepAction, StepOutcome, StepSubmission } from '../../../lib/step-page.ts';

/** The upload form's name, and the name of its file field. */
export const UPLOAD_FORM = 'upload';
export const UPLOAD_FIELD = 'file';
/** The intent of "Cancel attachments", and of a file's Delete. */
export const CANCEL_ATTACHMENTS_INTENT = 'cancel-attachments';
export function deleteFileIntent(file: Attachment): string {
  return `delete:${file.key}`;
}

export interface AttachmentStep {
  isPrivate: boolean;
  files: (slice: AdditionalInfoValues) => Attachment[];
  withFiles: (slice: AdditionalInfoValues, files: Attachment[]) => AdditionalInfoValues;
  /** Next: the slice to keep, or why not (a file is needed). */
  next: (submission: StepSubmission, files: Attachment[]) => StepOutcome;
  /** Where "Cancel attachments" returns, when the step offers it. */
  cancelTo?: (submission: StepSubmission) => StepSegment | null;
}

/** The attachment step's action (see the top of this file). */
export function attachmentStepAction(step: AttachmentStep): StepAction {
  return async (submission) => {
    const { filing, form, intent, files: posted, draftRef } = submission;
    const slice = filing.additionalInfo;
    const current = step.files(slice);
    if (form === UPLOAD_FORM) {
      const outcome = await uploadChosenFiles({
        chosen: posted.filter((file) => file.size > 0 || file.name !== ''),
        current,
        draftRef,
        isPrivate: step.isPrivate,
        t,
      });
      const changes = { additionalInfo: step.withFiles(slice, outcome.files) };
      if (outcome.error !== undefined) {
        return {
          kind: 'refused',
          errors: [{ field: UPLOAD_FIELD, message: outcome.error }],
          changes,
        };
      }
      return { kind: 'stay', changes };
    }
    if (intent?.startsWith('delete:') === true) {
      const key = intent.slice('delete:'.length);
      await deleteAttachment({ key }).catch(() => undefined);
      const remaining = current.filter((file) => file.key !== key);
      return { kind: 'stay', changes: { additionalInfo: step.withFiles(slice, remaining) } };
    }
    const cancelTo = step.cancelTo?.(submission) ?? null;
    if (intent === CANCEL_ATTACHMENTS_INTENT && cancelTo !== null) {
      await Promise.allSettled(current.map((file) => deleteAttachment({ key: file.key })));
      return {
        kind: 'goto',
        segment: cancelTo,
        changes: {
          additionalInfo: {
            ...step.withFiles(slice, []),
            additionalInfoAttachmentRadio: 'N',
          },
        },
      };
    }
    return step.next(submission, current);
  };
}
