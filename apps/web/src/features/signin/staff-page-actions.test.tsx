// The staff pages' forms as the server takes them when the browser posts them itself (no script):
// each page module's action, called with the posted fields, answers with where the browser goes or
// what the page shows again, through the same calls and rules the app uses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionRequest, PageAction } from '../../lib/page-form.ts';
import { stubApi, tooManyRequests } from '../../testing/stub-api.ts';
import { currentPasswordRefused } from '../../testing/change-password-form.ts';
import { action as staffSignInAction } from './login-admin-page.tsx';
import { action as passwordAction } from './password-pages.tsx';
import { action as setupAction } from './setup-page.tsx';
import { action as searchAction } from './search-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Posts `fields` from the form `form` of the page at `address`, as the server hands them over. */
function post(
  action: PageAction,
  address: string,
  form: string,
  fields: Record<string, string> = {},
): ReturnType<PageAction> {
  // No files: these forms post none (asserted, so the request reads the same where it has them).
  const request = {
    form,
    intent: null,
    fields: Object.entries(fields),
    files: [],
    url: new URL(address, 'http://app'),
  } as ActionRequest;
  return action(request);
}

const session = (roles: string[]) => ({
  apiData: { code: 200, userId: 'u-1', username: 'ada', roles, mustChangePassword: false },
});
const signedOut = {
  status: 401,
  apiData: { code: 401, message: 'Your session has ended.', signInMethod: 'password' },
};

describe('signing out without the app', () => {
  it('ends the session from /logout and /notallowed and goes to the sign-in page', async () => {
    const calls = stubApi({
      '/user-manager-api/secure/logout': () => ({ apiData: { code: 200, signedOut: true } }),
    });
    for (const address of ['/logout', '/notallowed']) {
      expect(await post(staffSignInAction, address, 'signOut')).toEqual({
        kind: 'redirect',
        to: '/loginadmin',
      });
    }
    expect(calls.map((call) => [call.init?.method, call.url.pathname])).toEqual([
      ['POST', '/user-manager-api/secure/logout'],
      ['POST', '/user-manager-api/secure/logout'],
    ]);
  });
});

describe('the password reset posted without the app', () => {
  it('checks the fields, then confirms whatever the server found', async () => {
    const calls = stubApi({
      '/user-manager-api/store/reset-pass': () => ({
        apiData: { code: 200, message: 'A temporary password has been emailed to you.' },
      }),
    });
    expect(await post(passwordAction, '/resetpass', 'reset', { userId: '', email: 'x' })).toEqual({
      kind: 'refused',
      errors: [
        { field: 'userId', message: 'Enter your username.' },
        { field: 'email', message: 'Invalid email entered' },
      ],
    });
    expect(calls).toHaveLength(0);
    expect(
      await post(passwordAction, '/resetpass', 'reset', {
        userId: 'ada',
        email: 'ada@sos.example.gov',
      }),
    ).toEqual({ kind: 'redirect', to: '/resetConfirm' });
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({
      userId: 'ada',
      email: 'ada@sos.example.gov',
    });
  });

  it('says when to try again on 429, and sends a failing server to the down page', async () => {
    stubApi({ '/user-manager-api/store/reset-pass': () => tooManyRequests(60) });
    const fields = { userId: 'ada', email: 'ada@sos.example.gov' };
    expect(await post(passwordAction, '/resetpass', 'reset', fields)).toEqual({
      kind: 'refused',
      errors: [],
      alert: expect.stringMatching(/1 minute/),
    });
    stubApi({
      '/user-manager-api/store/reset-pass': () => ({ status: 500, apiData: { code: 500 } }),
    });
    expect(await post(passwordAction, '/resetpass', 'reset', fields)).toEqual({
      kind: 'redirect',
      to: '/down',
    });
  });
});

describe('the staff password change posted without the app', () => {
  const change = { password: 'Journey2026', newPassword: 'Changed2026', retypedPassword: '' };

  it("checks the new password as the app does, and shows the server's refusal at its field", async () => {
    const calls = stubApi({
      '/user-manager-api/secure/session': () => session(['staff']),
      '/user-manager-api/secure/store/change-pass': () => currentPasswordRefused(),
    });
    const changes = () => calls.filter((call) => call.url.pathname.endsWith('/change-pass'));
    const mismatch = await post(passwordAction, '/changePassword', 'change', change);
    expect(mismatch).toMatchObject({
      kind: 'refused',
      errors: [{ field: 'retypedPassword' }],
    });
    expect(changes()).toHaveLength(0);
    const refusedByServer = await post(passwordAction, '/changePassword', 'change', {
      ...change,
      retypedPassword: 'Changed2026',
    });
    expect(refusedByServer).toEqual({
      kind: 'refused',
      errors: currentPasswordRefused().apiData.errors,
    });
  });

  it('says the password changed on the page itself, then Close signs out', async () => {
    const calls = stubApi({
      '/user-manager-api/secure/store/change-pass': () => ({
        apiData: { code: 200, message: 'Password changed' },
      }),
      '/user-manager-api/secure/session': () => session(['admin']),
      '/user-manager-api/secure/logout': () => ({ apiData: { code: 200, signedOut: true } }),
    });
    expect(
      await post(passwordAction, '/changePassword', 'change', {
        ...change,
        retypedPassword: 'Changed2026',
      }),
    ).toEqual({ kind: 'redirect', to: '/changePassword?changed=administrator' });
    const sent = calls.find((call) => call.url.pathname.endsWith('/change-pass'));
    expect(JSON.parse(sent?.init?.body as string)).toEqual({
      password: 'Journey2026',
      newPassword: 'Changed2026',
    });
    expect(await post(passwordAction, '/changePassword?changed=administrator', 'close')).toEqual({
      kind: 'redirect',
      to: '/admin/adminhome',
    });
    expect(await post(passwordAction, '/changePassword?changed=staff', 'close')).toEqual({
      kind: 'redirect',
      to: '/loginadmin',
    });
    expect(calls.filter((call) => call.url.pathname.endsWith('/logout'))).toHaveLength(2);
  });

  it('sends a caller whose session ends on the way to sign in', async () => {
    stubApi({
      '/user-manager-api/secure/session': () => session(['staff']),
      '/user-manager-api/secure/store/change-pass': () => signedOut,
    });
    expect(
      await post(passwordAction, '/changePassword', 'change', {
        ...change,
        retypedPassword: 'Changed2026',
      }),
    ).toEqual({ kind: 'redirect', to: '/loginadmin' });
  });
});

describe('the first administrator posted without the app', () => {
  const form = {
    username: 'first-admin',
    email: 'first@sos.example.gov',
    newPassword: 'Started2026',
    retypedPassword: 'Started2026',
  };

  it('creates the administrator with the link in the address and opens the admin home', async () => {
    const calls = stubApi({
      '/user-manager-api/store/setup/abc123': () => session(['admin']),
    });
    expect(await post(setupAction, '/setup/abc123', 'main', form)).toEqual({
      kind: 'redirect',
      to: '/admin/adminhome',
    });
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual(form);
  });

  it('shows the form again with its messages, or says the link cannot be used', async () => {
    const calls = stubApi({
      '/user-manager-api/store/setup/abc123': () => ({
        status: 410,
        apiData: { code: 410, message: 'This setup link can no longer be used.' },
      }),
    });
    expect(
      await post(setupAction, '/setup/abc123', 'main', { ...form, retypedPassword: 'x' }),
    ).toMatchObject({ kind: 'refused', errors: [{ field: 'retypedPassword' }] });
    expect(calls).toHaveLength(0);
    expect(await post(setupAction, '/setup/abc123', 'main', form)).toEqual({
      kind: 'refused',
      errors: [],
      alert: 'This setup link can no longer be used.',
    });
  });
});

describe('the Search Manager posted without the app', () => {
  it('goes to the address of the results, or asks for something to search for', async () => {
    expect(
      await post(searchAction, '/search/users', 'main', { by: 'user-bsf', value: ' B-17 ' }),
    ).toEqual({ kind: 'redirect', to: '/search/users?by=user-bsf&q=B-17' });
    expect(
      await post(searchAction, '/search/users', 'main', { by: 'user-id', value: ' ' }),
    ).toEqual({
      kind: 'refused',
      errors: [{ field: 'value', message: 'Enter what to search for.' }],
    });
  });
});
