import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import {
  amendFilingType,
  createLlcMinimalFiling,
  findStep,
  llcFilingType,
  type FilingTypeDefinition,
} from '@registrar/domain';
import {
  createFilingControl,
  loadStoredFiling,
  saveStoredFiling,
} from '../../lib/filing-session.ts';
import { saveReceiptToken } from '../../lib/receipt-token.ts';
import { stubApi, tooManyRequests } from '../../testing/stub-api.ts';
import ReceiptPage from './receipt-page.tsx';

const REF_ID = '2f1d6c1e-3a7b-4c55-9d2e-7b0c1a9e8f10';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function renderReceipt(definition: FilingTypeDefinition = llcFilingType) {
  const step = findStep(definition, 'receipt');
  if (step === undefined) throw new Error('No receipt step');
  const base = `/filing/${definition.filingType}`;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`${base}/receipt?refId=${REF_ID}`]}>
        <Routes>
          <Route
            path={`${base}/receipt`}
            element={<ReceiptPage definition={definition} step={step} />}
          />
          <Route path={`${base}/entityname`} element={<h1>Entity name step</h1>} />
          <Route path="/filing/fileaform" element={<h1>File a form page</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function storeFilingInProgress() {
  const values = createLlcMinimalFiling();
  saveStoredFiling({
    values: {
      ...values,
      entityName: {
        name: values.entityName.name,
        availability: {
          isAvailable: true,
          isReserved: false,
          isAuthorizedToUse: false,
          reservedBy: null,
        },
      },
    },
    control: createFilingControl('llc', '0b7e6a52-4a3c-4d1e-8f5a-2c9d0e1f3a4b'),
  });
}

const recorded = {
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

describe('Receipt: a paid filing that could not be recorded', () => {
  const lostName =
    'While you were paying, the name "Columbine Orchard LLC" was registered by another filing, so your filing was not recorded. Your payment of $50.00 has been refunded to your card; it can take 5 to 10 business days to show on your statement. Choose another name: everything else you entered is kept.';

  it('explains a lost name and reopens the same filing at its name step', async () => {
    storeFilingInProgress();
    stubApi({
      '/business-api/file/receipt': () => ({
        status: 409,
        apiData: {
          code: 409,
          outcome: 'NAME_UNAVAILABLE',
          message: lostName,
          refund: { amount: '50.00', status: 'REFUNDED' },
        },
      }),
    });
    renderReceipt();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your filing was not recorded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(lostName);
    await userEvent.click(screen.getByRole('button', { name: 'Choose another name' }));

    expect(await screen.findByRole('heading', { name: 'Entity name step' })).toBeInTheDocument();
    const stored = loadStoredFiling();
    // The same draft, every answer kept; the name is checked again; Save changes returns to review.
    expect(stored?.control.draftRef).toBe('0b7e6a52-4a3c-4d1e-8f5a-2c9d0e1f3a4b');
    expect(stored?.values.entityName).toEqual({ name: 'Columbine Orchard LLC' });
    expect(stored?.values.registeredAgent).toEqual(createLlcMinimalFiling().registeredAgent);
    expect(stored?.control.navigation).toEqual({
      redirected: true,
      previousPage: '/filing/llc/filingreview',
    });
  });

  it('explains a filing already waiting for review and leads to the list of forms', async () => {
    storeFilingInProgress();
    const waiting =
      'Articles of Reinstatement for this entity, received 11/02/2026 09:15 AM, is waiting for review. Your filing was not recorded. Your payment of $100.00 will be refunded to your card; it can take 5 to 10 business days to show on your statement.';
    stubApi({
      '/business-api/file/receipt': () => ({
        status: 409,
        apiData: {
          code: 409,
          outcome: 'ALREADY_PENDING_REVIEW',
          message: waiting,
          refund: { amount: '100.00', status: 'REFUND_PENDING' },
        },
      }),
    });
    renderReceipt();
    expect(await screen.findByRole('alert')).toHaveTextContent(waiting);
    expect(screen.queryByRole('button', { name: 'Choose another name' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the list of forms' }));
    expect(await screen.findByRole('heading', { name: 'File a form page' })).toBeInTheDocument();
    // Nothing was recorded: the filing in progress is not forgotten.
    expect(loadStoredFiling()).not.toBeNull();
  });
});

describe('Receipt: email and the filed image', () => {
  it('emails the receipt with the token this browser got when it paid', async () => {
    saveReceiptToken(REF_ID, 'token-of-the-paying-browser');
    const calls = stubApi({
      '/business-api/file/receipt': () => ({ apiData: { code: 200, receipt: recorded } }),
      '/ens-db-api/send-email': () => ({ apiData: { code: 200, sent: true } }),
    });
    renderReceipt();
    await userEvent.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email has been sent!')).toBeInTheDocument();
    const send = calls.find((call) => call.url.pathname === '/ens-db-api/send-email');
    const body = send?.init?.body;
    expect(JSON.parse(typeof body === 'string' ? body : '{}')).toEqual({
      refId: REF_ID,
      emailTo: 'ada@example.com',
      receiptToken: 'token-of-the-paying-browser',
    });
  });

  it('says when to send again after too many receipt emails, keeping the address', async () => {
    saveReceiptToken(REF_ID, 'token-of-the-paying-browser');
    stubApi({
      '/business-api/file/receipt': () => ({ apiData: { code: 200, receipt: recorded } }),
      '/ens-db-api/send-email': () => tooManyRequests(200),
    });
    renderReceipt();
    await userEvent.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error - Too many attempts\. Try again in 4 minutes\.$/,
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com');
    expect(screen.queryByText('Email has been sent!')).toBeNull();
  });

  it('does not offer the email form in a browser that did not pay', async () => {
    stubApi({
      '/business-api/file/receipt': () => ({ apiData: { code: 200, receipt: recorded } }),
    });
    renderReceipt();
    expect(
      await screen.findByText(
        'This receipt can be emailed only from the browser that paid for the filing. You can print it from here instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('offers the filed document and a certificate as downloads the browser makes itself', async () => {
    stubApi({
      '/business-api/file/receipt': () => ({ apiData: { code: 200, receipt: recorded } }),
    });
    renderReceipt(amendFilingType);
    expect(
      await screen.findByRole('link', { name: 'Download a copy of your filing (PDF)' }),
    ).toHaveAttribute('href', '/business/documents/filed/20261000001/20261000002.pdf');
    expect(
      screen.getByRole('link', { name: 'Download a certificate of good standing (PDF)' }),
    ).toHaveAttribute('href', '/business/documents/certificate/19990000004.pdf');
    // Only a page in another language says that the documents are in English.
    expect(screen.queryByText(/official language/)).not.toBeInTheDocument();
  });

  it('shows one document number, the one the public record and the PII request use', async () => {
    stubApi({
      '/business-api/file/receipt': () => ({ apiData: { code: 200, receipt: recorded } }),
    });
    renderReceipt(amendFilingType);
    const label = await screen.findByText('Document number', { selector: 'dt' });
    expect(label.nextElementSibling).toHaveTextContent('20261000002');
    expect(screen.getAllByText(/Document number|Transaction ID|Master ID/)).toHaveLength(1);
    // The master transaction ID is an internal key: not a second number to read.
    expect(document.body).not.toHaveTextContent('20261000001');
  });
});

describe('Receipt: a filing held for review', () => {
  it('says it is queued for review and links to its status page', async () => {
    stubApi({
      '/business-api/file/receipt': () => ({
        apiData: { code: 200, receipt: { ...recorded, adminFraudCheck: true } },
      }),
    });
    renderReceipt();
    expect(await screen.findByText(/queued for review/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the status of your filing' })).toHaveAttribute(
      'href',
      `/filing/status/${REF_ID}`,
    );
  });
});
