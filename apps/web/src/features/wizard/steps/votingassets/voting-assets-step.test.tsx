import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dncFilingType } from '@registrar/domain';
import VotingAssetsStep from './voting-assets-step.tsx';
import { renderStep, storeReferenceData } from '../step-test-harness.tsx';

afterEach(cleanup);
beforeEach(storeReferenceData);

describe('Voting & assets step', { timeout: 20_000 }, () => {
  it('requires the voting-members answer and the distribution of assets', async () => {
    const props = renderStep(VotingAssetsStep, 'votingassets', undefined, dncFilingType);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Voting & assetsStep 5 of 11',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Choose Yes or No.' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Enter information about the distribution of assets.' }),
    ).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.type(
      screen.getByLabelText(/Distribution of assets/),
      '  To a Colorado charity.  ',
    );
    expect(screen.getByText('2474 characters left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      votingAssets: { votingMembersRadio: 'Y', assetsDistribution: 'To a Colorado charity.' },
    });
  });
});
