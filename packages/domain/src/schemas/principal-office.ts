import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import type { PrincipalOfficeValues } from '../model.ts';
import {
  addressShape,
  checkAddress,
  isAddressEmpty,
  nested,
  withRules,
  type AddIssue,
} from './common.ts';

export const principalOfficeShape = z.object({
  isSameAsStreetAddressChecked: z.boolean(),
  streetAddress: addressShape,
  mailingAddress: addressShape,
});

/** Checks the principal office: street required and not a PO Box; mailing unless same as street. */
export function checkPrincipalOffice(values: PrincipalOfficeValues, add: AddIssue): void {
  checkAddress(
    values.streetAddress,
    { required: true, noPoBox: true },
    nested(add, ['streetAddress']),
  );
  if (values.isSameAsStreetAddressChecked) return;
  if (isAddressEmpty(values.mailingAddress)) {
    add(['mailingAddress', 'address1'], messages.markBoxOrEnterMailing);
    return;
  }
  checkAddress(values.mailingAddress, { required: true }, nested(add, ['mailingAddress']));
}

export const principalOfficeSchema = withRules(principalOfficeShape, checkPrincipalOffice);
