import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import EntityRecordPage from './entity-record-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ENTITY_ID = '20261000123';

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
  principalOffice: {
    street: ['1700 Lincoln St', 'Denver, CO 80203'],
    mailing: ['1700 Lincoln St', 'Denver, CO 80203'],
  },
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
  availableFilings: [
    { transactionType: 'AMD_LLC', description: 'Articles of Amendment', filingType: 'amend' },
  ],
};

function renderRecord(entityId = ENTITY_ID) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/entity/${entityId}`]}>
        <Routes>
          <Route path="/entity/:entityId" element={<EntityRecordPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('entity record page', () => {
  it('shows the record, its filing history and the filings it may start', async () => {
    stubApi({ '/business-api/entity/record': () => ({ apiData: { code: 200, record } }) });
    renderRecord();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Ouray Hot Springs Outfitters LLC' },
        // The first render of a test file also loads the page's modules.
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Good Standing')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('3000001')).toBeInTheDocument();
    // The documents are plain links to addresses that answer the PDF itself.
    expect(
      screen.getByRole('link', { name: 'Download Articles of Organization 3000001 (PDF)' }),
    ).toHaveAttribute('href', '/business/documents/filed/1000001/3000001.pdf');
    // Only a page in another language says that the documents are in English.
    expect(screen.queryByText(/official language/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Download a certificate of good standing (PDF)' }),
    ).toHaveAttribute('href', `/business/documents/certificate/${ENTITY_ID}.pdf`);
    expect(screen.getByRole('link', { name: 'Start Articles of Amendment' })).toHaveAttribute(
      'href',
      `/filing/amend/intro?entityId=${ENTITY_ID}&transTyp=AMD_LLC`,
    );
  });

  it('lists a document withheld for personal information as withheld, with nothing to download', async () => {
    const withheld = {
      ...record.filings[0],
      masterTransactionId: '1000002',
      transactionId: '3000002',
      transactionType: 'AMD_LLC',
      description: 'Articles of Amendment',
      imageAvailable: false,
      imageWithheld: true,
    };
    stubApi({
      '/business-api/entity/record': () => ({
        apiData: { code: 200, record: { ...record, filings: [withheld, ...record.filings] } },
      }),
    });
    renderRecord();
    expect(
      await screen.findByText(
        'Removed from public view: it contained personal information',
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Articles of Amendment 3000002/ })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Download Articles of Organization 3000001 (PDF)' }),
    ).toBeInTheDocument();
  });

  it('shows a formation with a delayed effective date as pending, without a certificate', async () => {
    stubApi({
      '/business-api/entity/record': () => ({
        apiData: {
          code: 200,
          record: {
            ...record,
            pending: true,
            statusCode: 'FILED',
            status: 'Filed - takes effect on the delayed effective date',
            effectiveDateTime: '12/20/2026 11:59 PM',
            availableFilings: [],
          },
        },
      }),
    });
    renderRecord();
    expect(
      await screen.findByText(/It takes effect on 12\/20\/2026 11:59 PM \(Mountain time\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /certificate/ })).toBeNull();
    expect(
      screen.getByText('No filings can be started online for this entity now.'),
    ).toBeInTheDocument();
  });

  it('says when no entity has the ID', async () => {
    stubApi({});
    renderRecord('19990999999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No entity with the ID 19990999999 is on the record.',
    );
  });
});
