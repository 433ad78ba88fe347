// The page of a mailed reset link (/business/login/reset/<token>): a new password, typed twice.
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../lib/router.tsx';
import { sbfNewPasswordFormSchema } from '@registrar/domain';
import { useTranslation } from '../../app/i18n/index.ts';
import { Form } from '../../components/form.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { setSbfPassword } from './api/sbf-set-password.ts';
import { PasswordField } from './password-field.tsx';

export default function NewPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(formatPageTitle(t('titles.sbfNewPassword')));
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<
    { state: 'form' } | { state: 'changed'; entityId: string } | { state: 'expired' }
  >({ state: 'form' });

  if (outcome.state === 'changed') {
    return (
      <>
        <h1>{t('sbf.newPasswordHeading')}</h1>
        <div className="usa-alert usa-alert--success usa-alert--slim margin-bottom-3" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('sbf.passwordChanged')}</p>
          </div>
        </div>
        <p>
          <Link
            className="usa-button"
            to={`/login?entityId=${encodeURIComponent(outcome.entityId)}`}
          >
            {t('sbf.toLogin')}
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1>{t('sbf.newPasswordHeading')}</h1>
      {outcome.state === 'expired' && (
        <div className="usa-alert usa-alert--error usa-alert--slim margin-bottom-3" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('sbf.linkExpired')}</p>
          </div>
        </div>
      )}
      <Form
        schema={sbfNewPasswordFormSchema}
        defaultValues={{ password: '', retypedPassword: '' }}
        submitLabel={t('sbf.setPassword')}
        onSubmit={async (values, { showErrors }) => {
          try {
            const changed = await setSbfPassword({ token, password: values.password });
            setOutcome({ state: 'changed', entityId: changed.entityId });
          } catch (error) {
            if (error instanceof ApiError && error.status === 400 && error.apiData.errors) {
              const fieldErrors = error.apiData.errors.filter((item) => item.field === 'password');
              if (fieldErrors.length > 0) {
                showErrors(fieldErrors);
                return;
              }
              setOutcome({ state: 'expired' });
            } else if (error instanceof ApiError && error.status === 410) {
              setOutcome({ state: 'expired' });
            } else {
              void navigate('/down');
            }
          }
        }}
      >
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
  );
}
