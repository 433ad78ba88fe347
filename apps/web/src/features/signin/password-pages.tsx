import { useState } from 'react';
import * as z from 'zod/mini';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/router.tsx';
import {
  passwordChangeFormSchema,
  passwordResetSchema,
  sbfChangePasswordFormSchema,
  type PasswordChangeForm,
  type PasswordResetRequest,
} from '@registrar/domain';
import { addCatalogue, t, useTranslation, type TFunction } from '../../app/i18n/index.ts';
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
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import {
  readPostedForm,
  refused,
  type ActionResult,
  type FormFieldError,
  type PageAction,
  type PostedFields,
} from '../../lib/page-form.ts';
import { clearSbfSession, safeReturnPath, sbfSession } from '../../lib/sbf-session.ts';
import { tooManyAttemptsMessage } from '../../lib/too-many-attempts.ts';
import { changePassword } from './api/password-change.ts';
import { requestPasswordReset } from './api/password-reset.ts';
import { changeSbfPassword } from './api/sbf-change-password.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import staffPagesText from './staff-pages.en.ts';

addCatalogue(staffPagesText);

/** What a form's submission came to when it did not go through: its fields' messages or a problem. */
type Refusal = { kind: 'refused'; errors: FormFieldError[]; alert?: string };

/** The forms of these pages, each with its own id: the action tells them apart by it. */
const RESET_FORM = 'reset';
const CHANGE_FORM = 'change';
const CLOSE_FORM = 'close';

type ResetOutcome = { kind: 'sent' } | { kind: 'down' } | Refusal;

/** Asks for a temporary password: sent (whether or not the account matched), refused, or down. */
async function requestReset(values: PasswordResetRequest, t: TFunction): Promise<ResetOutcome> {
  try {
    await requestPasswordReset(values);
    return { kind: 'sent' };
  } catch (error) {
    const tooMany = tooManyAttemptsMessage(error, t);
    if (tooMany !== null) return { kind: 'refused', errors: [], alert: tooMany };
    if (error instanceof ApiError && error.status === 400 && error.apiData.errors) {
      return { kind: 'refused', errors: error.apiData.errors };
    }
    // A failing reset goes to the down page.
    return { kind: 'down' };
  }
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
        id={RESET_FORM}
        schema={passwordResetSchema}
        defaultValues={{ userId: '', email: '' }}
        submitLabel={t('staff.reset.submit')}
        onSubmit={async (values, { showErrors }) => {
          setProblem(null);
          const outcome = await requestReset(values, t);
          if (outcome.kind === 'sent') await navigate('/resetConfirm');
          else if (outcome.kind === 'down') await navigate('/down');
          else {
            if (outcome.errors.length > 0) showErrors(outcome.errors);
            setProblem(outcome.alert ?? null);
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
  | { kind: 'signed-out' }
  | { kind: 'down' }
  | (Refusal & { clearPasswords?: boolean });

/**
 * Changes the password with what the form holds: changed, or where each answer of the call belongs
 * (a refused field at the field, a signed-out caller to sign in, a 500 to /down, too many attempts
 * above the form with when to try again, and every password typed cleared).
 */
async function submitPasswordChange(
  change: (body: PasswordChange) => Promise<unknown>,
  values: PasswordChangeForm,
  t: TFunction,
): Promise<ChangeOutcome> {
  try {
    await change({ password: values.password, newPassword: values.newPassword });
    return { kind: 'changed' };
  } catch (error) {
    const tooMany = tooManyAttemptsMessage(error, t);
    if (tooMany !== null)
      return { kind: 'refused', errors: [], alert: tooMany, clearPasswords: true };
    if (error instanceof ApiError && error.status === 400 && error.apiData.errors) {
      return { kind: 'refused', errors: error.apiData.errors };
    }
    if (error instanceof ApiError && error.status === 401) return { kind: 'signed-out' };
    if (error instanceof ApiError && error.status === 500) return { kind: 'down' };
    return {
      kind: 'refused',
      errors: [],
      alert:
        error instanceof ApiError && error.apiData.message !== undefined
          ? error.apiData.message
          : t('staff.tryAgain'),
    };
  }
}

/**
 * The change-password form (current, new and retyped) of staff and filers alike; `rules` is the
 * new password's rule (the staff's or the filer's).
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
        id={CHANGE_FORM}
        schema={rules}
        defaultValues={{ password: '', newPassword: '', retypedPassword: '' }}
        submitLabel={t('staff.change.submit')}
        onSubmit={async (values, { methods, showErrors }) => {
          setProblem(null);
          const outcome = await submitPasswordChange(change, values, t);
          if (outcome.kind === 'changed') onChanged();
          else if (outcome.kind === 'signed-out') await onSignedOut();
          else if (outcome.kind === 'down') await navigate('/down');
          else {
            if (outcome.clearPasswords === true) {
              // Every field here is a password: none is kept.
              methods.setValue('password', '');
              methods.setValue('newPassword', '');
              methods.setValue('retypedPassword', '');
            }
            if (outcome.errors.length > 0) showErrors(outcome.errors);
            setProblem(outcome.alert ?? null);
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
type ChangedBy = 'administrator' | 'staff' | { filerOf: string };

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

/**
 * The filer's password change posted without the app (the browser's login cookie serves): the
 * filer's login then says the password was changed, as closing the dialog leads there.
 */
async function changeFilerPassword(
  filer: FilerSession,
  fields: PostedFields,
  returnTo: string | null,
): Promise<ActionResult> {
  const posted = readPostedForm(
    sbfChangePasswordFormSchema,
    { password: '', newPassword: '', retypedPassword: '' },
    fields,
  );
  if (!posted.ok) return refused(posted.errors);
  const outcome = await submitPasswordChange(
    (body) => changeSbfPassword(body, null),
    posted.value,
    t,
  );
  if (outcome.kind === 'refused') return refused(outcome.errors, outcome.alert);
  if (outcome.kind === 'down') return { kind: 'redirect', to: '/down' };
  if (outcome.kind === 'signed-out')
    return { kind: 'redirect', to: filerLoginPath(filer.entityId, null) };
  return {
    kind: 'redirect',
    to: filerLoginPath(filer.entityId, returnTo, { passwordChanged: '1' }),
  };
}

/** A member of staff who changed their password, as the page's address says after a post. */
function staffChangedBy(value: string | null): 'administrator' | 'staff' | null {
  return value === 'administrator' || value === 'staff' ? value : null;
}

/**
 * Closing "Password changed" for a member of staff: signs out; administrators go on to the admin
 * home (which asks them to sign in again), other staff to the sign-in page.
 */
async function signOutAfterChange(changedBy: 'administrator' | 'staff'): Promise<string> {
  await signOut().catch(() => undefined);
  return changedBy === 'administrator' ? '/admin/adminhome' : '/loginadmin';
}

/**
 * "Password changed" as a page of its own (the dialog needs the page's script): the message and a
 * Close button that posts.
 */
function PasswordChangedPage({ onClose }: { onClose: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('staff.change.doneHeading')}</h1>
      <div className="usa-alert usa-alert--success" role="status">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('staff.change.doneBody')}</p>
        </div>
      </div>
      <Form
        id={CLOSE_FORM}
        schema={z.object({})}
        defaultValues={{}}
        submitLabel={t('staff.change.close')}
        className="usa-form"
        onSubmit={onClose}
      >
        {null}
      </Form>
    </>
  );
}

/** The staff's password change posted without the app: its outcome as the page's answer. */
async function changeStaffPassword(fields: PostedFields): Promise<ActionResult> {
  const posted = readPostedForm(
    passwordChangeFormSchema,
    { password: '', newPassword: '', retypedPassword: '' },
    fields,
  );
  if (!posted.ok) return refused(posted.errors);
  const outcome = await submitPasswordChange(changePassword, posted.value, t);
  if (outcome.kind === 'signed-out') return { kind: 'redirect', to: '/loginadmin' };
  if (outcome.kind === 'down') return { kind: 'redirect', to: '/down' };
  if (outcome.kind === 'refused') return refused(outcome.errors, outcome.alert);
  const session = await fetchStaffSession().catch(() => null);
  const changedBy =
    session?.signedIn === true && session.session.roles.includes('admin')
      ? 'administrator'
      : 'staff';
  return {
    kind: 'redirect',
    to: `/changePassword?${new URLSearchParams({ changed: changedBy }).toString()}`,
  };
}

/**
 * The forms of these pages posted without the app: the reset request, the password change (the
 * signed-in staff member's, else the filer's logged in in this browser) and closing "Password
 * changed".
 */
export const action: PageAction = async ({ form, fields, url }) => {
  if (form === RESET_FORM) {
    const posted = readPostedForm(passwordResetSchema, { userId: '', email: '' }, fields);
    if (!posted.ok) return refused(posted.errors);
    const outcome = await requestReset(posted.value, t);
    if (outcome.kind === 'sent') return { kind: 'redirect', to: '/resetConfirm' };
    if (outcome.kind === 'down') return { kind: 'redirect', to: '/down' };
    return refused(outcome.errors, outcome.alert);
  }
  if (form === CHANGE_FORM) {
    const staff = await fetchStaffSession().catch(() => null);
    if (staff?.signedIn === true) return changeStaffPassword(fields);
    const filer = await fetchFilerSession().catch(() => null);
    if (filer === null) return { kind: 'redirect', to: '/loginadmin' };
    return changeFilerPassword(filer, fields, safeReturnPath(url.searchParams.get('returnTo')));
  }
  if (form === CLOSE_FORM) {
    const changedBy = staffChangedBy(url.searchParams.get('changed')) ?? 'staff';
    return { kind: 'redirect', to: await signOutAfterChange(changedBy) };
  }
  return refused([], t('staff.tryAgain'));
};

/**
 * changePassword: current, new and retyped, for the signed-in staff member or, without one, the
 * filer logged in in this tab; forced after a temporary password. Success opens a dialog (posted
 * without the app, the page `?changed=administrator|staff` says it instead); closing it signs out
 * and goes to /admin/adminhome for administrators, to the staff sign-in for other staff and to
 * /business/login for filers.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Changed without the app: the page says so in place of the dialog.
  const changedAsStaff = staffChangedBy(searchParams.get('changed'));
  usePageTitle(
    formatPageTitle(
      t(changedAsStaff === null ? 'staff.titles.changePassword' : 'staff.change.doneHeading'),
    ),
  );
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
    const next = await signOutAfterChange(changedBy ?? changedAsStaff ?? 'staff');
    await refreshSession();
    await navigate(next, { replace: true });
  };

  const heading = <h1>{t('staff.change.heading')}</h1>;
  if (changedBy === null && changedAsStaff !== null) {
    return <PasswordChangedPage onClose={close} />;
  }
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
