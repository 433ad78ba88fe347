import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cureFilingType } from '@registrar/domain';
import EmailStep from './email-step.tsx';
import { renderStep } from '../step-test-harness.tsx';

afterEach(cleanup);

describe('Email step', { timeout: 20_000 }, () => {
  it('requires a valid processing email and stores it', async () => {
    const props = renderStep(EmailStep, 'email', () => ({}), cureFilingType);
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Enter a valid email address.' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Email/));
    await userEvent.type(screen.getByLabelText(/^Email/), 'owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({ email: { email: 'owner@example.com' } });
  });
});
