import { ACCEPT_ATTRIBUTE, MAX_ATTACHMENT_COUNT, messages } from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { useAttachmentUploads } from '../../../../components/use-attachment-uploads.ts';
import { FileUpload } from '../../../../components/file-upload.tsx';
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
        <FileUpload
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
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() => void remove(file)}
                aria-label={t('steps.shared.deleteItem', { item: file.fileName })}
              >
                {t('steps.shared.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="usa-button-group margin-top-4">
        <button type="button" className="usa-button" onClick={next} disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </>
  );
}
