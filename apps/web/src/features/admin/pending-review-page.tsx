import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { messages, type AdminAttachment, type PendingFiling } from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { approveFiling } from './api/approve-filing.ts';
import { usePendingFiling } from './api/pending-filing.ts';
import { usePendingFilingPdf } from './api/pending-filing-pdf.ts';
import { releaseFilingLock } from './api/release-trans-lock.ts';
import { lockFiling, type LockedByAnother } from './api/trans-lock.ts';
import { isSignInNeeded, useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import { downloadFile, useBlobUrl } from './pdf-blob.ts';
import type { QueueNavigationState } from './pending-queue-page.tsx';
import '../../styles/tables.scss';

/** The filing a reject page works on, handed over in navigation state. */
export interface RejectNavigationState {
  filing: PendingFiling;
  reasonIds?: number[];
  additionalText?: string;
}

/** The query of the review and reject pages: the held filing's IDs. */
export function filingQuery(filing: Pick<PendingFiling, 'mstrTransId' | 'transactionId'>): string {
  return `?masterId=${filing.mstrTransId}&transId=${filing.transactionId}`;
}

function AttachmentsTable({
  attachments,
  excluded,
  onExcludedChange,
}: {
  attachments: AdminAttachment[];
  excluded: Set<string>;
  onExcludedChange: (id: string, excluded: boolean) => void;
}) {
  const { t } = useTranslation();
  if (attachments.length === 0) return <p>{t('admin.review.noAttachments')}</p>;
  return (
    <table className="usa-table usa-table--borderless usa-table--stacked width-full">
      <caption>{t('admin.review.attachmentsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.review.fileName')}</th>
          <th scope="col">{t('admin.review.location')}</th>
          <th scope="col">{t('admin.review.dontInclude')}</th>
        </tr>
      </thead>
      <tbody>
        {attachments.map((file) => (
          <tr key={file.id}>
            <td data-label={t('admin.review.fileName')}>
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                onClick={() => downloadFile(file.fileData, file.mimeType, file.fileName)}
              >
                {file.fileName}
              </button>
            </td>
            <td data-label={t('admin.review.location')}>
              {file.isPrivate ? t('admin.review.privateFile') : t('admin.review.publicFile')}
            </td>
            <td data-label={t('admin.review.dontInclude')}>
              {!file.isPrivate && (
                <div className="usa-checkbox">
                  <input
                    id={`exclude-${file.id}`}
                    className="usa-checkbox__input"
                    type="checkbox"
                    checked={excluded.has(file.id)}
                    onChange={(event) => onExcludedChange(file.id, event.target.checked)}
                  />
                  <label className="usa-checkbox__label" htmlFor={`exclude-${file.id}`}>
                    <span className="usa-sr-only">
                      {t('admin.review.dontIncludeFile', { fileName: file.fileName })}
                    </span>
                  </label>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The review of one held filing: its document inline (below the actions, so the long document never
 * stands between the administrator and them); Process locks it (a filing the administrator already
 * holds opens locked); then its files with "Don't include", Approve and Reject; Cancel releases the
 * lock.
 */
export default function PendingReviewPage() {
  const { t } = useTranslation();
  useAdminTitle('admin.review.title');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const masterId = searchParams.get('masterId') ?? '';
  const transId = searchParams.get('transId') ?? '';
  const filingQueryResult = usePendingFiling(masterId, transId);
  const pdf = usePendingFilingPdf(masterId, transId);
  const pdfUrl = useBlobUrl(pdf.data?.pdf, 'application/pdf');
  const [processing, setProcessing] = useState(false);
  const [lockedBy, setLockedBy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [signInNeeded, setSignInNeeded] = useState<unknown>(null);
  const [excluded, setExcluded] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  useSignInWhenNeeded(filingQueryResult.error, pdf.error, signInNeeded);
  const filing = filingQueryResult.data?.pendingFiling;

  const lock = async (): Promise<void> => {
    if (filing === undefined) return;
    try {
      await lockFiling(filing.transSeqId);
      setLockedBy(null);
      setProcessing(true);
    } catch (error) {
      if (isSignInNeeded(error)) setSignInNeeded(error);
      else if (error instanceof ApiError && error.status === 409)
        setLockedBy((error.apiData as Partial<LockedByAnother>).lockedBy ?? '');
      else setProblem(t('admin.review.notFound'));
    }
  };

  // A filing someone holds opens locked when that someone is this administrator (locking again
  // succeeds only for the holder); otherwise the page says who holds it.
  const heldBySomeone = filing !== undefined && filing.lockedBy !== '';
  useEffect(() => {
    if (heldBySomeone) void lock();
    // Once per filing shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heldBySomeone, filing?.transSeqId]);

  if (filingQueryResult.isError && !isSignInNeeded(filingQueryResult.error)) {
    return (
      <>
        <h1>{t('admin.review.title')}</h1>
        <p role="alert">{t('admin.review.notFound')}</p>
        <Link to="/admin/pendingqueue">{t('admin.queue.title')}</Link>
      </>
    );
  }
  if (filing === undefined) return <p>{t('admin.loading')}</p>;

  const toQueue = () =>
    navigate('/admin/pendingqueue', {
      state: { message: messages.filingProcessed } satisfies QueueNavigationState,
    });
  const approve = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await approveFiling({
        filing: { mstrTransId: filing.mstrTransId, transactionId: filing.transactionId },
        deactivateIds: [...excluded],
      });
      await toQueue();
    } catch (error) {
      if (isSignInNeeded(error)) setSignInNeeded(error);
      else
        setProblem(messages.errorApprovingFiling(error instanceof ApiError ? error.status : 500));
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    if (processing) {
      try {
        await releaseFilingLock(filing.transSeqId);
      } catch (error) {
        if (isSignInNeeded(error)) {
          setSignInNeeded(error);
          return;
        }
      }
    }
    await navigate('/admin/pendingqueue');
  };

  return (
    <>
      <h1>{t('admin.review.title')}</h1>
      <dl className="app-review-list">
        {(
          [
            ['entityName', filing.entityName],
            ['entityId', filing.entityId],
            ['filing', filing.transactionDescription],
            ['receivedAt', filing.receivedDateString],
            ['email', filing.email],
          ] as const
        ).map(([key, value]) => (
          <div className="app-review-row" key={key}>
            <dt>{t(`admin.review.details.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {problem !== null && (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{problem}</p>
          </div>
        </div>
      )}
      {lockedBy !== null && (
        <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('admin.review.lockedBy', { name: lockedBy })}</p>
          </div>
        </div>
      )}
      {pdf.isError && !isSignInNeeded(pdf.error) ? (
        <p className="usa-error-message" role="alert">
          {t('admin.review.pdfError')}
        </p>
      ) : pdfUrl === undefined ? (
        <p>{t('admin.loading')}</p>
      ) : (
        <p>
          <a href={pdfUrl} target="_blank" rel="noopener noreferrer">
            {t('admin.review.openInNewTab')}
          </a>
        </p>
      )}
      {processing && pdf.data !== undefined && (
        <AttachmentsTable
          attachments={pdf.data.attachments}
          excluded={excluded}
          onExcludedChange={(id, exclude) => {
            const next = new Set(excluded);
            if (exclude) next.add(id);
            else next.delete(id);
            setExcluded(next);
          }}
        />
      )}
      <div className="margin-top-3">
        {processing ? (
          <>
            <button
              type="button"
              className="usa-button"
              disabled={busy}
              onClick={() => void approve()}
            >
              {t('admin.review.approve')}
            </button>
            <button
              type="button"
              className="usa-button usa-button--secondary"
              disabled={busy}
              onClick={() =>
                void navigate(`/admin/pendingreject${filingQuery(filing)}`, {
                  state: { filing } satisfies RejectNavigationState,
                })
              }
            >
              {t('admin.review.reject')}
            </button>
          </>
        ) : (
          <button type="button" className="usa-button" onClick={() => void lock()}>
            {t('admin.review.process')}
          </button>
        )}
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={() => void cancel()}
        >
          {t('admin.review.cancel')}
        </button>
      </div>
      {pdfUrl !== undefined && (
        <iframe
          src={pdfUrl}
          title={t('admin.review.documentTitle')}
          className="app-admin-pdf margin-top-3"
          width="100%"
          height="600"
        />
      )}
    </>
  );
}
