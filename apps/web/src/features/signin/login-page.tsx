// Secure Business Filing login: the Log in view (entity ID, email, password; Log in, Cancel) and
// the Forgot password view swap on the same screen. A successful login keeps the token for the
// entity and goes back where the filer came from; a login with a temporary password goes to the
// change-password page first.
// Too many attempts from this address (429) is not an outage: the view stays as typed (but the
// password) and says when to try again.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router.tsx';
import { sbfResetRequestFormSchema, sbfSignInFormSchema, SIGN_IN_LOCKOUT } from '@registrar/domain';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { tooManyAttemptsMessage } from '../../lib/too-many-attempts.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import {
  clearSbfSession,
  safeReturnPath,
  saveSbfSession,
  sbfSession,
} from '../../lib/sbf-session.ts';
import { requestSbfPasswordReset } from './api/sbf-password-reset.ts';
import { signInToSbf } from './api/sbf-sign-in.ts';
import { PasswordField } from './password-field.tsx';
import signInText from './signin.en.ts';

addCatalogue(signInText);

const FILE_A_FORM_PATH = '/filing/fileaform';
const DOWN_PATH = '/down';
const CHANGE_PASSWORD_PATH = '/changePassword';

type View = 'L' | 'R';

/** The login page: `?entityId=` fills the ID, `?returnTo=` is where a login goes back to. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const entityId = searchParams.get('entityId') ?? '';
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const [view, setView] = useState<View>('L');
  const [resetSent, setResetSent] = useState(false);
  // Too many attempts: belongs to the view it happened in, and goes when the view changes.
  const [problem, setProblem] = useState<string | null>(null);
  const showView = (next: View) => {
    setProblem(null);
    setView(next);
  };
  // Read once: a filer already logged in in this tab may change the password from here.
  const [loggedIn] = useState(sbfSession);
  usePageTitle(formatPageTitle(t(view === 'L' ? 'titles.sbfLogin' : 'titles.sbfForgotPassword')));

  // Cancel goes where the filer came from (the filing's entry) or to the list of forms.
  const cancel = () => void navigate(FILE_A_FORM_PATH);

  if (view === 'R') {
    return (
      <>
        <h1>{t('sbf.forgotHeading')}</h1>
        <p>{t('sbf.forgotIntro')}</p>
        <ProblemAlert text={problem} />
        <Form
          schema={sbfResetRequestFormSchema}
          defaultValues={{ entityId, name: '', email: '' }}
          submitLabel={t('sbf.send')}
          extraActions={
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => showView('L')}
            >
              {t('sbf.backToLogin')}
            </button>
          }
          onSubmit={async (values) => {
            setProblem(null);
            try {
              await requestSbfPasswordReset(values);
            } catch (error) {
              const tooMany = tooManyAttemptsMessage(error, t);
              if (tooMany !== null) {
                setProblem(tooMany);
                return;
              }
              // 401 is as silent as 200; anything else is the down page.
              if (!(error instanceof ApiError) || error.status !== 401) {
                void navigate(DOWN_PATH);
                return;
              }
            }
            setResetSent(true);
            showView('L');
          }}
        >
          <TextField
            name="entityId"
            label={t('sbf.entityId')}
            hint={t('sbf.entityIdHint')}
            required
            maxLength={11}
            inputMode="numeric"
          />
          <TextField name="name" label={t('sbf.entityName')} required maxLength={200} />
          <TextField
            name="email"
            label={t('sbf.email')}
            required
            type="email"
            autoComplete="email"
            maxLength={200}
          />
        </Form>
      </>
    );
  }

  return (
    <>
      <h1>{t('sbf.loginHeading')}</h1>
      {resetSent && (
        <div className="usa-alert usa-alert--success usa-alert--slim margin-bottom-3" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('sbf.resetSent')}</p>
          </div>
        </div>
      )}
      {loggedIn !== null && loggedIn.mustChangePassword !== true && (
        <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-3">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('sbf.loggedIn', { entityId: loggedIn.entityId })}{' '}
              <Link className="usa-link" to={CHANGE_PASSWORD_PATH}>
                {t('sbf.changePassword')}
              </Link>
            </p>
          </div>
        </div>
      )}
      <p>{t('sbf.loginIntro')}</p>
      <ProblemAlert text={problem} />
      <Form
        schema={sbfSignInFormSchema}
        defaultValues={{ entityId, email: '', password: '' }}
        submitLabel={t('sbf.logIn')}
        onCancel={cancel}
        onSubmit={async (values, { methods, showErrors }) => {
          setProblem(null);
          try {
            const answer = await signInToSbf(values);
            saveSbfSession({
              entityId: values.entityId.trim(),
              sbfToken: answer.sbfAccessToken,
              mustChangePassword: answer.mustChangePassword,
            });
            if (answer.mustChangePassword) {
              // A temporary password serves only to choose a new one; the filing waits.
              const params = new URLSearchParams(returnTo === null ? {} : { returnTo });
              void navigate(`${CHANGE_PASSWORD_PATH}?${params.toString()}`);
              return;
            }
            void navigate(returnTo ?? FILE_A_FORM_PATH);
          } catch (error) {
            if (error instanceof ApiError && error.status === 401) {
              // The password is cleared; the message does not say which field was wrong.
              clearSbfSession();
              methods.setValue('password', '');
              showErrors([{ field: 'password', message: t('sbf.signInRefused') }]);
              return;
            }
            const tooMany = tooManyAttemptsMessage(error, t);
            if (tooMany !== null) {
              methods.setValue('password', '');
              setProblem(tooMany);
              return;
            }
            void navigate(DOWN_PATH);
          }
        }}
      >
        <TextField
          name="entityId"
          label={t('sbf.entityId')}
          hint={t('sbf.entityIdHint')}
          required
          maxLength={11}
          inputMode="numeric"
        />
        <TextField
          name="email"
          label={t('sbf.email')}
          required
          type="email"
          autoComplete="username"
          maxLength={200}
        />
        <PasswordField
          name="password"
          label={t('sbf.password')}
          hint={t('sbf.lockoutHint', SIGN_IN_LOCKOUT)}
          autoComplete="current-password"
        />
        <p>
          <button
            type="button"
            className="usa-button usa-button--unstyled"
            onClick={() => {
              setResetSent(false);
              showView('R');
            }}
          >
            {t('sbf.forgotPassword')}
          </button>
        </p>
      </Form>
    </>
  );
}
