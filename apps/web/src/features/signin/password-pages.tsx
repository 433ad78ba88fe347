import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router.tsx';
import {
  passwordChangeFormSchema,
  passwordResetSchema,
  sbfChangePasswordFormSchema,
  type FormFieldError,
  type PasswordChangeForm,
  type PasswordResetRequest,
} from '@registrar/domain';
import {
  addCatalogue,
  t as translate,
  useTranslation,
  type TFunction,
} from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { Modal } from '../../components/modal.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import {
  fetchFilerSession,
  useFilerSession,
  useSetFilerSession,
  type FilerSession,
} from '../../lib/api/filer-session.ts';
import {
  fetchStaffSession,
  signOut,
  useRefreshStaffSession,
  useStaffSession,
} from '../../lib/api/staff-session.ts';
import { readPostedForm, refused, type PageAction } from '../../lib/page-form.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { clearSbfSession, safeReturnPath, sbfSession } from '../../lib/sbf-session.ts';
import { tooManyAttemptsMessage } from '../../lib/too-many-attempts.ts';
import { changePassword } from './api/password-change.ts';
import { requestPasswordReset } from './api/password-reset.ts';
import { changeSbfPassword } from './api/sbf-change-password.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import staffPagesText from './staff-pages.en.ts';

addCatalogue(staffPagesText);

/** resetpass: username and email; the answer never says whether they matched. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('staff.titles.resetPassword')));
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <h1>{t('staff.reset.heading')}</h1>
      <p>{t('staff.reset.intro')}</p>
      <ProblemAlert text={problem} />
      <Form<PasswordResetRequest, PasswordResetRequest>
        schema={passwordResetSchema}
        defaultValues={{ userId: '', email: '' }}
        submitLabel={t('staff.reset.submit')}
        onSubmit={async (values, { showErrors }) => {
          setProblem(null);
          try {
            await requestPasswordReset(values);
            await navigate('/resetConfirm');
          } catch (error) {
            const tooMany = tooManyAttemptsMessage(error, t);
            if (tooMany !== null) {
              setProblem(tooMany);
            } else if (error instanceof ApiError && error.status === 400 && error.apiData.errors) {
              showErrors(error.apiData.errors);
            } else {
              // A failing reset goes to the down page.
              await navigate('/down');
            }
          }
        }}
      >
        <TextField
          name="userId"
          label={t('staff.reset.username')}
          required
          maxLength={200}
          autoComplete="username"
        />
        <TextField
          name="email"
          label={t('staff.reset.email')}
          type="email"
          required
          maxLength={200}
          autoComplete="email"
        />
      </Form>
      <p>
        <Link className="usa-link" to="/loginadmin">
          {t('staff.reset.back')}
        </Link>
      </p>
    </>
  );
}

/** resetConfirm: 'A temporary password has been emailed to you.' */
export function ResetConfirmPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('staff.titles.resetConfirm')));
  return (
    <>
      <h1>{t('staff.resetConfirm.heading')}</h1>
      <div className="usa-alert usa-alert--success" role="status">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('staff.resetConfirm.body')}</p>
        </div>
      </div>
      <p>{t('staff.resetConfirm.next')}</p>
      <p>
        <Link className="usa-button" to="/loginadmin">
          {t('staff.resetConfirm.signIn')}
        </Link>
      </p>
    </>
  );
}

type PasswordChange = { password: string; newPassword: string };

type ChangeOutcome =
  | { kind: 'changed' }
  | { kind: 'refused'; errors: FormFieldError[]; alert?: string; status: number }
  | { kind: 'signed-out' }
  | { kind: 'down' };

/**
 * Changes the password with `change` (the staff's call or the filer's): changed, or what the
 * form says (a refused field, too many attempts, the server's reason), or that nobody is signed
 * in any more, or that the service is down.
 */
async function changePasswordWith(
  change: (body: PasswordChange) => Promise<unknown>,
  values: PasswordChangeForm,
  t: TFunction,
): Promise<ChangeOutcome> {
  try {
    await change({ password: values.password, newPassword: values.newPassword });
    return { kind: 'changed' };
  } catch (error) {
    const tooMany = tooManyAttemptsMessage(error, t);
    if (tooMany !== null) return { kind: 'refused', errors: [], alert: tooMany, status: 429 };
    if (error instanceof ApiError && error.status === 400 && error.apiData.errors)
      return { kind: 'refused', errors: error.apiData.errors, status: 400 };
    if (error instanceof ApiError && error.status === 401) return { kind: 'signed-out' };
    if (error instanceof ApiError && error.status === 500) return { kind: 'down' };
    return {
      kind: 'refused',
      errors: [],
      alert:
        error instanceof ApiError && error.apiData.message !== undefined
          ? error.apiData.message
          : t('staff.tryAgain'),
      status: error instanceof ApiError ? error.status : 503,
    };
  }
}

/** The filer's login page, with the entity's ID and where a login goes back to. */
function filerLoginPath(
  entityId: string,
  returnTo: string | null,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({ entityId });
  if (returnTo !== null) params.set('returnTo', returnTo);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return `/login?${params.toString()}`;
}

/** The filer's token this tab keeps for the signed-in entity, if any (the cookie serves too). */
function storedTokenOf(filer: FilerSession): string | null {
  const stored = sbfSession();
  return stored !== null && stored.entityId === filer.entityId ? stored.sbfToken : null;
}

const emptyChange: PasswordChangeForm = { password: '', newPassword: '', retypedPassword: '' };

/**
 * The change-password form posted without the app (the other forms of this module's pages need
 * the app): the signed-in staff member's or filer's password, and where the dialog's closing
 * would have gone, the filer's login saying the password was changed.
 */
export const action: PageAction = async ({ fields, url }) => {
  if (url.pathname.toLowerCase() !== '/changepassword') {
    return {
      kind: 'redirect',
      to: `/formnotsent?${new URLSearchParams({ from: url.pathname }).toString()}`,
    };
  }
  const staff = await fetchStaffSession().catch(() => null);
  if (staff?.signedIn === true) {
    const posted = readPostedForm(passwordChangeFormSchema, emptyChange, fields);
    if (!posted.ok) return refused(posted.errors);
    const outcome = await changePasswordWith(changePassword, posted.value, translate);
    if (outcome.kind === 'refused') return refused(outcome.errors, outcome.alert, outcome.status);
    if (outcome.kind === 'down') return { kind: 'redirect', to: '/down' };
    if (outcome.kind === 'changed') await signOut().catch(() => undefined);
    const administrator = outcome.kind === 'changed' && staff.session.roles.includes('admin');
    return { kind: 'redirect', to: administrator ? '/admin/adminhome' : '/loginadmin' };
  }
  const filer = await fetchFilerSession().catch(() => null);
  if (filer === null) return { kind: 'redirect', to: '/loginadmin' };
  const posted = readPostedForm(sbfChangePasswordFormSchema, emptyChange, fields);
  if (!posted.ok) return refused(posted.errors);
  const outcome = await changePasswordWith(
    (body) => changeSbfPassword(body, null),
    posted.value,
    translate,
  );
  const returnTo = safeReturnPath(url.searchParams.get('returnTo'));
  if (outcome.kind === 'refused') return refused(outcome.errors, outcome.alert, outcome.status);
  if (outcome.kind === 'down') return { kind: 'redirect', to: '/down' };
  if (outcome.kind === 'signed-out')
    return { kind: 'redirect', to: filerLoginPath(filer.entityId, null) };
  return {
    kind: 'redirect',
    to: filerLoginPath(filer.entityId, returnTo, { passwordChanged: '1' }),
  };
};

/**
 * The change-password form (current, new, retyped) of staff and filers alike; `rules` is the
 * new password's rule (the staff's or the filer's). Answers of the call are shown where they
 * belong: a refused field at the field, a signed-out caller to `onSignedOut`, a 500 to /down,
 * too many attempts above the form with when to try again.
 */
function ChangePasswordForm({
  rules,
  change,
  onChanged,
  onSignedOut,
  temporary,
}: {
  rules: typeof passwordChangeFormSchema;
  change: (body: PasswordChange) => Promise<unknown>;
  onChanged: () => void;
  onSignedOut: () => Promise<void>;
  temporary: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      {temporary && (
        <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-3">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('staff.change.temporary')}</p>
          </div>
        </div>
      )}
      <ProblemAlert text={problem} />
      <Form<PasswordChangeForm, PasswordChangeForm>
        schema={rules}
        defaultValues={{ password: '', newPassword: '', retypedPassword: '' }}
        submitLabel={t('staff.change.submit')}
        onSubmit={async (values, { methods, showErrors }) => {
          setProblem(null);
          const outcome = await changePasswordWith(change, values, t);
          if (outcome.kind === 'changed') return onChanged();
          if (outcome.kind === 'signed-out') return onSignedOut();
          if (outcome.kind === 'down') return navigate('/down');
          if (outcome.status === 429) {
            // Every field here is a password: none is kept.
            methods.setValue('password', '');
            methods.setValue('newPassword', '');
            methods.setValue('retypedPassword', '');
          }
          if (outcome.errors.length > 0) showErrors(outcome.errors);
          setProblem(outcome.alert ?? null);
        }}
      >
        <TextField
          name="password"
          label={t('staff.change.current')}
          type="password"
          required
          maxLength={250}
          autoComplete="current-password"
        />
        <TextField
          name="newPassword"
          label={t('staff.change.newPassword')}
          hint={t('staff.change.newPasswordHint')}
          type="password"
          required
          maxLength={250}
          autoComplete="new-password"
        />
        <TextField
          name="retypedPassword"
          label={t('staff.change.retype')}
          type="password"
          required
          maxLength={250}
          autoComplete="new-password"
        />
      </Form>
    </>
  );
}

/** The dialog of a changed password: closing it signs out and moves on. */
function PasswordChangedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      heading={t('staff.change.doneHeading')}
      onClose={onClose}
      footer={
        <button type="button" className="usa-button" onClick={onClose}>
          {t('staff.change.close')}
        </button>
      }
    >
      <p>{t('staff.change.doneBody')}</p>
    </Modal>
  );
}

/** Who changed the password, which decides where closing the dialog goes. */
type ChangedBy = 'administrator' | 'staff' | { filerOf: string };

/**
 * changePassword: current, new and retyped, for the signed-in staff member or, without one, the
 * filer logged in in this browser; forced after a temporary password. Success opens a dialog;
 * closing it signs out and goes to /admin/adminhome for administrators, to the staff sign-in for
 * other staff and to /business/login for filers. Posted without the app, the action goes there at
 * once (the filer's login then says the password was changed).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('staff.titles.changePassword')));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useStaffSession();
  const refreshSession = useRefreshStaffSession();
  // Asked once no staff member is found signed in: a filer's page then.
  const filerSession = useFilerSession(!session.isPending && session.data?.signedIn !== true);
  const setFilerSession = useSetFilerSession();
  const [changedBy, setChangedBy] = useState<ChangedBy | null>(null);

  const close = async () => {
    if (typeof changedBy === 'object' && changedBy !== null) {
      // The change ended the filer's session: the tab forgets it too.
      clearSbfSession();
      setFilerSession(null);
      const returnTo = safeReturnPath(searchParams.get('returnTo'));
      await navigate(filerLoginPath(changedBy.filerOf, returnTo), { replace: true });
      return;
    }
    await signOut().catch(() => undefined);
    await refreshSession();
    await navigate(changedBy === 'administrator' ? '/admin/adminhome' : '/loginadmin', {
      replace: true,
    });
  };

  const heading = <h1>{t('staff.change.heading')}</h1>;
  if (changedBy !== null) {
    return (
      <>
        {heading}
        <PasswordChangedDialog onClose={() => void close()} />
      </>
    );
  }
  if (session.isPending) {
    return <LoadingStatus />;
  }
  const state = session.data;
  if (state?.signedIn === true) {
    const { roles, mustChangePassword } = state.session;
    return (
      <>
        {heading}
        <ChangePasswordForm
          rules={passwordChangeFormSchema}
          change={changePassword}
          temporary={mustChangePassword}
          onChanged={() => setChangedBy(roles.includes('admin') ? 'administrator' : 'staff')}
          onSignedOut={async () => {
            await navigate('/loginadmin', { replace: true });
          }}
        />
      </>
    );
  }
  if (filerSession.isPending) {
    return <LoadingStatus />;
  }
  const filer = filerSession.data;
  if (filer) {
    return (
      <>
        {heading}
        <ChangePasswordForm
          rules={sbfChangePasswordFormSchema}
          change={(body) => changeSbfPassword(body, storedTokenOf(filer))}
          temporary={filer.mustChangePassword}
          onChanged={() => setChangedBy({ filerOf: filer.entityId })}
          onSignedOut={async () => {
            clearSbfSession();
            setFilerSession(null);
            await navigate(filerLoginPath(filer.entityId, null), { replace: true });
          }}
        />
      </>
    );
  }
  return <Navigate to="/loginadmin" replace />;
}
