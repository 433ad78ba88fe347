import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import { ConfirmNotificationsPage, UnsubscribePage } from './notification-link-pages.tsx';

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
});
