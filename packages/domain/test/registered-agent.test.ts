// The registered agent within a filing: "The own-agent box uses the entity
// name." and "Same-as checkboxes copy the principal office street or mailing address."
import { describe, expect, it } from 'vitest';
import { computeMissingSections } from '../src/completeness.ts';
import { llcFilingType } from '../src/filing-types/llc.ts';
import { reinstateFilingType } from '../src/filing-types/reinstate-cure.ts';
import { reportFilingType } from '../src/filing-types/report.ts';
import { createLlcMaximalFiling, createLlcMinimalFiling } from '../src/fixtures/llc.ts';
import { createReinstateMinimalFiling } from '../src/fixtures/reinstate-cure.ts';
import { createReportMinimalFiling } from '../src/fixtures/report.ts';
import { messages } from '../src/messages.ts';
import type { Address, FilingValues } from '../src/model.ts';
import { validateStep } from '../src/schemas/index.ts';
import {
  isSamePostalAddress,
  keepRegisteredAgentInStep,
  ownAgentName,
} from '../src/registered-agent.ts';

const boulder: Address = {
  address1: '1777 Broadway',
  address2: '',
  city: 'Boulder',
  state: 'CO',
  zip: '80302',
  province: '',
  country: 'US',
  addressType: 'PHYS',
  accepted: true,
};

/** The entity as its own agent, with the name the box was marked with. */
function ownAgent(filing: FilingValues, orgName: string): FilingValues {
  const agent = filing.registeredAgent;
  return {
    ...filing,
    registeredAgent: {
      ...agent,
      nameValues: {
        ...agent.nameValues,
        name: {
          ...agent.nameValues.name,
          nameTyp: 'O',
          orgName,
          firstName: '',
          lastName: '',
          isEntityOwnAgentChecked: true,
        },
      },
    },
  };
}

/** The principal office moved to another street address (mailing the same as street). */
function officeMovedTo(filing: FilingValues, street: Address): FilingValues {
  return {
    ...filing,
    principalOffice: {
      isSameAsStreetAddressChecked: true,
      streetAddress: street,
      mailingAddress: { ...street, addressType: 'MAIL' },
    },
  };
}

function agentErrors(def: typeof llcFilingType, filing: FilingValues) {
  const result = validateStep('registeredagent', filing.registeredAgent, def, { values: filing });
  return result.ok ? [] : result.errors;
}

describe('the own-agent name', () => {
  it("is a formation's entity name, and an existing entity's name on record", () => {
    expect(ownAgentName(createLlcMinimalFiling())).toBe('Columbine Orchard LLC');
    // A periodic report has no entity-name step: only the name on record is known.
    const report = createReportMinimalFiling();
    expect(report.entityName.name).toBe('');
    expect(ownAgentName(report)).toBe('Mountain Peak Ventures LLC');
    // A reinstatement under a new name makes the entity its own agent under that name.
    const reinstatement = createReinstateMinimalFiling();
    const renamed = { ...reinstatement, entityName: { ...reinstatement.entityName, name: 'New' } };
    expect(ownAgentName(renamed)).toBe('New');
  });

  it('lets an existing entity be its own agent under its name on record', () => {
    const report = keepRegisteredAgentInStep(ownAgent(createReportMinimalFiling(), ''));
    expect(report.registeredAgent.nameValues.name.orgName).toBe('Mountain Peak Ventures LLC');
    expect(agentErrors(reportFilingType, report)).toEqual([]);
    expect(computeMissingSections(reportFilingType, report)).toEqual(['VALID']);
  });

  it('follows the entity name when it changes, and a stale copy is refused at the box', () => {
    const formed = ownAgent(createLlcMinimalFiling(), 'Columbine Orchard LLC');
    const renamed = { ...formed, entityName: { name: 'Aspen Orchard LLC' } };
    expect(agentErrors(llcFilingType, renamed)).toEqual([
      {
        path: 'nameValues.name.isEntityOwnAgentChecked',
        message: messages.ownAgentNameOutOfDate,
      },
    ]);
    expect(computeMissingSections(llcFilingType, renamed)).toEqual(['REG_AGENT_MISSING']);
    const kept = keepRegisteredAgentInStep(renamed);
    expect(kept.registeredAgent.nameValues.name.orgName).toBe('Aspen Orchard LLC');
    expect(computeMissingSections(llcFilingType, kept)).toEqual(['VALID']);
  });

  it("still asks for the entity's name when the filing has none", () => {
    const empty = ownAgent(
      { ...createLlcMinimalFiling(), entityName: { name: '' } },
      '',
    ).registeredAgent;
    expect(validateStep('registeredagent', empty)).toMatchObject({
      ok: false,
      errors: [{ path: 'nameValues.name.orgName', message: messages.enterEntitysName }],
    });
  });
});

describe('same-as copies of the principal office', () => {
  it('refuses an agent street address copied from an office address that has since changed', () => {
    const filing = createLlcMinimalFiling();
    expect(filing.registeredAgent.addressValues.isSameAsPrincipalOfficeAddressChecked).toBe(true);
    const moved = officeMovedTo(filing, boulder);
    expect(agentErrors(llcFilingType, moved)).toEqual([
      {
        path: 'addressValues.isSameAsPrincipalOfficeAddressChecked',
        message: messages.agentStreetNotPrincipalOffice,
      },
    ]);
    // Review and the server's completeness check both see it: the old address cannot be filed.
    expect(computeMissingSections(llcFilingType, moved)).toEqual(['REG_AGENT_MISSING']);
  });

  it('moves the copy (and a mailing address marked the same as it) with the office', () => {
    const moved = keepRegisteredAgentInStep(officeMovedTo(createLlcMinimalFiling(), boulder));
    const addresses = moved.registeredAgent.addressValues;
    expect(addresses.streetAddress).toMatchObject({
      address1: '1777 Broadway',
      city: 'Boulder',
      addressType: 'PHYS',
    });
    expect(addresses.mailingAddress).toMatchObject({
      address1: '1777 Broadway',
      addressType: 'MAIL',
    });
    expect(computeMissingSections(llcFilingType, moved)).toEqual(['VALID']);
  });

  it("checks and follows the office's mailing address for the mailing box", () => {
    const filing = createLlcMaximalFiling();
    const office = filing.principalOffice;
    const officeMailing = office.isSameAsStreetAddressChecked
      ? office.streetAddress
      : office.mailingAddress;
    const marked: FilingValues = {
      ...filing,
      registeredAgent: {
        ...filing.registeredAgent,
        addressValues: {
          ...filing.registeredAgent.addressValues,
          isSameAsStreetAddressChecked: false,
          isSameAsPrincipalOfficeMailingAddressChecked: true,
          mailingAddress: { ...officeMailing, addressType: 'MAIL' },
        },
      },
    };
    expect(agentErrors(llcFilingType, marked)).toEqual([]);
    const moved: FilingValues = {
      ...marked,
      principalOffice: {
        ...office,
        isSameAsStreetAddressChecked: false,
        mailingAddress: { ...boulder, addressType: 'MAIL' },
      },
    };
    expect(agentErrors(llcFilingType, moved)).toEqual([
      {
        path: 'addressValues.isSameAsPrincipalOfficeMailingAddressChecked',
        message: messages.agentMailingNotPrincipalOffice,
      },
    ]);
    const kept = keepRegisteredAgentInStep(moved);
    expect(kept.registeredAgent.addressValues.mailingAddress).toMatchObject({
      address1: '1777 Broadway',
      addressType: 'MAIL',
    });
    expect(agentErrors(llcFilingType, kept)).toEqual([]);
  });

  it('changes nothing when every copy is current, and ignores letter case', () => {
    const filing = createLlcMinimalFiling();
    expect(keepRegisteredAgentInStep(filing)).toBe(filing);
    expect(
      isSamePostalAddress(boulder, { ...boulder, address1: ' 1777 BROADWAY ', city: 'boulder' }),
    ).toBe(true);
    expect(isSamePostalAddress(boulder, { ...boulder, zip: '80303' })).toBe(false);
  });

  it('judges a malformed principal office from a hand-made request without failing', () => {
    const filing = createLlcMinimalFiling();
    const malformed = { ...filing, principalOffice: {} } as unknown as FilingValues;
    expect(agentErrors(llcFilingType, malformed)).toEqual([
      {
        path: 'addressValues.isSameAsPrincipalOfficeAddressChecked',
        message: messages.agentStreetNotPrincipalOffice,
      },
    ]);
  });
});

describe('reinstatement', () => {
  it('names its own agent by the name after the filing', () => {
    const filing = createReinstateMinimalFiling();
    const renamed = ownAgent(
      { ...filing, entityName: { ...filing.entityName, name: 'Silver Plume Mining Two LLC' } },
      '',
    );
    const kept = keepRegisteredAgentInStep(renamed);
    expect(kept.registeredAgent.nameValues.name.orgName).toBe('Silver Plume Mining Two LLC');
    expect(computeMissingSections(reinstateFilingType, kept)).toEqual(['VALID']);
  });
});
