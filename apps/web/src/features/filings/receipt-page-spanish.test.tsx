// The receipt as the Spanish build shows it: there the catalogue's Spanish twin takes the place of
// its English, as it does here.
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { amendFilingType, findStep } from '@registrar/domain';
import { stubApi } from '../../testing/stub-api.ts';
import ReceiptPage from './receipt-page.tsx';

vi.mock('./filings.en.ts', () => import('./filings.es.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const receipt = {
  name: 'Columbine Orchard LLC',
  masterId: '20261000001',
  dateTime: '11/22/2026 02:15 PM',
  transactionName: 'Articles of Amendment (Nonprofit Corporation)',
  transactionType: 'AMD_NPC',
  transactionId: '20261000002',
  paymentType: 'card',
  last4: '1111',
  amount: '25.00',
  adminFraudCheck: false,
  creditStmtInfo: '',
  entityReportDueDate: '',
  entityStatus: 'GOOD',
  entityId: '19990000004',
  effectiveDateTimeDisplay: '',
};

describe('Receipt in Spanish', () => {
  it('says beside the links to the documents that they are in English', async () => {
    stubApi({ '/business-api/file/receipt': () => ({ apiData: { code: 200, receipt } }) });
    const step = findStep(amendFilingType, 'receipt');
    if (step === undefined) throw new Error('No receipt step');
    const base = `/filing/${amendFilingType.filingType}`;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`${base}/receipt?refId=2f1d6c1e`]}>
          <Routes>
            <Route
              path={`${base}/receipt`}
              element={<ReceiptPage definition={amendFilingType} step={step} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const image = await screen.findByRole(
      'link',
      { name: 'Descargar una copia de su trámite (PDF)' },
      { timeout: 5000 },
    );
    expect(image).toHaveAttribute('hreflang', 'en');
    expect(
      screen.getByText(
        'Los documentos presentados y los certificados están en inglés, el idioma oficial del registro.',
      ),
    ).toBeInTheDocument();
  });
});
