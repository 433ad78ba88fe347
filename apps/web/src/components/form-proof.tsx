import { FORM_ID_FIELD, FORM_TOKEN_FIELD } from '@registrar/domain';
import { usePageForm } from '../lib/page-form.ts';

/**
 * What every form of a page posts before its fields: the browser's form token (the proof that
 * the post comes from this site, without script) and which of the page's forms it is.
 */
export function FormProof({ formId }: { formId: string }) {
  const { formToken } = usePageForm();
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={formToken} />
      <input type="hidden" name={FORM_ID_FIELD} value={formId} />
    </>
  );
}
