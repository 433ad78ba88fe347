// Secure Business Filing login: the Log in view (entity ID, email, password; Log in, Cancel) at
// /login and the Forgot password view at /login/forgot, each a form that works with or without the
// app's script. A successful login keeps the token for the entity (the server keeps it in the
// browser's cookie too) and goes back where the filer came from; a login with a temporary password
// goes to the change-password page first.
// Too many attempts from this address (429) is not an outage: the view stays as typed (but the
// password) and says when to try again.
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '../../lib/router.tsx';
import {
  sbfResetRequestFormSchema,
  sbfSignInFormSchema,
  SIGN_IN_LOCKOUT,
  type FormFieldError,
} from '@registrar/domain';
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
import { useFilerSession, useSetFilerSession } from '../../lib/api/filer-session.ts';
import { readPostedForm, refused, type PageAction } from '../../lib/page-form.ts';
import { tooManyAttemptsMessage } from '../../lib/too-many-attempts.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { clearSbfSession, safeReturnPath, saveSbfSession } from '../../lib/sbf-session.ts';
import { requestSbfPasswordReset, type SbfPasswordResetQuery } from './api/sbf-password-reset.ts';
import { signInToSbf, type SbfSignInRequest } from './api/sbf-sign-in.ts';
import { PasswordField } from './password-field.tsx';
import signInText from './signin.en.ts';
import staffPagesText from './staff-pages.en.ts';

addCatalogue(signInText);
addCatalogue(staffPagesText);

const FILE_A_FORM_PATH = '/filing/fileaform';
const DOWN_PATH = '/down';
const CHANGE_PASSWORD_PATH = '/changePassword';
const FORGOT_PATH = '/login/forgot';

/** The query of both views: the entity's ID and where a login goes back to. */
function viewQuery(entityId: string, returnTo: string | null, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ entityId });
  if (returnTo !== null) params.set('returnTo', returnTo);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return params.toString();
}

type LogInOutcome =
  | { kind: 'logged-in'; to: string; entityId: string; sbfToken: string; temporary: boolean }
  | { kind: 'refused'; errors: FormFieldError[]; alert?: string }
  | { kind: 'down' };

/**
 * Logs the filer in with what the form holds: where to go next, or what the form says (a
 * refused login names no field but clears the password; too many attempts says when to retry).
 */
async function logIn(
  values: SbfSignInRequest,
  returnTo: string | null,
  t: TFunction,
): Promise<LogInOutcome> {
  try {
    const answer = await signInToSbf(values);
    const next = answer.mustChangePassword
      ? // A temporary password serves only to choose a new one; the filing waits.
        `${CHANGE_PASSWORD_PATH}?${new URLSearchParams(returnTo === null ? {} : { returnTo }).toString()}`
      : (returnTo ?? FILE_A_FORM_PATH);
    return {
      kind: 'logged-in',
      to: next,
      entityId: values.entityId.trim(),
      sbfToken: answer.sbfAccessToken,
      temporary: answer.mustChangePassword,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return { kind: 'refused', errors: [{ field: 'password', message: t('sbf.signInRefused') }] };
    }
    const tooMany = tooManyAttemptsMessage(error, t);
    if (tooMany !== null) return { kind: 'refused', errors: [], alert: tooMany };
    return { kind: 'down' };
  }
}

type ResetOutcome = { kind: 'sent' } | { kind: 'refused'; alert: string } | { kind: 'down' };

/** Asks for a temporary password: sent (or silently not), too many attempts, or the service down. */
async function requestReset(values: SbfPasswordResetQuery, t: TFunction): Promise<ResetOutcome> {
  try {
    await requestSbfPasswordReset(values);
  } catch (error) {
    const tooMany = tooManyAttemptsMessage(error, t);
    if (tooMany !== null) return { kind: 'refused', alert: tooMany };
    // 401 is as silent as 200; anything else is the down page.
    if (!(error instanceof ApiError) || error.status !== 401) return { kind: 'down' };
  }
  return { kind: 'sent' };
}

/** Either view's form posted without the app. */
export const action: PageAction = async ({ form, fields, url }) => {
  const returnTo = safeReturnPath(url.searchParams.get('returnTo'));
  if (form === 'forgot') {
    const posted = readPostedForm(
      sbfResetRequestFormSchema,
      { entityId: '', name: '', email: '' },
      fields,
    );
    if (!posted.ok) return refused(posted.errors);
    const outcome = await requestReset(posted.value, translate);
    if (outcome.kind === 'refused') return refused([], outcome.alert, 429);
    if (outcome.kind === 'down') return { kind: 'redirect', to: DOWN_PATH };
    const query = viewQuery(posted.value.entityId.trim(), returnTo, { resetSent: '1' });
    return { kind: 'redirect', to: `/login?${query}` };
  }
  const posted = readPostedForm(
    sbfSignInFormSchema,
    { entityId: '', email: '', password: '' },
    fields,
  );
  if (!posted.ok) return refused(posted.errors);
  const outcome = await logIn(posted.value, returnTo, translate);
  if (outcome.kind === 'refused')
    return refused(outcome.errors, outcome.alert, outcome.alert === undefined ? 400 : 429);
  if (outcome.kind === 'down') return { kind: 'redirect', to: DOWN_PATH };
  return { kind: 'redirect', to: outcome.to };
};

/** A success the address carries: a temporary password mailed, or the password changed. */
function SuccessNotice({ text }: { text: string }) {
  return (
    <div className="usa-alert usa-alert--success usa-alert--slim margin-bottom-3" role="status">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{text}</p>
      </div>
    </div>
  );
}

/** The Forgot password view (/login/forgot). */
function ForgotPasswordView({ entityId, returnTo }: { entityId: string; returnTo: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <h1>{t('sbf.forgotHeading')}</h1>
      <p>{t('sbf.forgotIntro')}</p>
      <ProblemAlert text={problem} />
      <Form
        id="forgot"
        schema={sbfResetRequestFormSchema}
        defaultValues={{ entityId, name: '', email: '' }}
        submitLabel={t('sbf.send')}
        extraActions={
          <Link
            className="usa-button usa-button--outline"
            to={`/login?${viewQuery(entityId, returnTo)}`}
          >
            {t('sbf.backToLogin')}
          </Link>
        }
        onSubmit={async (values) => {
          setProblem(null);
          const outcome = await requestReset(values, t);
          if (outcome.kind === 'refused') return setProblem(outcome.alert);
          if (outcome.kind === 'down') return void navigate(DOWN_PATH);
          await navigate(
            `/login?${viewQuery(values.entityId.trim(), returnTo, { resetSent: '1' })}`,
          );
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

/**
 * The login page: `?entityId=` fills the ID, `?returnTo=` is where a login goes back to;
 * `?resetSent=1` and `?passwordChanged=1` say what the filer just did.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const entityId = searchParams.get('entityId') ?? '';
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const forgot = pathname.toLowerCase() === FORGOT_PATH.toLowerCase();
  // Too many attempts: belongs to the view it happened in.
  const [problem, setProblem] = useState<string | null>(null);
  const filer = useFilerSession();
  const setFiler = useSetFilerSession();
  usePageTitle(formatPageTitle(t(forgot ? 'titles.sbfForgotPassword' : 'titles.sbfLogin')));

  if (forgot) return <ForgotPasswordView entityId={entityId} returnTo={returnTo} />;

  const loggedIn = filer.data;
  return (
    <>
      <h1>{t('sbf.loginHeading')}</h1>
      {searchParams.get('resetSent') === '1' && <SuccessNotice text={t('sbf.resetSent')} />}
      {searchParams.get('passwordChanged') === '1' && (
        <SuccessNotice text={t('staff.change.doneBody')} />
      )}
      {loggedIn && !loggedIn.mustChangePassword && (
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
        id="login"
        schema={sbfSignInFormSchema}
        defaultValues={{ entityId, email: '', password: '' }}
        submitLabel={t('sbf.logIn')}
        // Cancel goes to the list of forms, where every filing starts.
        extraActions={
          <Link className="usa-button usa-button--outline" to={FILE_A_FORM_PATH}>
            {t('sbf.cancel')}
          </Link>
        }
        onSubmit={async (values, { methods, showErrors }) => {
          setProblem(null);
          const outcome = await logIn(values, returnTo, t);
          if (outcome.kind === 'down') return void navigate(DOWN_PATH);
          if (outcome.kind === 'refused') {
            // The password is cleared; a refusal does not say which field was wrong.
            methods.setValue('password', '');
            if (outcome.errors.length > 0) {
              clearSbfSession();
              setFiler(null);
              showErrors(outcome.errors);
            }
            setProblem(outcome.alert ?? null);
            return;
          }
          saveSbfSession({
            entityId: outcome.entityId,
            sbfToken: outcome.sbfToken,
            mustChangePassword: outcome.temporary,
          });
          setFiler({
            entityId: outcome.entityId,
            email: values.email.trim(),
            mustChangePassword: outcome.temporary,
          });
          void navigate(outcome.to);
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
          <Link className="usa-link" to={`${FORGOT_PATH}?${viewQuery(entityId, returnTo)}`}>
            {t('sbf.forgotPassword')}
          </Link>
        </p>
      </Form>
    </>
  );
}
