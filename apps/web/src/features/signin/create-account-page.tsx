// "Create a Secure Business Filing account", offered on the Congratulations page: the browser that
// paid for the filing holds its receipt token (kept by the tab, and in the cookie the payment call
// set), which the server needs to open an account for the filing's entity. The account works once
// the email is confirmed through the mailed link. The form works with or without the app's
// script: sent by the browser itself, its action opens the account and the page says where the
// link went (?sentTo=).
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { sbfNewAccountFormSchema, type FormFieldError } from '@registrar/domain';
import {
  addCatalogue,
  t as translate,
  useTranslation,
  type TFunction,
} from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useReceiptSummary } from '../../lib/filing-session.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { readPostedForm, refused, type PageAction } from '../../lib/page-form.ts';
import { useHydrated } from '../../lib/server-render.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { receiptTokenFor } from '../../lib/receipt-token.ts';
import { tooManyAttemptsMessage } from '../../lib/too-many-attempts.ts';
import { useAccountOffer } from './api/sbf-account-offer.ts';
import { createSbfAccount } from './api/sbf-create-account.ts';
import { PasswordField } from './password-field.tsx';
import signInText from './signin.en.ts';

addCatalogue(signInText);

type NewAccount = { email: string; password: string };

type CreateOutcome =
  | { kind: 'created'; email: string }
  | { kind: 'refused'; errors: FormFieldError[]; alert?: string; status: number }
  | { kind: 'down' };

/**
 * Opens the account (the receipt token the tab holds, else the browser's cookie): the email the
 * link went to, or what the form says, or that the service is down.
 */
async function createAccount(
  values: NewAccount,
  refId: string,
  receiptToken: string | null,
  t: TFunction,
): Promise<CreateOutcome> {
  try {
    const created = await createSbfAccount({
      refId,
      ...(receiptToken === null ? {} : { receiptToken }),
      email: values.email,
      password: values.password,
    });
    return { kind: 'created', email: created.email };
  } catch (error) {
    const tooMany = tooManyAttemptsMessage(error, t);
    if (tooMany !== null) return { kind: 'refused', errors: [], alert: tooMany, status: 429 };
    if (error instanceof ApiError && error.status === 400 && error.apiData.errors)
      return { kind: 'refused', errors: error.apiData.errors, status: 400 };
    if (
      error instanceof ApiError &&
      [403, 404, 409].includes(error.status) &&
      error.apiData.message
    )
      return { kind: 'refused', errors: [], alert: error.apiData.message, status: error.status };
    return { kind: 'down' };
  }
}

/** The page's address once the link is sent. */
function sentPath(refId: string, email: string): string {
  return `/login/create?${new URLSearchParams({ refId, sentTo: email }).toString()}`;
}

/** The form posted without the app. */
export const action: PageAction = async ({ fields, url }) => {
  const refId = url.searchParams.get('refId') ?? '';
  const posted = readPostedForm(
    sbfNewAccountFormSchema,
    { email: '', password: '', retypedPassword: '' },
    fields,
  );
  if (!posted.ok) return refused(posted.errors);
  const outcome = await createAccount(posted.value, refId, null, translate);
  if (outcome.kind === 'refused') return refused(outcome.errors, outcome.alert, outcome.status);
  if (outcome.kind === 'down') return { kind: 'redirect', to: '/down' };
  return { kind: 'redirect', to: sentPath(refId, outcome.email) };
};

/** `?refId=` names the paid filing. */
export default function CreateAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(formatPageTitle(t('titles.sbfCreateAccount')));
  const [searchParams] = useSearchParams();
  const refId = searchParams.get('refId') ?? '';
  // What only the paying tab keeps: read once the browser has taken the page over.
  const hydrated = useHydrated();
  const storedToken = !hydrated || refId === '' ? null : receiptTokenFor(refId);
  // What the server says of this browser (the receipt token in its cookie).
  const offer = useAccountOffer(refId);
  const summary = useReceiptSummary();
  const [refusal, setRefusal] = useState<string | null>(null);
  const sentTo = searchParams.get('sentTo');

  if (sentTo !== null) {
    return (
      <>
        <h1>{t('sbf.checkEmailHeading')}</h1>
        <p>{t('sbf.checkEmail', { email: sentTo })}</p>
        <p>
          <Link className="usa-link" to="/filing/fileaform">
            {t('sbf.toFileAForm')}
          </Link>
        </p>
      </>
    );
  }

  if (storedToken === null && offer.isPending && refId !== '') {
    return (
      <>
        <h1>{t('sbf.createHeading')}</h1>
        <LoadingStatus />
      </>
    );
  }
  const mayCreate = storedToken !== null || offer.isSuccess;
  const names = offer.data ?? (summary?.entityId ? { ...summary, entityName: summary.name } : null);

  return (
    <>
      <h1>{t('sbf.createHeading')}</h1>
      {!mayCreate ? (
        <>
          <p>{t('sbf.createOnlyFromPayingBrowser')}</p>
          <p>
            <Link className="usa-link" to="/filing/fileaform">
              {t('sbf.toFileAForm')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            {names !== null
              ? t('sbf.createIntro', { name: names.entityName, entityId: names.entityId })
              : t('sbf.createIntroNoName')}
          </p>
          <ProblemAlert text={refusal} />
          <Form
            schema={sbfNewAccountFormSchema}
            defaultValues={{ email: '', password: '', retypedPassword: '' }}
            submitLabel={t('sbf.createAccount')}
            onSubmit={async (values, { methods, showErrors }) => {
              setRefusal(null);
              const outcome = await createAccount(values, refId, storedToken, t);
              if (outcome.kind === 'created') return navigate(sentPath(refId, outcome.email));
              if (outcome.kind === 'down') return navigate('/down');
              if (outcome.status === 429) {
                // The email stays; the passwords are typed again.
                methods.setValue('password', '');
                methods.setValue('retypedPassword', '');
              }
              if (outcome.errors.length > 0) showErrors(outcome.errors);
              setRefusal(outcome.alert ?? null);
            }}
          >
            <TextField
              name="email"
              label={t('sbf.email')}
              required
              type="email"
              autoComplete="email"
              maxLength={200}
            />
            <PasswordField
              name="password"
              label={t('sbf.newPassword')}
              hint={t('sbf.newPasswordHint')}
              autoComplete="new-password"
            />
            <PasswordField
              name="retypedPassword"
              label={t('sbf.retypePassword')}
              autoComplete="new-password"
            />
          </Form>
        </>
      )}
    </>
  );
}
