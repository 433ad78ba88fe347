// The page of the link mailed to a new account (/business/login/verify/<token>): it confirms the
// email once, and the account (and the protection of its entity) starts. Refused for too many
// attempts, the link is still good: the page says when to try again and offers to.
// Opening the page changes nothing by itself: the app confirms as soon as it has taken the page
// over; until then, or without the app's script, the page offers a button whose form posts to the
// page, and the action sends the browser to the page again with ?confirmed=<entity ID>.
import { FormProof } from '../../components/form-proof.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from '../../lib/router.tsx';
import {
  addCatalogue,
  t as translate,
  useTranslation,
  type TFunction,
} from '../../app/i18n/index.ts';
import { ProblemAlert } from '../../components/problem-alert.tsx';
import { ApiError } from '../../lib/api.ts';
import { refused, usePageForm, type PageAction } from '../../lib/page-form.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import { useHydrated } from '../../lib/server-render.ts';
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

/** Confirms the email of the link's token: what the page shows next. */
async function confirmEmail(token: string, t: TFunction): Promise<Outcome> {
  try {
    const answer = await verifySbfEmail(token);
    return { state: 'verified', entityId: answer.entityId };
  } catch (error) {
    const tooMany = tooManyAttemptsMessage(error, t);
    if (tooMany !== null) return { state: 'tooMany', message: tooMany };
    return {
      state:
        error instanceof ApiError && (error.status === 410 || error.status === 400)
          ? 'expired'
          : 'failed',
    };
  }
}

/** The button pressed without the app. */
export const action: PageAction = async ({ url }) => {
  const [, area, step, token = ''] = url.pathname.split('/');
  if (area !== 'login' || step !== 'verify') return refused([], translate('down.body'), 404);
  const outcome = await confirmEmail(decodeURIComponent(token), translate);
  switch (outcome.state) {
    case 'verified':
      return {
        kind: 'redirect',
        to: `${url.pathname}?${new URLSearchParams({ confirmed: outcome.entityId }).toString()}`,
      };
    case 'tooMany':
      return refused([], outcome.message, 429);
    case 'expired':
      return refused([], translate('sbf.linkExpired'), 410);
    default:
      return refused([], translate('down.body'), 503);
  }
};

function ExpiredOrFailed({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('sbf.verifyHeading')}</h1>
      <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{text}</p>
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

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(formatPageTitle(t('titles.sbfVerifyEmail')));
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { outcome: posted, outcomeAt } = usePageForm();
  const hydrated = useHydrated();
  // Confirmed by the button's post: the entity is in the address.
  const confirmedFor = searchParams.get('confirmed');
  // The refusal of the button's post, when the page shows it again.
  const refusal =
    posted !== undefined && outcomeAt === `${location.pathname}${location.search}`
      ? posted.alert
      : undefined;
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  const verify = useCallback(() => {
    setOutcome({ state: 'verifying' });
    void confirmEmail(token, t).then(setOutcome);
  }, [token, t]);
  // The link works once: the call is made once per page, even when effects run twice; never
  // again once confirmed, nor after the server refused the button's post.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || confirmedFor !== null || refusal !== undefined) return;
    started.current = true;
    verify();
  }, [verify, confirmedFor, refusal]);

  const shown: Outcome | 'offer' =
    confirmedFor !== null
      ? { state: 'verified', entityId: confirmedFor }
      : refusal === t('sbf.linkExpired')
        ? { state: 'expired' }
        : refusal !== undefined || !hydrated
          ? 'offer'
          : outcome;

  if (shown === 'offer') {
    // Before the app, or without it: the button confirms (and says why it could not).
    return (
      <>
        <h1>{t('sbf.verifyHeading')}</h1>
        <ProblemAlert text={refusal ?? null} />
        <form className="usa-form" method="post">
          <FormProof formId="verify" />
          <p>{t('sbf.confirmEmailIntro')}</p>
          <button type="submit" className="usa-button">
            {refusal === undefined ? t('sbf.confirmEmail') : t('sbf.verifyAgain')}
          </button>
        </form>
      </>
    );
  }

  switch (shown.state) {
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
              to={`/login?${new URLSearchParams({ entityId: shown.entityId }).toString()}`}
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
          <ProblemAlert text={shown.message} />
          <p>
            <button type="button" className="usa-button" onClick={verify}>
              {t('sbf.verifyAgain')}
            </button>
          </p>
        </>
      );
    case 'expired':
      return <ExpiredOrFailed text={t('sbf.linkExpired')} />;
    case 'failed':
      return <ExpiredOrFailed text={t('down.body')} />;
  }
}
