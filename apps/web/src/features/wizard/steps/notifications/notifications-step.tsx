import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
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
  return (
    <p className="usa-hint">
      You will get about 2 to 5 text messages per year. Reply HELP for help or STOP to cancel.
      Message and data rates may apply.
    </p>
  );
}

function PhoneParts({ prefix, legend }: { prefix: '' | 'retype'; legend: string }) {
  const area = prefix === '' ? 'textAreaCode' : 'retypeTextAreaCode';
  const three = prefix === '' ? 'textThree' : 'retypeTextThree';
  const four = prefix === '' ? 'textFour' : 'retypeTextFour';
  // Distinct names, so a screen reader in the retype group never hears the first group's labels.
  const labels =
    prefix === ''
      ? { area: 'Area code', three: 'First 3 digits', four: 'Last 4 digits' }
      : { area: 'Retype area code', three: 'Retype first 3 digits', four: 'Retype last 4 digits' };
  return (
    <FieldsetShell name={`${area}-group`} legend={legend} required hint="For example: 303 555 1234">
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
        legend="Do you want to get email notifications about this business?"
        hint="We send reminders when reports are due and notices about changes to the record."
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
            label="Email address"
            type="email"
            required
            maxLength={NOTIFICATION_EMAIL_MAX_LENGTH}
            autoComplete="email"
          />
          <TextField
            name="verifyEmail"
            label="Retype email address"
            type="email"
            required
            maxLength={NOTIFICATION_EMAIL_MAX_LENGTH}
            autoComplete="off"
          />
        </>
      )}
      <YesNoRadio
        name="textNotificationRadio"
        legend="Do you want to get text message notifications about this business?"
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
          <PhoneParts prefix="" legend="Mobile phone number" />
          <PhoneParts prefix="retype" legend="Retype mobile phone number" />
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
        <StepHeading step={step} title="Review your notifications" />
        <h2>Email notifications</h2>
        {values.emails.length === 0 ? (
          <p>No email addresses.</p>
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
                  aria-label={`Delete ${item.email}`}
                >
                  Delete
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
          Add another email address
        </button>
        <h2>Text notifications</h2>
        {values.texts.length === 0 ? (
          <p>No text numbers.</p>
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
                  aria-label={`Delete ${formatPhoneNumber(item.text)}`}
                >
                  Delete
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
          Add another text number
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
            Cancel
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
        submitLabel={adding ? 'Save' : submitLabel}
        onCancel={onCancel}
        extraActions={
          adding && hasItems ? (
            <button
              type="button"
              className="usa-button usa-button--outline"
              onClick={() => setView('list')}
            >
              Back to the list
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
