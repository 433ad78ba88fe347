import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import OpenDataPage, { fileSize } from './open-data-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const file = (name: string, dataset: string, format: string, bytes: number, rows: number) => ({
  name,
  dataset,
  format,
  url: `/business-api/data/${name}`,
  bytes,
  rows,
  sha256: `${name.length}`.padStart(64, 'a'),
});

const manifest = {
  exportId: '20261128T070000000Z-1a2b3c4d',
  exportDate: '2026-11-28',
  generatedAt: '2026-11-28T07:00:00.000Z',
  schemaUrl: '/business-api/data/schema.json',
  files: [
    file('entities.csv.gz', 'entities', 'csv', 36_700_160, 1_000_000),
    file('entities.jsonl.gz', 'entities', 'jsonl', 40_000_000, 1_000_000),
    file('filings.csv.gz', 'filings', 'csv', 900_000, 1_250_000),
    file('filings.jsonl.gz', 'filings', 'jsonl', 1_000_000, 1_250_000),
  ],
  datasets: {},
  formats: {},
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/data']}>
        <Routes>
          <Route path="/data" element={<OpenDataPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the business register download page', () => {
  it('lists each file with its format, size, rows, checksum and link', async () => {
    stubApi({ '/business-api/data': () => ({ apiData: { code: 200, manifest } }) });
    renderPage();
    expect(document.title).toBe('Download the business register - Secretary of State');
    expect(await screen.findByText('Exported on 11/28/2026 (Mountain time).')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(5);
    const first = rows[1];
    if (first === undefined) throw new Error('no row');
    expect(within(first).getByRole('link', { name: 'Download entities.csv.gz' })).toHaveAttribute(
      'href',
      '/business-api/data/entities.csv.gz',
    );
    expect(first).toHaveTextContent('CSV, gzipped');
    expect(first).toHaveTextContent('35.0 MB');
    expect(first).toHaveTextContent('1,000,000');
    expect(first).toHaveTextContent(manifest.files[0]?.sha256 ?? '');
    expect(
      screen.getByRole('link', { name: 'The columns of each file and what they mean (JSON)' }),
    ).toHaveAttribute('href', '/business-api/data/schema.json');
  });

  it('says when no export has been made yet', async () => {
    stubApi({
      '/business-api/data': () => ({ status: 404, apiData: { code: 404, message: 'none' } }),
    });
    renderPage();
    expect(
      await screen.findByText(/^The register has not been exported yet\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('writes sizes in kilobytes below a megabyte, else megabytes', () => {
    expect(fileSize(900_000)).toEqual({ unit: 'sizeKilobytes', size: '878.9' });
    expect(fileSize(1024 * 1024 * 3.25)).toEqual({ unit: 'sizeMegabytes', size: '3.3' });
  });
});
