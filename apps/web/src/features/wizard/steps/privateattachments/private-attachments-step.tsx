import { useState } from 'react';
import {
  ACCEPT_ATTRIBUTE,
  MAX_ATTACHMENT_COUNT,
  checkFileList,
  messages,
  type Attachment,
} from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { api, ApiError } from '../../../../lib/api.ts';
import { FileUpload } from '../../../../components/file-upload.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';

/** The message of a refused upload: the server's field message, else a plain fallback. */
function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const fieldMessage = error.apiData.errors?.[0]?.message;
    if (fieldMessage) return fieldMessage;
    if (error.status < 500 && error.apiData.message) return error.apiData.message;
  }
  return 'Your file could not be attached. Try again later.';
}

/**
 * The affidavit and ID of a filing that needs the administrators' check (spec/000 section 5):
 * stored as private files, never part of the public record; at least one is needed, and "Add a
 * file" shows only while there are 4 or fewer.
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
  const slice = filing.additionalInfo;
  const [files, setFiles] = useState<Attachment[]>(slice.privateAttachments);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const save = (next: Attachment[]) => {
    setFiles(next);
    onChange({ additionalInfo: { ...slice, privateAttachments: next } });
  };

  const upload = async (chosen: File[]) => {
    setError(undefined);
    const problem = checkFileList(
      files.map((file) => ({ size: file.size })),
      chosen.map((file) => ({ name: file.name, size: file.size, type: file.type })),
    );
    if (problem !== null) {
      setError(problem);
      return;
    }
    setBusy(true);
    let current = files;
    try {
      for (const file of chosen) {
        const body = new FormData();
        body.append('file', file, file.name);
        const answer = await api.post<{ attachment: Attachment }>(
          '/business-api/attachments',
          body,
          { draftRef, private: true },
        );
        current = [...current, answer.attachment];
        save(current);
        setStatus(`${answer.attachment.fileName} attached.`);
      }
    } catch (caught) {
      setError(uploadErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (file: Attachment) => {
    setError(undefined);
    try {
      await api.delete(`/business-api/attachments/${encodeURIComponent(file.key)}`);
    } catch (caught) {
      if (!(caught instanceof ApiError && caught.status === 404)) {
        setError(uploadErrorMessage(caught));
        return;
      }
    }
    save(files.filter((item) => item.key !== file.key));
    setStatus(`${file.fileName} deleted.`);
  };

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
      <p>
        Attach the signed affidavit and a copy of your photo ID. These files are not part of the
        public record.
      </p>
      {files.length < MAX_ATTACHMENT_COUNT ? (
        <FileUpload
          id="privateAttachments"
          label="Add a file"
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
            You have added the most files allowed ({MAX_ATTACHMENT_COUNT}). Delete a file to add
            another.
          </p>
        </>
      )}
      <p className="usa-sr-only" aria-live="polite">
        {busy ? 'Uploading…' : status}
      </p>
      <h2>Files added</h2>
      {files.length === 0 ? (
        <p>No files added yet.</p>
      ) : (
        <ul className="usa-list">
          {files.map((file) => (
            <li key={file.key}>
              {file.fileName}{' '}
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() => void remove(file)}
                aria-label={`Delete ${file.fileName}`}
              >
                Delete
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
          Cancel
        </button>
      </div>
    </>
  );
}
