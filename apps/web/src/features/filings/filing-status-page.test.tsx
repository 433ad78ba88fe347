import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import FilingStatusPage from './filing-status-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REF_ID = '2f1d6c1e-3a7b-4c55-9d2e-7b0c1a9e8f10';

function renderStatus() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/filing/status/${REF_ID}`]}>
        <Routes>
          <Route path="/filing/status/:refId" element={<FilingStatusPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Status of a held filing', () => {
  it('shows a rejection with its reasons and dates', async () => {
    const calls = stubApi({
      '/business-api/file/status': () => ({
        apiData: {
          code: 200,
          status: 'REJECTED',
          transactionDescription: 'Statement Curing Delinquency',
          receivedDateString: '11/20/2026 09:00 AM',
          decidedDateString: '11/21/2026 10:30 AM',
          rejectReasons: ['The affidavit is missing, unsigned or incomplete.', 'Not signed.'],
        },
      }),
    });
    renderStatus();
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Not signed.')).toBeInTheDocument();
    expect(screen.getByText('11/21/2026 10:30 AM')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('refId')).toBe(REF_ID);
  });

  it('says when no held filing has the reference', async () => {
    stubApi({
      '/business-api/file/status': () => ({ status: 404, apiData: { code: 404 } }),
    });
    renderStatus();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no filing under review with this reference.',
    );
  });
});
