import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PrincipalOfficeStep from './principal-office-step.tsx';
import {
  renderStep,
  storeReferenceData,
  stubApi,
  verifiedAddressAnswer,
} from '../step-test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(storeReferenceData);

async function fillStreet(address1: string) {
  const street = screen.getByRole('group', { name: 'Street address' });
  await userEvent.type(within(street).getByLabelText(/Address 1/), address1);
  await userEvent.type(within(street).getByLabelText(/City/), 'Denver');
  await userEvent.selectOptions(within(street).getByLabelText(/State/), 'CO');
  await userEvent.type(within(street).getByLabelText(/ZIP/), '80290');
}

describe('Principal office step', { timeout: 20_000 }, () => {
  it('refuses a PO Box street address and asks for a mailing address or the box', async () => {
    stubApi({});
    const props = renderStep(PrincipalOfficeStep, 'principalofficeaddress');
    await fillStreet('PO Box 12');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByRole('link', { name: 'Street address cannot be a PO Box.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Mark the box or enter a mailing address.' }),
    ).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('verifies the street address and keeps the version the user chose', async () => {
    const calls = stubApi({
      '/business-api/address/validate': verifiedAddressAnswer('street', {
        address1: '1700 BROADWAY',
        city: 'DENVER',
        zip: '80290-1201',
      }),
    });
    const props = renderStep(PrincipalOfficeStep, 'principalofficeaddress');
    await fillStreet('1700 broadway');
    await userEvent.click(screen.getByLabelText('Same as street address'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Verified address/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this address' }));

    await vi.waitFor(() => expect(props.onSubmit).toHaveBeenCalled());
    const saved = props.onSubmit.mock.calls[0]?.[0].principalOffice;
    expect(saved?.streetAddress).toMatchObject({
      address1: '1700 BROADWAY',
      zip: '80290-1201',
      accepted: true,
      hasChanged: true,
      address2: '',
    });
    expect(saved?.mailingAddress).toMatchObject({ address1: '1700 BROADWAY', addressType: 'MAIL' });
    const request = calls.find((call) => call.url.pathname === '/business-api/address/validate');
    expect(JSON.parse(request?.init?.body as string)).toMatchObject({
      addresses: [{ id: 'street', address: { address1: '1700 broadway' } }],
    });
  });
});
