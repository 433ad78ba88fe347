import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { saveReceiptSummary } from '../../lib/filing-session.ts';
import { saveReceiptToken } from '../../lib/receipt-token.ts';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { safeReturnPath, saveSbfSession, sbfSession, sbfTokenFor } from '../../lib/sbf-session.ts';
import { currentPasswordRefused, fillChangePassword } from '../../testing/change-password-form.ts';
import { stubApi, tooManyRequests } from '../../testing/stub-api.ts';
import CreateAccountPage from './create-account-page.tsx';
import LoginPage from './login-page.tsx';
import { ChangePasswordPage } from './password-pages.tsx';
import VerifyEmailPage from './verify-email-page.tsx';

const ENTITY_ID = '20261234567';
const REF_ID = '2f1d6c1e-3a7b-4c55-9d2e-7b0c1a9e8f10';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login/create" element={<CreateAccountPage />} />
          <Route path="/login/verify/:token" element={<VerifyEmailPage />} />
          <Route path="/login/*" element={<LoginPage />} />
          <Route path="/changePassword" element={<ChangePasswordPage />} />
          <Route path="/filing/amend" element={<h1>Amendment start</h1>} />
          <Route path="/filing/fileaform" element={<h1>File a form page</h1>} />
          <Route path="/down" element={<h1>Down page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The staff session call of a browser where no staff member is signed in. */
const noStaff = {
  '/user-manager-api/secure/session': () => ({
    status: 401,
    apiData: { code: 401, message: 'Your session has ended.', signInMethod: 'password' },
  }),
};

/** The filer session call of a browser where a filer of the entity is signed in. */
function filerSignedIn(mustChangePassword = false) {
  return {
    '/business-api/sbf/session': () => ({
      apiData: { code: 200, entityId: ENTITY_ID, email: 'owner@example.com', mustChangePassword },
    }),
  };
}

/** The calls made to one path. */
function callsTo(calls: { url: URL; init?: RequestInit }[], path: string) {
  return calls.filter((call) => call.url.pathname === path);
}

describe('Secure Business Filing login', () => {
  it('checks the fields before calling, each error linked to its field', async () => {
    const calls = stubApi({});
    renderAt('/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Secure Business Filing login',
    );
    expect(document.title).toBe('Secure Business Filing login - Secretary of State');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Enter the ID number of the business.');
    expect(summary).toHaveTextContent('Enter your email.');
    expect(summary).toHaveTextContent('Enter password');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      'After 5 wrong passwords in a row, the account is locked for 15 minutes: until then even the right password is refused. Enter password',
    );
    expect(callsTo(calls, '/business-api/sbf')).toHaveLength(0);
  });

  it('keeps the token and goes back where the filer came from', async () => {
    const calls = stubApi({
      '/business-api/sbf': () => ({
        apiData: { code: 200, sbfAccessToken: 'token-abc', mustChangePassword: false },
      }),
    });
    renderAt(
      `/login?entityId=${ENTITY_ID}&returnTo=${encodeURIComponent(`/filing/amend?entityId=${ENTITY_ID}`)}`,
    );
    expect(screen.getByLabelText(/ID number of the business/)).toHaveValue(ENTITY_ID);
    await userEvent.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Correct-Horse-9');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Amendment start' })).toBeInTheDocument();
    expect(sbfTokenFor(ENTITY_ID)).toBe('token-abc');
    expect(JSON.parse(callsTo(calls, '/business-api/sbf')[0]?.init?.body as string)).toEqual({
      entityId: ENTITY_ID,
      email: 'owner@example.com',
      password: 'Correct-Horse-9',
    });
  });

  it("on 401 says 'Email or password is invalid' and clears the password", async () => {
    stubApi({
      '/business-api/sbf': () => ({
        status: 401,
        apiData: { code: 401, message: 'Email or password is invalid' },
      }),
    });
    renderAt(`/login?entityId=${ENTITY_ID}`);
    await userEvent.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Wrong-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is invalid');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('owner@example.com');
    expect(sbfTokenFor(ENTITY_ID)).toBeNull();
  });

  it('says when the account would be locked, next to the password', () => {
    stubApi({});
    renderAt('/login');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'After 5 wrong passwords in a row, the account is locked for 15 minutes: until then even the right password is refused.',
    );
  });

  it('on 429 says there were too many attempts and when to try again, keeping all but the password', async () => {
    const calls = stubApi({ '/business-api/sbf': () => tooManyRequests(120) });
    renderAt(`/login?entityId=${ENTITY_ID}`);
    await userEvent.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Correct-Horse-9');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error - Too many attempts\. Try again in 2 minutes\.$/,
    );
    expect(callsTo(calls, '/business-api/sbf')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Down page' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Secure Business Filing login',
    );
    expect(screen.getByLabelText(/ID number of the business/)).toHaveValue(ENTITY_ID);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('owner@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(sbfTokenFor(ENTITY_ID)).toBeNull();

    // The next try starts afresh: the alert goes once the answer is another.
    stubApi({
      '/business-api/sbf': () => ({
        status: 401,
        apiData: { code: 401, message: 'Email or password is invalid' },
      }),
    });
    await userEvent.type(screen.getByLabelText(/^Password/), 'Wrong-Pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByText(/Too many attempts/)).toBeNull());
    expect(screen.getByRole('alert')).toHaveTextContent('Email or password is invalid');
  });

  it('sends other refusals to the down page, and Cancel to the list of forms', async () => {
    stubApi({
      '/business-api/sbf': () => ({ status: 500, apiData: { code: 500, message: 'x' } }),
    });
    renderAt(`/login?entityId=${ENTITY_ID}`);
    await userEvent.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Correct-Horse-9');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Down page' })).toBeInTheDocument();
    cleanup();
    renderAt('/login');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'File a form page' })).toBeInTheDocument();
  });

  it('opens the Forgot password view at its own address, answers silently on 200 or 401 and returns', async () => {
    const calls = stubApi({
      '/business-api/sbfPasswordReset': () => ({
        status: 401,
        apiData: { code: 401, message: 'x' },
      }),
    });
    renderAt(`/login?entityId=${ENTITY_ID}`);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      `/login/forgot?entityId=${ENTITY_ID}`,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Forgot password');
    expect(document.title).toBe('Forgot password - Secretary of State');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute(
      'href',
      `/login?entityId=${ENTITY_ID}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the name of the business.');
    await userEvent.type(screen.getByLabelText(/Name of the business/), 'Aspen Ledger LLC');
    await userEvent.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^A temporary password has been emailed to you\.$/,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Secure Business Filing login',
    );
    const reset = callsTo(calls, '/business-api/sbfPasswordReset')[0];
    expect(Object.fromEntries(reset?.url.searchParams ?? [])).toEqual({
      entityId: ENTITY_ID,
      name: 'Aspen Ledger LLC',
      email: 'owner@example.com',
    });
  });

  it('on 429 to a password reset says when to try again and keeps the Forgot password view as typed', async () => {
    stubApi({ '/business-api/sbfPasswordReset': () => tooManyRequests(40) });
    renderAt(`/login/forgot?entityId=${ENTITY_ID}`);
    await userEvent.type(screen.getByLabelText(/Name of the business/), 'Aspen Ledger LLC');
    await userEvent.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error - Too many attempts\. Try again in 40 seconds\.$/,
    );
    expect(screen.queryByRole('heading', { name: 'Down page' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forgot password');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText(/ID number of the business/)).toHaveValue(ENTITY_ID);
    expect(screen.getByLabelText(/Name of the business/)).toHaveValue('Aspen Ledger LLC');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('owner@example.com');
  });

  it('sends a login with a temporary password to the change-password page, filing nothing', async () => {
    stubApi({
      ...noStaff,
      ...filerSignedIn(true),
      '/business-api/sbf': () => ({
        apiData: { code: 200, sbfAccessToken: 'token-tmp', mustChangePassword: true },
      }),
    });
    const returnTo = `/filing/amend?entityId=${ENTITY_ID}`;
    renderAt(`/login?entityId=${ENTITY_ID}&returnTo=${encodeURIComponent(returnTo)}`);
    await userEvent.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Q2x7Hn4pRt9Wk3Mz8Bv5');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeVisible();
    expect(
      screen.getByText(
        'You signed in with a temporary password. Choose a new password to continue.',
      ),
    ).toBeVisible();
    // The token serves the change only: no filing can use it.
    expect(sbfTokenFor(ENTITY_ID)).toBeNull();
    expect(sbfSession()).toEqual({
      entityId: ENTITY_ID,
      sbfToken: 'token-tmp',
      mustChangePassword: true,
    });
  });

  it('offers a filer logged in in this browser the change of password', async () => {
    stubApi({ ...noStaff, ...filerSignedIn() });
    renderAt('/login');
    expect(
      await screen.findByText(/logged in to Secure Business Filing for ID number 20261234567/),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeVisible();
    expect(screen.queryByText(/temporary password/)).toBeNull();
  });

  it('returns only to paths inside the app', () => {
    expect(safeReturnPath('/filing/amend?entityId=1')).toBe('/filing/amend?entityId=1');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});

describe('Create a Secure Business Filing account', () => {
  it('is offered only to the browser that paid', async () => {
    stubApi({
      '/business-api/sbf/account': () => ({
        status: 403,
        apiData: {
          code: 403,
          message: 'An account can be created only from the browser that paid for the filing.',
        },
      }),
    });
    renderAt(`/login/create?refId=${REF_ID}`);
    expect(
      await screen.findByText(/can be created only from the browser that paid for the filing/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });

  it('checks the password twice, sends the receipt token and says where the link went', async () => {
    saveReceiptToken(REF_ID, 'receipt-token-1');
    saveReceiptSummary({
      filingType: 'llc',
      refId: REF_ID,
      masterId: ENTITY_ID,
      transactionId: '20261234568',
      name: 'Aspen Ledger LLC',
      entityId: ENTITY_ID,
      entityReportDueDate: '11/30/2027',
      entityStatus: 'GOOD',
      adminFraudCheck: false,
    });
    const calls = stubApi({
      // The tab holds the token: what the server says of the browser's cookie does not matter.
      '/business-api/sbf/account': (_url, init) =>
        init?.method === 'POST'
          ? { apiData: { code: 200, entityId: ENTITY_ID, email: 'owner@example.com' } }
          : { status: 403, apiData: { code: 403, message: 'Not from this browser.' } },
    });
    renderAt(`/login/create?refId=${REF_ID}`);
    expect(
      await screen.findByText(/Aspen Ledger LLC \(ID number 20261234567\)/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'weakpassword');
    await userEvent.type(screen.getByLabelText(/Type the password again/), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('upper-case letter');
    expect(calls.filter((call) => call.init?.method === 'POST')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Correct-Horse-9');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("New password entries don't match");
    await userEvent.clear(screen.getByLabelText(/Type the password again/));
    await userEvent.type(screen.getByLabelText(/Type the password again/), 'Correct-Horse-9');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to owner@example.com/)).toBeInTheDocument();
    const created = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(created?.init?.body as string)).toEqual({
      refId: REF_ID,
      receiptToken: 'receipt-token-1',
      email: 'owner@example.com',
      password: 'Correct-Horse-9',
    });
  });
});

describe('the account pages over the limit', () => {
  it('keep the email of a new account and say when to try again', async () => {
    saveReceiptToken(REF_ID, 'receipt-token-1');
    stubApi({ '/business-api/sbf/account': () => tooManyRequests(30) });
    renderAt(`/login/create?refId=${REF_ID}`);
    await userEvent.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Correct-Horse-9');
    await userEvent.type(screen.getByLabelText(/Type the password again/), 'Correct-Horse-9');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error - Too many attempts\. Try again in 30 seconds\.$/,
    );
    expect(screen.getByLabelText(/^Email/)).toHaveValue('owner@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/Type the password again/)).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Down page' })).toBeNull();
  });

  it('confirm an email once the wait is over, from the same link', async () => {
    const token = 'a'.repeat(43);
    let answers = 0;
    stubApi({
      '/business-api/sbf/verify': () => {
        answers += 1;
        return answers === 1
          ? tooManyRequests(20)
          : { apiData: { code: 200, entityId: ENTITY_ID } };
      },
    });
    renderAt(`/login/verify/${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error - Too many attempts\. Try again in 20 seconds\.$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' }),
    ).toBeVisible();
    expect(answers).toBe(2);
  });
});

describe("a filer's change of password", () => {
  it("checks the fields with the catalogue's messages before calling", async () => {
    const calls = stubApi({ ...noStaff, ...filerSignedIn(true) });
    saveSbfSession({ entityId: ENTITY_ID, sbfToken: 'token-tmp', mustChangePassword: true });
    renderAt('/changePassword');
    await fillChangePassword('x', 'lowercase-only-1', 'Different-1');
    await userEvent.clear(screen.getByLabelText(/^Current password/));
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Enter a current password');
    expect(summary).toHaveTextContent('Invalid new password');
    expect(summary).toHaveTextContent("New password entries don't match");
    expect(calls.map((call) => call.url.pathname)).toEqual([
      '/user-manager-api/secure/session',
      '/business-api/sbf/session',
    ]);
  });

  it("shows the server's refusal of the current password at that field", async () => {
    stubApi({
      ...noStaff,
      ...filerSignedIn(true),
      '/business-api/sbf/change-password': currentPasswordRefused,
    });
    saveSbfSession({ entityId: ENTITY_ID, sbfToken: 'token-tmp', mustChangePassword: true });
    renderAt('/changePassword');
    await fillChangePassword('Wrong-Temporary-1', 'Fresh-Start-7', 'Fresh-Start-7');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Password is case sensitive.');
  });

  it('on 429 says when to try again and clears the passwords, staying on the page', async () => {
    stubApi({
      ...noStaff,
      ...filerSignedIn(true),
      '/business-api/sbf/change-password': () => tooManyRequests(75),
    });
    saveSbfSession({ entityId: ENTITY_ID, sbfToken: 'token-tmp', mustChangePassword: true });
    renderAt('/changePassword');
    await fillChangePassword('Q2x7Hn4pRt9Wk3Mz8Bv5', 'Fresh-Start-7', 'Fresh-Start-7');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error - Too many attempts\. Try again in 2 minutes\.$/,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Change your password');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Retype new password/)).toHaveValue('');
    expect(sbfSession()?.sbfToken).toBe('token-tmp');
  });

  it('opens the dialog on success; closing it logs out and goes to the login', async () => {
    const calls = stubApi({
      ...noStaff,
      ...filerSignedIn(true),
      '/business-api/sbf/change-password': () => ({
        apiData: { code: 200, message: 'Your password has been changed.' },
      }),
    });
    saveSbfSession({ entityId: ENTITY_ID, sbfToken: 'token-tmp', mustChangePassword: true });
    const returnTo = `/filing/amend?entityId=${ENTITY_ID}`;
    renderAt(`/changePassword?returnTo=${encodeURIComponent(returnTo)}`);
    await fillChangePassword('Q2x7Hn4pRt9Wk3Mz8Bv5', 'Fresh-Start-7', 'Fresh-Start-7');
    const dialog = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(dialog).toHaveTextContent('Your password has been changed.');
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const change = calls.find((call) => call.url.pathname === '/business-api/sbf/change-password');
    expect(JSON.parse(change?.init?.body as string)).toEqual({
      password: 'Q2x7Hn4pRt9Wk3Mz8Bv5',
      newPassword: 'Fresh-Start-7',
    });
    expect(new Headers(change?.init?.headers).get('authorization')).toBe('Bearer token-tmp');

    await userEvent.click(close);
    expect(
      await screen.findByRole('heading', { name: 'Secure Business Filing login' }),
    ).toBeVisible();
    expect(sbfSession()).toBeNull();
    expect(screen.getByLabelText(/ID number of the business/)).toHaveValue(ENTITY_ID);
  });
});
