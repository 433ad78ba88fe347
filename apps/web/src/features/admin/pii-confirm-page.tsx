import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '../../lib/router.tsx';
import { addressLines, displayName, messages } from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { savePii } from './api/save-pii.ts';
import { isSignInNeeded, useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import type { PiiNavigationState } from './pii-entry-page.tsx';

/** The PII request reviewed and submitted, then its confirmation. */
export default function PiiConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLocation().state as PiiNavigationState | null;
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [signInNeeded, setSignInNeeded] = useState<unknown>(null);
  useSignInWhenNeeded(signInNeeded);
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
  if (state === null) return <Navigate to="/admin/piientry" replace />;
  const { request } = state;

  const submit = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await savePii({
        entityId: request.entityId,
        piiDocId: request.piiDocId,
        removalDocId: request.removalDocId,
        filers: request.filers,
      });
      setSaved(true);
    } catch (error) {
      if (isSignInNeeded(error)) setSignInNeeded(error);
      else setProblem(messages.errorSavingPii(error instanceof ApiError ? error.status : 500));
    } finally {
      setBusy(false);
    }
  };

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
          <dd>{request.entityName}</dd>
        </div>
        <div className="app-review-row">
          <dt>{t('admin.pii.entityId')}</dt>
          <dd>{request.entityId}</dd>
        </div>
        <div className="app-review-row">
          <dt>{t('admin.pii.piiDocId')}</dt>
          <dd>{request.piiDocId}</dd>
        </div>
        <div className="app-review-row">
          <dt>{t('admin.pii.removalDocId')}</dt>
          <dd>{request.removalDocId}</dd>
        </div>
      </dl>
      <h2>{t('admin.pii.filersHeading')}</h2>
      <ul>
        {request.filers.map((filer) => (
          <li key={filer.id}>
            {displayName(filer.nameValues.name)},{' '}
            {addressLines(filer.addressValues.streetAddress).join(', ')}
          </li>
        ))}
      </ul>
      <button type="button" className="usa-button" disabled={busy} onClick={() => void submit()}>
        {t('admin.pii.submit')}
      </button>
      <button
        type="button"
        className="usa-button usa-button--outline"
        onClick={() => void navigate('/admin/piientry', { state })}
      >
        {t('admin.pii.edit')}
      </button>
    </>
  );
}
