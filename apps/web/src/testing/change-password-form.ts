// The change-password form as a user fills it in tests: current, new and retyped, then submit.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types the three passwords and presses Change password. */
export async function fillChangePassword(current: string, next: string, retyped: string) {
  await userEvent.type(await screen.findByLabelText(/^Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password/), next);
  await userEvent.type(screen.getByLabelText(/^Retype new password/), retyped);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

/** The server's answer to a wrong current password: the product's message, at that field. */
export const currentPasswordRefused = () => ({
  status: 400,
  apiData: {
    code: 400,
    errors: [
      {
        field: 'password',
        message:
          'The information you entered does not match what we have in our system. Password is case sensitive.',
      },
    ],
  },
});
