import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import * as z from 'zod/mini';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import {
  heldFilingDocumentAddress,
  heldFilingFileAddress,
  messages,
  FORM_INTENT_FIELD,
  type HeldFilingFile,
  type PendingFiling,
} from '@registrar/domain';
import { t, useTranslation } from '../../app/i18n/index.ts';
import { fieldId } from '../../components/field-id.ts';
import { useFormContext, useWatch } from '../../components/form-state.tsx';
import { Form } from '../../components/form.tsx';
import { ApiError } from '../../lib/api.ts';
import { useStaffSession } from '../../lib/api/staff-session.ts';
import { readPostedForm, refused, type PageAction } from '../../lib/page-form.ts';
import { approveFiling } from './api/approve-filing.ts';
import { fetchPendingFiling, usePendingFiling } from './api/pending-filing.ts';
import { releaseFilingLock } from './api/release-trans-lock.ts';
import { lockFiling, type LockedByAnother } from './api/trans-lock.ts';
import { isSignInNeeded, signInAgain, useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import { processedQueueAddress } from './pending-queue-page.tsx';
import '../../styles/tables.scss';

/** The query of the review and reject pages: the held filing's IDs. */
export function filingQuery(filing: Pick<PendingFiling, 'mstrTransId' | 'transactionId'>): string {
  return `?${new URLSearchParams({ masterId: filing.mstrTransId, transId: filing.transactionId }).toString()}`;
}

/** The held filing's IDs as the review and reject pages' addresses carry them. */
export function filingIdsOf(params: URLSearchParams): { masterId: string; transId: string } {
  return { masterId: params.get('masterId') ?? '', transId: params.get('transId') ?? '' };
}

/** The forms of the review page: Process (not yet processing) and the decision (processing). */
const PROCESS_FORM = 'process';
const DECISION_FORM = 'decision';
/** The decision form's Cancel button, which releases the lock instead of approving. */
const CANCEL_INTENT = 'cancel';

/** Which public files are left out of the public document, by file ID. */
interface Decision {
  exclude: Record<string, boolean>;
}

/** The public files (only they can be left out); a private file is never in the public document. */
function publicFileIds(files: readonly HeldFilingFile[]): string[] {
  return files.filter((file) => !file.isPrivate).map((file) => file.id);
}

/** The decision over these files: a box for each public file (any other name is dropped). */
function decisionSchema(files: readonly HeldFilingFile[]) {
  return z.object({
    exclude: z.object(Object.fromEntries(publicFileIds(files).map((id) => [id, z.boolean()]))),
  });
}

/** Every public file included, as the decision starts. */
function decisionDefaults(files: readonly HeldFilingFile[]): Decision {
  return { exclude: Object.fromEntries(publicFileIds(files).map((id) => [id, false])) };
}

/** The IDs of the files left out. */
function deactivateIdsOf(decision: Decision): string[] {
  return Object.entries(decision.exclude)
    .filter(([, excluded]) => excluded)
    .map(([id]) => id);
}

type LockOutcome =
  | { kind: 'locked' }
  | { kind: 'locked-by'; name: string }
  | { kind: 'sign-in' }
  | { kind: 'problem'; message: string };

/** Process: locks the filing for this administrator, or says who holds it. */
async function lockForReview(filing: PendingFiling): Promise<LockOutcome> {
  try {
    await lockFiling(filing.transSeqId);
    return { kind: 'locked' };
  } catch (error) {
    if (isSignInNeeded(error)) return { kind: 'sign-in' };
    if (error instanceof ApiError && error.status === 409) {
      return {
        kind: 'locked-by',
        name: (error.apiData as Partial<LockedByAnother>).lockedBy ?? '',
      };
    }
    return { kind: 'problem', message: t('admin.review.notFound') };
  }
}

type DecisionOutcome =
  { kind: 'done' } | { kind: 'sign-in' } | { kind: 'problem'; message: string };

/** Approve: the filing is recorded without the files left out; the queue says so. */
async function approve(filing: PendingFiling, decision: Decision): Promise<DecisionOutcome> {
  try {
    await approveFiling({
      filing: { mstrTransId: filing.mstrTransId, transactionId: filing.transactionId },
      deactivateIds: deactivateIdsOf(decision),
    });
    return { kind: 'done' };
  } catch (error) {
    if (isSignInNeeded(error)) return { kind: 'sign-in' };
    return {
      kind: 'problem',
      message: messages.errorApprovingFiling(error instanceof ApiError ? error.status : 500),
    };
  }
}

/** Cancel while processing: the lock is released (a failure other than sign-in changes nothing). */
async function releaseReview(filing: PendingFiling): Promise<DecisionOutcome> {
  try {
    await releaseFilingLock(filing.transSeqId);
  } catch (error) {
    if (isSignInNeeded(error)) return { kind: 'sign-in' };
  }
  return { kind: 'done' };
}

/**
 * The review's forms posted without the app: Process locks the filing and shows the review again
 * (processing, or who holds it); Approve records the decision and returns to the queue; Cancel
 * releases the lock and returns to the queue.
 */
export const action: PageAction = async ({ form, intent, fields, url }) => {
  const ids = filingIdsOf(url.searchParams);
  const reviewAddress = `/admin/pendingreview${url.search}`;
  let review: Awaited<ReturnType<typeof fetchPendingFiling>>;
  try {
    review = await fetchPendingFiling(ids.masterId, ids.transId);
  } catch (error) {
    // Gone from the queue (decided by someone else): the page says so.
    return isSignInNeeded(error) ? signInAgain : { kind: 'redirect', to: reviewAddress };
  }
  const filing = review.pendingFiling;
  if (form === PROCESS_FORM) {
    const outcome = await lockForReview(filing);
    if (outcome.kind === 'sign-in') return signInAgain;
    if (outcome.kind === 'problem') return refused([], outcome.message);
    // Locked or held by someone else: the review shows which.
    return { kind: 'redirect', to: reviewAddress };
  }
  if (form === DECISION_FORM && intent === CANCEL_INTENT) {
    const outcome = await releaseReview(filing);
    return outcome.kind === 'sign-in'
      ? signInAgain
      : { kind: 'redirect', to: '/admin/pendingqueue' };
  }
  if (form === DECISION_FORM) {
    const posted = readPostedForm(
      decisionSchema(review.attachments),
      decisionDefaults(review.attachments),
      fields,
    );
    if (!posted.ok) return refused(posted.errors);
    const outcome = await approve(filing, posted.value);
    if (outcome.kind === 'sign-in') return signInAgain;
    if (outcome.kind === 'problem') return refused([], outcome.message);
    return { kind: 'redirect', to: processedQueueAddress };
  }
  return { kind: 'redirect', to: reviewAddress };
};

/** "Don't include" for one public file, a box bound to the decision form. */
function LeaveOutBox({ file }: { file: HeldFilingFile }) {
  const { t } = useTranslation();
  const name = `exclude.${file.id}`;
  const { changeField } = useFormContext();
  const checked = useWatch({ name }) === true;
  return (
    <div className="usa-checkbox">
      {/* Posted before the box: an unchecked box posts nothing, so this "false" stands. */}
      <input type="hidden" name={name} value="false" />
      <input
        id={fieldId(name)}
        className="usa-checkbox__input"
        type="checkbox"
        name={name}
        value="true"
        checked={checked}
        onChange={(event) => changeField(name, event.target.checked)}
      />
      <label className="usa-checkbox__label" htmlFor={fieldId(name)}>
        <span className="usa-sr-only">
          {t('admin.review.dontIncludeFile', { fileName: file.fileName })}
        </span>
      </label>
    </div>
  );
}

/** The held filing's files: each a download; a public one can be left out of the public document. */
function AttachmentsTable({
  filing,
  attachments,
}: {
  filing: PendingFiling;
  attachments: HeldFilingFile[];
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
              <a
                className="usa-link"
                href={heldFilingFileAddress(filing.mstrTransId, filing.transactionId, file.id)}
                download={file.fileName}
              >
                {file.fileName}
              </a>
            </td>
            <td data-label={t('admin.review.location')}>
              {file.isPrivate ? t('admin.review.privateFile') : t('admin.review.publicFile')}
            </td>
            <td data-label={t('admin.review.dontInclude')}>
              {!file.isPrivate && <LeaveOutBox file={file} />}
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
 * lock. The document and files are addresses of their own, so they work as plain links.
 */
export default function PendingReviewPage() {
  const { t } = useTranslation();
  useAdminTitle('admin.review.title');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { masterId, transId } = filingIdsOf(searchParams);
  const review = usePendingFiling(masterId, transId);
  const session = useStaffSession();
  const [lockedNow, setLockedNow] = useState(false);
  const [lockedBy, setLockedBy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useSignInWhenNeeded(review.error);
  const filing = review.data?.pendingFiling;
  const attachments = useMemo(() => review.data?.attachments ?? [], [review.data]);
  const schema = useMemo(() => decisionSchema(attachments), [attachments]);
  const myUserId = session.data?.signedIn === true ? session.data.session.userId : null;
  // The administrator already holds the lock: the review opens in processing mode.
  const heldByMe =
    filing !== undefined && filing.lockUserId !== null && filing.lockUserId === myUserId;
  // A 409 on Process (or on taking the lock again) says someone else holds it now.
  const processing = (lockedNow || heldByMe) && lockedBy === null;

  const lock = async (held: PendingFiling): Promise<void> => {
    const outcome = await lockForReview(held);
    if (outcome.kind === 'locked') {
      setLockedBy(null);
      setLockedNow(true);
    } else if (outcome.kind === 'locked-by') setLockedBy(outcome.name);
    else if (outcome.kind === 'sign-in') await navigate(signInAgain.to, { replace: true });
    else setProblem(outcome.message);
  };

  // Reopened by its holder, the lock is taken again, so it lasts another period from now.
  useEffect(() => {
    if (heldByMe && filing !== undefined) void lock(filing);
    // Once per filing shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heldByMe, filing?.transSeqId]);

  if (review.isError && !isSignInNeeded(review.error)) {
    return (
      <>
        <h1>{t('admin.review.title')}</h1>
        <p role="alert">{t('admin.review.notFound')}</p>
        <Link to="/admin/pendingqueue">{t('admin.queue.title')}</Link>
      </>
    );
  }
  if (filing === undefined) return <p>{t('admin.loading')}</p>;
  // Someone else's lock: from the filing as loaded, or from pressing Process.
  const holder = lockedBy ?? (!processing && filing.lockedBy !== '' ? filing.lockedBy : null);
  const documentAddress = heldFilingDocumentAddress(filing.mstrTransId, filing.transactionId);

  const decided = async (outcome: DecisionOutcome, next: string) => {
    if (outcome.kind === 'done') await navigate(next);
    else if (outcome.kind === 'sign-in') await navigate(signInAgain.to, { replace: true });
    else setProblem(outcome.message);
  };
  const cancel = (event: MouseEvent<HTMLButtonElement>) => {
    // The app releases the lock itself; without it, the button posts the form to do so.
    event.preventDefault();
    void releaseReview(filing).then((outcome) => decided(outcome, '/admin/pendingqueue'));
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
      {holder !== null && (
        <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('admin.review.lockedBy', { name: holder })}</p>
          </div>
        </div>
      )}
      <p>
        <a className="usa-link" href={documentAddress} target="_blank" rel="noopener noreferrer">
          {t('admin.review.openInNewTab')}
        </a>
      </p>
      {processing ? (
        <Form
          key={filing.transSeqId}
          id={DECISION_FORM}
          schema={schema}
          defaultValues={decisionDefaults(attachments)}
          submitLabel={t('admin.review.approve')}
          className="width-full"
          onSubmit={async (decision) => {
            setProblem(null);
            await decided(await approve(filing, decision), processedQueueAddress);
          }}
          extraActions={
            <>
              <Link
                className="usa-button usa-button--secondary"
                to={`/admin/pendingreject${filingQuery(filing)}`}
              >
                {t('admin.review.reject')}
              </Link>
              <button
                type="submit"
                name={FORM_INTENT_FIELD}
                value={CANCEL_INTENT}
                className="usa-button usa-button--outline"
                onClick={cancel}
              >
                {t('admin.review.cancel')}
              </button>
            </>
          }
        >
          <AttachmentsTable filing={filing} attachments={attachments} />
        </Form>
      ) : (
        <Form
          id={PROCESS_FORM}
          schema={z.object({})}
          defaultValues={{}}
          submitLabel={t('admin.review.process')}
          className="width-full"
          onSubmit={() => lock(filing)}
          extraActions={
            <Link className="usa-button usa-button--outline" to="/admin/pendingqueue">
              {t('admin.review.cancel')}
            </Link>
          }
        >
          {null}
        </Form>
      )}
      <iframe
        src={documentAddress}
        title={t('admin.review.documentTitle')}
        className="app-admin-pdf margin-top-3"
        width="100%"
        height="600"
      />
    </>
  );
}
