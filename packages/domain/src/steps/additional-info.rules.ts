// The rules of what additional-info.ts declares: the structure of its slices, the rules of its forms, its
// review sections and completeness codes.
import {
  additionalInfoSchema,
  additionalInfoShape,
  attachmentsSchema,
  createAdditionalInfoSchema,
  privateAttachmentsSchema,
} from '../schemas/additional-info.ts';
import {
  additionalInfoSlice,
  additionalInfoStep,
  attachmentsStep,
  privateAttachmentsStep,
} from './additional-info.ts';
import { defineStepRules } from './define-step.ts';
import { fileNames, freeTextRow } from '../review/review-rows.ts';
import { listsPage } from './step-lists.ts';
import { readSlice } from './read-slice.ts';

export const additionalInfoRules = defineStepRules(additionalInfoStep, {
  shapes: { additionalInfo: additionalInfoShape },
  shows: ['additionalInfo.additionalInfo'],
  schema: ({ def }) =>
    def === undefined
      ? additionalInfoSchema
      : createAdditionalInfoSchema({
          required: def.additionalInfoIsRequired === true,
          asksAboutAttachments: listsPage(def, 'attachments'),
        }),
  review: (values, text) => ({
    rows: [
      freeTextRow('', readSlice(values, additionalInfoSlice).additionalInfo, text.notApplicable),
    ],
  }),
});

export const attachmentsRules = defineStepRules(attachmentsStep, {
  shows: ['additionalInfo.attachments'],
  schema: () => attachmentsSchema,
  review: (values, text) => ({
    rows: [
      {
        label: text.labels.files,
        lines: fileNames(readSlice(values, additionalInfoSlice).attachments, text),
      },
    ],
  }),
});

export const privateAttachmentsRules = defineStepRules(privateAttachmentsStep, {
  shows: ['additionalInfo.privateAttachments'],
  schema: () => privateAttachmentsSchema,
  review: (values, text) => ({
    rows: [
      {
        label: text.labels.files,
        lines: fileNames(readSlice(values, additionalInfoSlice).privateAttachments, text),
      },
    ],
    note: text.notes.privateAttachments,
    public: false,
  }),
});
