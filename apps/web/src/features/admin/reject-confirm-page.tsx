import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from '../../lib/router.tsx';
import { messages } from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { rejectFiling } from './api/reject-filing.ts';
import { useRejectReasons } from './api/reject-reasons.ts';
import { isSignInNeeded, useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import type { QueueNavigationState } from './pending-queue-page.tsx';
import { filingQuery, type RejectNavigationState } from './pending-review-page.tsx';

/** The rejection confirmed: the reasons as the filer will read them. */
export default function RejectConfirmPage() {
  const { t } = useTranslation();
  useAdminTitle('admin.confirm.title');
  const navigate = useNavigate();
  const state = useLocation().state as RejectNavigationState | null;
  const reasons = useRejectReasons();
  const [problem, setProblem] = useState<string | null>(null);
  const [signInNeeded, setSignInNeeded] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useSignInWhenNeeded(reasons.error, signInNeeded);
  if (state?.filing === undefined) return <Navigate to="/admin/pendingqueue" replace />;
  const { filing, reasonIds = [], additionalText = '' } = state;
  const texts = [
    ...(reasons.data?.rejectReasons ?? [])
      .filter((reason) => reasonIds.includes(reason.id))
      .map((reason) => reason.longReason),
    ...(additionalText.trim() === '' ? [] : [additionalText.trim()]),
  ];

  const reject = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await rejectFiling({
        filing: { mstrTransId: filing.mstrTransId, transactionId: filing.transactionId },
        rejectReasons: reasonIds,
        additionalText,
      });
      await navigate('/admin/pendingqueue', {
        state: { message: messages.filingProcessed } satisfies QueueNavigationState,
      });
    } catch (error) {
      if (isSignInNeeded(error)) setSignInNeeded(error);
      else
        setProblem(messages.errorRejectingFiling(error instanceof ApiError ? error.status : 500));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{t('admin.confirm.title')}</h1>
      {problem !== null && (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{problem}</p>
          </div>
        </div>
      )}
      <p>
        {t('admin.confirm.intro', {
          filing: filing.transactionDescription,
          name: filing.entityName,
        })}
      </p>
      <ul>
        {texts.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <button type="button" className="usa-button" disabled={busy} onClick={() => void reject()}>
        {t('admin.confirm.submit')}
      </button>
      <button
        type="button"
        className="usa-button usa-button--outline"
        onClick={() => void navigate(`/admin/pendingreject${filingQuery(filing)}`, { state })}
      >
        {t('admin.confirm.back')}
      </button>
    </>
  );
}
