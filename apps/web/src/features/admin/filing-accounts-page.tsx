import { useState } from 'react';
import { filingAccountFormSchema } from '@registrar/domain';
import { t, useTranslation } from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import {
  readPostedForm,
  refused,
  type ActionResult,
  type PageAction,
} from '../../lib/page-form.ts';
import { Link, useNavigate } from '../../lib/router.tsx';
import { createFilingAccount, useFilingAccounts } from './api/filing-accounts.ts';
import { isSignInNeeded, signInAgain, useAdminTitle, useSignInWhenNeeded } from './admin-page.ts';
import { filingAccountAddress, formatDollars, refusalOf } from './filing-account-view.ts';
import '../../styles/tables.scss';

const emptyAccount = { name: '', contactEmail: '' };

/** Opens the account: its page, or what the form shows. */
async function openAccount(values: typeof emptyAccount): Promise<ActionResult> {
  try {
    const { account } = await createFilingAccount(values);
    return { kind: 'redirect', to: filingAccountAddress(account.id) };
  } catch (error) {
    if (isSignInNeeded(error)) return signInAgain;
    const refusal = refusalOf(error, t('admin.accounts.failed'));
    return refused(refusal.errors, refusal.alert);
  }
}

/** "Open a filing account" posted without the app: the new account's page, or the form again. */
export const action: PageAction = async ({ fields }) => {
  const posted = readPostedForm(filingAccountFormSchema, emptyAccount, fields);
  if (!posted.ok) return refused(posted.errors);
  return openAccount(posted.value);
};

/** The filing accounts with their balances, and the form that opens one. */
export default function FilingAccountsPage() {
  const { t } = useTranslation();
  useAdminTitle('admin.accounts.title');
  const navigate = useNavigate();
  const accounts = useFilingAccounts();
  useSignInWhenNeeded(accounts.error);
  const rows = accounts.data?.accounts ?? [];
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <>
      <h1>{t('admin.accounts.title')}</h1>
      {accounts.isError ? (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('admin.accounts.loadError')}</p>
          </div>
        </div>
      ) : accounts.isPending ? (
        <LoadingStatus text={t('admin.loading')} />
      ) : rows.length === 0 ? (
        <p>{t('admin.accounts.none')}</p>
      ) : (
        <table className="usa-table usa-table--borderless usa-table--stacked width-full">
          <caption>{t('admin.accounts.caption', { count: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.accounts.columns.name')}</th>
              <th scope="col">{t('admin.accounts.columns.contactEmail')}</th>
              <th scope="col">{t('admin.accounts.columns.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((account) => (
              <tr key={account.id}>
                <th scope="row" data-label={t('admin.accounts.columns.name')}>
                  <Link className="usa-link" to={filingAccountAddress(account.id)}>
                    {account.name}
                  </Link>
                </th>
                <td data-label={t('admin.accounts.columns.contactEmail')}>
                  {account.contactEmail}
                </td>
                <td data-label={t('admin.accounts.columns.balance')}>
                  {formatDollars(account.balance)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h2>{t('admin.accounts.newHeading')}</h2>
      <ProblemAlert text={problem} />
      <Form
        schema={filingAccountFormSchema}
        defaultValues={emptyAccount}
        submitLabel={t('admin.accounts.create')}
        onSubmit={async (values, helpers) => {
          setProblem(null);
          const outcome = await openAccount(values);
          if (outcome.kind === 'redirect') {
            await navigate(outcome.to, { replace: outcome.to === signInAgain.to });
            return;
          }
          helpers.showErrors(outcome.errors);
          if (outcome.alert !== undefined) setProblem(outcome.alert);
        }}
      >
        <TextField
          name="name"
          label={t('admin.accounts.name')}
          required
          maxLength={200}
          autoComplete="organization"
        />
        <TextField
          name="contactEmail"
          label={t('admin.accounts.contactEmail')}
          hint={t('admin.accounts.contactEmailHint')}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
        />
      </Form>
    </>
  );
}
