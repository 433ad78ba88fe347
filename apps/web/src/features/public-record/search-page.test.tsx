import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import SearchPage from './search-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSearch(path = '/search') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
          <Route path="/entity/:entityId" element={<h1>Entity page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function results(total: number, page: number) {
  const count = Math.min(20, total - (page - 1) * 20);
  return Array.from({ length: count }, (_, index) => {
    const n = (page - 1) * 20 + index + 1;
    return {
      entityId: String(20150000000 + n),
      entityName: `Aspen Holdings ${n} LLC`,
      entityType: 'Limited Liability Company',
      status: 'Good Standing',
      formationDate: '03/12/2015',
    };
  });
}

describe('business search page', () => {
  it('says what to fix before searching, with the labelled field', async () => {
    const calls = stubApi({});
    renderSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a business name or ID to search for.',
    );
    await userEvent.type(screen.getByLabelText('Business name or entity ID'), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter at least 2 characters.');
    expect(calls).toHaveLength(0);
  });

  it('is a GET form, and says what to fix of a query the browser sent itself', async () => {
    const calls = stubApi({});
    renderSearch('/search?q=');
    const field = screen.getByLabelText('Business name or entity ID');
    expect(field).toHaveAttribute('name', 'q');
    const form = field.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error - Enter a business name or ID to search for.',
    );
    expect(document.title).toBe('Error: Search business database - Secretary of State');
    cleanup();
    renderSearch('/search?q=a');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error - Enter at least 2 characters.',
    );
    expect(screen.getByLabelText('Business name or entity ID')).toHaveValue('a');
    expect(calls).toHaveLength(0);
  });

  it('announces the count, lists results linking to each record and pages them', async () => {
    const calls = stubApi({
      '/business-api/entity/search': (url) => {
        const page = Number(url.searchParams.get('page'));
        return {
          apiData: {
            code: 200,
            query: url.searchParams.get('q'),
            page,
            pageSize: 20,
            total: 45,
            more: page < 3,
            capped: false,
            results: results(45, page),
          },
        };
      },
    });
    renderSearch();
    await userEvent.type(
      screen.getByLabelText('Business name or entity ID'),
      'aspen holdings{Enter}',
    );
    expect(await screen.findByText('45 businesses found for “aspen holdings”.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('link', { name: 'Aspen Holdings 1 LLC' })).toHaveAttribute(
      'href',
      '/entity/20150000001',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Last page, page 3' }));
    expect(await screen.findByRole('link', { name: 'Aspen Holdings 45 LLC' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '3']);
  });

  it('says when nothing was found, and when a search found more than are ranked', async () => {
    stubApi({
      '/business-api/entity/search': (url) => ({
        apiData: {
          code: 200,
          query: url.searchParams.get('q'),
          page: 1,
          pageSize: 20,
          total: url.searchParams.get('q') === 'llc' ? 1000 : 0,
          more: url.searchParams.get('q') === 'llc',
          capped: url.searchParams.get('q') === 'llc',
          results: url.searchParams.get('q') === 'llc' ? results(1000, 1) : [],
        },
      }),
    });
    renderSearch('/search?q=zzyzx');
    expect(
      await screen.findByText(
        'No businesses found for “zzyzx”. Check the spelling, or search for fewer words.',
      ),
    ).toHaveAttribute('role', 'status');
    cleanup();
    renderSearch('/search?q=llc');
    expect(
      await screen.findByText(/^More than 1000 businesses found for “llc”/),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Page \d+$/ })).toHaveLength(10);
  });
});
