import { useMemo } from 'react';
import * as z from 'zod/mini';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import {
  PENDING_QUEUE_PAGE_SIZE,
  pendingQueueSortColumns,
  type PendingFiling,
  type PendingQueueSortColumn,
} from '@registrar/domain';
import { t, useTranslation, type TFunction } from '../../app/i18n/index.ts';
import { useFieldError, useFormContext, useWatch } from '../../components/form-state.tsx';
import { fieldId } from '../../components/field-id.ts';
import { Form } from '../../components/form.tsx';
import { readPostedForm, refused, type PageAction } from '../../lib/page-form.ts';
import { usePendingFilings } from './api/pending-filings.ts';
import { useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import '../../styles/tables.scss';

/** The queue's order and page, as its address carries them. */
interface QueueView {
  sort: PendingQueueSortColumn;
  direction: 'asc' | 'desc';
  page: number;
}

/** The queue's address for a view; the first page sorted by submission is the bare address. */
function queueAddress(view: QueueView): string {
  const query = new URLSearchParams();
  if (view.sort !== 'receivedAt') query.set('sort', view.sort);
  if (view.direction !== 'asc') query.set('direction', view.direction);
  if (view.page !== 1) query.set('page', String(view.page));
  const text = query.toString();
  return text === '' ? '/admin/pendingqueue' : `/admin/pendingqueue?${text}`;
}

/** Where a page that processed a filing returns: the queue, saying so. */
export const processedQueueAddress = '/admin/pendingqueue?processed=1';

/** The view an address asks for; anything it does not say (or says wrongly) is the default. */
function viewOf(params: URLSearchParams): QueueView {
  const sort = pendingQueueSortColumns.find((column) => column === params.get('sort'));
  const page = Number(params.get('page'));
  return {
    sort: sort ?? 'receivedAt',
    direction: params.get('direction') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** Where the review page of a held filing is. */
function reviewPath(filing: Pick<PendingFiling, 'mstrTransId' | 'transactionId'>): string {
  const query = new URLSearchParams({
    masterId: filing.mstrTransId,
    transId: filing.transactionId,
  });
  return `/admin/pendingreview?${query.toString()}`;
}

/** A queue row's radio value: the held filing's master and transaction IDs. */
function selectionOf(filing: Pick<PendingFiling, 'mstrTransId' | 'transactionId'>): string {
  return `${filing.mstrTransId}-${filing.transactionId}`;
}

/** The review of the selected filing: a chosen row (IDs, not the row itself, travel in a post). */
function selectionSchema(t: TFunction) {
  return z.object({
    filing: z.string().check(z.regex(/^\d{1,15}-\d{1,15}$/, t('admin.queue.chooseFiling'))),
  });
}

/** The review address of a selection the schema passed. */
function reviewPathOf(selection: string): string {
  const [mstrTransId = '', transactionId = ''] = selection.split('-');
  return reviewPath({ mstrTransId, transactionId });
}

/** "Review selected filing" posted without the app: to the review, or the queue again saying so. */
export const action: PageAction = async ({ fields }) => {
  const posted = readPostedForm(selectionSchema(t), { filing: '' }, fields);
  if (!posted.ok) return refused(posted.errors);
  return { kind: 'redirect', to: reviewPathOf(posted.value.filing) };
};

/** A row's radio, bound to the selection form (one filing at a time). */
function SelectRadio({ filing, first }: { filing: PendingFiling; first: boolean }) {
  const { t } = useTranslation();
  const { changeField } = useFormContext();
  const selected = useWatch({ name: 'filing' });
  const error = useFieldError('filing');
  const value = selectionOf(filing);
  return (
    <input
      type="radio"
      name="filing"
      value={value}
      // The first radio is where the error summary's link takes focus.
      id={first ? fieldId('filing') : `${fieldId('filing')}-${value}`}
      className="app-queue-radio"
      checked={selected === value}
      onChange={() => changeField('filing', value)}
      aria-invalid={error ? true : undefined}
      aria-label={t('admin.queue.selectFiling', {
        name: filing.entityName,
        filing: filing.transactionDescription,
      })}
    />
  );
}

/**
 * The pending queue: sorted and paged by the server, ten rows a page, one filing selected at a
 * time. The order and page are the page's address: a column's header links to the queue sorted by
 * it (again: the other direction), and Previous and Next link to the pages around.
 */
export default function PendingQueuePage() {
  const { t } = useTranslation();
  useAdminTitle('admin.queue.title');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view = viewOf(params);
  const { sort, direction, page } = view;
  const processed = params.get('processed') === '1';
  const queue = usePendingFilings(view);
  useSignInWhenNeeded(queue.error);
  const schema = useMemo(() => selectionSchema(t), [t]);

  const count = queue.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / PENDING_QUEUE_PAGE_SIZE));
  const rows = queue.data?.pendingFilings ?? [];

  return (
    <>
      <h1>{t('admin.queue.title')}</h1>
      {processed && (
        <div className="usa-alert usa-alert--success usa-alert--slim" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('admin.queue.processed')}</p>
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
        <Form
          schema={schema}
          defaultValues={{ filing: '' }}
          submitLabel={t('admin.queue.review')}
          className="width-full"
          onSubmit={(values) => navigate(reviewPathOf(values.filing))}
        >
          <table className="usa-table usa-table--borderless usa-table--stacked app-sortable-table width-full">
            <caption>
              {t('admin.queue.caption', { count })}
              {/* On a phone the header row is a row of sort links under the caption; this says so.
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
                  const next: QueueView = {
                    sort: column,
                    direction: current && direction === 'asc' ? 'desc' : 'asc',
                    page: 1,
                  };
                  return (
                    <th
                      key={column}
                      scope="col"
                      aria-sort={
                        current ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'
                      }
                    >
                      <Link className="app-sort-button" to={queueAddress(next)}>
                        {label}
                        <span aria-hidden="true">
                          {current ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}
                        </span>
                      </Link>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.transactionId}>
                  <td data-label={t('admin.queue.select')}>
                    <SelectRadio filing={row} first={index === 0} />
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
            <PageLink
              label={t('admin.queue.previous')}
              to={page > 1 ? queueAddress({ ...view, page: page - 1 }) : null}
            />
            <span className="margin-x-2" aria-live="polite">
              {t('admin.queue.pageOf', { page, pages })}
            </span>
            <PageLink
              label={t('admin.queue.next')}
              to={page < pages ? queueAddress({ ...view, page: page + 1 }) : null}
            />
          </nav>
        </Form>
      )}
    </>
  );
}

/** Previous or Next: a link to that page, or a disabled button where there is none. */
function PageLink({ label, to }: { label: string; to: string | null }) {
  if (to === null) {
    return (
      <button type="button" className="usa-button usa-button--outline" disabled>
        {label}
      </button>
    );
  }
  return (
    <Link className="usa-button usa-button--outline" to={to}>
      {label}
    </Link>
  );
}
