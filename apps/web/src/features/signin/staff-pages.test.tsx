import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { AdminGuard } from '../../components/admin-guard.tsx';
import { currentPasswordRefused, fillChangePassword } from '../../testing/change-password-form.ts';
import { stubApi, tooManyRequests } from '../../testing/stub-api.ts';
import LoginAdminPage, { NotAllowedPage } from './login-admin-page.tsx';
import { ChangePasswordPage, ResetConfirmPage, ResetPasswordPage } from './password-pages.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedOut = {
  status: 401,
  apiData: { code: 401, message: 'Your session has ended.', signInMethod: 'password' },
};
const admin = {
  apiData: { code: 200, username: 'ada', roles: ['admin'], mustChangePassword: false },
};

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/loginadmin" element={<LoginAdminPage />} />
          <Route path="/resetpass" element={<ResetPasswordPage />} />
          <Route path="/resetConfirm" element={<ResetConfirmPage />} />
          <Route path="/changePassword" element={<ChangePasswordPage />} />
          <Route
            path="/admin/adminhome"
            element={
              <AdminGuard>
                <h1>Admin home</h1>
              </AdminGuard>
            }
          />
          <Route path="/notallowed" element={<h1>Not allowed page</h1>} />
          <Route path="/down" element={<h1>Down page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('staff sign-in page', () => {
  it('links each missing field from the error summary, without calling the server', async () => {
    const calls = stubApi({ '/user-manager-api/secure/session': () => signedOut });
    renderAt('/loginadmin');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Enter your username.');
    expect(summary).toHaveTextContent('Enter password');
    await userEvent.click(screen.getByRole('link', { name: 'Enter password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(calls.map((call) => call.url.pathname)).toEqual(['/user-manager-api/secure/session']);
  });

  it('says a failed sign-in without naming a field, and clears the password', async () => {
    stubApi({
      '/user-manager-api/secure/session': () => signedOut,
      '/user-manager-api/store/login': () => ({
        status: 401,
        apiData: { code: 401, message: 'Username or password is invalid' },
      }),
    });
    renderAt('/loginadmin');
    await userEvent.type(await screen.findByLabelText(/^Username/), 'ada');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Wrong1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password is invalid');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Username/)).not.toHaveAttribute('aria-invalid');
  });

  it('says when an account would be locked, next to the password', async () => {
    stubApi({ '/user-manager-api/secure/session': () => signedOut });
    renderAt('/loginadmin');
    expect(await screen.findByLabelText(/^Password/)).toHaveAccessibleDescription(
      'After 5 wrong passwords in a row, the account is locked for 15 minutes: until then even the right password is refused.',
    );
  });

  it('on 429 says there were too many attempts and when to try again, keeping the username', async () => {
    stubApi({
      '/user-manager-api/secure/session': () => signedOut,
      '/user-manager-api/store/login': () => tooManyRequests(45),
    });
    renderAt('/loginadmin');
    await userEvent.type(await screen.findByLabelText(/^Username/), 'ada');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error - Too many attempts\. Try again in 45 seconds\.$/,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Staff sign-in');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ada');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('sends an administrator to the admin home, and other staff to the not-allowed page', async () => {
    const calls = stubApi({
      '/user-manager-api/secure/session': () => signedOut,
      '/user-manager-api/store/login': () => admin,
    });
    renderAt('/loginadmin');
    await userEvent.type(await screen.findByLabelText(/^Username/), 'ada');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
    const login = calls.find((call) => call.url.pathname === '/user-manager-api/store/login');
    expect(JSON.parse(login?.init?.body as string)).toEqual({
      username: 'ada',
      password: 'Secret123',
    });
    cleanup();

    stubApi({
      '/user-manager-api/secure/session': () => ({
        apiData: { code: 200, username: 'clerk', roles: [], mustChangePassword: false },
      }),
    });
    renderAt('/loginadmin');
    expect(await screen.findByRole('heading', { name: 'Not allowed page' })).toBeInTheDocument();
  });
});

describe('AdminGuard', () => {
  it('sends someone not signed in to the sign-in page', async () => {
    stubApi({ '/user-manager-api/secure/session': () => signedOut });
    renderAt('/admin/adminhome');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });

  it('sends a temporary password to the change-password page', async () => {
    stubApi({
      '/user-manager-api/secure/session': () => ({
        apiData: { code: 200, username: 'ada', roles: ['admin'], mustChangePassword: true },
      }),
    });
    renderAt('/admin/adminhome');
    expect(
      await screen.findByRole('heading', { name: 'Change your password' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You signed in with a temporary password. Choose a new password to continue.',
      ),
    ).toBeInTheDocument();
  });
});

describe('password reset', () => {
  it('checks username and email, then confirms with the same words whatever the server found', async () => {
    const calls = stubApi({
      '/user-manager-api/store/reset-pass': () => ({
        apiData: { code: 200, message: 'A temporary password has been emailed to you.' },
      }),
    });
    renderAt('/resetpass');
    await userEvent.type(screen.getByLabelText(/^Email address/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a temporary password' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Enter your username.');
    expect(summary).toHaveTextContent('Invalid email entered');
    expect(calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Username/), 'ada');
    await userEvent.clear(screen.getByLabelText(/^Email address/));
    await userEvent.type(screen.getByLabelText(/^Email address/), 'ada@sos.example.gov');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a temporary password' }));
    expect(
      await screen.findByText('A temporary password has been emailed to you.'),
    ).toBeInTheDocument();
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({
      userId: 'ada',
      email: 'ada@sos.example.gov',
    });
  });
});

describe('password reset over the limit', () => {
  it('says when to try again and keeps what was typed', async () => {
    stubApi({ '/user-manager-api/store/reset-pass': () => tooManyRequests(300) });
    renderAt('/resetpass');
    await userEvent.type(screen.getByLabelText(/^Username/), 'ada');
    await userEvent.type(screen.getByLabelText(/^Email address/), 'ada@sos.example.gov');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a temporary password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error - Too many attempts\. Try again in 5 minutes\.$/,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ada');
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('ada@sos.example.gov');
  });
});

describe('change password', () => {
  it('checks the new password in the browser, with the rules as guidance', async () => {
    const calls = stubApi({ '/user-manager-api/secure/session': () => admin });
    renderAt('/changePassword');
    expect(
      await screen.findByText('At least eight characters, an upper-case letter and a number.'),
    ).toBeInTheDocument();
    await fillChangePassword('Secret123', 'lowercase1', 'Different1');
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Invalid new password');
    expect(summary).toHaveTextContent("New password entries don't match");
    expect(calls.map((call) => call.url.pathname)).toEqual(['/user-manager-api/secure/session']);
  });

  it("shows the server's refusal of the current password at that field", async () => {
    stubApi({
      '/user-manager-api/secure/session': () => admin,
      '/user-manager-api/secure/store/change-pass': currentPasswordRefused,
    });
    renderAt('/changePassword');
    await fillChangePassword('Secret999', 'Another123', 'Another123');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The information you entered does not match what we have in our system. Password is case sensitive.',
    );
  });

  it('on 429 says when to try again and clears the passwords', async () => {
    stubApi({
      '/user-manager-api/secure/session': () => admin,
      '/user-manager-api/secure/store/change-pass': () => tooManyRequests(1),
    });
    renderAt('/changePassword');
    await fillChangePassword('Secret123', 'Another123', 'Another123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error - Too many attempts\. Try again in 1 second\.$/,
    );
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Retype new password/)).toHaveValue('');
  });

  it('opens a dialog on success; closing it signs out and goes to the admin home, which asks for sign-in', async () => {
    let signedIn = true;
    const calls = stubApi({
      '/user-manager-api/secure/session': () => (signedIn ? admin : signedOut),
      '/user-manager-api/secure/store/change-pass': () => ({
        apiData: { code: 200, message: 'Your password has been changed.' },
      }),
      '/user-manager-api/secure/logout': () => {
        signedIn = false;
        return { apiData: { code: 200, signedOut: true } };
      },
    });
    renderAt('/changePassword');
    await fillChangePassword('Secret123', 'Another123', 'Another123');
    const dialog = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(dialog).toHaveTextContent('Your password has been changed.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    const change = calls.find(
      (call) => call.url.pathname === '/user-manager-api/secure/store/change-pass',
    );
    expect(JSON.parse(change?.init?.body as string)).toEqual({
      password: 'Secret123',
      newPassword: 'Another123',
    });
  });
});

describe('signing out', () => {
  it('is a form on the not-allowed page, which the app sends itself', async () => {
    let signedIn = true;
    const calls = stubApi({
      '/user-manager-api/secure/session': () => (signedIn ? admin : signedOut),
      '/user-manager-api/secure/logout': () => {
        signedIn = false;
        return { apiData: { code: 200, signedOut: true } };
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/notallowed']}>
          <Routes>
            <Route path="/notallowed" element={<NotAllowedPage />} />
            <Route path="/loginadmin" element={<LoginAdminPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    // Posted by the browser when the app is not running.
    expect(signOut.closest('form')).toHaveAttribute('method', 'post');
    await userEvent.click(signOut);
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/user-manager-api/secure/logout')).toBe(
      true,
    );
  });

  it('"Password changed" posted without the app is a page whose Close signs out', async () => {
    let signedIn = true;
    stubApi({
      '/user-manager-api/secure/session': () => (signedIn ? admin : signedOut),
      '/user-manager-api/secure/logout': () => {
        signedIn = false;
        return { apiData: { code: 200, signedOut: true } };
      },
    });
    renderAt('/changePassword?changed=staff');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Password changed');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been changed. Sign in again with your new password.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });
});
