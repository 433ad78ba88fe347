// The administrators' open-data page: its button as the server takes it when the browser posts
// the form itself (the page module's action), and the page in the app, which shows the latest
// export and any build asked for, and asks for one.
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionRequest } from '../../lib/page-form.ts';
import { PageFormContext } from '../../lib/page-form.ts';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import OpenDataExportPage, { action } from './open-data-export-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const buildPath = '/business-api/admin/buildOpenDataExport';
const statusPath = '/business-api/admin/openDataExport';
const build = { status: 'PENDING', requestedAt: '2026-11-30T17:00:00.000Z' };
const current = {
  exportId: '20261130T070000000Z-1a2b3c4d',
  exportDate: '2026-11-30',
  generatedAt: '2026-11-30T07:00:05.000Z',
  entities: 10234,
  filings: 48211,
};

function post(): ReturnType<typeof action> {
  const request: ActionRequest = {
    form: 'main',
    intent: null,
    fields: [],
    files: [],
    url: new URL('/admin/opendata', 'http://app'),
  };
  return action(request);
}

describe('the open-data page posted without the app', () => {
  it('asks for a build and shows the page again saying so', async () => {
    const calls = stubApi({
      [buildPath]: () => ({ apiData: { code: 200, queued: true, build } }),
    });
    expect(await post()).toEqual({ kind: 'redirect', to: '/admin/opendata?done=queued' });
    expect(calls[0]?.init?.method).toBe('POST');
    stubApi({ [buildPath]: () => ({ apiData: { code: 200, queued: false, build } }) });
    expect(await post()).toEqual({ kind: 'redirect', to: '/admin/opendata?done=waiting' });
  });

  it('sends a signed-out administrator to sign in, and says when it failed', async () => {
    stubApi({ [buildPath]: () => ({ status: 401, apiData: { code: 401, message: 'No.' } }) });
    expect(await post()).toEqual({ kind: 'redirect', to: '/loginadmin' });
    stubApi({ [buildPath]: () => ({ status: 500, apiData: { code: 500, message: 'Boom' } }) });
    expect(await post()).toEqual({
      kind: 'refused',
      errors: [],
      alert: 'The export could not be asked for. Try again later.',
    });
  });
});

function renderPage(address = '/admin/opendata') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <PageFormContext value={{ formToken: '' }}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/admin/opendata" element={<OpenDataExportPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </PageFormContext>,
  );
}

describe('the open-data page', () => {
  it('shows the latest export, asks for a build and shows it waiting', async () => {
    let asked = false;
    const calls = stubApi({
      [statusPath]: () => ({
        apiData: { code: 200, current, build: asked ? build : null },
      }),
      [buildPath]: () => {
        asked = true;
        return { apiData: { code: 200, queued: true, build } };
      },
    });
    renderPage();
    expect(
      await screen.findByText('Built on 11/30/2026 12:00 AM: 10,234 entities and 48,211 filings'),
    ).toBeInTheDocument();
    expect(screen.getByText('None')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Build the export now' }));
    expect(
      await screen.findByText(/^The export will be built now\. It is published within/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Waiting to start since 11/30/2026 10:00 AM')).toBeVisible();
    expect(calls.filter((call) => call.url.pathname === buildPath)).toHaveLength(1);
  });

  it('says what the post the browser sent itself did, and when nothing was exported yet', async () => {
    stubApi({ [statusPath]: () => ({ apiData: { code: 200, current: null, build } }) });
    renderPage('/admin/opendata?done=waiting');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A build of the export was already asked for.',
    );
    expect(await screen.findByText('No export has been built yet.')).toBeInTheDocument();
  });
});
