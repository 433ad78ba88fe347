import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdditionalInfoStep from './additional-info-step.tsx';
import { renderStep, storeReferenceData } from '../step-test-harness.tsx';

afterEach(cleanup);
beforeEach(storeReferenceData);

describe('Additional information step', { timeout: 20_000 }, () => {
  it('counts characters, asks about attachments and stores the answers', async () => {
    const props = renderStep(AdditionalInfoStep, 'additionalinfo');
    expect(screen.getByText('2000 characters left')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Additional information/), 'Hello');
    expect(screen.getByText('1995 characters left')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Choose Yes or No.' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      additionalInfo: {
        additionalInfo: 'Hello',
        additionalInfoAttachmentRadio: 'Y',
        attachments: [],
        privateAttachments: [],
      },
    });
  });

  it('refuses characters outside printable ASCII', async () => {
    const props = renderStep(AdditionalInfoStep, 'additionalinfo');
    await userEvent.type(screen.getByLabelText(/Additional information/), 'Café');
    await userEvent.click(screen.getByLabelText('No'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Invalid characters entered: é' })).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });
});
