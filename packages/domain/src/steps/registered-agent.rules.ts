// The rules of what registered-agent.ts declares: the structure of its slices, the rules of its forms, its
// review sections and completeness codes.
import { addressRow, orNotProvided, yesNo } from '../review/review-rows.ts';
import {
  createRegisteredAgentSchema,
  registeredAgentSchema,
  registeredAgentShape,
} from '../schemas/registered-agent.ts';
import { defineStepRules } from './define-step.ts';
import { displayName } from '../display.ts';
import { entityNameSlice } from './entity-name.ts';
import { principalOfficeSlice } from './principal-office.ts';
import { readSlice } from './read-slice.ts';
import { registeredAgentContextOf } from '../registered-agent.ts';
import { registeredAgentSlice, registeredAgentStep } from './registered-agent.ts';

export const registeredAgentRules = defineStepRules(registeredAgentStep, {
  shapes: { registeredAgent: registeredAgentShape },
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
