import { FormProof } from '../../../../components/form-proof.tsx';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from '../../../../components/form-state.tsx';
import {
  createEmptyNotificationEntry,
  FORM_INTENT_FIELD,
  NOTIFICATION_EMAIL_MAX_LENGTH,
  type NotificationsValues,
} from '@registrar/domain';
import type { StepAction, StepPageProps } from '../../../../lib/step-page.ts';
import { CancelButton, Form } from '../../../../components/form.tsx';
import { readPostedForm } from '../../../../lib/page-form.ts';
import { useSearchParams } from '../../../../lib/router.tsx';
import { useHydrated } from '../../../../lib/server-render.ts';
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
  // Until the page's script runs, a Yes cannot reveal its fields: those of a question not yet
  // answered are on the page, and a No posted with them ignores them.
  const hydrated = useHydrated();
  const showEmail = emailRadio === 'Y' || (!hydrated && emailRadio === null);
  const showText = textRadio === 'Y' || (!hydrated && textRadio === null);
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
      {showEmail && (
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
      {showText && (
        <>
          <TextMessageNote />
          <PhoneParts prefix="" legend={t('steps.notifications.phone')} />
          <PhoneParts prefix="retype" legend={t('steps.notifications.retypePhone')} />
        </>
      )}
    </>
  );
}

const VIEWS: readonly NotificationView[] = ['initial', 'addEmail', 'addText', 'list'];

/** The view a page shows: the one its address names, else where the step starts. */
function viewOf(query: URLSearchParams, values: NotificationsValues): NotificationView {
  const named = query.get('view');
  return VIEWS.find((view) => view === named) ?? initialView(values);
}

/** The view's address, keeping the draft's reference. */
function viewHref(query: URLSearchParams, view: NotificationView): string {
  const kept = new URLSearchParams(query);
  kept.set('view', view);
  return `?${kept.toString()}`;
}

/** The form of an entry (the questions, or another email or number) and the list's form. */
const ENTRY_FORM = 'entry';
const DELETE_EMAIL = 'delete-email:';
const DELETE_TEXT = 'delete-text:';

/**
 * What the entry form's answers make of the notifications, as Save or Next does: both No with
 * nothing listed declines them and moves on; otherwise the entry joins the list, shown next.
 */
function afterEntry(
  values: NotificationsValues,
  entry: NotificationForm,
  adding: boolean,
):
  | { kind: 'declined'; notifications: NotificationsValues }
  | { kind: 'listed'; notifications: NotificationsValues } {
  const hasItems = values.emails.length > 0 || values.texts.length > 0;
  if (
    !adding &&
    entry.emailNotificationRadio === 'N' &&
    entry.textNotificationRadio === 'N' &&
    !hasItems
  ) {
    return { kind: 'declined', notifications: declinedNotifications() };
  }
  return { kind: 'listed', notifications: addEntry(values, entry) };
}

/** The entry form's starting values for a view. */
function entryDefaults(view: NotificationView, values: NotificationsValues): NotificationForm {
  return {
    ...createEmptyNotificationEntry(),
    ...(view === 'addEmail' || view === 'addText'
      ? radiosForAddView(view)
      : {
          emailNotificationRadio: values.emailNotificationRadio,
          textNotificationRadio: values.textNotificationRadio,
        }),
  };
}

/** The notifications posted without the app: each view and button as the page handles it. */
export const stepAction: StepAction = async ({ filing, fields, form, intent, query }) => {
  const values = filing.notifications;
  const view = viewOf(query, values);
  if (form === ENTRY_FORM && view !== 'list') {
    const posted = readPostedForm(
      notificationFormSchema(view),
      entryDefaults(view, values),
      fields,
    );
    if (!posted.ok) return { kind: 'refused', errors: posted.errors };
    const adding = view === 'addEmail' || view === 'addText';
    const outcome = afterEntry(values, posted.value, adding);
    if (outcome.kind === 'declined')
      return { kind: 'next', changes: { notifications: outcome.notifications } };
    return {
      kind: 'stay',
      changes: { notifications: outcome.notifications },
      query: { view: 'list' },
    };
  }
  const deleted = intent?.startsWith(DELETE_EMAIL)
    ? deleteEmail(values, Number(intent.slice(DELETE_EMAIL.length)))
    : intent?.startsWith(DELETE_TEXT)
      ? deleteText(values, Number(intent.slice(DELETE_TEXT.length)))
      : null;
  if (deleted !== null) {
    return {
      kind: 'stay',
      changes: { notifications: deleted },
      query: { view: viewAfterDelete(deleted) },
    };
  }
  return { kind: 'next', changes: { notifications: values } };
};

export default function NotificationsStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onChange,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<NotificationsValues>(filing.notifications);
  // The view a server-rendered page shows comes from its address; the app switches it in place.
  const [view, setView] = useState<NotificationView>(() =>
    viewOf(searchParams, filing.notifications),
  );
  const schema = useMemo(() => notificationFormSchema(view), [view]);

  const store = (next: NotificationsValues) => {
    setValues(next);
    onChange({ notifications: next });
  };

  if (view === 'list') {
    return (
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ notifications: values });
        }}
      >
        <FormProof formId="main" />
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
                  type="submit"
                  name={FORM_INTENT_FIELD}
                  value={`${DELETE_EMAIL}${String(index)}`}
                  className="usa-button usa-button--unstyled"
                  onClick={(event) => {
                    event.preventDefault();
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
        <a
          className="usa-link"
          href={viewHref(searchParams, 'addEmail')}
          onClick={(event) => {
            event.preventDefault();
            setView('addEmail');
          }}
        >
          {t('steps.notifications.addEmail')}
        </a>
        <h2>{t('steps.notifications.textHeading')}</h2>
        {values.texts.length === 0 ? (
          <p>{t('steps.notifications.noTexts')}</p>
        ) : (
          <ul className="usa-list usa-list--unstyled">
            {values.texts.map((item, index) => (
              <li key={item.text} className="margin-bottom-1">
                <span className="margin-right-2">{formatPhoneNumber(item.text)}</span>
                <button
                  type="submit"
                  name={FORM_INTENT_FIELD}
                  value={`${DELETE_TEXT}${String(index)}`}
                  className="usa-button usa-button--unstyled"
                  onClick={(event) => {
                    event.preventDefault();
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
        <a
          className="usa-link"
          href={viewHref(searchParams, 'addText')}
          onClick={(event) => {
            event.preventDefault();
            setView('addText');
          }}
        >
          {t('steps.notifications.addText')}
        </a>
        <TextMessageNote />
        <div className="usa-button-group margin-top-4">
          <button type="submit" className="usa-button">
            {submitLabel}
          </button>
          <CancelButton onCancel={onCancel} />
        </div>
      </form>
    );
  }

  const adding = view === 'addEmail' || view === 'addText';
  const hasItems = values.emails.length > 0 || values.texts.length > 0;
  return (
    <>
      <StepHeading step={step} />
      <Form
        key={view}
        id={ENTRY_FORM}
        schema={schema}
        defaultValues={entryDefaults(view, values)}
        submitLabel={adding ? t('steps.shared.save') : submitLabel}
        onCancel={onCancel}
        extraActions={
          adding && hasItems ? (
            <a
              className="usa-button usa-button--outline"
              href={viewHref(searchParams, 'list')}
              onClick={(event) => {
                event.preventDefault();
                setView('list');
              }}
            >
              {t('steps.shared.backToList')}
            </a>
          ) : undefined
        }
        onSubmit={(entry) => {
          const outcome = afterEntry(values, entry, adding);
          if (outcome.kind === 'declined') {
            onSubmit({ notifications: outcome.notifications });
            return;
          }
          store(outcome.notifications);
          setView('list');
        }}
      >
        <EntryFields />
      </Form>
    </>
  );
}
