import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { Link, useNavigate } from '../../lib/router.tsx';
import { SIGN_IN_LOCKOUT, staffSignInSchema, type StaffSignIn } from '@registrar/domain';
import { addCatalogue, t, useTranslation, type TFunction } from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { tooManyAttemptsMessage } from '../../lib/too-many-attempts.ts';
import {
  signOut,
  useRefreshStaffSession,
  useSetStaffSession,
  useStaffSession,
  type StaffSession,
} from '../../lib/api/staff-session.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import {
  readPostedForm,
  refused,
  type FormFieldError,
  type PageAction,
} from '../../lib/page-form.ts';
import { signInStaff } from './api/staff-sign-in.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { useHydrated } from '../../lib/server-render.ts';
import staffPagesText from './staff-pages.en.ts';

addCatalogue(staffPagesText);

/** Where a signed-in staff member belongs after loginadmin/*. */
export function homeOf(session: StaffSession): string {
  if (session.mustChangePassword) return '/changePassword';
  return session.roles.includes('admin') ? '/admin/adminhome' : '/notallowed';
}

type SignInOutcome =
  | { kind: 'signed-in'; session: StaffSession }
  | { kind: 'refused'; errors: FormFieldError[]; alert?: string };

/**
 * Signs a member of staff in with what the form holds: the session, or what the form says (a
 * failed sign-in names no field; the password is never kept).
 */
async function signIn(values: StaffSignIn, t: TFunction): Promise<SignInOutcome> {
  try {
    const answer = await signInStaff(values);
    return {
      kind: 'signed-in',
      session: {
        userId: answer.userId,
        username: answer.username,
        roles: answer.roles,
        mustChangePassword: answer.mustChangePassword,
        code: answer.code,
      },
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.apiData.errors) {
      return { kind: 'refused', errors: error.apiData.errors };
    }
    if (error instanceof ApiError && error.status === 401) {
      return { kind: 'refused', errors: [], alert: t('staff.signIn.failed') };
    }
    return {
      kind: 'refused',
      errors: [],
      alert: tooManyAttemptsMessage(error, t) ?? t('staff.tryAgain'),
    };
  }
}

/** The id of the sign-out form (on /logout and /notallowed); the sign-in form is the page's main one. */
const SIGN_OUT_FORM = 'signOut';

/** Ends the staff session (signed in or not, it is over); where the browser goes next. */
async function endSession(): Promise<string> {
  await signOut().catch(() => undefined);
  return '/loginadmin';
}

/**
 * The forms of these pages posted without the app: signed in, the browser goes where the staff
 * belongs; signed out, to the sign-in page.
 */
export const action: PageAction = async ({ form, fields }) => {
  if (form === SIGN_OUT_FORM) return { kind: 'redirect', to: await endSession() };
  const posted = readPostedForm(staffSignInSchema, { username: '', password: '' }, fields);
  if (!posted.ok) return refused(posted.errors);
  const outcome = await signIn(posted.value, t);
  if (outcome.kind === 'refused') return refused(outcome.errors, outcome.alert);
  return { kind: 'redirect', to: homeOf(outcome.session) };
};

/** Where the identity provider's sign-in starts (the server redirects on). */
const identityProviderSignIn = '/user-manager-api/oidc/login';

/**
 * loginadmin/*: a signed-in administrator goes to the admin home, other staff to /notallowed;
 * anyone else signs in here, or at the identity provider when one is configured.
 */
export default function LoginAdminPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('staff.titles.signIn')));
  const navigate = useNavigate();
  const session = useStaffSession();
  const setSession = useSetStaffSession();
  const [failure, setFailure] = useState<string | null>(null);
  const state = session.data;

  useEffect(() => {
    if (state?.signedIn === true) void navigate(homeOf(state.session), { replace: true });
    else if (state?.signedIn === false && state.signInMethod === 'identity-provider') {
      window.location.assign(identityProviderSignIn);
    }
  }, [state, navigate]);

  if (session.isPending || state?.signedIn === true) return <LoadingStatus />;
  if (state?.signInMethod === 'identity-provider') {
    return <LoadingStatus text={t('staff.signIn.redirecting')} />;
  }

  return (
    <>
      <h1>{t('staff.signIn.heading')}</h1>
      <p>{t('staff.signIn.intro')}</p>
      <ProblemAlert text={failure} />
      <Form<StaffSignIn, StaffSignIn>
        schema={staffSignInSchema}
        defaultValues={{ username: '', password: '' }}
        submitLabel={t('staff.signIn.submit')}
        onSubmit={async (values, { methods, showErrors }) => {
          setFailure(null);
          const outcome = await signIn(values, t);
          if (outcome.kind === 'signed-in') {
            setSession({ signedIn: true, session: outcome.session });
            await navigate(homeOf(outcome.session), { replace: true });
            return;
          }
          methods.setValue('password', '');
          if (outcome.errors.length > 0) showErrors(outcome.errors);
          setFailure(outcome.alert ?? null);
        }}
      >
        <TextField
          name="username"
          label={t('staff.signIn.username')}
          required
          maxLength={200}
          autoComplete="username"
        />
        <TextField
          name="password"
          label={t('staff.signIn.password')}
          hint={t('staff.signIn.lockoutHint', SIGN_IN_LOCKOUT)}
          type="password"
          required
          maxLength={250}
          autoComplete="current-password"
        />
      </Form>
      <p>
        <Link className="usa-link" to="/resetpass">
          {t('staff.signIn.forgot')}
        </Link>
      </p>
    </>
  );
}

/** The Sign out button: a form that ends the session, posted by the browser or sent by the app. */
function SignOutForm({ label }: { label: string }) {
  const navigate = useNavigate();
  const refreshSession = useRefreshStaffSession();
  return (
    <Form
      id={SIGN_OUT_FORM}
      schema={z.object({})}
      defaultValues={{}}
      submitLabel={label}
      className="usa-form"
      onSubmit={async () => {
        const next = await endSession();
        await refreshSession();
        await navigate(next, { replace: true });
      }}
    >
      {null}
    </Form>
  );
}

/** notallowed: signed in, but not as an administrator. */
export function NotAllowedPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('staff.titles.notAllowed')));
  return (
    <>
      <h1>{t('staff.notAllowed.heading')}</h1>
      <p>{t('staff.notAllowed.body')}</p>
      <SignOutForm label={t('staff.notAllowed.signOut')} />
    </>
  );
}

/**
 * logout/*: ends the session and goes to the sign-in page. Opening an address changes nothing
 * until the page's script runs; without it, the page is a Sign out button that posts.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  usePageTitle(formatPageTitle(t(hydrated ? 'staff.titles.signingOut' : 'staff.titles.signOut')));
  const navigate = useNavigate();
  const refreshSession = useRefreshStaffSession();
  useEffect(() => {
    let cancelled = false;
    void endSession()
      .then(async (next) => {
        await refreshSession();
        return next;
      })
      .then((next) => {
        if (!cancelled) void navigate(next, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [navigate, refreshSession]);
  if (!hydrated) {
    return (
      <>
        <h1>{t('staff.titles.signOut')}</h1>
        <p>{t('staff.signOut.intro')}</p>
        <SignOutForm label={t('staff.signOut.submit')} />
      </>
    );
  }
  return (
    <>
      <h1>{t('staff.titles.signingOut')}</h1>
      <LoadingStatus text={t('staff.signingOut')} />
    </>
  );
}
