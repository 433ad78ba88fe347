import { FormProof } from '../../../../components/form-proof.tsx';
import { useNavigate } from '../../../../lib/router.tsx';
import {
  ACCEPT_ATTRIBUTE,
  FORM_INTENT_FIELD,
  MAX_ATTACHMENT_COUNT,
  asksAboutAttachments,
  messages,
  type AdditionalInfoValues,
  type Attachment,
} from '@registrar/domain';
import { CancelButton } from '../../../../components/form.tsx';
import {
  CANCEL_ATTACHMENTS_INTENT,
  UPLOAD_FIELD,
  attachmentStepAction,
  deleteFileIntent,
} from '../attachment-step.ts';
import { AttachmentUploadForm } from '../attachment-upload-form.tsx';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { deleteAttachment } from '../../../../lib/api/attachments.ts';
import { useAttachmentUploads } from '../../../../components/use-attachment-uploads.ts';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { addCatalogue, useTranslation, type TFunction } from '../../../../app/i18n/index.ts';
import sharedStepText from '../shared-step-text.en.ts';
import stepText from './attachments-step.en.ts';
import '../../../../styles/tables.scss';

addCatalogue(sharedStepText, stepText);

function formatSize(bytes: number, t: TFunction): string {
  if (bytes < 1024) return t('steps.attachments.sizeBytes', { size: bytes });
  if (bytes < 1024 * 1024)
    return t('steps.attachments.sizeKilobytes', { size: (bytes / 1024).toFixed(1) });
  return t('steps.attachments.sizeMegabytes', { size: (bytes / (1024 * 1024)).toFixed(1) });
}

/** The public attachments posted without the app: uploads, deletes and Next as the page does. */
export const stepAction = attachmentStepAction({
  isPrivate: false,
  files: (slice) => slice.attachments,
  withFiles: (slice, attachments) => ({ ...slice, attachments }),
  next: ({ definition, filing }, attachments) => {
    if (asksAboutAttachments(definition) && attachments.length === 0) {
      return {
        kind: 'refused',
        errors: [{ field: UPLOAD_FIELD, message: messages.attachmentRequired }],
      };
    }
    return {
      kind: 'next',
      changes: { additionalInfo: keptWithFiles(filing.additionalInfo, attachments) },
    };
  },
  cancelTo: ({ definition }) => (asksAboutAttachments(definition) ? 'additionalinfo' : null),
});

/** The slice Next keeps: the files, and the attach question answered by them. */
function keptWithFiles(
  slice: AdditionalInfoValues,
  attachments: Attachment[],
): AdditionalInfoValues {
  return {
    ...slice,
    additionalInfoAttachmentRadio: attachments.length > 0 ? 'Y' : 'N',
    attachments,
  };
}

export default function AttachmentsStep({
  definition,
  step,
  filing,
  submitLabel,
  onSubmit,
  onChange,
  onCancel,
  draftRef,
}: StepPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slice = filing.additionalInfo;
  // After Yes to "attach files?" a file is needed; without that question (no additional-information
  // step) attaching is optional and the files alone answer it.
  const filesRequired = asksAboutAttachments(definition);
  const {
    files: attachments,
    error,
    setError,
    busy,
    status,
    upload,
    remove,
  } = useAttachmentUploads({
    initial: slice.attachments,
    draftRef,
    isPrivate: false,
    store: (next) => {
      const changes: AdditionalInfoValues = { ...slice, attachments: next };
      onChange({ additionalInfo: changes });
    },
  });

  const cancelAttachments = async () => {
    await Promise.allSettled(attachments.map((file) => deleteAttachment({ key: file.key })));
    onChange({ additionalInfo: { ...slice, additionalInfoAttachmentRadio: 'N', attachments: [] } });
    void navigate('../additionalinfo');
  };

  const next = () => {
    if (filesRequired && attachments.length === 0) {
      setError(messages.attachmentRequired);
      return;
    }
    onSubmit({ additionalInfo: keptWithFiles(slice, attachments) });
  };

  return (
    <>
      <StepHeading step={step} />
      {!filesRequired && <p className="usa-hint">{t('steps.attachments.optional')}</p>}
      {attachments.length < MAX_ATTACHMENT_COUNT ? (
        <AttachmentUploadForm
          id="attachments"
          label={t('steps.shared.addAFile')}
          hint={messages.uploadHelp}
          accept={ACCEPT_ATTRIBUTE}
          multiple
          error={error}
          disabled={busy}
          onFiles={(files) => void upload(files)}
        />
      ) : (
        <p className="usa-hint">
          {t('steps.shared.mostFilesAllowed', { max: MAX_ATTACHMENT_COUNT })}
        </p>
      )}
      <p className="usa-sr-only" aria-live="polite">
        {busy ? t('steps.shared.uploading') : status}
      </p>
      <h2>{t('steps.shared.filesAdded')}</h2>
      {attachments.length === 0 ? (
        <p>{t('steps.shared.noFilesYet')}</p>
      ) : (
        <table className="usa-table usa-table--borderless usa-table--stacked width-full">
          <caption className="usa-sr-only">{t('steps.shared.filesAdded')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('steps.attachments.fileName')}</th>
              <th scope="col">{t('steps.attachments.size')}</th>
              <th scope="col">
                <span className="usa-sr-only">{t('steps.attachments.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {attachments.map((file) => (
              <tr key={file.key}>
                <td data-label={t('steps.attachments.fileName')}>{file.fileName}</td>
                <td data-label={t('steps.attachments.size')}>{formatSize(file.size, t)}</td>
                <td>
                  <button
                    type="submit"
                    form="attachments-list"
                    name={FORM_INTENT_FIELD}
                    value={deleteFileIntent(file)}
                    className="usa-button usa-button--unstyled"
                    onClick={(event) => {
                      event.preventDefault();
                      void remove(file);
                    }}
                    aria-label={t('steps.shared.deleteItem', { item: file.fileName })}
                  >
                    {t('steps.shared.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* The list's buttons belong to this form (the Delete buttons above name it). */}
      <form
        id="attachments-list"
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <FormProof formId="main" />
        <div className="usa-button-group margin-top-4">
          <button type="submit" className="usa-button" disabled={busy}>
            {submitLabel}
          </button>
          {filesRequired && (
            <button
              type="submit"
              name={FORM_INTENT_FIELD}
              value={CANCEL_ATTACHMENTS_INTENT}
              className="usa-button usa-button--secondary"
              onClick={(event) => {
                event.preventDefault();
                void cancelAttachments();
              }}
              disabled={busy}
            >
              {t('steps.attachments.cancelAttachments')}
            </button>
          )}
          <CancelButton onCancel={onCancel} />
        </div>
      </form>
    </>
  );
}
