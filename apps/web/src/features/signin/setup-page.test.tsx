import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi, tooManyRequests } from '../../testing/stub-api.ts';
import SetupPage from './setup-page.tsx';

const token = 'a'.repeat(43);
const linkPath = `/user-manager-api/store/setup/${token}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSetup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/setup/${token}`]}>
        <Routes>
          <Route path="/setup/:token" element={<SetupPage />} />
          <Route path="/admin/adminhome" element={<h1>Admin home</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('first administrator setup page', () => {
  it('checks the form, then creates the administrator and opens the admin home', async () => {
    const calls = stubApi({
      [linkPath]: (_url, init) =>
        init?.method === 'POST'
          ? { apiData: { code: 200, username: 'ada', roles: ['admin'], mustChangePassword: false } }
          : { apiData: { code: 200, usable: true } },
    });
    renderSetup();
    await userEvent.click(await screen.findByRole('button', { name: 'Create administrator' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Enter your username.');
    expect(summary).toHaveTextContent('Enter an email address.');
    expect(summary).toHaveTextContent('Invalid new password');

    await userEvent.type(screen.getByLabelText(/^Username/), 'ada');
    await userEvent.type(screen.getByLabelText(/^Email address/), 'ada@sos.example.gov');
    await userEvent.type(screen.getByLabelText(/^Password/), 'FirstAdmin1');
    await userEvent.type(screen.getByLabelText(/^Retype password/), 'FirstAdmin1');
    await userEvent.click(screen.getByRole('button', { name: 'Create administrator' }));
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(JSON.parse(post?.init?.body as string)).toEqual({
      username: 'ada',
      email: 'ada@sos.example.gov',
      newPassword: 'FirstAdmin1',
      retypedPassword: 'FirstAdmin1',
    });
  });

  it('keeps the form as typed but the passwords, and says when to try again, on 429', async () => {
    stubApi({
      [linkPath]: (_url, init) =>
        init?.method === 'POST' ? tooManyRequests(50) : { apiData: { code: 200, usable: true } },
    });
    renderSetup();
    await userEvent.type(await screen.findByLabelText(/^Username/), 'ada');
    await userEvent.type(screen.getByLabelText(/^Email address/), 'ada@sos.example.gov');
    await userEvent.type(screen.getByLabelText(/^Password/), 'FirstAdmin1');
    await userEvent.type(screen.getByLabelText(/^Retype password/), 'FirstAdmin1');
    await userEvent.click(screen.getByRole('button', { name: 'Create administrator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error - Too many attempts\. Try again in 50 seconds\.$/,
    );
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ada');
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('ada@sos.example.gov');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Retype password/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create administrator' })).toBeVisible();
  });

  it('says so when the link was used or has expired', async () => {
    stubApi({
      [linkPath]: () => ({
        status: 410,
        apiData: {
          code: 410,
          message:
            'This setup link has already been used or has expired. Start the server again for a new one, or create an administrator from the command line.',
        },
      }),
    });
    renderSetup();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This setup link has already been used or has expired.',
    );
    expect(screen.queryByRole('button', { name: 'Create administrator' })).toBeNull();
  });
});
