import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from '../../../../components/form-state.tsx';
import {
  createEmptyNotificationEntry,
  NOTIFICATION_EMAIL_MAX_LENGTH,
  type NotificationsValues,
} from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { YesNoRadio } from '../../../../components/choice-fields.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { FieldsetShell } from '../../../../components/field-shell.tsx';
import {
  addEntry,
  declinedNotifications,
  deleteEmail,
  deleteText,
  formatPhoneNumber,
  initialView,
  notificationFormSchema,
  radiosForAddView,
  viewAfterDelete,
  type NotificationForm,
  type NotificationView,
} from './notification-views.ts';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import sharedStepText from '../shared-step-text.en.ts';
import stepText from './notifications-step.en.ts';

addCatalogue(sharedStepText, stepText);

const EMAIL_FIELDS = ['email', 'verifyEmail'] as const;
const PHONE_FIELDS = [
  'textAreaCode',
  'textThree',
  'textFour',
  'retypeTextAreaCode',
  'retypeTextThree',
  'retypeTextFour',
] as const;

function TextMessageNote() {
  const { t } = useTranslation();
  return <p className="usa-hint">{t('steps.notifications.textMessageNote')}</p>;
}

function PhoneParts({ prefix, legend }: { prefix: '' | 'retype'; legend: string }) {
  const { t } = useTranslation();
  const area = prefix === '' ? 'textAreaCode' : 'retypeTextAreaCode';
  const three = prefix === '' ? 'textThree' : 'retypeTextThree';
  const four = prefix === '' ? 'textFour' : 'retypeTextFour';
  // Distinct names, so a screen reader in the retype group never hears the first group's labels.
  const labels =
    prefix === ''
      ? {
          area: t('steps.notifications.areaCode'),
          three: t('steps.notifications.firstThree'),
          four: t('steps.notifications.lastFour'),
        }
      : {
          area: t('steps.notifications.retypeAreaCode'),
          three: t('steps.notifications.retypeFirstThree'),
          four: t('steps.notifications.retypeLastFour'),
        };
  return (
    <FieldsetShell
      name={`${area}-group`}
      legend={legend}
      required
      hint={t('steps.notifications.phoneHint')}
    >
      <div className="display-flex flex-align-end">
        <TextField
          name={area}
          label={labels.area}
          maxLength={3}
          inputMode="numeric"
          inputClassName="usa-input--2xs"
          className="margin-right-1 margin-top-0"
        />
        <TextField
          name={three}
          label={labels.three}
          maxLength={3}
          inputMode="numeric"
          inputClassName="usa-input--2xs"
          className="margin-right-1 margin-top-0"
        />
        <TextField
          name={four}
          label={labels.four}
          maxLength={4}
          inputMode="numeric"
          inputClassName="usa-input--xs"
          className="margin-top-0"
        />
      </div>
    </FieldsetShell>
  );
}

function EntryFields() {
  const { t } = useTranslation();
  const { setValue, clearErrors } = useFormContext<NotificationForm>();
  const emailRadio = useWatch<NotificationForm, 'emailNotificationRadio'>({
    name: 'emailNotificationRadio',
  });
  const textRadio = useWatch<NotificationForm, 'textNotificationRadio'>({
    name: 'textNotificationRadio',
  });
  return (
    <>
      <YesNoRadio
        name="emailNotificationRadio"
        legend={t('steps.notifications.emailQuestion')}
        hint={t('steps.notifications.emailHint')}
        required
        onValueChange={(value) => {
          if (value === 'N') {
            for (const field of EMAIL_FIELDS) setValue(field, '');
            clearErrors([...EMAIL_FIELDS]);
          }
        }}
      />
      {emailRadio === 'Y' && (
        <>
          <TextField
            name="email"
            label={t('steps.notifications.email')}
            type="email"
            required
            maxLength={NOTIFICATION_EMAIL_MAX_LENGTH}
            autoComplete="email"
          />
          <TextField
            name="verifyEmail"
            label={t('steps.notifications.retypeEmail')}
            type="email"
            required
            maxLength={NOTIFICATION_EMAIL_MAX_LENGTH}
            autoComplete="off"
          />
        </>
      )}
      <YesNoRadio
        name="textNotificationRadio"
        legend={t('steps.notifications.textQuestion')}
        required
        onValueChange={(value) => {
          if (value === 'N') {
            for (const field of PHONE_FIELDS) setValue(field, '');
            clearErrors([...PHONE_FIELDS]);
          }
        }}
      />
      {textRadio === 'Y' && (
        <>
          <TextMessageNote />
          <PhoneParts prefix="" legend={t('steps.notifications.phone')} />
          <PhoneParts prefix="retype" legend={t('steps.notifications.retypePhone')} />
        </>
      )}
    </>
  );
}

export default function NotificationsStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onChange,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<NotificationsValues>(filing.notifications);
  const [view, setView] = useState<NotificationView>(() => initialView(filing.notifications));
  const schema = useMemo(() => notificationFormSchema(view), [view]);

  const store = (next: NotificationsValues) => {
    setValues(next);
    onChange({ notifications: next });
  };

  if (view === 'list') {
    return (
      <>
        <StepHeading step={step} title={t('steps.notifications.reviewTitle')} />
        <h2>{t('steps.notifications.emailHeading')}</h2>
        {values.emails.length === 0 ? (
          <p>{t('steps.notifications.noEmails')}</p>
        ) : (
          <ul className="usa-list usa-list--unstyled">
            {values.emails.map((item, index) => (
              <li key={item.email} className="margin-bottom-1">
                <span className="margin-right-2">{item.email}</span>
                <button
                  type="button"
                  className="usa-button usa-button--unstyled"
                  onClick={() => {
                    const next = deleteEmail(values, index);
                    store(next);
                    setView(viewAfterDelete(next));
                  }}
                  aria-label={t('steps.shared.deleteItem', { item: item.email })}
                >
                  {t('steps.shared.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          onClick={() => {
            setView('addEmail');
          }}
        >
          {t('steps.notifications.addEmail')}
        </button>
        <h2>{t('steps.notifications.textHeading')}</h2>
        {values.texts.length === 0 ? (
          <p>{t('steps.notifications.noTexts')}</p>
        ) : (
          <ul className="usa-list usa-list--unstyled">
            {values.texts.map((item, index) => (
              <li key={item.text} className="margin-bottom-1">
                <span className="margin-right-2">{formatPhoneNumber(item.text)}</span>
                <button
                  type="button"
                  className="usa-button usa-button--unstyled"
                  onClick={() => {
                    const next = deleteText(values, index);
                    store(next);
                    setView(viewAfterDelete(next));
                  }}
                  aria-label={t('steps.shared.deleteItem', { item: formatPhoneNumber(item.text) })}
                >
                  {t('steps.shared.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          onClick={() => {
            setView('addText');
          }}
        >
          {t('steps.notifications.addText')}
        </button>
        <TextMessageNote />
        <div className="usa-button-group margin-top-4">
          <button
            type="button"
            className="usa-button"
            onClick={() => onSubmit({ notifications: values })}
          >
            {submitLabel}
          </button>
          <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </>
    );
  }

  const adding = view === 'addEmail' || view === 'addText';
  const hasItems = values.emails.length > 0 || values.texts.length > 0;
  return (
    <>
      <StepHeading step={step} />
      <Form
        key={view}
        schema={schema}
        defaultValues={{
          ...createEmptyNotificationEntry(),
          ...(adding
            ? radiosForAddView(view)
            : {
                emailNotificationRadio: values.emailNotificationRadio,
                textNotificationRadio: values.textNotificationRadio,
              }),
        }}
        submitLabel={adding ? t('steps.shared.save') : submitLabel}
        onCancel={onCancel}
        extraActions={
          adding && hasItems ? (
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => setView('list')}
            >
              {t('steps.shared.backToList')}
            </button>
          ) : undefined
        }
        onSubmit={(entry) => {
          if (
            !adding &&
            entry.emailNotificationRadio === 'N' &&
            entry.textNotificationRadio === 'N' &&
            !hasItems
          ) {
            onSubmit({ notifications: declinedNotifications() });
            return;
          }
          store(addEntry(values, entry));
          setView('list');
        }}
      >
        <EntryFields />
      </Form>
    </>
  );
}
