import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { certificateNumberFrom } from '@registrar/domain';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../lib/query.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import VerifyPage from './verify-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NUMBER = certificateNumberFrom(Array.from({ length: 19 }, (_, index) => index));
const MISTYPED = `${NUMBER.charAt(0) === 'A' ? 'B' : 'A'}${NUMBER.slice(1)}`;

const certificate = {
  certificateNumber: NUMBER,
  entityId: '20261000123',
  entityName: 'Ouray Hot Springs Outfitters LLC',
  entityType: 'Limited Liability Company',
  formationDate: '11/24/2026',
  status: 'Good Standing',
  issuedDateTime: '11/25/2026 10:00 AM',
};

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/verify" element={<VerifyPage />} />
          <Route path="/verify/:number" element={<VerifyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('certificate check', () => {
  it('catches a mistyped number before it is sent', async () => {
    const calls = stubApi({});
    renderAt('/verify');
    await userEvent.type(screen.getByLabelText('Certificate number'), MISTYPED);
    await userEvent.click(screen.getByRole('button', { name: 'Check certificate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error - That is not a certificate number. Check it against the certificate and try again.',
    );
    expect(calls).toHaveLength(0);
  });

  it('is a GET form: a mistyped number the browser sent itself gets the same message', async () => {
    const calls = stubApi({});
    renderAt(`/verify?number=${encodeURIComponent(MISTYPED)}`);
    const field = screen.getByLabelText('Certificate number');
    expect(field).toHaveAttribute('name', 'number');
    expect(field).toHaveValue(MISTYPED);
    expect(field.closest('form')).toHaveAttribute('method', 'get');
    expect(field.closest('form')).toHaveAttribute('action', '/verify');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error - That is not a certificate number. Check it against the certificate and try again.',
    );
    expect(document.title).toBe('Error: Check a certificate - Secretary of State');
    cleanup();
    renderAt('/verify?number=');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error - Enter/);
    expect(calls).toHaveLength(0);
  });

  it('sends a good number the browser sent itself to its own address, and checks it', async () => {
    const calls = stubApi({
      '/business-api/certificate/verify': () => ({
        apiData: { code: 200, genuine: true, certificate },
      }),
    });
    renderAt(`/verify?number=${NUMBER.replace(/-/g, ' ').toLowerCase()}`);
    expect(
      await screen.findByRole('heading', { name: 'Genuine certificate' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('number')).toBe(NUMBER);
  });
});
