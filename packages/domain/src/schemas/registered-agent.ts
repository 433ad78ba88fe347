import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import type { RegisteredAgentValues } from '../model.ts';
import {
  addressShape,
  checkAddress,
  checkPersonName,
  isAddressEmpty,
  nested,
  personNameShape,
  withRules,
  yesNoShape,
  type AddIssue,
} from './common.ts';

export const registeredAgentShape = z.object({
  agentConsentRadio: yesNoShape,
  nameValues: z.object({
    personTyp: z.literal('REGAGEN'),
    name: z.extend(personNameShape, { isEntityOwnAgentChecked: z.boolean() }),
  }),
  addressValues: z.object({
    isSameAsPrincipalOfficeAddressChecked: z.boolean(),
    isSameAsPrincipalOfficeMailingAddressChecked: z.boolean(),
    isSameAsStreetAddressChecked: z.boolean(),
    streetAddress: addressShape,
    mailingAddress: addressShape,
  }),
});

/** Checks the registered agent (spec/001 section 5): type, name, Colorado street address, mailing, consent. */
export function checkRegisteredAgent(values: RegisteredAgentValues, add: AddIssue): void {
  checkPersonName(
    values.nameValues.name,
    {
      typeRequired: messages.chooseIndividualOrEntity,
      organizationRequired: messages.enterEntitysName,
    },
    nested(add, ['nameValues', 'name']),
  );
  const address = values.addressValues;
  checkAddress(
    address.streetAddress,
    { required: true, coloradoOnly: true, noPoBox: true },
    nested(add, ['addressValues', 'streetAddress']),
  );
  const mailingIsSame =
    address.isSameAsStreetAddressChecked || address.isSameAsPrincipalOfficeMailingAddressChecked;
  if (!mailingIsSame) {
    if (isAddressEmpty(address.mailingAddress)) {
      add(['addressValues', 'mailingAddress', 'address1'], messages.markBoxOrEnterMailing);
    } else {
      checkAddress(
        address.mailingAddress,
        { required: true },
        nested(add, ['addressValues', 'mailingAddress']),
      );
    }
  }
  if (values.agentConsentRadio === '') add(['agentConsentRadio'], messages.chooseYesOrNo);
  else if (values.agentConsentRadio === 'N')
    add(['agentConsentRadio'], messages.agentConsentRequired);
}

export const registeredAgentSchema = withRules(registeredAgentShape, checkRegisteredAgent);
