import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router.tsx';
import {
  passwordChangeFormSchema,
  passwordResetSchema,
  sbfChangePasswordFormSchema,
  type PasswordChangeForm,
  type PasswordResetRequest,
} from '@registrar/domain';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { Modal } from '../../components/modal.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { signOut, useRefreshStaffSession, useStaffSession } from '../../lib/api/staff-session.ts';
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
          try {
            await change({ password: values.password, newPassword: values.newPassword });
            onChanged();
          } catch (error) {
            const tooMany = tooManyAttemptsMessage(error, t);
            if (tooMany !== null) {
              // Every field here is a password: none is kept.
              methods.setValue('password', '');
              methods.setValue('newPassword', '');
              methods.setValue('retypedPassword', '');
              setProblem(tooMany);
            } else if (error instanceof ApiError && error.status === 400 && error.apiData.errors) {
              showErrors(error.apiData.errors);
            } else if (error instanceof ApiError && error.status === 401) {
              await onSignedOut();
            } else if (error instanceof ApiError && error.status === 500) {
              await navigate('/down');
            } else {
              setProblem(
                error instanceof ApiError && error.apiData.message !== undefined
                  ? error.apiData.message
                  : t('staff.tryAgain'),
              );
            }
          }
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
type ChangedBy = 'administrator' | 'staff' | 'filer';

/**
 * changePassword: current, new and retyped, for the signed-in staff member or, without one, the
 * filer logged in in this tab; forced after a temporary password. Success opens a dialog; closing
 * it signs out and goes to /admin/adminhome for administrators, to the staff sign-in for other
 * staff and to /business/login for filers.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('staff.titles.changePassword')));
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const session = useStaffSession();
  const refreshSession = useRefreshStaffSession();
  // Read once: closing the dialog forgets the login, and the page must not change under it.
  const [filer] = useState(sbfSession);
  const [changedBy, setChangedBy] = useState<ChangedBy | null>(null);

  const close = async () => {
    if (changedBy === 'filer') {
      clearSbfSession();
      const params = new URLSearchParams({ entityId: filer?.entityId ?? '' });
      const returnTo = safeReturnPath(searchParams.get('returnTo'));
      if (returnTo !== null) params.set('returnTo', returnTo);
      await navigate(`/login?${params.toString()}`, { replace: true });
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
  if (filer !== null) {
    return (
      <>
        {heading}
        <ChangePasswordForm
          rules={sbfChangePasswordFormSchema}
          change={(body) => changeSbfPassword(body, filer.sbfToken)}
          temporary={filer.mustChangePassword === true}
          onChanged={() => setChangedBy('filer')}
          onSignedOut={async () => {
            clearSbfSession();
            await navigate(
              `/login?${new URLSearchParams({ entityId: filer.entityId }).toString()}`,
              {
                replace: true,
              },
            );
          }}
        />
      </>
    );
  }
  return <Navigate to="/loginadmin" replace />;
}
