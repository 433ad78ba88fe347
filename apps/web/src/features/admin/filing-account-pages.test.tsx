// The filing-account pages: their forms as the server takes them when the browser posts them
// itself (each page module's action), and the account page in the app, where a new key is shown
// once, with the app or after the browser's own post.
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { filingAccountMessages } from '@registrar/domain';
import type { ActionRequest, PageAction, PageFormState } from '../../lib/page-form.ts';
import { PageFormContext } from '../../lib/page-form.ts';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import { action as accountsAction } from './filing-accounts-page.tsx';
import FilingAccountPage, { action as accountAction } from './filing-account-page.tsx';
import { defaultStatementPeriod, formatDollars, refusalOf } from './filing-account-view.ts';
import { ApiError } from '../../lib/api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Posts `fields` from the form `form` of the page at `address`. */
function post(
  action: PageAction,
  address: string,
  form: string,
  fields: [string, string][] = [],
): ReturnType<PageAction> {
  const request: ActionRequest = {
    form,
    intent: null,
    fields,
    files: [],
    url: new URL(address, 'http://app'),
  };
  return action(request);
}

const bodyOf = (init?: RequestInit) => JSON.parse(init?.body as string) as unknown;
const signedOut = {
  status: 401,
  apiData: { code: 401, message: 'No administrator is signed in.' },
};
const newKey = `rgk_${'A'.repeat(43)}`;

const account = {
  id: '7',
  name: 'Ouray Filing Services',
  contactEmail: 'desk@ouray.example.com',
  createdAt: '2026-11-02T17:00:00.000Z',
  balance: '1250.50',
};
const activeKey = {
  id: '31',
  name: 'Docketing system',
  prefix: 'rgk_Abc123',
  createdAt: '2026-11-03T17:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const accountAnswer = (overrides: Record<string, unknown> = {}) => ({
  apiData: {
    code: 200,
    account,
    keys: [activeKey],
    entries: [
      {
        id: '90',
        kind: 'DEPOSIT',
        amount: '1250.50',
        memo: 'Check 1001',
        at: '2026-11-04T17:00:00.000Z',
        filingId: null,
        apiKey: null,
      },
      {
        id: '91',
        kind: 'FILING_FEE',
        amount: '-10.00',
        memo: 'Periodic Report - Estes Park Report Window LLC',
        at: '2026-11-05T17:00:00.000Z',
        filingId: '6f1c8a4e-0b7d-4b8e-9d7a-2f54c1d0a9b3',
        apiKey: { id: '3', prefix: 'rgk_Ab12Cd' },
      },
    ],
    nextCursor: 'c-90',
    depositRequestId: 'b9a3c2e0-4c1d-4a8e-9f10-2d3c4b5a6f70',
    ...overrides,
  },
});

describe('amounts and refusals', () => {
  it('reads dollars with separators and a sign', () => {
    expect(formatDollars('100.00')).toBe('$100.00');
    expect(formatDollars('1250000.5'.replace('.5', '.50'))).toBe('$1,250,000.50');
    expect(formatDollars('-25.00')).toBe('-$25.00');
  });

  it('takes the fields a refusal names, else its message, else the fallback', () => {
    expect(
      refusalOf(
        new ApiError(400, { errors: [{ field: 'name', message: 'Too long.' }] }),
        'Failed.',
      ),
    ).toEqual({ errors: [{ field: 'name', message: 'Too long.' }] });
    expect(refusalOf(new ApiError(404, { message: 'No such account.' }), 'Failed.')).toEqual({
      errors: [],
      alert: 'No such account.',
    });
    expect(refusalOf(new ApiError(500, { message: 'Boom' }), 'Failed.')).toEqual({
      errors: [],
      alert: 'Failed.',
    });
  });

  it('offers this month so far as the statement period (Mountain Time)', () => {
    expect(defaultStatementPeriod(new Date('2026-11-28T05:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-27',
    });
  });
});

describe('the accounts page posted without the app', () => {
  it('checks the form, opens the account and goes to its page', async () => {
    expect(await post(accountsAction, '/admin/filingaccounts', 'main')).toEqual({
      kind: 'refused',
      errors: [
        { field: 'name', message: filingAccountMessages.nameRequired },
        { field: 'contactEmail', message: filingAccountMessages.emailRequired },
      ],
    });
    const calls = stubApi({
      '/user-manager-api/filing-accounts': () => ({ apiData: { code: 200, account } }),
    });
    expect(
      await post(accountsAction, '/admin/filingaccounts', 'main', [
        ['name', ' Ouray Filing Services '],
        ['contactEmail', 'desk@ouray.example.com'],
      ]),
    ).toEqual({ kind: 'redirect', to: '/admin/filingaccount/7' });
    expect(bodyOf(calls[0]?.init)).toEqual({
      name: 'Ouray Filing Services',
      contactEmail: 'desk@ouray.example.com',
    });
  });

  it('sends a signed-out administrator to sign in', async () => {
    stubApi({ '/user-manager-api/filing-accounts': () => signedOut });
    expect(
      await post(accountsAction, '/admin/filingaccounts', 'main', [
        ['name', 'Ouray Filing Services'],
        ['contactEmail', 'desk@ouray.example.com'],
      ]),
    ).toEqual({ kind: 'redirect', to: '/loginadmin' });
  });
});

describe('the account page posted without the app', () => {
  const page = '/admin/filingaccount/7';

  it('shows a new key in the page the post answers, never in an address', async () => {
    expect(await post(accountAction, page, 'issueKey', [['name', ' ']])).toEqual({
      kind: 'refused',
      errors: [{ field: 'name', message: filingAccountMessages.keyNameRequired }],
    });
    const calls = stubApi({
      '/user-manager-api/filing-accounts/7/keys': () => ({
        apiData: { code: 200, key: newKey, listing: activeKey },
      }),
    });
    expect(await post(accountAction, page, 'issueKey', [['name', 'Docketing system']])).toEqual({
      kind: 'refused',
      errors: [],
      alert: newKey,
      status: 200,
    });
    expect(bodyOf(calls[0]?.init)).toEqual({ name: 'Docketing system' });
  });

  it('records a deposit and says so on the page', async () => {
    expect(
      await post(accountAction, page, 'deposit', [
        ['amount', '12.345'],
        ['memo', 'Check 1002'],
      ]),
    ).toEqual({
      kind: 'refused',
      errors: [{ field: 'amount', message: filingAccountMessages.amountInvalid }],
    });
    const calls = stubApi({
      '/user-manager-api/filing-accounts/7/deposits': () => ({
        apiData: { code: 200, entry: {}, balance: '100.00' },
      }),
    });
    expect(
      await post(accountAction, page, 'deposit', [
        ['requestId', 'b9a3c2e0-4c1d-4a8e-9f10-2d3c4b5a6f70'],
        ['amount', '100.00'],
        ['memo', 'Check 1002'],
      ]),
    ).toEqual({ kind: 'redirect', to: `${page}?done=deposit` });
    // The page's key for the deposit goes with it: posted twice, it is recorded once.
    expect(bodyOf(calls[0]?.init)).toEqual({
      requestId: 'b9a3c2e0-4c1d-4a8e-9f10-2d3c4b5a6f70',
      amount: '100.00',
      memo: 'Check 1002',
    });
  });

  it('revokes the key its form names, or says why not', async () => {
    const calls = stubApi({
      '/user-manager-api/filing-accounts/7/keys/31/revoke': () => ({
        apiData: { code: 200, listing: { ...activeKey, revokedAt: '2026-11-05T17:00:00.000Z' } },
      }),
    });
    expect(await post(accountAction, page, 'revoke-31')).toEqual({
      kind: 'redirect',
      to: `${page}?done=revoke`,
    });
    expect(calls).toHaveLength(1);
    stubApi({});
    expect(await post(accountAction, page, 'revoke-32')).toEqual({
      kind: 'refused',
      errors: [],
      alert: 'The key could not be revoked. Try again later.',
    });
  });
});

function renderAccount(pageForm: PageFormState = { formToken: '' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <PageFormContext value={pageForm}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin/filingaccount/7']}>
          <Routes>
            <Route path="/admin/filingaccount/:accountId" element={<FilingAccountPage />} />
            <Route path="/loginadmin" element={<h1>Admin sign-in</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </PageFormContext>,
  );
}

describe('the account page', () => {
  it('shows the account, its keys and its ledger with the way to older entries', async () => {
    stubApi({ '/user-manager-api/filing-accounts/7': () => accountAnswer() });
    renderAccount();
    const keys = await screen.findByRole('table', { name: /API keys of Ouray/ });
    expect(within(keys).getByRole('row', { name: /Docketing system/ })).toHaveTextContent('Active');
    expect(screen.getAllByText('$1,250.50')).toHaveLength(2);
    const ledger = screen.getByRole('table', { name: /Ledger of Ouray/ });
    expect(within(ledger).getByRole('cell', { name: 'Check 1001' })).toBeVisible();
    // Each fee names the API key whose filing took it; a deposit names none.
    expect(within(ledger).getByRole('row', { name: /Periodic Report/ })).toHaveTextContent(
      'rgk_Ab12Cd',
    );
    expect(within(ledger).getByRole('row', { name: /Check 1001/ })).toHaveTextContent('None');
    // The deposit form carries the page's key for it, so that posting it twice records it once.
    const depositForm = screen.getByRole('button', { name: 'Record deposit' }).closest('form');
    expect(depositForm?.querySelector('input[name="requestId"]')).toHaveValue(
      'b9a3c2e0-4c1d-4a8e-9f10-2d3c4b5a6f70',
    );
    expect(screen.getByRole('link', { name: 'Older entries' })).toHaveAttribute(
      'href',
      '/admin/filingaccount/7?cursor=c-90',
    );
    expect(
      screen.getByRole('button', { name: 'Download statement (CSV)' }).closest('form'),
    ).toHaveAttribute('action', '/user-manager-api/filing-accounts/7/statement');
  });

  it('issues a key through the app and shows it once', async () => {
    let issued = false;
    stubApi({
      '/user-manager-api/filing-accounts/7': () =>
        accountAnswer(issued ? { keys: [activeKey, { ...activeKey, id: '32' }] } : {}),
      '/user-manager-api/filing-accounts/7/keys': () => {
        issued = true;
        return { apiData: { code: 200, key: newKey, listing: { ...activeKey, id: '32' } } };
      },
    });
    renderAccount();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Name of the key/), 'Docketing system');
    await user.click(screen.getByRole('button', { name: 'Issue key' }));
    expect(await screen.findByLabelText('The new API key')).toHaveValue(newKey);
    expect(screen.getByText(/This is the only time the key is shown/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'I have copied the key' }));
    expect(screen.queryByLabelText('The new API key')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Issue key' })).toBeVisible();
  });

  it("shows the key the browser's own post was answered with, not as a problem", async () => {
    stubApi({ '/user-manager-api/filing-accounts/7': () => accountAnswer() });
    renderAccount({
      formToken: '',
      outcome: {
        form: 'issueKey',
        fields: [['name', 'Docketing system']],
        errors: [],
        alert: newKey,
      },
      outcomeAt: '/admin/filingaccount/7',
    });
    expect(await screen.findByLabelText('The new API key')).toHaveValue(newKey);
    expect(screen.queryByText('There is a problem')).not.toBeInTheDocument();
  });

  it('sends a signed-out administrator to sign in', async () => {
    stubApi({ '/user-manager-api/filing-accounts/7': () => signedOut });
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  });
});
