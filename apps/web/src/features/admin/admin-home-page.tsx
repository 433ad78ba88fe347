import { Link } from '../../lib/router.tsx';
import { useTranslation } from '../../app/i18n/index.ts';
import { usePendingFilings } from './api/pending-filings.ts';
import { useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';

/** Admin home: the pending queue with its count, the PII request, filing accounts, open data. */
export default function AdminHomePage() {
  const { t } = useTranslation();
  useAdminTitle('admin.home.title');
  const queue = usePendingFilings({ sort: 'receivedAt', direction: 'asc', page: 1 });
  useSignInWhenNeeded(queue.error);
  const count = queue.data?.count;
  return (
    <>
      <h1>{t('admin.home.title')}</h1>
      <ul className="usa-list usa-list--unstyled">
        <li className="margin-bottom-2">
          {queue.isPending ? (
            <span>{t('admin.loading')}</span>
          ) : queue.isError ? (
            <span className="usa-error-message" role="alert">
              {t('admin.home.queueError')}
            </span>
          ) : count === 0 ? (
            <span>{t('admin.home.noPendingFilings')}</span>
          ) : (
            <Link to="/admin/pendingqueue">
              {count === 1
                ? t('admin.home.pendingQueueLinkOne')
                : t('admin.home.pendingQueueLink', { count: count ?? 0 })}
            </Link>
          )}
        </li>
        <li className="margin-bottom-2">
          <Link to="/admin/piientry">{t('admin.home.piiLink')}</Link>
        </li>
        <li className="margin-bottom-2">
          <Link to="/admin/filingaccounts">{t('admin.home.filingAccountsLink')}</Link>
        </li>
        <li>
          <Link to="/admin/opendata">{t('admin.home.openDataLink')}</Link>
        </li>
      </ul>
    </>
  );
}
