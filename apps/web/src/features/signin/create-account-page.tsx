// "Create a Secure Business Filing account", offered on the Congratulations page: the browser that
// paid for the filing holds its receipt token, which the server needs to open an account for the
// filing's entity. The account works once the email is confirmed through the mailed link.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { sbfNewAccountFormSchema } from '@registrar/domain';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useReceiptSummary } from '../../lib/filing-session.ts';
import { useHydrated } from '../../lib/server-render.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { receiptTokenFor } from '../../lib/receipt-token.ts';
import { tooManyAttemptsMessage } from '../../lib/too-many-attempts.ts';
import { createSbfAccount } from './api/sbf-create-account.ts';
import { PasswordField } from './password-field.tsx';
import signInText from './signin.en.ts';

addCatalogue(signInText);

/** `?refId=` names the paid filing. */
export default function CreateAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(formatPageTitle(t('titles.sbfCreateAccount')));
  const [searchParams] = useSearchParams();
  const refId = searchParams.get('refId') ?? '';
  // What only the paying tab keeps: read once the browser has taken the page over.
  const hydrated = useHydrated();
  const receiptToken = !hydrated || refId === '' ? null : receiptTokenFor(refId);
  const summary = useReceiptSummary();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

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

  return (
    <>
      <h1>{t('sbf.createHeading')}</h1>
      {receiptToken === null ? (
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
            {summary?.entityId
              ? t('sbf.createIntro', { name: summary.name, entityId: summary.entityId })
              : t('sbf.createIntroNoName')}
          </p>
          <ProblemAlert text={refusal} />
          <Form
            schema={sbfNewAccountFormSchema}
            defaultValues={{ email: '', password: '', retypedPassword: '' }}
            submitLabel={t('sbf.createAccount')}
            onSubmit={async (values, { methods, showErrors }) => {
              setRefusal(null);
              try {
                const created = await createSbfAccount({
                  refId,
                  receiptToken,
                  email: values.email,
                  password: values.password,
                });
                setSentTo(created.email);
              } catch (error) {
                const tooMany = tooManyAttemptsMessage(error, t);
                if (tooMany !== null) {
                  // The email stays; the passwords are typed again.
                  methods.setValue('password', '');
                  methods.setValue('retypedPassword', '');
                  setRefusal(tooMany);
                } else if (
                  error instanceof ApiError &&
                  error.status === 400 &&
                  error.apiData.errors
                ) {
                  showErrors(error.apiData.errors);
                } else if (
                  error instanceof ApiError &&
                  [403, 404, 409].includes(error.status) &&
                  error.apiData.message
                ) {
                  setRefusal(error.apiData.message);
                } else {
                  void navigate('/down');
                }
              }
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
