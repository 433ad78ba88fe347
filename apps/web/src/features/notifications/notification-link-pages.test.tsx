import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import { action, ConfirmNotificationsPage, UnsubscribePage } from './notification-link-pages.tsx';

const TOKEN = 'k3Jq9vYb0cVw2Zx7TtR5uPl1oNmEaSdFgHjKlQwErTy';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/notifications/confirm/:token" element={<ConfirmNotificationsPage />} />
          <Route path="/notifications/unsubscribe/:token" element={<UnsubscribePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('notification link pages', () => {
  it('confirms only when the button is pressed, sending the token of the link', async () => {
    const calls = stubApi({
      '/business-api/notifications/confirm': () => ({
        apiData: {
          code: 200,
          entityName: 'Aspen Grove LLC',
          entityId: '20261234567',
          channel: 'email',
        },
      }),
    });
    renderAt(`/notifications/confirm/${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirm your notifications',
    );
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm notifications' }));
    expect(
      await screen.findByText(
        'Your notifications about Aspen Grove LLC (ID number 20261234567) are confirmed.',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: 'Confirm notifications' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the link matches no sign-up", async () => {
    stubApi({
      '/business-api/notifications/unsubscribe': () => ({
        status: 404,
        apiData: {
          code: 404,
          message: 'This link is not valid. Check that you copied the whole link from the message.',
        },
      }),
    });
    renderAt(`/notifications/unsubscribe/${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Stop notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid. Check that you copied the whole link from the message.',
    );
  });

  it('is a form the browser can post itself, with the form token', () => {
    stubApi({});
    renderAt(`/notifications/confirm/${TOKEN}`);
    const form = screen.getByRole('button', { name: 'Confirm notifications' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form?.querySelector('input[name="_csrf"]')).not.toBeNull();
  });

  it('says what the button did once the browser comes back with done=1', async () => {
    const calls = stubApi({
      '/business-api/notifications/link': () => ({
        apiData: {
          code: 200,
          entityName: 'Aspen Grove LLC',
          entityId: '20261234567',
          channel: 'email',
          status: 'UNSUBSCRIBED',
        },
      }),
    });
    renderAt(`/notifications/unsubscribe/${TOKEN}?done=1`);
    expect(
      await screen.findByText(
        'You will get no more notifications about Aspen Grove LLC (ID number 20261234567) at this address.',
      ),
    ).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('link')).toBe('unsubscribe');
    expect(calls[0]?.url.searchParams.get('token')).toBe(TOKEN);
    expect(screen.queryByRole('button', { name: 'Stop notifications' })).toBeNull();
  });

  it('keeps the button while the sign-up has not been confirmed, whatever the address says', async () => {
    stubApi({
      '/business-api/notifications/link': () => ({
        apiData: {
          code: 200,
          entityName: 'Aspen Grove LLC',
          entityId: '20261234567',
          channel: 'email',
          status: 'PENDING',
        },
      }),
    });
    renderAt(`/notifications/confirm/${TOKEN}?done=1`);
    expect(
      await screen.findByRole('button', { name: 'Confirm notifications' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/are confirmed/)).toBeNull();
  });
});

describe('the notification link pages posted without the app', () => {
  const posted = (path: string) =>
    action({
      form: 'confirm',
      intent: null,
      fields: [],
      files: [],
      url: new URL(path, 'http://app'),
    });

  it('confirms and sends the browser to the page saying so', async () => {
    const calls = stubApi({
      '/business-api/notifications/confirm': () => ({
        apiData: { code: 200, entityName: 'A', entityId: '20261234567', channel: 'email' },
      }),
    });
    expect(await posted(`/notifications/confirm/${TOKEN}`)).toEqual({
      kind: 'redirect',
      to: `/notifications/confirm/${TOKEN}?done=1`,
    });
    expect(calls[0]?.url.pathname).toBe('/business-api/notifications/confirm');
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({ token: TOKEN });
  });

  it("unsubscribes, and shows the server's reason for a refusal with its status", async () => {
    stubApi({
      '/business-api/notifications/unsubscribe': () => ({
        status: 404,
        apiData: { code: 404, message: 'This link is not valid.' },
      }),
    });
    expect(await posted(`/notifications/unsubscribe/${TOKEN}`)).toEqual({
      kind: 'refused',
      errors: [],
      alert: 'This link is not valid.',
      status: 404,
    });
  });

  it('says to try later when the service failed', async () => {
    stubApi({
      '/business-api/notifications/confirm': () => ({ status: 500, apiData: { code: 500 } }),
    });
    expect(await posted(`/notifications/confirm/${TOKEN}`)).toEqual({
      kind: 'refused',
      errors: [],
      alert: 'This could not be done just now. Try again in a few minutes.',
      status: 500,
    });
  });
});
