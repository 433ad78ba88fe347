import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dpcFilingType } from '@registrar/domain';
import SharesStep from './shares-step.tsx';
import { renderStep, storeReferenceData } from '../step-test-harness.tsx';

afterEach(cleanup);
beforeEach(storeReferenceData);

describe('Shares step', { timeout: 20_000 }, () => {
  it('shows Next only once a kind of shares is marked, and checks the number', async () => {
    const props = renderStep(SharesStep, 'shares', undefined, dpcFilingType);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SharesStep 5 of 11');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText(/^Common shares/));
    const number = screen.getByLabelText(/Number of common shares/);
    await userEvent.type(number, '0100');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByRole('link', { name: 'Must be a number between 1 and 2,000,000,000.' }),
    ).toBeInTheDocument();
    await userEvent.clear(number);
    await userEvent.type(number, '2,000,000,001');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(number);
    await userEvent.type(number, '1,500');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      shares: {
        commonSharesValues: { isCommonSharesChecked: true, numberOfShares: '1,500' },
        isMoreThanOneOrOtherChecked: false,
        additionalInfo: '',
      },
    });
  });

  it('clears the number when common shares is unchecked', async () => {
    const props = renderStep(
      SharesStep,
      'shares',
      () => ({
        shares: {
          commonSharesValues: { isCommonSharesChecked: true, numberOfShares: '500' },
          isMoreThanOneOrOtherChecked: true,
          additionalInfo: 'Two classes.',
        },
      }),
      dpcFilingType,
    );
    await userEvent.click(screen.getByLabelText(/^Common shares/));
    expect(screen.queryByLabelText(/Number of common shares/)).not.toBeInTheDocument();
    expect(screen.getByText('1988 characters left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      shares: {
        commonSharesValues: { isCommonSharesChecked: false, numberOfShares: '' },
        isMoreThanOneOrOtherChecked: true,
        additionalInfo: 'Two classes.',
      },
    });

    await userEvent.click(screen.getByLabelText(/^More than one class/));
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
