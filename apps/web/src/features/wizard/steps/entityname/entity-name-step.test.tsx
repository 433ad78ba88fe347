import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EntityNameStep from './entity-name-step.tsx';
import { renderStep, storeReferenceData, stubApi } from '../step-test-harness.tsx';
import { tooManyRequests } from '../../../../testing/stub-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(storeReferenceData);

const free = { isAvailable: true, isReserved: false, isAuthorizedToUse: false, reservedBy: null };

function answerWith(
  availability: typeof free | Record<string, unknown>,
  valid = true,
  message = '',
) {
  return stubApi({
    '/business-api/content/entity/namedesignation': () => ({
      apiData: { code: 200, content: '<p>The name must contain "LLC".</p>' },
    }),
    '/business-api/entity/validateEntityNameAndAvailability': () => ({
      apiData: { code: 200, valid, message, availability },
    }),
  });
}

describe('Entity name step', { timeout: 20_000 }, () => {
  it('checks the format in the browser before asking the server', async () => {
    const calls = answerWith(free);
    const props = renderStep(EntityNameStep, 'entityname');
    // The step appears once its designation help has been answered.
    await screen.findByRole('button', { name: 'Next' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByRole('link', { name: 'Enter the name you want to use' }),
    ).toBeInTheDocument();
    expect(
      calls.some((call) => call.url.pathname.endsWith('validateEntityNameAndAvailability')),
    ).toBe(false);
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('moves on with an available name and sends the check parameters', async () => {
    const calls = answerWith(free);
    const props = renderStep(EntityNameStep, 'entityname');
    // The step appears once its designation help has been answered.
    await screen.findByRole('button', { name: 'Next' });
    expect(await screen.findByText('The name must contain "LLC".')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Entity name/), 'Aspen Trail LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(props.onSubmit).toHaveBeenCalled());
    expect(props.onSubmit.mock.calls[0]?.[0]).toMatchObject({
      entityName: { name: 'Aspen Trail LLC', isNameValid: true, availability: free },
    });
    const check = calls.find((call) =>
      call.url.pathname.endsWith('validateEntityNameAndAvailability'),
    );
    expect(check?.url.searchParams.get('name')).toBe('Aspen Trail LLC');
    expect(check?.url.searchParams.get('entityType')).toBe('DLLC');
    expect(check?.url.searchParams.get('transType')).toBe('ARTORG_LLC');
  });

  it('shows a taken name as a field error and in the System Message dialog', async () => {
    // As the server answers a taken name: not valid, with the catalogue's taken-name message.
    answerWith(
      { isAvailable: false, isReserved: false, isAuthorizedToUse: false, reservedBy: null },
      false,
      'That name is already being used in Colorado.',
    );
    const props = renderStep(EntityNameStep, 'entityname');
    // The step appears once its designation help has been answered.
    await screen.findByRole('button', { name: 'Next' });
    await userEvent.type(screen.getByLabelText(/Entity name/), 'Taken LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('dialog', { name: 'System Message' });
    expect(
      within(dialog).getByText(
        'This entity name has been taken and is already in use in Colorado. Please choose another name.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('That name is already being used in Colorado.').length,
    ).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose another name' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('says at the name when to check again after too many checks, keeping the name', async () => {
    stubApi({
      '/business-api/content/entity/namedesignation': () => ({
        apiData: { code: 200, content: '<p>The name must contain "LLC".</p>' },
      }),
      '/business-api/entity/validateEntityNameAndAvailability': () => tooManyRequests(35),
    });
    const props = renderStep(EntityNameStep, 'entityname');
    await screen.findByRole('button', { name: 'Next' });
    await userEvent.type(screen.getByLabelText(/Entity name/), 'Aspen Trail LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Too many attempts. Try again in 35 seconds.');
    expect(
      screen.getByRole('link', { name: 'Too many attempts. Try again in 35 seconds.' }),
    ).toBeInTheDocument();
    const field = screen.getByLabelText(/Entity name/);
    expect(field).toHaveValue('Aspen Trail LLC');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Too many attempts. Try again in 35 seconds.'),
    );
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('asks about a reserved name: Yes proceeds as authorised, No clears the name', async () => {
    const reserved = {
      isAvailable: false,
      isReserved: true,
      isAuthorizedToUse: false,
      reservedBy: { name: 'Jane Doe', address: ['1 Main St', 'Denver, CO 80202'] },
    };
    answerWith(reserved);
    const props = renderStep(EntityNameStep, 'entityname');
    // The step appears once its designation help has been answered.
    await screen.findByRole('button', { name: 'Next' });
    const field = screen.getByLabelText(/Entity name/);
    await userEvent.type(field, 'Reserved LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Jane Doe')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(field).toHaveValue('');
    expect(props.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(field, 'Reserved LLC');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      entityName: expect.objectContaining({
        name: 'Reserved LLC',
        availability: { ...reserved, isAuthorizedToUse: true },
      }),
    });
  });
});
