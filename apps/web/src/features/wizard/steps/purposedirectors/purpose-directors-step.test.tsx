import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dc55FilingType } from '@registrar/domain';
import PurposeDirectorsStep from './purpose-directors-step.tsx';
import { renderStep, storeReferenceData } from '../step-test-harness.tsx';

afterEach(cleanup);
beforeEach(storeReferenceData);

describe('Purpose and directors step', { timeout: 20_000 }, () => {
  it('requires the purpose and terms and at least three directors', async () => {
    const props = renderStep(PurposeDirectorsStep, 'purposedirectors', undefined, dc55FilingType);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Purpose and directorsStep 5 of 11',
    );
    await userEvent.type(screen.getByLabelText(/Number of directors/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Enter a statement describing the purpose.',
      'Must be a number between 3 and 2,000,000,000.',
      "Enter information about directors' terms.",
    ])
      expect(screen.getByRole('link', { name: message })).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Purpose of the cooperative/), 'Selling grain.');
    await userEvent.clear(screen.getByLabelText(/Number of directors/));
    await userEvent.type(screen.getByLabelText(/Number of directors/), '1,000');
    await userEvent.type(screen.getByLabelText(/Directors' terms/), 'Three years.');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      purposeDirectors: {
        purpose: 'Selling grain.',
        numberOfDirectors: '1,000',
        directorsTerms: 'Three years.',
      },
    });
  });
});
