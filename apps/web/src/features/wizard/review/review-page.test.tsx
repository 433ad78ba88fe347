import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../../lib/router.tsx';
import { QueryClient, QueryClientProvider } from '../../../lib/query.tsx';
import { createLlcMinimalFiling, findStep, llcFilingType } from '@registrar/domain';
import { createFilingControl } from '../../../lib/filing-session.ts';
import { receiptTokenFor } from '../../../lib/receipt-token.ts';
import { stubApi } from '../steps/step-test-harness.tsx';
import { tooManyRequests } from '../../../testing/stub-api.ts';
import ReviewPage from './review-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function renderReview() {
  const step = findStep(llcFilingType, 'filingreview');
  if (step === undefined) throw new Error('The LLC has no review step');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/filing/llc/filingreview']}>
        <ReviewPage
          definition={llcFilingType}
          step={step}
          stored={{ values: createLlcMinimalFiling(), control: createFilingControl('llc') }}
          onEditSection={vi.fn()}
          onCancel={vi.fn()}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function pressNext() {
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('alert');
}

describe('Review: starting payment', () => {
  it('shows refusals the filer cannot act on as one plain message, never verbatim and repeated', async () => {
    const returnAddress = 'The return address must be on this site.';
    stubApi({
      '/business-api/payment': () => ({
        status: 400,
        apiData: {
          code: 400,
          errors: [
            { field: 'clientUrl', message: returnAddress },
            { field: 'paymentBackUrl', message: returnAddress },
            { field: 'paymentCancelUrl', message: returnAddress },
          ],
        },
      }),
    });
    renderReview();
    const alert = await pressNext();
    expect(alert).toHaveTextContent('Your filing could not be sent to payment');
    expect(
      within(alert).getAllByText('The payment could not be started. Try again later.'),
    ).toHaveLength(1);
    expect(screen.queryByText(returnAddress)).not.toBeInTheDocument();
  });

  it("names each step's error once, under its section", async () => {
    const taken = 'That name is already being used in Colorado.';
    stubApi({
      '/business-api/payment': () => ({
        status: 400,
        apiData: {
          code: 400,
          errors: [
            { field: 'entityName.name', message: taken },
            { field: 'filing.entityName.name', message: taken },
            { field: 'filingState.filingType', message: 'Unknown filing type.' },
          ],
          missingSections: ['ENTIY_NAME_INVALID'],
        },
      }),
    });
    renderReview();
    const alert = await pressNext();
    const lines = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      `Entity name: ${taken}`,
      'The payment could not be started. Try again later.',
      'Entity name: Information is missing or invalid.',
    ]);
  });

  it("shows another refusal's message once, with no field to fix", async () => {
    const underReview =
      'Articles of Reinstatement for this entity, received 11/02/2026 09:15 AM, is waiting for review.';
    stubApi({
      '/business-api/payment': () => ({
        status: 409,
        apiData: { code: 409, message: underReview },
      }),
    });
    renderReview();
    const alert = await pressNext();
    expect(within(alert).getAllByText(underReview)).toHaveLength(1);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says when to try payment again after too many starts, staying on review', async () => {
    stubApi({ '/business-api/payment': () => tooManyRequests(130) });
    renderReview();
    const alert = await pressNext();
    expect(alert).toHaveTextContent('Your filing could not be sent to payment');
    expect(within(alert).getByText('Too many attempts. Try again in 3 minutes.')).toBeVisible();
    expect(within(alert).queryByText(/too many requests/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('keeps the receipt token for the payment reference before leaving for the checkout', async () => {
    stubApi({
      '/business-api/payment': () => ({
        apiData: {
          code: 200,
          paymentURL: '/payment/checkout/abc',
          refId: '8e0b7a8e-5d0f-4c9e-9a51-3f0c2f7d9b11',
          amount: '50.00',
          receiptToken: 'secret-token',
        },
      }),
    });
    renderReview();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() =>
      expect(receiptTokenFor('8e0b7a8e-5d0f-4c9e-9a51-3f0c2f7d9b11')).toBe('secret-token'),
    );
  });
});

describe('Review: the PDF of the filing', () => {
  function stubPdf(openedWindow: { opener: unknown; location: { href: string } } | null) {
    stubApi({
      '/business-api/pdf/filing': () => ({ apiData: { code: 200, pdfBytes: btoa('%PDF-1.4') } }),
    });
    vi.spyOn(window, 'open').mockReturnValue(openedWindow as Window | null);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:filing-pdf') }));
  }

  it('opens in a new window and leaves one link to it on the page', async () => {
    const pdfWindow = { opener: {}, location: { href: '' } };
    stubPdf(pdfWindow);
    renderReview();
    await userEvent.click(screen.getByRole('link', { name: 'View PDF of your filing' }));
    await vi.waitFor(() => expect(pdfWindow.location.href).toBe('blob:filing-pdf'));
    expect(screen.getAllByText('View PDF of your filing')).toHaveLength(1);
    // No second link: the one link also opens the copy the server builds, without the app.
    expect(screen.getAllByRole('link', { name: /PDF/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'View PDF of your filing' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/business\/filing\/llc\/filingreview\.pdf\?draftRef=/),
    );
  });

  it('offers a link when a pop-up blocker stopped the window', async () => {
    stubPdf(null);
    renderReview();
    await userEvent.click(screen.getByRole('link', { name: 'View PDF of your filing' }));
    const link = await screen.findByRole('link', { name: 'Open the PDF of your filing' });
    expect(link).toHaveAttribute('href', 'blob:filing-pdf');
    expect(screen.getAllByText('View PDF of your filing')).toHaveLength(1);
  });
});
