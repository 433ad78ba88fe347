import { useNavigate } from 'react-router';
import {
  ACCEPT_ATTRIBUTE,
  MAX_ATTACHMENT_COUNT,
  asksAboutAttachments,
  messages,
  type AdditionalInfoValues,
} from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { deleteAttachment } from '../../../../lib/api/attachments.ts';
import { useAttachmentUploads } from '../../../../components/use-attachment-uploads.ts';
import { FileUpload } from '../../../../components/file-upload.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
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
  const navigate = useNavigate();
  const slice = filing.additionalInfo;
  // After Yes to "attach files?" a file is needed; without that question (no additional-information
  // step) attaching is optional and the files alone answer it.
  const filesRequired = asksAboutAttachments(definition.pages);
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
    void navigate('../additionalinfo', { relative: 'path' });
  };

  const next = () => {
    if (filesRequired && attachments.length === 0) {
      setError(messages.attachmentRequired);
      return;
    }
    const radio = attachments.length > 0 ? 'Y' : 'N';
    onSubmit({ additionalInfo: { ...slice, additionalInfoAttachmentRadio: radio, attachments } });
  };

  return (
    <>
      <StepHeading step={step} />
      {!filesRequired && <p className="usa-hint">Attaching files is optional.</p>}
      {attachments.length < MAX_ATTACHMENT_COUNT ? (
        <FileUpload
          id="attachments"
          label="Add a file"
          hint={messages.uploadHelp}
          accept={ACCEPT_ATTRIBUTE}
          multiple
          error={error}
          disabled={busy}
          onFiles={(files) => void upload(files)}
        />
      ) : (
        <p className="usa-hint">
          You have added the most files allowed ({MAX_ATTACHMENT_COUNT}). Delete a file to add
          another.
        </p>
      )}
      <p className="usa-sr-only" aria-live="polite">
        {busy ? 'Uploading…' : status}
      </p>
      <h2>Files added</h2>
      {attachments.length === 0 ? (
        <p>No files added yet.</p>
      ) : (
        <table className="usa-table usa-table--borderless width-full">
          <caption className="usa-sr-only">Files added</caption>
          <thead>
            <tr>
              <th scope="col">File name</th>
              <th scope="col">Size</th>
              <th scope="col">
                <span className="usa-sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {attachments.map((file) => (
              <tr key={file.key}>
                <td>{file.fileName}</td>
                <td>{formatSize(file.size)}</td>
                <td>
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    onClick={() => void remove(file)}
                    aria-label={`Delete ${file.fileName}`}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="usa-button-group margin-top-4">
        <button type="button" className="usa-button" onClick={next} disabled={busy}>
          {submitLabel}
        </button>
        {filesRequired && (
          <button
            type="button"
            className="usa-button usa-button--secondary"
            onClick={() => void cancelAttachments()}
            disabled={busy}
          >
            Cancel attachments
          </button>
        )}
        <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  );
}
