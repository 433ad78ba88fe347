import { describe, expect, it } from 'vitest';
import { createEmptyNotificationEntry, type NotificationsValues } from '@registrar/domain';
import {
  addEntry,
  deleteEmail,
  deleteText,
  entryOptions,
  initialView,
  notificationFormSchema,
  radiosForAddView,
  viewAfterDelete,
  type NotificationForm,
} from './notification-views.ts';

const none: NotificationsValues = {
  emailNotificationRadio: null,
  textNotificationRadio: null,
  emails: [],
  texts: [],
};

function entry(overrides: Partial<NotificationForm>): NotificationForm {
  return {
    ...createEmptyNotificationEntry(),
    emailNotificationRadio: null,
    textNotificationRadio: null,
    ...overrides,
  };
}

function messagesOf(
  view: Parameters<typeof notificationFormSchema>[0],
  form: NotificationForm,
): Record<string, string> {
  const parsed = notificationFormSchema(view).safeParse(form);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('notification views', () => {
  it('opens on the list when something is signed up, otherwise on the initial questions', () => {
    expect(initialView(none)).toBe('initial');
    expect(
      initialView({ ...none, emailNotificationRadio: 'Y', emails: [{ email: 'a@b.co' }] }),
    ).toBe('list');
    expect(
      initialView({ ...none, textNotificationRadio: 'Y', texts: [{ text: '3035551234' }] }),
    ).toBe('list');
  });

  it('asks Yes or No for each channel in the initial view', () => {
    expect(messagesOf('initial', entry({}))).toEqual({
      emailNotificationRadio: 'Choose Yes or No.',
      textNotificationRadio: 'Choose Yes or No.',
    });
  });

  it('requires the channel answered Yes and ignores the one answered No', () => {
    expect(
      messagesOf('initial', entry({ emailNotificationRadio: 'Y', textNotificationRadio: 'N' })),
    ).toEqual({
      email: 'Enter a valid email address.',
      verifyEmail: 'Retype email address.',
    });
    expect(
      messagesOf(
        'initial',
        entry({
          emailNotificationRadio: 'Y',
          textNotificationRadio: 'N',
          email: 'Ada@Example.com',
          verifyEmail: 'ada@example.COM',
        }),
      ),
    ).toEqual({});
    expect(
      messagesOf(
        'initial',
        entry({
          emailNotificationRadio: 'N',
          textNotificationRadio: 'Y',
          textAreaCode: '303',
          textThree: '555',
          textFour: '1234',
          retypeTextAreaCode: '303',
          retypeTextThree: '555',
          retypeTextFour: '1235',
        }),
      ),
    ).toEqual({ retypeTextAreaCode: "Phone Numbers don't match." });
  });

  it("says 'Enter email or phone number.' in an add-another view with both channels open and nothing typed", () => {
    expect(
      entryOptions('addEmail', { emailNotificationRadio: 'Y', textNotificationRadio: 'Y' }),
    ).toEqual({ email: 'optional', text: 'optional' });
    expect(
      messagesOf('addEmail', entry({ emailNotificationRadio: 'Y', textNotificationRadio: 'Y' })),
    ).toEqual({
      email: 'Enter email or phone number.',
    });
    // Only what was typed is checked.
    expect(
      messagesOf(
        'addText',
        entry({
          emailNotificationRadio: 'Y',
          textNotificationRadio: 'Y',
          textAreaCode: '303',
          textThree: '555',
          textFour: '1234',
        }),
      ),
    ).toEqual({ retypeTextAreaCode: 'Retype number.' });
  });

  it('sets the radios for add-another: email Yes and text No, or the opposite', () => {
    expect(radiosForAddView('addEmail')).toEqual({
      emailNotificationRadio: 'Y',
      textNotificationRadio: 'N',
    });
    expect(radiosForAddView('addText')).toEqual({
      emailNotificationRadio: 'N',
      textNotificationRadio: 'Y',
    });
    expect(entryOptions('addEmail', radiosForAddView('addEmail'))).toEqual({
      email: 'required',
      text: 'hidden',
    });
  });

  it('stores emails in lower case and does not add duplicates', () => {
    const first = addEntry(
      none,
      entry({
        emailNotificationRadio: 'Y',
        textNotificationRadio: 'N',
        email: 'Ada@Example.COM',
        verifyEmail: 'ada@example.com',
      }),
    );
    expect(first.emails).toEqual([{ email: 'ada@example.com' }]);
    expect(first.emailNotificationRadio).toBe('Y');
    const again = addEntry(
      first,
      entry({
        ...radiosForAddView('addEmail'),
        email: 'ADA@example.com',
        verifyEmail: 'ADA@example.com',
      }),
    );
    expect(again.emails).toEqual([{ email: 'ada@example.com' }]);
    const phone = { textAreaCode: '303', textThree: '555', textFour: '1234' };
    const withText = addEntry(again, entry({ ...radiosForAddView('addText'), ...phone }));
    expect(withText.texts).toEqual([{ text: '3035551234' }]);
    expect(withText.emailNotificationRadio).toBe('Y');
    expect(
      addEntry(withText, entry({ ...radiosForAddView('addText'), ...phone })).texts,
    ).toHaveLength(1);
  });

  it('resets a channel to unanswered when its last item is deleted, and returns to the initial view when both are empty', () => {
    const values: NotificationsValues = {
      emailNotificationRadio: 'Y',
      textNotificationRadio: 'Y',
      emails: [{ email: 'a@b.co' }, { email: 'c@d.co' }],
      texts: [{ text: '3035551234' }],
    };
    const oneEmailLeft = deleteEmail(values, 0);
    expect(oneEmailLeft.emails).toEqual([{ email: 'c@d.co' }]);
    expect(oneEmailLeft.emailNotificationRadio).toBe('Y');
    const noEmails = deleteEmail(oneEmailLeft, 0);
    expect(noEmails.emailNotificationRadio).toBeNull();
    expect(viewAfterDelete(noEmails)).toBe('list');
    const nothing = deleteText(noEmails, 0);
    expect(nothing.textNotificationRadio).toBeNull();
    expect(viewAfterDelete(nothing)).toBe('initial');
  });
});
