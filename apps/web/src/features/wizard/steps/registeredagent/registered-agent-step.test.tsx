import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeAccessibleDescription, computeAccessibleName } from 'dom-accessibility-api';
import { createReportMinimalFiling, reportFilingType, type Address } from '@registrar/domain';
import RegisteredAgentStep from './registered-agent-step.tsx';
import { renderStep, storeReferenceData, stubApi } from '../step-test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(storeReferenceData);

const office: Address = {
  address1: '1700 BROADWAY',
  address2: '',
  city: 'DENVER',
  state: 'CO',
  zip: '80290',
  province: '',
  country: 'US',
  addressType: 'PHYS',
  accepted: true,
};

describe('Registered agent step', { timeout: 20_000 }, () => {
  it("asks for the agent type and consent with the catalogue's messages", async () => {
    stubApi({});
    const props = renderStep(RegisteredAgentStep, 'registeredagent');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link', { name: 'Choose Individual or Entity.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Yes or No.' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Mark the box or enter a mailing address.' }),
    ).toBeInTheDocument();
    const consent = screen.getByRole('group', { name: /consented/ });
    await userEvent.click(within(consent).getByLabelText('No'));
    expect(
      await screen.findByRole('link', {
        name: 'You must get consent before appointing a person as your registered agent',
      }),
    ).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('reads the own-agent box description once to a screen reader', async () => {
    stubApi({});
    renderStep(RegisteredAgentStep, 'registeredagent', () => ({
      entityName: { name: 'Aspen Trail LLC' },
    }));
    await userEvent.click(screen.getByLabelText('Entity'));
    const ownAgent = screen.getByRole('checkbox', {
      name: /This entity is its own registered agent/,
    });
    const read = `${computeAccessibleName(ownAgent)} ${computeAccessibleDescription(ownAgent)}`;
    expect(read.split('Uses the entity name "Aspen Trail LLC".')).toHaveLength(2);
  });

  it('lets the entity be its own agent at the principal office address in Colorado', async () => {
    const calls = stubApi({});
    const props = renderStep(RegisteredAgentStep, 'registeredagent', () => ({
      entityName: { name: 'Aspen Trail LLC' },
      principalOffice: {
        isSameAsStreetAddressChecked: true,
        streetAddress: office,
        mailingAddress: { ...office, addressType: 'MAIL' },
      },
    }));
    await userEvent.click(screen.getByLabelText('Entity'));
    await userEvent.click(screen.getByLabelText(/This entity is its own registered agent/));
    await userEvent.click(screen.getByLabelText('Same as principal office street address'));
    expect(screen.getByRole('group', { name: 'Street address' })).toContainElement(
      screen.getAllByDisplayValue('Colorado')[0]!,
    );
    await userEvent.click(screen.getByLabelText("Same as registered agent's street address"));
    const consent = screen.getByRole('group', { name: /consented/ });
    await userEvent.click(within(consent).getByLabelText('Yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await vi.waitFor(() => expect(props.onSubmit).toHaveBeenCalled());
    expect(calls).toHaveLength(0);
    const agent = props.onSubmit.mock.calls[0]?.[0].registeredAgent;
    expect(agent?.nameValues.name).toMatchObject({
      nameTyp: 'O',
      orgName: 'Aspen Trail LLC',
      isEntityOwnAgentChecked: true,
    });
    expect(agent?.addressValues.streetAddress).toMatchObject({
      address1: '1700 BROADWAY',
      state: 'CO',
      addressType: 'PHYS',
    });
    expect(agent?.addressValues.mailingAddress).toMatchObject({
      address1: '1700 BROADWAY',
      addressType: 'MAIL',
    });
    expect(agent?.agentConsentRadio).toBe('Y');
  });

  it('lets an existing entity be its own agent under its name on record (no name is typed)', async () => {
    stubApi({});
    const report = createReportMinimalFiling('20140000014');
    // Addresses as on record, already accepted: nothing to verify again.
    report.registeredAgent.addressValues.streetAddress.accepted = true;
    const props = renderStep(
      RegisteredAgentStep,
      'registeredagent',
      () => ({
        entityName: report.entityName,
        principalOffice: report.principalOffice,
        registeredAgent: report.registeredAgent,
      }),
      reportFilingType,
    );
    await userEvent.click(screen.getByLabelText('Entity'));
    await userEvent.click(screen.getByLabelText(/This entity is its own registered agent/));
    expect(
      screen.getByText("Registered agent's name: Mountain Peak Ventures LLC"),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await vi.waitFor(() => expect(props.onSubmit).toHaveBeenCalled());
    expect(screen.queryByText("Enter the entity's name.")).not.toBeInTheDocument();
    expect(props.onSubmit.mock.calls[0]?.[0].registeredAgent?.nameValues.name).toMatchObject({
      nameTyp: 'O',
      orgName: 'Mountain Peak Ventures LLC',
      isEntityOwnAgentChecked: true,
    });
  });

  it('asks to mark the box again when the principal office changed since it was copied', async () => {
    stubApi({});
    const agentAtOldOffice = createReportMinimalFiling().registeredAgent;
    renderStep(RegisteredAgentStep, 'registeredagent', () => ({
      entityName: { name: 'Aspen Trail LLC' },
      principalOffice: {
        isSameAsStreetAddressChecked: true,
        streetAddress: office,
        mailingAddress: { ...office, addressType: 'MAIL' },
      },
      registeredAgent: agentAtOldOffice,
    }));
    expect(screen.getByLabelText('Same as principal office street address')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const message =
      "The principal office street address has changed. Clear this box and mark it again, or enter the registered agent's street address.";
    await userEvent.click(await screen.findByRole('link', { name: message }));
    expect(screen.getByLabelText('Same as principal office street address')).toHaveFocus();
    // Marking it again copies the office as it is now.
    await userEvent.click(screen.getByLabelText('Same as principal office street address'));
    await userEvent.click(screen.getByLabelText('Same as principal office street address'));
    const street = screen.getByRole('group', { name: 'Street address' });
    expect(within(street).getByLabelText(/Address 1/)).toHaveValue('1700 BROADWAY');
  });
});
