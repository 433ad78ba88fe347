import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useSearchParams } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import PendingRejectPage from './pending-reject-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const filing = {
  id: '3000001',
  receivedDateString: '11/20/2026 09:00 AM',
  transactionDescription: 'Articles of Reinstatement',
  entityName: 'Salida Checked Dissolved LLC',
  entityId: '20070000013',
  mstrTransId: '1000001',
  transactionId: '3000001',
  transSeqId: '3000001',
  email: 'filer@example.com',
  lockUserId: 'me',
  lockedBy: 'Alice Archer',
};

/** The confirmation reads the rejection from its address. */
function ConfirmStub() {
  const [params] = useSearchParams();
  return (
    <p>
      Confirm {params.get('masterId')}-{params.get('transId')}: {params.getAll('reason').join(',')}{' '}
      / {params.get('text')}
    </p>
  );
}

function renderReject() {
  stubApi({
    '/business-api/admin/pendingFiling': () => ({
      apiData: { code: 200, pendingFiling: filing, attachments: [] },
    }),
    '/business-api/admin/rejectReasons': () => ({
      apiData: {
        code: 200,
        rejectReasons: [
          {
            id: 1,
            code: 'A',
            group: 'G',
            order: 1,
            shortReason: 'Identity',
            longReason: 'ID not verified.',
          },
          {
            id: 2,
            code: 'B',
            group: 'G',
            order: 2,
            shortReason: 'Affidavit',
            longReason: 'Affidavit incomplete.',
          },
        ],
      },
    }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/pendingreject?masterId=1000001&transId=3000001']}>
        <Routes>
          <Route path="/admin/pendingreject" element={<PendingRejectPage />} />
          <Route path="/admin/rejectconfirm" element={<ConfirmStub />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Reject reasons', { timeout: 20_000 }, () => {
  it('counts the characters left of the additional text as it is typed', async () => {
    renderReject();
    const text = await screen.findByLabelText('Additional text');
    expect(screen.getByText('1000 characters left')).toBeInTheDocument();
    await userEvent.type(text, 'Not signed');
    expect(screen.getByText('990 characters left')).toBeInTheDocument();
    fireEvent.input(text, { target: { value: 'x'.repeat(999) } });
    expect(screen.getByText('1 character left')).toBeInTheDocument();
    expect(text).toHaveAttribute('maxlength', '1000');
    expect(text).toHaveAccessibleDescription(/1 character left/);
    // Screen readers hear the count once typing pauses, not on every key.
    await vi.waitFor(() => expect(screen.getAllByText('1 character left')).toHaveLength(2), {
      timeout: 3000,
    });
  });

  it('needs a reason or text, then carries both to the confirmation', async () => {
    renderReject();
    await screen.findByLabelText('Additional text');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose at least one reason or enter additional text.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Affidavit/ }));
    await userEvent.type(screen.getByLabelText('Additional text'), 'Signed by a stranger.');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Confirm 1000001-3000001: 2 / Signed by a stranger.'),
    ).toBeInTheDocument();
  });
});
