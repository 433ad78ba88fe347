import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportFilingType } from '@registrar/domain';
import IntroStep from './intro-step.tsx';
import { renderStep, stubApi } from '../step-test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const introContent = {
  '/business-api/content/intro': (url: URL) => ({
    apiData: {
      code: 200,
      content: `<p>About the ${url.searchParams.get('transactionType')} filing.</p>`,
    },
  }),
};

describe('Intro step', { timeout: 20_000 }, () => {
  it('shows the content for the transaction type, Next for a known entity, and Cancel', async () => {
    const calls = stubApi(introContent);
    const props = renderStep(
      IntroStep,
      'reportintro',
      (filing) => ({ filingState: { ...filing.filingState, entityId: '20150000000' } }),
      reportFilingType,
    );
    expect(await screen.findByText('About the REPORT filing.')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('entityId')).toBe('20150000000');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({});
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalled();
  });

  it('offers no Next while the entity is unknown', async () => {
    stubApi(introContent);
    renderStep(IntroStep, 'reportintro', () => ({}), reportFilingType);
    expect(await screen.findByText('About the REPORT filing.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows nothing but the buttons when the content cannot be had', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubApi({});
    renderStep(IntroStep, 'reportintro', () => ({}), reportFilingType);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByText(/About the/)).not.toBeInTheDocument();
  });
});
