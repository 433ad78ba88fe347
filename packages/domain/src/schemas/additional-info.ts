import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import type { AdditionalInfoValues, Attachment } from '../model.ts';
import { checkFileList } from '../uploads.ts';
import { checkField, ruledText, withRules, yesNoShape, type AddIssue } from './common.ts';

export const ADDITIONAL_INFO_MAX_LENGTH = 2000;

export const attachmentShape = z.object({
  key: z.string().check(z.minLength(1)),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().check(z.int(), z.nonnegative()),
});

export const additionalInfoShape = z.object({
  additionalInfo: ruledText({ max: ADDITIONAL_INFO_MAX_LENGTH, multiline: true }),
  additionalInfoAttachmentRadio: yesNoShape,
  attachments: z.array(attachmentShape),
  privateAttachments: z.array(attachmentShape),
});

export interface AdditionalInfoRuleOptions {
  /** The filing type requires text or attached files (flag additionalInfoIsRequired). */
  required: boolean;
  /** The filing type asks whether to attach files (flag hasAttachment). */
  asksAboutAttachments: boolean;
}

/** Checks additional information: at most 2000 printable ASCII characters, the attach question. */
export function checkAdditionalInfo(
  values: AdditionalInfoValues,
  options: AdditionalInfoRuleOptions,
  add: AddIssue,
): void {
  checkField(values.additionalInfo, { max: ADDITIONAL_INFO_MAX_LENGTH, multiline: true }, add, [
    'additionalInfo',
  ]);
  if (options.asksAboutAttachments && values.additionalInfoAttachmentRadio === '') {
    add(['additionalInfoAttachmentRadio'], messages.chooseYesOrNo);
  }
  if (
    options.required &&
    values.additionalInfo.trim() === '' &&
    values.additionalInfoAttachmentRadio !== 'Y'
  ) {
    add(['additionalInfo'], messages.additionalInfoRequired);
  }
}

/** Additional-information schema for a filing type's flags. */
export function createAdditionalInfoSchema(options: AdditionalInfoRuleOptions) {
  return withRules(additionalInfoShape, (values, add) => checkAdditionalInfo(values, options, add));
}

export const additionalInfoSchema = createAdditionalInfoSchema({
  required: false,
  asksAboutAttachments: true,
});

/** Checks a list of stored attachments against the upload rules (count, sizes, names, types). */
export function checkAttachmentList(
  list: readonly Attachment[],
  add: AddIssue,
  path: (string | number)[],
): void {
  if (list.length === 0) return;
  const problem = checkFileList(
    [],
    list.map((file) => ({ name: file.fileName, size: file.size, type: file.mimeType })),
  );
  if (problem !== null) add(path, problem);
}

/** Checks the attachments step: with Yes to attaching, at least one file, all within the upload rules. */
export function checkAttachments(values: AdditionalInfoValues, add: AddIssue): void {
  if (values.additionalInfoAttachmentRadio !== 'Y') return;
  if (values.attachments.length === 0) add(['attachments'], messages.attachmentRequired);
  checkAttachmentList(values.attachments, add, ['attachments']);
}

export const attachmentsSchema = withRules(additionalInfoShape, checkAttachments);

/** Checks the private (affidavit and ID) attachments: at least one when the flag is on. */
export function checkPrivateAttachments(values: AdditionalInfoValues, add: AddIssue): void {
  if (values.privateAttachments.length === 0)
    add(['privateAttachments'], messages.privateAttachmentsRequired);
  checkAttachmentList(values.privateAttachments, add, ['privateAttachments']);
}

export const privateAttachmentsSchema = withRules(additionalInfoShape, checkPrivateAttachments);
