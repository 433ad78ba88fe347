import { useState } from 'react';
import * as z from 'zod/mini';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { messages } from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { ApiError } from '../../lib/api.ts';
import { refused, type PageAction } from '../../lib/page-form.ts';
import { rejectFiling } from './api/reject-filing.ts';
import { useRejectReasons } from './api/reject-reasons.ts';
import { usePendingFiling } from './api/pending-filing.ts';
import { isSignInNeeded, signInAgain, useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import { rejectionOf, rejectionQuery, type Rejection } from './pending-reject-page.tsx';
import { processedQueueAddress } from './pending-queue-page.tsx';

type RejectOutcome =
  { kind: 'rejected' } | { kind: 'sign-in' } | { kind: 'problem'; message: string };

/** Rejects the filing with the reasons and text: the filer is emailed them. */
async function reject(rejection: Rejection): Promise<RejectOutcome> {
  try {
    await rejectFiling({
      filing: { mstrTransId: rejection.masterId, transactionId: rejection.transId },
      rejectReasons: rejection.reasonIds,
      additionalText: rejection.additionalText,
    });
    return { kind: 'rejected' };
  } catch (error) {
    if (isSignInNeeded(error)) return { kind: 'sign-in' };
    return {
      kind: 'problem',
      message: messages.errorRejectingFiling(error instanceof ApiError ? error.status : 500),
    };
  }
}

/** "Reject and send email" posted without the app: the queue saying so, or this page saying why not. */
export const action: PageAction = async ({ url }) => {
  const outcome = await reject(rejectionOf(url.searchParams));
  if (outcome.kind === 'sign-in') return signInAgain;
  if (outcome.kind === 'problem') return refused([], outcome.message);
  return { kind: 'redirect', to: processedQueueAddress };
};

/** The rejection confirmed: the reasons as the filer will read them. */
export default function RejectConfirmPage() {
  const { t } = useTranslation();
  useAdminTitle('admin.confirm.title');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rejection = rejectionOf(params);
  const filingResult = usePendingFiling(rejection.masterId, rejection.transId);
  const reasons = useRejectReasons();
  const [problem, setProblem] = useState<string | null>(null);
  useSignInWhenNeeded(reasons.error, filingResult.error);
  if (
    rejection.masterId === '' ||
    rejection.transId === '' ||
    (filingResult.isError && !isSignInNeeded(filingResult.error))
  ) {
    return <Navigate to="/admin/pendingqueue" replace />;
  }
  const filing = filingResult.data?.pendingFiling;
  if (filing === undefined || reasons.isPending) return <p>{t('admin.loading')}</p>;
  const { reasonIds, additionalText } = rejection;
  const texts = [
    ...(reasons.data?.rejectReasons ?? [])
      .filter((reason) => reasonIds.includes(reason.id))
      .map((reason) => reason.longReason),
    ...(additionalText.trim() === '' ? [] : [additionalText.trim()]),
  ];

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
      <Form
        schema={z.object({})}
        defaultValues={{}}
        submitLabel={t('admin.confirm.submit')}
        className="usa-form"
        onSubmit={async () => {
          setProblem(null);
          const outcome = await reject(rejection);
          if (outcome.kind === 'rejected') await navigate(processedQueueAddress);
          else if (outcome.kind === 'sign-in') await navigate(signInAgain.to, { replace: true });
          else setProblem(outcome.message);
        }}
        extraActions={
          <Link
            className="usa-button usa-button--outline"
            to={`/admin/pendingreject${rejectionQuery(rejection)}`}
          >
            {t('admin.confirm.back')}
          </Link>
        }
      >
        {null}
      </Form>
    </>
  );
}
