// The pages the links of notification messages open: confirm a sign-up (double opt-in) and stop
// notifications. No sign-in: the link's token is the key. Nothing changes on opening the page
// (mail scanners open links); the button does it.
import { useMutation } from '../../lib/query.tsx';
import type { FormEvent } from 'react';
import { Link, useParams } from '../../lib/router.tsx';
import { addCatalogue, useTranslation } from '../../app/i18n/index.ts';
import { ApiError } from '../../lib/api.ts';
import { formatPageTitle, usePageTitle } from '../../lib/page-title.ts';
import {
  confirmSubscription,
  unsubscribe,
  type SubscriptionAnswer,
} from './api/notification-links.ts';
import notificationLinksText from './notifications.en.ts';

addCatalogue(notificationLinksText);

type LinkAction = 'confirm' | 'unsubscribe';

function NotificationLinkPage({ action }: { action: LinkAction }) {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  usePageTitle(formatPageTitle(t(`notificationLinks.${action}.title`)));
  const submit = useMutation<SubscriptionAnswer, Error>({
    mutationFn: () =>
      action === 'confirm' ? confirmSubscription({ token }) : unsubscribe({ token }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate();
  };
  const error = submit.error;
  return (
    <>
      <h1>{t(`notificationLinks.${action}.heading`)}</h1>
      <div role="status">
        {submit.isSuccess && (
          <div className="usa-alert usa-alert--success">
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                {t(`notificationLinks.${action}.done`, {
                  entityName: submit.data.entityName,
                  entityId: submit.data.entityId,
                })}
              </p>
              {action === 'confirm' && (
                <p className="usa-alert__text">{t('notificationLinks.confirm.doneNext')}</p>
              )}
            </div>
          </div>
        )}
      </div>
      {error !== null && (
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {
                // A refusal says why (an unknown link, an ended sign-up); a failure does not.
                error instanceof ApiError && error.status < 500 && error.apiData.message
                  ? error.apiData.message
                  : t('notificationLinks.failed')
              }
            </p>
          </div>
        </div>
      )}
      {!submit.isSuccess && (
        <form className="usa-form" onSubmit={onSubmit}>
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
