// The registered agent: who (a person, or an organisation, or the entity itself), where, and the
// agent's consent.
import { createEmptyAddress, createEmptyName } from '../blank-values.ts';
import { displayName } from '../display.ts';
import type { RegisteredAgentValues } from '../model.ts';
import { registeredAgentContextOf } from '../registered-agent.ts';
import { addressRow, orNotProvided, yesNo } from '../review/review-rows.ts';
import {
  createRegisteredAgentSchema,
  registeredAgentSchema,
  registeredAgentShape,
} from '../schemas/registered-agent.ts';
import { defineSlice, defineStep } from './define-step.ts';
import { entityNameSlice } from './entity-name.ts';
import { principalOfficeSlice } from './principal-office.ts';
import { readSlice } from './read-slice.ts';

export const registeredAgentSlice = defineSlice({
  key: 'registeredAgent',
  shape: registeredAgentShape,
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
  title: 'Registered agent',
  slices: [registeredAgentSlice],
  slice: 'registeredAgent',
  // Within a filing the own-agent name and the same-as copies must match what they copy now.
  schema: ({ values }) =>
    values === undefined
      ? registeredAgentSchema
      : createRegisteredAgentSchema(
          registeredAgentContextOf({
            entityName: readSlice(values, entityNameSlice),
            principalOffice: readSlice(values, principalOfficeSlice),
          }),
        ),
  review: (values, text) => {
    const agent = readSlice(values, registeredAgentSlice);
    const { name } = agent.nameValues;
    const { addressValues } = agent;
    const type =
      name.nameTyp === 'I'
        ? text.values.individual
        : name.nameTyp === 'O'
          ? text.values.entity
          : text.notProvided;
    const consent =
      agent.agentConsentRadio === 'Y'
        ? [text.values.consented]
        : yesNo(agent.agentConsentRadio, text);
    return {
      rows: [
        { label: text.labels.type, lines: [type] },
        {
          label: text.labels.name,
          lines: [
            ...orNotProvided(displayName(name), text),
            ...(name.isEntityOwnAgentChecked ? [text.values.ownAgent] : []),
          ],
        },
        addressRow(text.labels.streetAddress, addressValues.streetAddress, text),
        addressValues.isSameAsStreetAddressChecked
          ? { label: text.labels.mailingAddress, lines: [text.values.sameAsStreet] }
          : addressRow(text.labels.mailingAddress, addressValues.mailingAddress, text),
        { label: text.labels.consent, lines: consent },
      ],
    };
  },
  completeness: { codes: ['REG_AGENT_MISSING'] },
});
