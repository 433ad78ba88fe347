import { useState } from 'react';
import * as z from 'zod/mini';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { addressLines, displayName, messages } from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { ApiError } from '../../lib/api.ts';
import { refused, type PageAction } from '../../lib/page-form.ts';
import { usePiiVerification } from './api/pii-entry-verification.ts';
import { savePii } from './api/save-pii.ts';
import { isSignInNeeded, signInAgain, useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import { piiDraftOf, piiEntryAddress, type PiiRequestDraft } from './pii-request.ts';

/** Where a saved request goes: this page, confirming it. */
const savedAddress = '/admin/piiconfirm?done=1';

type SaveOutcome = { kind: 'saved' } | { kind: 'sign-in' } | { kind: 'problem'; message: string };

/** Withholds the PII document and records the Statement of Removal with its filers. */
async function save(draft: PiiRequestDraft): Promise<SaveOutcome> {
  try {
    await savePii({ ...draft.ids, filers: draft.filers });
    return { kind: 'saved' };
  } catch (error) {
    if (isSignInNeeded(error)) return { kind: 'sign-in' };
    return {
      kind: 'problem',
      message: messages.errorSavingPii(error instanceof ApiError ? error.status : 500),
    };
  }
}

/** Submit posted without the app: the confirmation, or this page saying why not. */
export const action: PageAction = async ({ url }) => {
  const draft = piiDraftOf(url.searchParams);
  if (draft === null) return { kind: 'redirect', to: '/admin/piientry' };
  const outcome = await save(draft);
  if (outcome.kind === 'sign-in') return signInAgain;
  if (outcome.kind === 'problem') return refused([], outcome.message);
  return { kind: 'redirect', to: savedAddress };
};

/** The PII request (from the page's address) reviewed and submitted, then its confirmation. */
export default function PiiConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const saved = params.get('done') === '1';
  const draft = saved ? null : piiDraftOf(params);
  const verification = usePiiVerification(draft?.ids ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  useSignInWhenNeeded(verification.error);
  useAdminTitle(saved ? 'admin.pii.doneTitle' : 'admin.pii.confirmTitle');
  if (saved) {
    return (
      <>
        <h1>{t('admin.pii.doneTitle')}</h1>
        <div className="usa-alert usa-alert--success usa-alert--slim" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('admin.pii.processed')}</p>
          </div>
        </div>
        <ul className="usa-list usa-list--unstyled margin-top-2">
          <li>
            <Link to="/admin/piientry">{t('admin.pii.another')}</Link>
          </li>
          <li>
            <Link to="/admin/adminhome">{t('admin.pii.adminHome')}</Link>
          </li>
        </ul>
      </>
    );
  }
  if (draft === null || draft.filers.length === 0) {
    return <Navigate to={draft === null ? '/admin/piientry' : piiEntryAddress(draft)} replace />;
  }
  if (verification.isPending) return <p>{t('admin.loading')}</p>;

  return (
    <>
      <h1>{t('admin.pii.confirmTitle')}</h1>
      {problem !== null && (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{problem}</p>
          </div>
        </div>
      )}
      <dl className="app-review-list">
        <div className="app-review-row">
          <dt>{t('admin.pii.entityName')}</dt>
          <dd>{verification.data?.entityName ?? ''}</dd>
        </div>
        <div className="app-review-row">
          <dt>{t('admin.pii.entityId')}</dt>
          <dd>{draft.ids.entityId}</dd>
        </div>
        <div className="app-review-row">
          <dt>{t('admin.pii.piiDocId')}</dt>
          <dd>{draft.ids.piiDocId}</dd>
        </div>
        <div className="app-review-row">
          <dt>{t('admin.pii.removalDocId')}</dt>
          <dd>{draft.ids.removalDocId}</dd>
        </div>
      </dl>
      <h2>{t('admin.pii.filersHeading')}</h2>
      <ul>
        {draft.filers.map((filer) => (
          <li key={filer.id}>
            {displayName(filer.nameValues.name)},{' '}
            {addressLines(filer.addressValues.streetAddress).join(', ')}
          </li>
        ))}
      </ul>
      <Form
        schema={z.object({})}
        defaultValues={{}}
        submitLabel={t('admin.pii.submit')}
        className="usa-form"
        onSubmit={async () => {
          setProblem(null);
          const outcome = await save(draft);
          if (outcome.kind === 'saved') await navigate(savedAddress);
          else if (outcome.kind === 'sign-in') await navigate(signInAgain.to, { replace: true });
          else setProblem(outcome.message);
        }}
        extraActions={
          <Link className="usa-button usa-button--outline" to={piiEntryAddress(draft)}>
            {t('admin.pii.edit')}
          </Link>
        }
      >
        {null}
      </Form>
    </>
  );
}
