import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../lib/router.tsx';
import { firstAdministratorSchema, type FirstAdministrator } from '@registrar/domain';
import { addCatalogue, t, useTranslation, type TFunction } from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSetStaffSession, type StaffSession } from '../../lib/api/staff-session.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import {
  readPostedForm,
  refused,
  type FormFieldError,
  type PageAction,
} from '../../lib/page-form.ts';
import { tooManyAttemptsMessage } from '../../lib/too-many-attempts.ts';
import { createFirstAdministrator, useSetupLink } from './api/setup-link.ts';
import staffPagesText from './staff-pages.en.ts';

addCatalogue(staffPagesText);

type SetupOutcome =
  | { kind: 'created'; session: StaffSession }
  /** The link is good but the form is not: its fields' messages, or when to try again. */
  | { kind: 'refused'; errors: FormFieldError[]; alert?: string }
  /** The link can no longer be used (used, expired, or an administrator exists). */
  | { kind: 'spent'; message: string };

const emptyForm: FirstAdministrator = {
  username: '',
  email: '',
  newPassword: '',
  retypedPassword: '',
};

/** Makes the first administrator through the link and signs them in, or says why not. */
async function createAdministrator(
  token: string,
  values: FirstAdministrator,
  t: TFunction,
): Promise<SetupOutcome> {
  try {
    return { kind: 'created', session: await createFirstAdministrator(token, values) };
  } catch (error) {
    const waitMessage = tooManyAttemptsMessage(error, t);
    if (waitMessage !== null) return { kind: 'refused', errors: [], alert: waitMessage };
    if (error instanceof ApiError && error.status === 400 && error.apiData.errors) {
      return { kind: 'refused', errors: error.apiData.errors };
    }
    return {
      kind: 'spent',
      message:
        error instanceof ApiError && error.apiData.message !== undefined
          ? error.apiData.message
          : t('staff.tryAgain'),
    };
  }
}

/**
 * The form posted without the app: the administrator made and signed in goes to the admin home;
 * otherwise the page shows again with what went wrong (a spent link shows it cannot be used).
 */
export const action: PageAction = async ({ fields, url }) => {
  const token = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  const posted = readPostedForm(firstAdministratorSchema, emptyForm, fields);
  if (!posted.ok) return refused(posted.errors);
  const outcome = await createAdministrator(token, posted.value, t);
  if (outcome.kind === 'created') return { kind: 'redirect', to: '/admin/adminhome' };
  if (outcome.kind === 'spent') return refused([], outcome.message);
  return refused(outcome.errors, outcome.alert);
};

/** setup/:token: the one-time link the server prints while no administrator exists. */
export default function SetupPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('staff.titles.setup')));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const setSession = useSetStaffSession();
  const link = useSetupLink(token);
  const [spent, setSpent] = useState<string | null>(null);
  // Too many attempts: the link is still good, so the form stays with when to try again.
  const [tooMany, setTooMany] = useState<string | null>(null);

  if (link.isPending) {
    return (
      <p className="margin-y-4" role="status">
        {t('staff.setup.checking')}
      </p>
    );
  }
  if (link.isError || spent !== null) {
    return (
      <>
        <h1>{t('staff.setup.heading')}</h1>
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {spent ??
                (link.error instanceof ApiError && link.error.apiData.message !== undefined
                  ? link.error.apiData.message
                  : t('staff.setup.unusable'))}
            </p>
          </div>
        </div>
        <p>
          <Link className="usa-link" to="/loginadmin">
            {t('staff.setup.signIn')}
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1>{t('staff.setup.heading')}</h1>
      <p>{t('staff.setup.intro')}</p>
      <ProblemAlert text={tooMany} />
      <Form<FirstAdministrator, FirstAdministrator>
        schema={firstAdministratorSchema}
        defaultValues={emptyForm}
        submitLabel={t('staff.setup.submit')}
        onSubmit={async (values, { methods, showErrors }) => {
          setTooMany(null);
          const outcome = await createAdministrator(token, values, t);
          if (outcome.kind === 'created') {
            setSession({ signedIn: true, session: outcome.session });
            await navigate('/admin/adminhome', { replace: true });
          } else if (outcome.kind === 'spent') {
            setSpent(outcome.message);
          } else {
            if (outcome.alert !== undefined) {
              methods.setValue('newPassword', '');
              methods.setValue('retypedPassword', '');
            }
            if (outcome.errors.length > 0) showErrors(outcome.errors);
            setTooMany(outcome.alert ?? null);
          }
        }}
      >
        <TextField
          name="username"
          label={t('staff.setup.username')}
          required
          maxLength={200}
          autoComplete="username"
        />
        <TextField
          name="email"
          label={t('staff.setup.email')}
          type="email"
          required
          maxLength={200}
          autoComplete="email"
        />
        <TextField
          name="newPassword"
          label={t('staff.setup.newPassword')}
          hint={t('staff.setup.newPasswordHint')}
          type="password"
          required
          maxLength={250}
          autoComplete="new-password"
        />
        <TextField
          name="retypedPassword"
          label={t('staff.setup.retype')}
          type="password"
          required
          maxLength={250}
          autoComplete="new-password"
        />
      </Form>
    </>
  );
}
