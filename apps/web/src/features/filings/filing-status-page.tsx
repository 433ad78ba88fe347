import { Link, useParams } from '../../lib/router.tsx';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { useHeldFilingStatus } from './api/held-filing-status.ts';
import filingStatusText from './filing-status-page.en.ts';

addCatalogue(filingStatusText);

/**
 * Where a filing held for the administrators' review stands (linked from its receipt and from the
 * decision email): received, under review, approved, or rejected with the reasons.
 */
export default function FilingStatusPage() {
  const { t } = useTranslation();
  const { refId = '' } = useParams();
  const status = useHeldFilingStatus(refId);
  usePageTitle(
    formatPageTitle(
      status.data === undefined
        ? t('filingStatus.title')
        : `${t('filingStatus.title')} - ${status.data.transactionDescription}`,
    ),
  );
  if (status.isPending) return <p>{t('filingStatus.loading')}</p>;
  if (status.isError) {
    return (
      <>
        <h1>{t('filingStatus.title')}</h1>
        <p role="alert">{t('filingStatus.notFound')}</p>
      </>
    );
  }
  const answer = status.data;
  return (
    <>
      <h1>{t('filingStatus.title')}</h1>
      <p className="font-body-lg">{answer.transactionDescription}</p>
      <dl className="app-review-list">
        <div className="app-review-row">
          <dt>{t('filingStatus.statusLabel')}</dt>
          <dd>{t(`filingStatus.${answer.status}`)}</dd>
        </div>
        <div className="app-review-row">
          <dt>{t('filingStatus.received')}</dt>
          <dd>{answer.receivedDateString}</dd>
        </div>
        {answer.decidedDateString !== '' && (
          <div className="app-review-row">
            <dt>{t('filingStatus.decided')}</dt>
            <dd>{answer.decidedDateString}</dd>
          </div>
        )}
      </dl>
      <p>{t(`filingStatus.${answer.status}_text`)}</p>
      {answer.rejectReasons.length > 0 && (
        <ul>
          {answer.rejectReasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <Link to="/filing/fileaform">{t('filingStatus.fileAnother')}</Link>
    </>
  );
}
