import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FormationStep from './formation-step.tsx';
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

const noMatch = () => ({
  apiData: {
    code: 200,
    results: [
      {
        id: 'address',
        processed: true,
        verified: false,
        valid: false,
        postofficeBox: false,
        coloradoZipcode: false,
        inRequiredState: true,
        standardized: null,
        messages: [],
      },
    ],
  },
});

describe('Persons forming step', { timeout: 20_000 }, () => {
  it('starts on the add form, names the organisation by type, and lists, edits and deletes persons', async () => {
    stubApi({ '/business-api/address/validate': noMatch });
    const props = renderStep(FormationStep, 'formation');
    expect(screen.getByText('The person must be at least 18 years old.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('link', { name: 'Choose the type of person.' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(/Type of person/), 'T');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('link', { name: "Enter the trust's name." })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(/Type of person/), 'I');
    await userEvent.type(screen.getByLabelText(/First name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Lovelace');
    const address = screen.getByRole('group', { name: 'Address' });
    await userEvent.type(within(address).getByLabelText(/Address 1/), '12 Unknown Rd');
    await userEvent.type(within(address).getByLabelText(/City/), 'Nowhere');
    await userEvent.selectOptions(within(address).getByLabelText(/State/), 'CO');
    await userEvent.type(within(address).getByLabelText(/ZIP/), '80000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Error - No match found\./)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Address you entered/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this address' }));

    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(props.onChange).toHaveBeenLastCalledWith({
      formation: {
        formers: [
          expect.objectContaining({
            nameValues: {
              personTyp: 'I',
              name: expect.objectContaining({
                nameTyp: 'I',
                firstName: 'Ada',
                lastName: 'Lovelace',
              }),
            },
            addressValues: {
              streetAddress: expect.objectContaining({
                address1: '12 Unknown Rd',
                accepted: true,
                addressSelectionType: 'USER',
              }),
            },
          }),
        ],
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.onSubmit).toHaveBeenCalledWith({
      formation: { formers: [expect.objectContaining({ id: expect.any(String) })] },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Ada Lovelace' }));
    expect(screen.getByLabelText(/Type of person/)).toBeInTheDocument();
    expect(props.onChange).toHaveBeenLastCalledWith({ formation: { formers: [] } });
  });

  it('saves a person and goes on in one press with Save and continue, asking nothing of an address the post office writes as typed', async () => {
    const calls = stubApi({
      '/business-api/address/validate': verifiedAddressAnswer('address', {
        address1: '1777 BROADWAY',
        city: 'BOULDER',
        zip: '80302',
      }),
    });
    const props = renderStep(FormationStep, 'formation');
    await userEvent.selectOptions(screen.getByLabelText(/Type of person/), 'I');
    await userEvent.type(screen.getByLabelText(/First name/), 'Grace');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Hopper');
    const address = screen.getByRole('group', { name: 'Address' });
    await userEvent.type(within(address).getByLabelText(/Address 1/), '1777 Broadway');
    await userEvent.type(within(address).getByLabelText(/City/), 'Boulder');
    await userEvent.selectOptions(within(address).getByLabelText(/State/), 'CO');
    await userEvent.type(within(address).getByLabelText(/ZIP/), '80302');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.onSubmit).toHaveBeenCalledWith({
      formation: {
        formers: [
          expect.objectContaining({
            addressValues: {
              streetAddress: expect.objectContaining({
                address1: '1777 Broadway',
                accepted: true,
                verified: true,
                addressSelectionType: 'USER',
              }),
            },
          }),
        ],
      },
    });
  });
});
