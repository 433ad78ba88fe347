// The registered agent: who (a person, or an organisation, or the entity itself), where, and the
// agent's consent.
import { createEmptyAddress, createEmptyName } from '../blank-values.ts';
import type { RegisteredAgentValues } from '../model.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { stepText } from './step-text.ts';

export const registeredAgentSlice = defineSlice({
  key: 'registeredAgent',
  empty: (): RegisteredAgentValues => ({
    agentConsentRadio: '',
    nameValues: {
      personTyp: 'REGAGEN',
      name: { ...createEmptyName(), isEntityOwnAgentChecked: false },
    },
    addressValues: {
      isSameAsPrincipalOfficeAddressChecked: false,
      isSameAsPrincipalOfficeMailingAddressChecked: false,
      isSameAsStreetAddressChecked: false,
      // The registered agent's street address is locked to Colorado.
      streetAddress: createEmptyAddress('PHYS', 'CO'),
      mailingAddress: createEmptyAddress('MAIL'),
    },
  }),
});

export const registeredAgentStep = defineStep({
  page: 'registeredagent',
  title: stepText.titles.registeredagent,
  slices: [registeredAgentSlice],
  slice: 'registeredAgent',
});
