import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ManagementStep from './management-step.tsx';
import { renderStep, storeReferenceData } from '../step-test-harness.tsx';

afterEach(cleanup);
beforeEach(storeReferenceData);

describe('Management step', { timeout: 20_000 }, () => {
  it('asks both questions and blocks an LLC without members', async () => {
    const props = renderStep(ManagementStep, 'management');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ManagementStep 4 of 11');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Choose Managers or Members.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Yes or No.' })).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Members'));
    await userEvent.click(screen.getByLabelText('No'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByRole('link', { name: 'There must be at least one member of the LLC.' }),
    ).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      management: { managedBy: 'MBR', hasOneMember: 'Y' },
    });
  });
});
