import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import PendingReviewPage from './pending-review-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const filing = {
  id: '3000001',
  receivedDateString: '11/20/2026 09:00 AM',
  transactionDescription: 'Statement Curing Delinquency',
  entityName: 'Durango Checked Delinquent LLC',
  entityId: '20110000012',
  mstrTransId: '1000001',
  transactionId: '3000001',
  transSeqId: '3000001',
  email: 'filer@example.com',
  lockUserId: null as string | null,
  lockedBy: '',
};
const files = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    fileName: 'affidavit.pdf',
    mimeType: 'application/pdf',
    clientLocation: 'private',
    isPrivate: true,
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    fileName: 'minutes.pdf',
    mimeType: 'application/pdf',
    clientLocation: 'public',
    isPrivate: false,
  },
];

function Queue() {
  return <h1>Queue {useLocation().search}</h1>;
}

function renderReview(lock: { lockUserId: string | null; lockedBy: string }) {
  const calls = stubApi({
    '/user-manager-api/secure/session': () => ({
      apiData: {
        code: 200,
        userId: 'me',
        username: 'ada',
        roles: ['admin'],
        mustChangePassword: false,
      },
    }),
    '/business-api/admin/pendingFiling': () => ({
      apiData: { code: 200, pendingFiling: { ...filing, ...lock }, attachments: files },
    }),
    '/business-api/admin/transLock': () => ({
      apiData: { code: 200, locked: true, lockUserId: 'me', lockExpiresAt: '' },
    }),
    '/business-api/admin/approveFiling': () => ({ apiData: { code: 200, status: 'FILED' } }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/pendingreview?masterId=1000001&transId=3000001']}>
        <Routes>
          <Route path="/admin/pendingreview" element={<PendingReviewPage />} />
          <Route path="/admin/pendingqueue" element={<Queue />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

describe('Review of a held filing', { timeout: 20_000 }, () => {
  it('shows the document from its own address, and Process as a form', async () => {
    renderReview({ lockUserId: null, lockedBy: '' });
    const document = await screen.findByTitle('Filing document');
    expect(document).toHaveAttribute('src', '/business/admin/documents/1000001/3000001/filing.pdf');
    expect(
      screen.getByRole('link', { name: 'Open the filing document in a new tab' }),
    ).toHaveAttribute('href', '/business/admin/documents/1000001/3000001/filing.pdf');
    expect(screen.getByRole('button', { name: 'Process' }).closest('form')).toHaveAttribute(
      'method',
      'post',
    );
    expect(screen.queryByRole('table', { name: 'Attachments' })).not.toBeInTheDocument();
  });

  it('opens a filing the administrator holds in processing mode; the files are links', async () => {
    const calls = renderReview({ lockUserId: 'me', lockedBy: 'ada' });
    const table = await screen.findByRole('table', { name: 'Attachments' });
    expect(within(table).getByRole('link', { name: 'minutes.pdf' })).toHaveAttribute(
      'href',
      `/business/admin/documents/1000001/3000001/files/${files[1]?.id ?? ''}`,
    );
    // Only a public file can be left out.
    expect(within(table).getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Reject' })).toHaveAttribute(
      'href',
      '/admin/pendingreject?masterId=1000001&transId=3000001',
    );
    expect(screen.queryByText(/^Locked by/)).not.toBeInTheDocument();
    // Reopened by its holder, the lock is taken again.
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.pathname.endsWith('/transLock'))).toBe(true),
    );

    await userEvent.click(
      within(table).getByRole('checkbox', { name: "Don't include minutes.pdf" }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Queue ?processed=1' })).toBeInTheDocument();
    const approval = calls.find((call) => call.url.pathname.endsWith('/approveFiling'));
    expect(JSON.parse(approval?.init?.body as string)).toMatchObject({
      deactivateIds: [files[1]?.id],
    });
  });

  it("says who holds another administrator's lock, and offers Process", async () => {
    renderReview({ lockUserId: 'someone-else', lockedBy: 'Alice Archer' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Locked by Alice Archer');
    expect(screen.getByRole('button', { name: 'Process' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
