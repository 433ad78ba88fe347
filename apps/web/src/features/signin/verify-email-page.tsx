// The page of the link mailed to a new account (/business/login/verify/<token>): it confirms the
// email once, and the account (and the protection of its entity) starts. Refused for too many
// attempts, the link is still good: the page says when to try again and offers to.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from '../../lib/router.tsx';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { tooManyAttemptsMessage } from '../../lib/too-many-attempts.ts';
import { verifySbfEmail } from './api/sbf-verify-email.ts';
import signInText from './signin.en.ts';

addCatalogue(signInText);

type Outcome =
  | { state: 'verifying' }
  | { state: 'verified'; entityId: string }
  | { state: 'expired' }
  | { state: 'tooMany'; message: string }
  | { state: 'failed' };

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('titles.sbfVerifyEmail')));
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  const verify = useCallback(() => {
    setOutcome({ state: 'verifying' });
    verifySbfEmail(token).then(
      (answer) => setOutcome({ state: 'verified', entityId: answer.entityId }),
      (error: unknown) => {
        const tooMany = tooManyAttemptsMessage(error, t);
        setOutcome(
          tooMany !== null
            ? { state: 'tooMany', message: tooMany }
            : {
                state:
                  error instanceof ApiError && (error.status === 410 || error.status === 400)
                    ? 'expired'
                    : 'failed',
              },
        );
      },
    );
  }, [token, t]);
  // The link works once: the call is made once per page, even when effects run twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verify();
  }, [verify]);

  switch (outcome.state) {
    case 'verifying':
      return (
        <>
          <h1>{t('sbf.verifyHeading')}</h1>
          <p role="status">{t('sbf.verifying')}</p>
        </>
      );
    case 'verified':
      return (
        <>
          <h1>{t('sbf.verifiedHeading')}</h1>
          <p>{t('sbf.verified')}</p>
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
    case 'tooMany':
      return (
        <>
          <h1>{t('sbf.verifyHeading')}</h1>
          <ProblemAlert text={outcome.message} />
          <p>
            <button type="button" className="usa-button" onClick={verify}>
              {t('sbf.verifyAgain')}
            </button>
          </p>
        </>
      );
    case 'expired':
    case 'failed':
      return (
        <>
          <h1>{t('sbf.verifyHeading')}</h1>
          <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                {outcome.state === 'expired' ? t('sbf.linkExpired') : t('down.body')}
              </p>
            </div>
          </div>
          <p>
            <Link className="usa-link" to="/filing/fileaform">
              {t('sbf.toFileAForm')}
            </Link>
          </p>
        </>
      );
  }
}
