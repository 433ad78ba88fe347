// The public record as the Spanish build shows it: there the catalogue's Spanish twin takes the
// place of its English, as it does here.
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import EntityRecordPage from './entity-record-page.tsx';

vi.mock('./public-record.en.ts', () => import('./public-record.es.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENTITY_ID = '20261000123';
const NOTE =
  'Los documentos presentados y los certificados están en inglés, el idioma oficial del registro.';

const record = {
  entityId: ENTITY_ID,
  entityName: 'Ouray Hot Springs Outfitters LLC',
  entityType: { code: 'DLLC', description: 'Limited Liability Company' },
  statusCode: 'GOOD',
  status: 'Good Standing',
  pending: false,
  effectiveDateTime: '',
  formationDate: '11/24/2026',
  jurisdiction: 'CO',
  principalOffice: { street: ['1700 Lincoln St', 'Denver, CO 80203'], mailing: [] },
  registeredAgent: { name: 'Ada Lovelace', street: ['1 Main St', 'Ouray, CO 81427'], mailing: [] },
  reportDueDate: '11/30/2027',
  filings: [
    {
      masterTransactionId: '1000001',
      transactionId: '3000001',
      transactionType: 'ARTORG_LLC',
      description: 'Articles of Organization',
      filedDateTime: '11/24/2026 09:15 AM',
      effectiveDateTime: '11/24/2026 09:15 AM',
      imageAvailable: true,
      imageWithheld: false,
    },
  ],
  availableFilings: [],
};

describe('entity record in Spanish', () => {
  it('says beside the certificate and the filed documents that they are in English', async () => {
    stubApi({ '/business-api/entity/record': () => ({ apiData: { code: 200, record } }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/entity/${ENTITY_ID}`]}>
          <Routes>
            <Route path="/entity/:entityId" element={<EntityRecordPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const certificate = await screen.findByRole(
      'link',
      { name: 'Descargar un certificado de que la entidad está en regla (PDF)' },
      { timeout: 5000 },
    );
    expect(certificate).toHaveAttribute('hreflang', 'en');
    expect(screen.getAllByText(NOTE)).toHaveLength(2);
  });
});
