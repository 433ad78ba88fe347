import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import type { PrincipalOfficeValues, RegisteredAgentValues } from '../model.ts';
import { isSamePostalAddress, type RegisteredAgentContext } from '../registered-agent.ts';
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

/**
 * Checks the registered agent: type, name, Colorado street address, mailing,
 * consent; with the filing's context, also that the own-agent name and the same-as copies are
 * the entity's name and the principal office's addresses as they are now.
 */
export function checkRegisteredAgent(
  values: RegisteredAgentValues,
  add: AddIssue,
  context?: RegisteredAgentContext,
): void {
  const name = values.nameValues.name;
  const entityName = context?.entityName ?? '';
  if (name.isEntityOwnAgentChecked && name.nameTyp === 'O' && entityName !== '') {
    // The name is the entity's own, not typed: a stale copy is fixed at the box, not a field.
    if (name.orgName.trim() !== entityName) {
      add(['nameValues', 'name', 'isEntityOwnAgentChecked'], messages.ownAgentNameOutOfDate);
    }
  } else {
    checkPersonName(
      name,
      {
        typeRequired: messages.chooseIndividualOrEntity,
        organizationRequired: messages.enterEntitysName,
      },
      nested(add, ['nameValues', 'name']),
    );
  }
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
  if (context !== undefined) {
    const office = context.principalOffice as Partial<PrincipalOfficeValues> | undefined;
    if (
      address.isSameAsPrincipalOfficeAddressChecked &&
      !isSamePostalAddress(address.streetAddress, office?.streetAddress)
    ) {
      add(
        ['addressValues', 'isSameAsPrincipalOfficeAddressChecked'],
        messages.agentStreetNotPrincipalOffice,
      );
    }
    const officeMailing = office?.isSameAsStreetAddressChecked
      ? office.streetAddress
      : office?.mailingAddress;
    if (
      address.isSameAsPrincipalOfficeMailingAddressChecked &&
      !isSamePostalAddress(address.mailingAddress, officeMailing)
    ) {
      add(
        ['addressValues', 'isSameAsPrincipalOfficeMailingAddressChecked'],
        messages.agentMailingNotPrincipalOffice,
      );
    }
  }
  if (values.agentConsentRadio === '') add(['agentConsentRadio'], messages.chooseYesOrNo);
  else if (values.agentConsentRadio === 'N')
    add(['agentConsentRadio'], messages.agentConsentRequired);
}

/** The registered agent's schema on its own (the slice's rules, without the rest of the filing). */
export const registeredAgentSchema = withRules(registeredAgentShape, (values, add) =>
  checkRegisteredAgent(values, add),
);

/** The registered agent's schema within a filing: the entity's name and principal office as they are now. */
export function createRegisteredAgentSchema(context: RegisteredAgentContext) {
  return withRules(registeredAgentShape, (values, add) =>
    checkRegisteredAgent(values, add, context),
  );
}
