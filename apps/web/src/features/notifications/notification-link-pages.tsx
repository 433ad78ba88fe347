// The pages the links of notification messages open: confirm a sign-up (double opt-in) and stop
// notifications. No sign-in: the link's token is the key. Nothing changes on opening the page
// (mail scanners open links); the button does it. Its form posts to the page itself, so a browser
// without the app's script sends it too: the page's action does what the button does and sends
// the browser to the page again with ?done=1, where the page asks where the sign-up now stands.
import { FormProof } from '../../components/form-proof.tsx';
import { useMutation } from '../../lib/query.tsx';
import type { FormEvent } from 'react';
import { Link, useLocation, useParams, useSearchParams } from '../../lib/router.tsx';
import {
  addCatalogue,
  t as translate,
  useTranslation,
  type TFunction,
} from '../../app/i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { refused, usePageForm, type PageAction } from '../../lib/page-form.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import {
  confirmSubscription,
  unsubscribe,
  useSubscriptionOfLink,
  type SubscriptionAnswer,
} from './api/notification-links.ts';
import notificationLinksText from './notifications.en.ts';

addCatalogue(notificationLinksText);

type LinkAction = 'confirm' | 'unsubscribe';

/** What pressing the button did: the sign-up it confirmed or ended, or what the page says. */
type LinkOutcome =
  | { kind: 'done'; summary: SubscriptionAnswer }
  | { kind: 'refused'; message: string; status: number };

/** Does what the link's button does. */
async function followLink(action: LinkAction, token: string, t: TFunction): Promise<LinkOutcome> {
  try {
    const summary =
      action === 'confirm' ? await confirmSubscription({ token }) : await unsubscribe({ token });
    return { kind: 'done', summary };
  } catch (error) {
    // A refusal says why (an unknown link, an ended sign-up); a failure does not.
    const refusal = error instanceof ApiError && error.status < 500 ? error : null;
    return {
      kind: 'refused',
      message: refusal?.apiData.message ?? t('notificationLinks.failed'),
      status: error instanceof ApiError ? error.status : 503,
    };
  }
}

/** The button pressed without the app: done, the page again saying so; refused, why. */
export const action: PageAction = async ({ url }) => {
  const [, area, kind, token] = url.pathname.split('/');
  if (area !== 'notifications' || (kind !== 'confirm' && kind !== 'unsubscribe') || !token)
    return refused([], translate('notificationLinks.failed'), 404);
  const outcome = await followLink(kind, decodeURIComponent(token), translate);
  if (outcome.kind === 'refused') return refused([], outcome.message, outcome.status);
  return { kind: 'redirect', to: `${url.pathname}?done=1` };
};

function NotificationLinkPage({ action }: { action: LinkAction }) {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const { outcome, outcomeAt } = usePageForm();
  usePageTitle(formatPageTitle(t(`notificationLinks.${action}.title`)));
  const submit = useMutation<LinkOutcome, Error>({
    mutationFn: () => followLink(action, token, t),
  });
  // Sent without the app, the button's outcome is in the address (done) or in the page (refused).
  const sentDone = searchParams.get('done') === '1';
  const standing = useSubscriptionOfLink({ link: action, token }, sentDone);
  const doneStatus = action === 'confirm' ? 'CONFIRMED' : 'UNSUBSCRIBED';
  const done =
    submit.data?.kind === 'done'
      ? submit.data.summary
      : standing.data?.status === doneStatus
        ? standing.data
        : undefined;
  const problem =
    submit.data?.kind === 'refused'
      ? submit.data.message
      : outcome !== undefined && outcomeAt === `${location.pathname}${location.search}`
        ? outcome.alert
        : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate();
  };
  return (
    <>
      <h1>{t(`notificationLinks.${action}.heading`)}</h1>
      <div role="status">
        {done !== undefined && (
          <div className="usa-alert usa-alert--success">
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                {t(`notificationLinks.${action}.done`, {
                  entityName: done.entityName,
                  entityId: done.entityId,
                })}
              </p>
              {action === 'confirm' && (
                <p className="usa-alert__text">{t('notificationLinks.confirm.doneNext')}</p>
              )}
            </div>
          </div>
        )}
      </div>
      {problem !== undefined && done === undefined && (
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{problem}</p>
          </div>
        </div>
      )}
      {done === undefined && (
        <form className="usa-form" method="post" onSubmit={onSubmit}>
          <FormProof formId={action} />
          <p>{t(`notificationLinks.${action}.body`)}</p>
          <button type="submit" className="usa-button" disabled={submit.isPending}>
            {submit.isPending
              ? t('notificationLinks.working')
              : t(`notificationLinks.${action}.button`)}
          </button>
        </form>
      )}
      <p className="margin-top-4">
        <Link className="usa-link" to="/filing/fileaform">
          {t('notificationLinks.home')}
        </Link>
      </p>
    </>
  );
}

/** /business/notifications/confirm/:token */
export function ConfirmNotificationsPage() {
  return <NotificationLinkPage action="confirm" />;
}

/** /business/notifications/unsubscribe/:token */
export function UnsubscribePage() {
  return <NotificationLinkPage action="unsubscribe" />;
}
