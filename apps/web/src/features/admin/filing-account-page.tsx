import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import {
  apiKeyFormSchema,
  depositFormSchema,
  formatMountainDateTime,
  type ApiKeyListingAnswer,
} from '@registrar/domain';
import { t, useTranslation } from '../../app/i18n/index.ts';
import { Form, useOwnOutcome } from '../../components/form.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import {
  readPostedForm,
  refused,
  type ActionResult,
  type FormFieldError,
  type PageAction,
} from '../../lib/page-form.ts';
import { useQueryClient } from '../../lib/query.tsx';
import { Link, useNavigate, useParams, useSearchParams } from '../../lib/router.tsx';
import { useFilingAccount, type FilingAccountAnswer } from './api/filing-account.ts';
import { issueApiKey } from './api/issue-api-key.ts';
import { ledgerStatementPath } from './api/ledger-statement.ts';
import { recordDeposit } from './api/record-deposit.ts';
import { revokeApiKey } from './api/revoke-api-key.ts';
import { isSignInNeeded, signInAgain, useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import {
  accountIdOf,
  defaultStatementPeriod,
  filingAccountAddress,
  filingAccountsAddress,
  formatDollars,
  isAccountId,
  isIssuedKey,
  refusalOf,
} from './filing-account-view.ts';
import '../../styles/tables.scss';

/** The forms of the account page: a new key, a deposit, and each active key's Revoke. */
const ISSUE_FORM = 'issueKey';
const DEPOSIT_FORM = 'deposit';
/** Each key's Revoke is a form of its own, named by the key. */
const REVOKE_FORM = /^revoke-(\d{1,18})$/;
const revokeFormOf = (keyId: string) => `revoke-${keyId}`;

const emptyKey = { name: '' };
const emptyDeposit = { amount: '', memo: '', requestId: '' };
const noFields = z.object({});

/** What the page says after a deposit or a revocation posted without the app (its address). */
type Done = 'deposit' | 'revoke';

function doneAddress(accountId: string, done: Done): string {
  return `${filingAccountAddress(accountId)}?${new URLSearchParams({ done }).toString()}`;
}

/** A call's outcome as a form shows it. */
type Attempt<T> =
  | { kind: 'done'; value: T }
  | { kind: 'sign-in' }
  | { kind: 'refused'; errors: FormFieldError[]; alert?: string };

async function attempt<T>(call: () => Promise<T>, failed: string): Promise<Attempt<T>> {
  try {
    return { kind: 'done', value: await call() };
  } catch (error) {
    if (isSignInNeeded(error)) return { kind: 'sign-in' };
    return { kind: 'refused', ...refusalOf(error, failed) };
  }
}

/** A refused attempt as the page's action answers it. */
function notDone(outcome: Exclude<Attempt<unknown>, { kind: 'done' }>): ActionResult {
  return outcome.kind === 'sign-in' ? signInAgain : refused(outcome.errors, outcome.alert);
}

/**
 * The account page's forms posted without the app. A deposit or a revocation goes back to the
 * page, which says it is done. A new key is never put in an address: the page is shown again
 * with the key (the post's answer, 200), once; a reload does not show it again.
 */
export const action: PageAction = async ({ form, fields, url }) => {
  const accountId = accountIdOf(url.pathname);
  if (accountId === null) return { kind: 'redirect', to: filingAccountsAddress };
  if (form === ISSUE_FORM) {
    const posted = readPostedForm(apiKeyFormSchema, emptyKey, fields);
    if (!posted.ok) return refused(posted.errors);
    const outcome = await attempt(
      () => issueApiKey(accountId, posted.value),
      t('admin.account.keys.issueFailed'),
    );
    if (outcome.kind !== 'done') return notDone(outcome);
    return refused([], outcome.value.key, 200);
  }
  if (form === DEPOSIT_FORM) {
    const posted = readPostedForm(depositFormSchema, emptyDeposit, fields);
    if (!posted.ok) return refused(posted.errors);
    const outcome = await attempt(
      () => recordDeposit(accountId, posted.value),
      t('admin.account.deposit.failed'),
    );
    if (outcome.kind !== 'done') return notDone(outcome);
    return { kind: 'redirect', to: doneAddress(accountId, 'deposit') };
  }
  const revoking = REVOKE_FORM.exec(form);
  if (revoking !== null) {
    const keyId = revoking[1] ?? '';
    const outcome = await attempt(
      () => revokeApiKey(accountId, keyId),
      t('admin.account.keys.revokeFailed'),
    );
    if (outcome.kind !== 'done') return notDone(outcome);
    return { kind: 'redirect', to: doneAddress(accountId, 'revoke') };
  }
  return { kind: 'redirect', to: filingAccountAddress(accountId) };
};

/** A new key, shown this once, with what to do with it. */
function IssuedKey({
  apiKey,
  accountId,
  takeFocus,
  onDone,
}: {
  apiKey: string;
  accountId: string;
  takeFocus: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      className="usa-alert usa-alert--warning margin-bottom-3"
      aria-labelledby="issued-key-heading"
      role="region"
    >
      <div className="usa-alert__body">
        <h3 className="usa-alert__heading" id="issued-key-heading">
          {t('admin.account.keys.issuedHeading')}
        </h3>
        <p className="usa-alert__text">{t('admin.account.keys.issuedWarning')}</p>
        <label className="usa-label" htmlFor="issued-key">
          {t('admin.account.keys.issuedKeyLabel')}
        </label>
        <input
          id="issued-key"
          className="usa-input"
          type="text"
          readOnly
          value={apiKey}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <p className="margin-top-2">
          {/* Without the app, the account's page again, which never shows the key. */}
          <Link
            className="usa-button usa-button--outline"
            to={filingAccountAddress(accountId)}
            onClick={(event) => {
              event.preventDefault();
              onDone();
            }}
          >
            {t('admin.account.keys.issuedDone')}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** The account's keys, each active one with its Revoke. */
function KeysTable({
  account,
  keys,
  onRevoke,
}: {
  account: FilingAccountAnswer['account'];
  keys: ApiKeyListingAnswer[];
  onRevoke: (key: ApiKeyListingAnswer) => Promise<void>;
}) {
  const { t } = useTranslation();
  if (keys.length === 0) return <p>{t('admin.account.keys.none')}</p>;
  return (
    <table className="usa-table usa-table--borderless usa-table--stacked width-full">
      <caption>{t('admin.account.keys.caption', { name: account.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.account.keys.columns.name')}</th>
          <th scope="col">{t('admin.account.keys.columns.prefix')}</th>
          <th scope="col">{t('admin.account.keys.columns.issued')}</th>
          <th scope="col">{t('admin.account.keys.columns.lastUsed')}</th>
          <th scope="col">{t('admin.account.keys.columns.status')}</th>
          <th scope="col">{t('admin.account.keys.columns.action')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id}>
            <th scope="row" data-label={t('admin.account.keys.columns.name')}>
              {key.name}
            </th>
            <td data-label={t('admin.account.keys.columns.prefix')}>
              <code>{key.prefix}</code>
            </td>
            <td data-label={t('admin.account.keys.columns.issued')}>
              {formatMountainDateTime(key.createdAt)}
            </td>
            <td data-label={t('admin.account.keys.columns.lastUsed')}>
              {key.lastUsedAt === null
                ? t('admin.account.keys.never')
                : formatMountainDateTime(key.lastUsedAt)}
            </td>
            <td data-label={t('admin.account.keys.columns.status')}>
              {key.revokedAt === null
                ? t('admin.account.keys.active')
                : t('admin.account.keys.revoked')}
            </td>
            <td data-label={t('admin.account.keys.columns.action')}>
              {key.revokedAt === null && (
                <Form
                  id={revokeFormOf(key.id)}
                  schema={noFields}
                  defaultValues={{}}
                  className=""
                  onSubmit={() => onRevoke(key)}
                >
                  <button
                    type="submit"
                    className="usa-button usa-button--secondary margin-0"
                    aria-label={t('admin.account.keys.revokeKey', { name: key.name })}
                  >
                    {t('admin.account.keys.revoke')}
                  </button>
                </Form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The ledger's entries, newest first, with the way to older ones. */
function LedgerTable({
  accountId,
  answer,
  cursor,
}: {
  accountId: string;
  answer: FilingAccountAnswer;
  cursor: string | null;
}) {
  const { t } = useTranslation();
  const { entries, nextCursor } = answer;
  return (
    <>
      {entries.length === 0 ? (
        <p>{t('admin.account.ledger.none')}</p>
      ) : (
        <table className="usa-table usa-table--borderless usa-table--stacked width-full">
          <caption>{t('admin.account.ledger.caption', { name: answer.account.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.account.ledger.columns.date')}</th>
              <th scope="col">{t('admin.account.ledger.columns.kind')}</th>
              <th scope="col">{t('admin.account.ledger.columns.description')}</th>
              <th scope="col">{t('admin.account.ledger.columns.filing')}</th>
              <th scope="col">{t('admin.account.ledger.columns.apiKey')}</th>
              <th scope="col">{t('admin.account.ledger.columns.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t('admin.account.ledger.columns.date')}>
                  {formatMountainDateTime(entry.at)}
                </td>
                <td data-label={t('admin.account.ledger.columns.kind')}>
                  {t(`admin.account.ledger.kinds.${entry.kind}`)}
                </td>
                <td data-label={t('admin.account.ledger.columns.description')}>{entry.memo}</td>
                <td data-label={t('admin.account.ledger.columns.filing')}>
                  {entry.filingId ?? ''}
                </td>
                <td data-label={t('admin.account.ledger.columns.apiKey')}>
                  {entry.apiKey === null ? (
                    t('admin.account.ledger.noApiKey')
                  ) : (
                    <code>{entry.apiKey.prefix}</code>
                  )}
                </td>
                <td data-label={t('admin.account.ledger.columns.amount')}>
                  {formatDollars(entry.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(nextCursor !== null || cursor !== null) && (
        <ul className="usa-button-group margin-y-2">
          {cursor !== null && (
            <li className="usa-button-group__item">
              <Link className="usa-button usa-button--outline" to={filingAccountAddress(accountId)}>
                {t('admin.account.ledger.newest')}
              </Link>
            </li>
          )}
          {nextCursor !== null && (
            <li className="usa-button-group__item">
              <Link
                className="usa-button usa-button--outline"
                to={filingAccountAddress(accountId, nextCursor)}
              >
                {t('admin.account.ledger.older')}
              </Link>
            </li>
          )}
        </ul>
      )}
    </>
  );
}

/** The statement's period, sent by the browser itself: the server answers the CSV download. */
function StatementForm({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const period = defaultStatementPeriod();
  return (
    <form className="usa-form" method="get" action={ledgerStatementPath(accountId)}>
      <p className="usa-hint">{t('admin.account.statement.intro')}</p>
      <label className="usa-label" htmlFor="statement-from">
        {t('admin.account.statement.from')}
      </label>
      <input
        className="usa-input"
        id="statement-from"
        name="from"
        type="date"
        required
        defaultValue={period.from}
      />
      <label className="usa-label" htmlFor="statement-to">
        {t('admin.account.statement.to')}
      </label>
      <input
        className="usa-input"
        id="statement-to"
        name="to"
        type="date"
        required
        defaultValue={period.to}
      />
      <button type="submit" className="usa-button margin-top-3">
        {t('admin.account.statement.download')}
      </button>
    </form>
  );
}

/**
 * A filing account: its details and balance, its API keys (issue, revoke), its deposits, its
 * ledger (newest first, older entries page by page) and its statement for a period.
 */
export default function FilingAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { accountId = '' } = useParams();
  const [params] = useSearchParams();
  const cursor = params.get('cursor');
  const known = isAccountId(accountId);
  const account = useFilingAccount(accountId, cursor, known);
  useSignInWhenNeeded(account.error);

  // A key issued by a post the browser sent itself is in the page the post answered; one issued
  // through the app is in this state. Either is shown until it is put away.
  const issuedOutcome = useOwnOutcome(ISSUE_FORM);
  const postedKey =
    issuedOutcome !== undefined &&
    issuedOutcome.errors.length === 0 &&
    isIssuedKey(issuedOutcome.alert)
      ? issuedOutcome.alert
      : null;
  const [postedKeyPutAway, setPostedKeyPutAway] = useState(false);
  const [issuedKey, setIssuedKey] = useState<string | null>(null);
  const shownKey = issuedKey ?? (postedKeyPutAway ? null : postedKey);
  useAdminTitle('admin.account.title', { postAnswered: postedKey !== null });

  // What the app did, said as the address says it without the app.
  const [appDone, setAppDone] = useState<Done | null>(null);
  const addressDone = params.get('done');
  const done: Done | null =
    appDone ?? (addressDone === 'deposit' || addressDone === 'revoke' ? addressDone : null);
  const [problem, setProblem] = useState<string | null>(null);
  // Each successful deposit starts the form afresh.
  const [deposits, setDeposits] = useState(0);

  const refresh = () => client.refetchQueries({ queryKey: ['admin', 'filingAccount', accountId] });
  /** After an attempt through the app: what it did, or the sign-in, or what went wrong. */
  const settle = async <T,>(
    outcome: Attempt<T>,
    showErrors: (errors: FormFieldError[]) => void,
  ): Promise<T | null> => {
    if (outcome.kind === 'done') {
      await refresh();
      return outcome.value;
    }
    if (outcome.kind === 'sign-in') {
      await navigate(signInAgain.to, { replace: true });
      return null;
    }
    showErrors(outcome.errors);
    if (outcome.alert !== undefined) setProblem(outcome.alert);
    return null;
  };

  const notFound = !known || (account.error instanceof ApiError && account.error.status === 404);

  return (
    <>
      <p>
        <Link className="usa-link" to={filingAccountsAddress}>
          {t('admin.account.back')}
        </Link>
      </p>
      <h1>{t('admin.account.title')}</h1>
      <div role="status">
        {done !== null && (
          <div className="usa-alert usa-alert--success usa-alert--slim">
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                {done === 'deposit'
                  ? t('admin.account.deposit.done')
                  : t('admin.account.keys.revokedDone')}
              </p>
            </div>
          </div>
        )}
      </div>
      {notFound ? (
        <p role="alert">{t('admin.account.notFound')}</p>
      ) : account.isError ? (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('admin.account.loadError')}</p>
          </div>
        </div>
      ) : account.isPending ? (
        <LoadingStatus text={t('admin.loading')} />
      ) : (
        <>
          <dl className="app-review-list">
            <div className="app-review-row">
              <dt>{t('admin.account.details.name')}</dt>
              <dd>{account.data.account.name}</dd>
            </div>
            <div className="app-review-row">
              <dt>{t('admin.account.details.contactEmail')}</dt>
              <dd>{account.data.account.contactEmail}</dd>
            </div>
            <div className="app-review-row">
              <dt>{t('admin.account.details.opened')}</dt>
              <dd>{formatMountainDateTime(account.data.account.createdAt)}</dd>
            </div>
            <div className="app-review-row">
              <dt>{t('admin.account.details.balance')}</dt>
              <dd>{formatDollars(account.data.account.balance)}</dd>
            </div>
          </dl>
          <ProblemAlert text={problem} />

          <h2>{t('admin.account.keys.heading')}</h2>
          <KeysTable
            account={account.data.account}
            keys={account.data.keys}
            onRevoke={async (key) => {
              setProblem(null);
              setAppDone(null);
              const outcome = await attempt(
                () => revokeApiKey(accountId, key.id),
                t('admin.account.keys.revokeFailed'),
              );
              if ((await settle(outcome, () => undefined)) !== null) setAppDone('revoke');
            }}
          />
          <h3>{t('admin.account.keys.issueHeading')}</h3>
          {shownKey !== null ? (
            <IssuedKey
              apiKey={shownKey}
              accountId={accountId}
              takeFocus={issuedKey !== null}
              onDone={() => {
                setIssuedKey(null);
                setPostedKeyPutAway(true);
              }}
            />
          ) : (
            <Form
              id={ISSUE_FORM}
              schema={apiKeyFormSchema}
              defaultValues={emptyKey}
              submitLabel={t('admin.account.keys.issue')}
              onSubmit={async (values, helpers) => {
                setProblem(null);
                setAppDone(null);
                const outcome = await attempt(
                  () => issueApiKey(accountId, values),
                  t('admin.account.keys.issueFailed'),
                );
                const issued = await settle(outcome, helpers.showErrors);
                if (issued !== null) setIssuedKey(issued.key);
              }}
            >
              <TextField
                name="name"
                label={t('admin.account.keys.name')}
                hint={t('admin.account.keys.nameHint')}
                required
                maxLength={100}
              />
            </Form>
          )}

          <h2>{t('admin.account.deposit.heading')}</h2>
          <Form
            key={deposits}
            id={DEPOSIT_FORM}
            schema={depositFormSchema}
            defaultValues={{ ...emptyDeposit, requestId: account.data.depositRequestId }}
            submitLabel={t('admin.account.deposit.record')}
            onSubmit={async (values, helpers) => {
              setProblem(null);
              setAppDone(null);
              const outcome = await attempt(
                () => recordDeposit(accountId, values),
                t('admin.account.deposit.failed'),
              );
              if ((await settle(outcome, helpers.showErrors)) !== null) {
                setDeposits((count) => count + 1);
                setAppDone('deposit');
              }
            }}
          >
            {/* The page's key for this deposit: sent twice, it is recorded once. */}
            <input type="hidden" name="requestId" value={account.data.depositRequestId} />
            <TextField
              name="amount"
              label={t('admin.account.deposit.amount')}
              hint={t('admin.account.deposit.amountHint')}
              required
              maxLength={20}
              inputClassName="usa-input--small"
            />
            <TextField
              name="memo"
              label={t('admin.account.deposit.memo')}
              hint={t('admin.account.deposit.memoHint')}
              required
              maxLength={200}
            />
          </Form>

          <h2>{t('admin.account.ledger.heading')}</h2>
          <LedgerTable accountId={accountId} answer={account.data} cursor={cursor} />

          <h2>{t('admin.account.statement.heading')}</h2>
          <StatementForm accountId={accountId} />
        </>
      )}
    </>
  );
}
