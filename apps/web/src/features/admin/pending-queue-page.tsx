import { useState } from 'react';
import { useLocation, useNavigate } from '../../lib/router.tsx';
import {
  PENDING_QUEUE_PAGE_SIZE,
  pendingQueueSortColumns,
  type PendingFiling,
  type PendingQueueSortColumn,
} from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { usePendingFilings } from './api/pending-filings.ts';
import { useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import '../../styles/tables.scss';

/** The message a page hands the queue when it returns after processing a filing. */
export interface QueueNavigationState {
  message?: string;
}

/** Where the review page of a held filing is. */
function reviewPath(filing: Pick<PendingFiling, 'mstrTransId' | 'transactionId'>): string {
  return `/admin/pendingreview?masterId=${filing.mstrTransId}&transId=${filing.transactionId}`;
}

/**
 * The pending queue: sorted and paged by the server, ten rows a page, one filing selected at a
 * time; a header button sorts by its column (again: the other direction).
 */
export default function PendingQueuePage() {
  const { t } = useTranslation();
  useAdminTitle('admin.queue.title');
  const navigate = useNavigate();
  const location = useLocation();
  const processed = (location.state as QueueNavigationState | null)?.message;
  const [sort, setSort] = useState<PendingQueueSortColumn>('receivedAt');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const [mustChoose, setMustChoose] = useState(false);
  const queue = usePendingFilings({ sort, direction, page });
  useSignInWhenNeeded(queue.error);

  const sortBy = (column: PendingQueueSortColumn) => {
    setDirection(column === sort && direction === 'asc' ? 'desc' : 'asc');
    setSort(column);
    setPage(1);
  };
  const count = queue.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / PENDING_QUEUE_PAGE_SIZE));
  const rows = queue.data?.pendingFilings ?? [];
  const chosen = rows.find((row) => row.transactionId === selected);

  const review = () => {
    if (chosen === undefined) {
      setMustChoose(true);
      return;
    }
    void navigate(reviewPath(chosen));
  };

  return (
    <>
      <h1>{t('admin.queue.title')}</h1>
      {processed !== undefined && (
        <div className="usa-alert usa-alert--success usa-alert--slim" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{processed}</p>
          </div>
        </div>
      )}
      {queue.isError && !queue.isPlaceholderData ? (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('admin.queue.loadError')}</p>
          </div>
        </div>
      ) : queue.isPending ? (
        <p>{t('admin.loading')}</p>
      ) : count === 0 ? (
        <p>{t('admin.queue.empty')}</p>
      ) : (
        <>
          <table className="usa-table usa-table--borderless usa-table--stacked app-sortable-table width-full">
            <caption>
              {t('admin.queue.caption', { count })}
              {/* On a phone the header row is a row of sort buttons under the caption; this says so.
                  Screen readers have the headers' aria-sort instead. */}
              <span className="app-stacked-only text-normal margin-top-1" aria-hidden="true">
                {t('admin.queue.sortHint')}
              </span>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="usa-sr-only">{t('admin.queue.select')}</span>
                </th>
                {pendingQueueSortColumns.map((column) => {
                  const label = t(`admin.queue.columns.${column}`);
                  const current = column === sort;
                  return (
                    <th
                      key={column}
                      scope="col"
                      aria-sort={
                        current ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'
                      }
                    >
                      <button
                        type="button"
                        className="usa-button usa-button--unstyled app-sort-button"
                        onClick={() => sortBy(column)}
                      >
                        {label}
                        <span aria-hidden="true">
                          {current ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.transactionId}>
                  <td data-label={t('admin.queue.select')}>
                    <input
                      type="radio"
                      name="pending-filing"
                      className="app-queue-radio"
                      checked={row.transactionId === selected}
                      onChange={() => {
                        setSelected(row.transactionId);
                        setMustChoose(false);
                      }}
                      aria-label={t('admin.queue.selectFiling', {
                        name: row.entityName,
                        filing: row.transactionDescription,
                      })}
                    />
                  </td>
                  <td data-label={t('admin.queue.columns.receivedAt')}>{row.receivedDateString}</td>
                  <td data-label={t('admin.queue.columns.transactionDescription')}>
                    {row.transactionDescription}
                  </td>
                  <td data-label={t('admin.queue.columns.entityName')}>{row.entityName}</td>
                  <td data-label={t('admin.queue.columns.entityId')}>{row.entityId}</td>
                  <td data-label={t('admin.queue.columns.email')}>{row.email}</td>
                  <td data-label={t('admin.queue.columns.lockedBy')}>{row.lockedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label={t('admin.queue.pageOf', { page, pages })} className="margin-y-2">
            <button
              type="button"
              className="usa-button usa-button--outline"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('admin.queue.previous')}
            </button>
            <span className="margin-x-2" aria-live="polite">
              {t('admin.queue.pageOf', { page, pages })}
            </span>
            <button
              type="button"
              className="usa-button usa-button--outline"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('admin.queue.next')}
            </button>
          </nav>
          {mustChoose && (
            <p className="usa-error-message" role="alert">
              {t('admin.queue.chooseFiling')}
            </p>
          )}
          <button type="button" className="usa-button" onClick={review}>
            {t('admin.queue.review')}
          </button>
        </>
      )}
    </>
  );
}
