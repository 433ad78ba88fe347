import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import PendingQueuePage from './pending-queue-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Twelve held filings; the stub sorts and pages them as the server would. */
const filings = Array.from({ length: 12 }, (_, i) => ({
  id: String(3000 + i),
  receivedDateString: `11/${String(10 + i).padStart(2, '0')}/2026 09:00 AM`,
  transactionDescription: 'Articles of Reinstatement',
  entityName: `Entity ${String.fromCharCode(65 + ((i * 5) % 12))}`,
  entityId: `2020000${String(i).padStart(4, '0')}`,
  mstrTransId: String(1000 + i),
  transactionId: String(3000 + i),
  transSeqId: String(3000 + i),
  email: `filer${i}@example.com`,
  lockUserId: null,
  lockedBy: '',
}));

function renderQueue(address = '/admin/pendingqueue') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/admin/pendingqueue" element={<PendingQueuePage />} />
          <Route path="/admin/pendingreview" element={<h1>Review page</h1>} />
          <Route path="/loginadmin" element={<h1>Admin sign-in</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function serveQueue() {
  return stubApi({
    '/business-api/admin/pendingFilings': (url) => {
      const sort = (url.searchParams.get('sort') ?? 'receivedAt') as 'entityName' | 'receivedAt';
      const direction = url.searchParams.get('direction') ?? 'asc';
      const page = Number(url.searchParams.get('page') ?? '1');
      const sorted = [...filings].sort((a, b) =>
        sort === 'entityName' ? a.entityName.localeCompare(b.entityName) : a.id.localeCompare(b.id),
      );
      if (direction === 'desc') sorted.reverse();
      return {
        apiData: {
          code: 200,
          count: filings.length,
          page,
          pageSize: 10,
          pendingFilings: sorted.slice((page - 1) * 10, page * 10),
        },
      };
    },
  });
}

const entityNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);

describe('Pending queue', { timeout: 20_000 }, () => {
  it('asks the server for sorted pages and marks the sorted column', async () => {
    const calls = serveQueue();
    renderQueue('/admin/pendingqueue?processed=1');
    expect(await screen.findByText('Filing processed successfully.')).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    const submitted = screen.getByRole('columnheader', { name: /Submitted on/ });
    expect(submitted).toHaveAttribute('aria-sort', 'ascending');

    // Each header is a link to the queue sorted by its column: the order and page are the address.
    const sortByName = screen.getByRole('link', { name: /Entity name/ });
    expect(sortByName).toHaveAttribute('href', '/admin/pendingqueue?sort=entityName');
    await userEvent.click(sortByName);
    const nameHeader = screen.getByRole('columnheader', { name: /Entity name/ });
    await vi.waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'ascending'));
    expect(submitted).toHaveAttribute('aria-sort', 'none');
    await vi.waitFor(() => expect(entityNames()[0]).toBe('Entity A'));
    expect(calls.at(-1)?.url.search).toBe('?sort=entityName&direction=asc&page=1');

    await userEvent.click(screen.getByRole('link', { name: /Entity name/ }));
    await vi.waitFor(() => expect(nameHeader).toHaveAttribute('aria-sort', 'descending'));
    await vi.waitFor(() => expect(entityNames()[0]).toBe('Entity L'));

    const nextPage = screen.getByRole('link', { name: 'Next page' });
    expect(nextPage).toHaveAttribute(
      'href',
      '/admin/pendingqueue?sort=entityName&direction=desc&page=2',
    );
    await userEvent.click(nextPage);
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await vi.waitFor(() => expect(entityNames()).toEqual(['Entity B', 'Entity A']));
    expect(calls.at(-1)?.url.search).toBe('?sort=entityName&direction=desc&page=2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('reviews the one selected filing', async () => {
    serveQueue();
    renderQueue();
    await screen.findByText('Page 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Review selected filing' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select a filing to review.');
    const radios = screen.getAllByRole('radio');
    await userEvent.click(radios[1] as HTMLElement);
    await userEvent.click(radios[2] as HTMLElement);
    expect(
      screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Review selected filing' }));
    expect(await screen.findByRole('heading', { name: 'Review page' })).toBeInTheDocument();
  });

  it('says the queue could not be loaded, and sends a signed-out administrator to sign in', async () => {
    stubApi({
      '/business-api/admin/pendingFilings': () => ({ status: 500, apiData: { code: 500 } }),
    });
    renderQueue();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error retrieving pending filings');
    cleanup();
    stubApi({
      '/business-api/admin/pendingFilings': () => ({ status: 401, apiData: { code: 401 } }),
    });
    renderQueue();
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();
  });
});
