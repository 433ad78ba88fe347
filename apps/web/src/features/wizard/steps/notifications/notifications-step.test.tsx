import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationsStep from './notifications-step.tsx';
import { renderStep, storeReferenceData } from '../step-test-harness.tsx';

afterEach(cleanup);
beforeEach(storeReferenceData);

const emailQuestion = /Do you want to get email notifications/;
const textQuestion = /Do you want to get text message notifications/;

function answer(question: RegExp, choice: 'Yes' | 'No') {
  const group = screen.getByRole('group', { name: question });
  return userEvent.click(
    Array.from(group.querySelectorAll('label')).find((label) => label.textContent === choice)!,
  );
}

describe('Notifications step', { timeout: 20_000 }, () => {
  it('submits both answers No without anything listed', async () => {
    const props = renderStep(NotificationsStep, 'notifications');
    await answer(emailQuestion, 'No');
    await answer(textQuestion, 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      notifications: {
        emailNotificationRadio: 'N',
        textNotificationRadio: 'N',
        emails: [],
        texts: [],
      },
    });
  });

  it('adds an email to the list, adds another, and returns to the questions after the last delete', async () => {
    const props = renderStep(NotificationsStep, 'notifications');
    await answer(emailQuestion, 'Yes');
    await answer(textQuestion, 'No');
    await userEvent.type(screen.getByLabelText(/^Email address/), 'Ada@Example.com');
    await userEvent.type(screen.getByLabelText(/Retype email address/), 'x@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: "Emails don't match." })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Retype email address/));
    await userEvent.type(screen.getByLabelText(/Retype email address/), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('button', { name: 'Delete ada@example.com' })).toBeInTheDocument();
    expect(props.onChange).toHaveBeenLastCalledWith({
      notifications: {
        emailNotificationRadio: 'Y',
        textNotificationRadio: 'N',
        emails: [{ email: 'ada@example.com' }],
        texts: [],
      },
    });

    await userEvent.click(screen.getByRole('link', { name: 'Add another text number' }));
    expect(screen.getByText(/about 2 to 5 text messages per year/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Area code'), '303');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('link', { name: 'Enter a valid phone number.' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete ada@example.com' }));
    expect(screen.getByRole('group', { name: emailQuestion })).toBeInTheDocument();
    expect(props.onChange).toHaveBeenLastCalledWith({
      notifications: {
        emailNotificationRadio: null,
        textNotificationRadio: 'N',
        emails: [],
        texts: [],
      },
    });
  });
});
