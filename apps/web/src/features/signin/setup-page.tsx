import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../lib/router.tsx';
import { firstAdministratorSchema, type FirstAdministrator } from '@registrar/domain';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { TextField } from '../../components/text-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useSetStaffSession } from '../../lib/api/staff-session.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { tooManyAttemptsMessage } from '../../lib/too-many-attempts.ts';
import { createFirstAdministrator, useSetupLink } from './api/setup-link.ts';
import staffPagesText from './staff-pages.en.ts';

addCatalogue(staffPagesText);

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
        defaultValues={{ username: '', email: '', newPassword: '', retypedPassword: '' }}
        submitLabel={t('staff.setup.submit')}
        onSubmit={async (values, { methods, showErrors }) => {
          setTooMany(null);
          try {
            const answer = await createFirstAdministrator(token, values);
            setSession({ signedIn: true, session: answer });
            await navigate('/admin/adminhome', { replace: true });
          } catch (error) {
            const waitMessage = tooManyAttemptsMessage(error, t);
            if (waitMessage !== null) {
              methods.setValue('newPassword', '');
              methods.setValue('retypedPassword', '');
              setTooMany(waitMessage);
            } else if (error instanceof ApiError && error.status === 400 && error.apiData.errors) {
              showErrors(error.apiData.errors);
            } else {
              setSpent(
                error instanceof ApiError && error.apiData.message !== undefined
                  ? error.apiData.message
                  : t('staff.tryAgain'),
              );
            }
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
