import { FormProof } from '../../../components/form-proof.tsx';
import { FORM_INTENT_FIELD } from '@registrar/domain';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../../app/i18n/index.ts';
import { FileUpload } from '../../../components/file-upload.tsx';
import { usePageForm } from '../../../lib/page-form.ts';
import { useHydrated } from '../../../lib/server-render.ts';
import { UPLOAD_FIELD, UPLOAD_FORM } from './attachment-step.ts';

/**
 * The file input of an attachment step in a form of its own: with the app, choosing files uploads
 * them at once; without it, the form posts the chosen files (multipart) and the step's action
 * uploads them, so it has a button to attach them (shown until the app has the page). A refusal
 * of a post comes back as the field's message.
 */
export function AttachmentUploadForm(props: Omit<ComponentProps<typeof FileUpload>, 'name'>) {
  const { t } = useTranslation();
  const { outcome } = usePageForm();
  const hydrated = useHydrated();
  const refusal = outcome?.form === UPLOAD_FORM ? outcome.errors[0]?.message : undefined;
  return (
    <form method="post" encType="multipart/form-data" onSubmit={(event) => event.preventDefault()}>
      <FormProof formId={UPLOAD_FORM} />
      <FileUpload {...props} name={UPLOAD_FIELD} error={props.error ?? refusal} />
      {!hydrated && (
        <button
          type="submit"
          className="usa-button usa-button--outline"
          name={FORM_INTENT_FIELD}
          value={UPLOAD_FORM}
        >
          {t('steps.shared.attachFiles')}
        </button>
      )}
    </form>
  );
}
