import { useState } from 'react';
import { checkFileList, type Attachment } from '@registrar/domain';
import { useTranslation, type TFunction } from '../app/i18n/index.ts';
import { ApiError } from '../lib/api.ts';
import { deleteAttachment, uploadAttachment } from '../lib/api/attachments.ts';
import { tooManyAttemptsMessage } from '../lib/too-many-attempts.ts';

/**
 * The message of a refused upload: when to try again after too many, the server's field message,
 * else a plain fallback.
 */
function uploadErrorMessage(error: unknown, t: TFunction): string {
  const tooMany = tooManyAttemptsMessage(error, t);
  if (tooMany !== null) return tooMany;
  if (error instanceof ApiError) {
    const fieldMessage = error.apiData.errors?.[0]?.message;
    if (fieldMessage) return fieldMessage;
    if (error.status < 500 && error.apiData.message) return error.apiData.message;
  }
  return t('components.uploadFailed');
}

/**
 * Checks the files chosen against the upload rules (the server checks each again, by content)
 * and uploads them one by one: the files the draft now has, and the message of the first
 * refusal, if any. What the page's upload does, with the app or without.
 */
export async function uploadChosenFiles(options: {
  chosen: File[];
  current: Attachment[];
  draftRef: string;
  isPrivate: boolean;
  t: TFunction;
  /** Told of each file as it is attached. */
  onAttached?: (files: Attachment[], attached: Attachment) => void;
}): Promise<{ files: Attachment[]; error?: string }> {
  const { chosen, draftRef, isPrivate, t } = options;
  let current = options.current;
  const problem = checkFileList(
    current.map((file) => ({ size: file.size })),
    chosen.map((file) => ({ name: file.name, size: file.size, type: file.type })),
  );
  if (problem !== null) return { files: current, error: problem };
  try {
    for (const file of chosen) {
      const attachment = await uploadAttachment(file, {
        draftRef,
        private: isPrivate ? 'true' : 'false',
      });
      current = [...current, attachment];
      options.onAttached?.(current, attachment);
    }
  } catch (caught) {
    return { files: current, error: uploadErrorMessage(caught, t) };
  }
  return { files: current };
}

/**
 * A list of files uploaded to the server for this draft: checks a choice against the upload rules
 * in the browser, uploads each file (the server checks it again, by content), deletes, and hands
 * every change to `store` so a reload loses nothing. Shared by the public attachments step and
 * the private affidavit-and-ID step.
 */
export function useAttachmentUploads(options: {
  initial: Attachment[];
  draftRef: string;
  isPrivate: boolean;
  store: (files: Attachment[]) => void;
}) {
  const { t } = useTranslation();
  const { draftRef, isPrivate, store } = options;
  const [files, setFiles] = useState<Attachment[]>(options.initial);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // Announced in a live region: what the last upload or delete did.
  const [status, setStatus] = useState('');

  const save = (next: Attachment[]) => {
    setFiles(next);
    store(next);
  };

  const upload = async (chosen: File[]) => {
    setError(undefined);
    setBusy(true);
    const outcome = await uploadChosenFiles({
      chosen,
      current: files,
      draftRef,
      isPrivate,
      t,
      onAttached: (next, attached) => {
        save(next);
        setStatus(`${attached.fileName} attached.`);
      },
    }).finally(() => setBusy(false));
    if (outcome.error !== undefined) setError(outcome.error);
  };

  const remove = async (file: Attachment) => {
    setError(undefined);
    try {
      await deleteAttachment({ key: file.key });
    } catch (caught) {
      // Already gone on the server is fine; anything else keeps the file listed.
      if (!(caught instanceof ApiError && caught.status === 404)) {
        setError(uploadErrorMessage(caught, t));
        return;
      }
    }
    save(files.filter((item) => item.key !== file.key));
    setStatus(`${file.fileName} deleted.`);
  };

  return { files, error, setError, busy, status, upload, remove };
}
