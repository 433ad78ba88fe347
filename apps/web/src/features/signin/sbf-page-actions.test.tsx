// The Secure Business Filing pages' forms posted without the app: each page's action, called with
// the posted fields as the server calls it, and the pages as they show what the action did.
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { PostedFields } from '@registrar/domain';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { PageFormContext, type PageFormState } from '../../lib/page-form.ts';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi, tooManyRequests } from '../../testing/stub-api.ts';
import CreateAccountPage, { action as createAccountAction } from './create-account-page.tsx';
import LoginPage, { action as loginAction } from './login-page.tsx';
import { action as passwordAction } from './password-pages.tsx';
import VerifyEmailPage, { action as verifyEmailAction } from './verify-email-page.tsx';

const ENTITY_ID = '20261234567';
const REF_ID = '2f1d6c1e-3a7b-4c55-9d2e-7b0c1a9e8f10';
const LINK_TOKEN = 'a'.repeat(43);
const RETURN_TO = `/filing/amend/intro?entityId=${ENTITY_ID}&transTyp=AMD_LLC`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function post(path: string, form: string, fields: PostedFields) {
  return { form, intent: null, fields, files: [], url: new URL(path, 'http://app') };
}

const loginAt = `/login?entityId=${ENTITY_ID}&returnTo=${encodeURIComponent(RETURN_TO)}`;
const loginFields = (password: string): PostedFields => [
  ['entityId', ENTITY_ID],
  ['email', 'owner@example.com'],
  ['password', password],
];

describe('the login posted without the app', () => {
  it('logs in and goes back where the filer came from', async () => {
    const calls = stubApi({
      '/business-api/sbf': () => ({
        apiData: { code: 200, sbfAccessToken: 'token-abc', mustChangePassword: false },
      }),
    });
    expect(await loginAction(post(loginAt, 'login', loginFields('Correct-Horse-9')))).toEqual({
      kind: 'redirect',
      to: RETURN_TO,
    });
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({
      entityId: ENTITY_ID,
      email: 'owner@example.com',
      password: 'Correct-Horse-9',
    });
  });

  it('sends a temporary password to the change of password, keeping where to go after', async () => {
    stubApi({
      '/business-api/sbf': () => ({
        apiData: { code: 200, sbfAccessToken: 'token-tmp', mustChangePassword: true },
      }),
    });
    expect(await loginAction(post(loginAt, 'login', loginFields('Q2x7Hn4pRt9Wk3Mz8Bv5')))).toEqual({
      kind: 'redirect',
      to: `/changePassword?returnTo=${encodeURIComponent(RETURN_TO)}`,
    });
  });

  it('refuses a wrong password at the password field, and too many attempts above the form', async () => {
    stubApi({
      '/business-api/sbf': () => ({
        status: 401,
        apiData: { code: 401, message: 'Email or password is invalid' },
      }),
    });
    expect(await loginAction(post(loginAt, 'login', loginFields('Wrong-Pass-1')))).toEqual({
      kind: 'refused',
      errors: [{ field: 'password', message: 'Email or password is invalid' }],
      status: 400,
    });
    stubApi({ '/business-api/sbf': () => tooManyRequests(120) });
    expect(await loginAction(post(loginAt, 'login', loginFields('Wrong-Pass-1')))).toEqual({
      kind: 'refused',
      errors: [],
      alert: 'Too many attempts. Try again in 2 minutes.',
      status: 429,
    });
  });

  it('checks the fields as the app does, calling nothing', async () => {
    const calls = stubApi({});
    const result = await loginAction(post('/login', 'login', loginFields('')));
    expect(result).toMatchObject({
      kind: 'refused',
      errors: [{ field: 'password', message: 'Enter password' }],
    });
    expect(calls).toHaveLength(0);
  });
});

describe('Forgot password posted without the app', () => {
  const fields: PostedFields = [
    ['entityId', ENTITY_ID],
    ['name', 'Aspen Ledger LLC'],
    ['email', 'owner@example.com'],
  ];

  it('goes to the login view saying a temporary password was emailed', async () => {
    const calls = stubApi({
      '/business-api/sbfPasswordReset': () => ({ apiData: { code: 200 } }),
    });
    const at = `/login/forgot?entityId=${ENTITY_ID}&returnTo=${encodeURIComponent(RETURN_TO)}`;
    expect(await loginAction(post(at, 'forgot', fields))).toEqual({
      kind: 'redirect',
      to: `/login?entityId=${ENTITY_ID}&returnTo=${encodeURIComponent(RETURN_TO)}&resetSent=1`,
    });
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      entityId: ENTITY_ID,
      name: 'Aspen Ledger LLC',
      email: 'owner@example.com',
    });
  });

  it('keeps the view as typed over the limit', async () => {
    stubApi({ '/business-api/sbfPasswordReset': () => tooManyRequests(40) });
    expect(await loginAction(post('/login/forgot', 'forgot', fields))).toEqual({
      kind: 'refused',
      errors: [],
      alert: 'Too many attempts. Try again in 40 seconds.',
      status: 429,
    });
  });

  it('shows the login view with what the address says the filer just did', async () => {
    stubApi({
      '/business-api/sbf/session': () => ({ status: 401, apiData: { code: 401, message: 'x' } }),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/login?entityId=${ENTITY_ID}&resetSent=1`]}>
          <Routes>
            <Route path="/login/*" element={<LoginPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A temporary password has been emailed to you.',
    );
  });
});

describe("a filer's change of password posted without the app", () => {
  const fields: PostedFields = [
    ['password', 'Q2x7Hn4pRt9Wk3Mz8Bv5'],
    ['newPassword', 'Fresh-Start-7'],
    ['retypedPassword', 'Fresh-Start-7'],
  ];
  const signedIn = {
    '/user-manager-api/secure/session': () => ({
      status: 401,
      apiData: { code: 401, message: 'x', signInMethod: 'password' },
    }),
    '/business-api/sbf/session': () => ({
      apiData: {
        code: 200,
        entityId: ENTITY_ID,
        email: 'owner@example.com',
        mustChangePassword: true,
      },
    }),
  };
  const at = `/changePassword?returnTo=${encodeURIComponent(RETURN_TO)}`;

  it("changes it with the filer's cookie and goes to the login saying so", async () => {
    const calls = stubApi({
      ...signedIn,
      '/business-api/sbf/change-password': () => ({
        apiData: { code: 200, message: 'Your password has been changed.' },
      }),
    });
    expect(await passwordAction(post(at, 'change', fields))).toEqual({
      kind: 'redirect',
      to: `/login?entityId=${ENTITY_ID}&returnTo=${encodeURIComponent(RETURN_TO)}&passwordChanged=1`,
    });
    const change = calls.find((call) => call.url.pathname === '/business-api/sbf/change-password');
    expect(JSON.parse(change?.init?.body as string)).toEqual({
      password: 'Q2x7Hn4pRt9Wk3Mz8Bv5',
      newPassword: 'Fresh-Start-7',
    });
    expect(new Headers(change?.init?.headers).get('authorization')).toBeNull();
  });

  it('refuses what the server refuses, at the field', async () => {
    stubApi({
      ...signedIn,
      '/business-api/sbf/change-password': () => ({
        status: 400,
        apiData: { code: 400, errors: [{ field: 'password', message: 'Password is wrong.' }] },
      }),
    });
    expect(await passwordAction(post(at, 'change', fields))).toEqual({
      kind: 'refused',
      errors: [{ field: 'password', message: 'Password is wrong.' }],
    });
  });

  it('sends a browser where nobody is signed in to the sign-in', async () => {
    stubApi({
      ...signedIn,
      '/business-api/sbf/session': () => ({ status: 401, apiData: { code: 401, message: 'x' } }),
    });
    expect(await passwordAction(post(at, 'change', fields))).toEqual({
      kind: 'redirect',
      to: '/loginadmin',
    });
  });
});

describe('a new account posted without the app', () => {
  const fields: PostedFields = [
    ['email', 'owner@example.com'],
    ['password', 'Correct-Horse-9'],
    ['retypedPassword', 'Correct-Horse-9'],
  ];

  it("opens it with the browser's receipt cookie and says where the link went", async () => {
    const calls = stubApi({
      '/business-api/sbf/account': () => ({
        apiData: { code: 200, entityId: ENTITY_ID, email: 'owner@example.com' },
      }),
    });
    expect(
      await createAccountAction(post(`/login/create?refId=${REF_ID}`, 'main', fields)),
    ).toEqual({
      kind: 'redirect',
      to: `/login/create?refId=${REF_ID}&sentTo=owner%40example.com`,
    });
    // No token in the body: the server reads the browser's cookie.
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({
      refId: REF_ID,
      email: 'owner@example.com',
      password: 'Correct-Horse-9',
    });
  });

  it("shows the server's reason for a refusal", async () => {
    stubApi({
      '/business-api/sbf/account': () => ({
        status: 409,
        apiData: { code: 409, message: 'An account with this email already exists.' },
      }),
    });
    expect(
      await createAccountAction(post(`/login/create?refId=${REF_ID}`, 'main', fields)),
    ).toEqual({
      kind: 'refused',
      errors: [],
      alert: 'An account with this email already exists.',
      status: 409,
    });
  });

  it('offers the form to a browser the server knows paid, with the entity named', async () => {
    stubApi({
      '/business-api/sbf/account': () => ({
        apiData: { code: 200, entityId: ENTITY_ID, entityName: 'Aspen Ledger LLC' },
      }),
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[`/login/create?refId=${REF_ID}`]}>
          <Routes>
            <Route path="/login/create" element={<CreateAccountPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText(/Aspen Ledger LLC \(ID number 20261234567\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });
});

describe('the email confirmation posted without the app', () => {
  const at = `/login/verify/${LINK_TOKEN}`;

  it('confirms and shows the page again saying so', async () => {
    const calls = stubApi({
      '/business-api/sbf/verify': () => ({ apiData: { code: 200, entityId: ENTITY_ID } }),
    });
    expect(await verifyEmailAction(post(at, 'verify', []))).toEqual({
      kind: 'redirect',
      to: `${at}?confirmed=${ENTITY_ID}`,
    });
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({ token: LINK_TOKEN });
  });

  it('says an expired link has expired, and when to try again over the limit', async () => {
    stubApi({
      '/business-api/sbf/verify': () => ({ status: 410, apiData: { code: 410, message: 'x' } }),
    });
    expect(await verifyEmailAction(post(at, 'verify', []))).toEqual({
      kind: 'refused',
      errors: [],
      alert: 'This link has expired or has already been used.',
      status: 410,
    });
    stubApi({ '/business-api/sbf/verify': () => tooManyRequests(20) });
    expect(await verifyEmailAction(post(at, 'verify', []))).toMatchObject({
      kind: 'refused',
      alert: 'Too many attempts. Try again in 20 seconds.',
      status: 429,
    });
  });

  function renderVerify(path: string, pageForm: PageFormState = { formToken: 't' }) {
    render(
      <PageFormContext value={pageForm}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/login/verify/:token" element={<VerifyEmailPage />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </PageFormContext>,
    );
  }

  it('shows the confirmation the address carries, without confirming again', async () => {
    const calls = stubApi({});
    renderVerify(`${at}?confirmed=${ENTITY_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your email is confirmed' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?entityId=${ENTITY_ID}`,
    );
    expect(calls).toHaveLength(0);
  });

  it('offers the button again after a refused post, saying why', async () => {
    const calls = stubApi({});
    renderVerify(at, {
      formToken: 't',
      outcome: {
        form: 'verify',
        fields: [],
        errors: [],
        alert: 'Too many attempts. Try again in 20 seconds.',
      },
      outcomeAt: at,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error - Too many attempts. Try again in 20 seconds.',
    );
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.closest('form')).toHaveAttribute('method', 'post');
    expect(calls).toHaveLength(0);
  });
});
