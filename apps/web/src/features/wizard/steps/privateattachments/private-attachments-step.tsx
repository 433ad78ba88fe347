import { FormProof } from '../../../../components/form-proof.tsx';
import {
  ACCEPT_ATTRIBUTE,
  FORM_INTENT_FIELD,
  MAX_ATTACHMENT_COUNT,
  messages,
} from '@registrar/domain';
import { CancelButton } from '../../../../components/form.tsx';
import { UPLOAD_FIELD, attachmentStepAction, deleteFileIntent } from '../attachment-step.ts';
import { AttachmentUploadForm } from '../attachment-upload-form.tsx';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { useAttachmentUploads } from '../../../../components/use-attachment-uploads.ts';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import sharedStepText from '../shared-step-text.en.ts';
import stepText from './private-attachments-step.en.ts';

addCatalogue(sharedStepText, stepText);

/**
 * The affidavit and ID of a filing that needs the administrators' check: stored as private files,
 * never part of the public record; at least one is needed, and "Add a file" shows only while there
 * are 4 or fewer.
 */
/** The affidavit and ID posted without the app: uploads, deletes and Next as the page does. */
export const stepAction = attachmentStepAction({
  isPrivate: true,
  files: (slice) => slice.privateAttachments,
  withFiles: (slice, privateAttachments) => ({ ...slice, privateAttachments }),
  next: ({ filing }, files) =>
    files.length === 0
      ? {
          kind: 'refused',
          errors: [{ field: UPLOAD_FIELD, message: messages.privateAttachmentsRequired }],
        }
      : {
          kind: 'next',
          changes: { additionalInfo: { ...filing.additionalInfo, privateAttachments: files } },
        },
});

export default function PrivateAttachmentsStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onChange,
  onCancel,
  draftRef,
}: StepPageProps) {
  const { t } = useTranslation();
  const slice = filing.additionalInfo;
  const { files, error, setError, busy, status, upload, remove } = useAttachmentUploads({
    initial: slice.privateAttachments,
    draftRef,
    isPrivate: true,
    store: (next) => onChange({ additionalInfo: { ...slice, privateAttachments: next } }),
  });

  const next = () => {
    if (files.length === 0) {
      setError(messages.privateAttachmentsRequired);
      return;
    }
    onSubmit({ additionalInfo: { ...slice, privateAttachments: files } });
  };

  return (
    <>
      <StepHeading step={step} />
      <p>{t('steps.privateattachments.intro')}</p>
      {files.length < MAX_ATTACHMENT_COUNT ? (
        <AttachmentUploadForm
          id="privateAttachments"
          label={t('steps.shared.addAFile')}
          hint={messages.uploadHelp}
          accept={ACCEPT_ATTRIBUTE}
          multiple
          error={error}
          disabled={busy}
          onFiles={(chosen) => void upload(chosen)}
        />
      ) : (
        <>
          {error !== undefined && (
            <p className="usa-error-message" role="alert">
              {error}
            </p>
          )}
          <p className="usa-hint">
            {t('steps.shared.mostFilesAllowed', { max: MAX_ATTACHMENT_COUNT })}
          </p>
        </>
      )}
      <p className="usa-sr-only" aria-live="polite">
        {busy ? t('steps.shared.uploading') : status}
      </p>
      <h2>{t('steps.shared.filesAdded')}</h2>
      {files.length === 0 ? (
        <p>{t('steps.shared.noFilesYet')}</p>
      ) : (
        <ul className="usa-list">
          {files.map((file) => (
            <li key={file.key}>
              {file.fileName}{' '}
              <button
                type="submit"
                form="private-attachments-list"
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
            </li>
          ))}
        </ul>
      )}
      <form
        id="private-attachments-list"
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
          <CancelButton onCancel={onCancel} />
        </div>
      </form>
    </>
  );
}
