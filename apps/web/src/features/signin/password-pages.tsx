import { useState } from 'react';
import { Link, Navigate, useNavigate } from '../../lib/router.tsx';
import {
  passwordChangeFormSchema,
  passwordResetSchema,
  type PasswordChangeForm,
  type PasswordResetRequest,
} from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { Modal } from '../../components/modal.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { signOut, useRefreshStaffSession, useStaffSession } from '../../lib/api/staff-session.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { changePassword } from './api/password-change.ts';
import { requestPasswordReset } from './api/password-reset.ts';

function ProblemAlert({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <div className="usa-alert usa-alert--error usa-alert--slim margin-bottom-3" role="alert">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{text}</p>
      </div>
    </div>
  );
}

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
            if (error instanceof ApiError && error.status === 400 && error.apiData.errors) {
              showErrors(error.apiData.errors);
            } else if (error instanceof ApiError && error.status === 429) {
              setProblem(error.apiData.message ?? t('staff.tryAgain'));
            } else {
              // spec/001 section 8: a failing reset goes to the down page.
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

/**
 * changePassword: current, new and retyped; forced after a temporary password. Success opens a
 * dialog; closing it signs the user out and goes to the sign-in page (spec/001 section 4).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('staff.titles.changePassword')));
  const navigate = useNavigate();
  const session = useStaffSession();
  const refreshSession = useRefreshStaffSession();
  const [changed, setChanged] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (session.isPending) {
    return (
      <p className="margin-y-4" role="status">
        {t('common.loading')}
      </p>
    );
  }
  const state = session.data;
  if (state?.signedIn !== true && !changed) return <Navigate to="/loginadmin" replace />;

  const close = async () => {
    await signOut().catch(() => undefined);
    await refreshSession();
    await navigate('/loginadmin', { replace: true });
  };

  return (
    <>
      <h1>{t('staff.change.heading')}</h1>
      {state?.signedIn === true && state.session.mustChangePassword && (
        <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-3">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('staff.change.temporary')}</p>
          </div>
        </div>
      )}
      <ProblemAlert text={problem} />
      <Form<PasswordChangeForm, PasswordChangeForm>
        schema={passwordChangeFormSchema}
        defaultValues={{ password: '', newPassword: '', retypedPassword: '' }}
        submitLabel={t('staff.change.submit')}
        onSubmit={async (values, { showErrors }) => {
          setProblem(null);
          try {
            await changePassword({ password: values.password, newPassword: values.newPassword });
            setChanged(true);
          } catch (error) {
            if (error instanceof ApiError && error.status === 400 && error.apiData.errors) {
              showErrors(error.apiData.errors);
            } else if (error instanceof ApiError && error.status === 401) {
              await navigate('/loginadmin', { replace: true });
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
      {changed && (
        <Modal
          heading={t('staff.change.doneHeading')}
          onClose={() => void close()}
          footer={
            <button type="button" className="usa-button" onClick={() => void close()}>
              {t('staff.change.close')}
            </button>
          }
        >
          <p>{t('staff.change.doneBody')}</p>
        </Modal>
      )}
    </>
  );
}
