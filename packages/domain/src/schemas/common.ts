// Building blocks for the step schemas: structural shapes plus rule checkers that report each
// message at its field's path, so react-hook-form and the server's 400 answers name the field.
// The schemas use zod/mini, whose functional API bundlers can tree-shake, to keep the browser's
// first page small; they are ordinary zod 4 schemas to zodResolver and to classic zod.
import * as z from 'zod/mini';
import { messages } from '../messages.ts';
import { isNonUsCountry, isPoBox } from '../reference.ts';
import { checkText, type TextRule } from '../text-rules.ts';
import type { Address, PersonName } from '../model.ts';

// Classic zod registers its English messages ("Invalid input: expected string, received number")
// when its first schema is built; zod/mini does not, and would answer "Invalid input" to a
// malformed slice. Registering them here, unless the application chose a locale, keeps the
// structural messages the same whichever zod the rest of the application loads.
if (z.config().localeError === undefined) z.config(z.locales.en());

export type IssuePath = (string | number)[];
/** Reports one message at a path relative to the value being checked. */
export type AddIssue = (path: IssuePath, message: string) => void;

/** Wraps a structural schema with a rule checker that reports messages at field paths. */
export function withRules<T extends z.ZodMiniType>(
  shape: T,
  check: (value: z.output<T>, add: AddIssue) => void,
): T {
  return shape.check(
    z.superRefine((value: z.output<T>, ctx) => {
      check(value, (path, message) => ctx.addIssue({ code: 'custom', path, message }));
    }),
  );
}

/** Prefixes every reported path, for checking a nested part of a slice. */
export function nested(add: AddIssue, prefix: IssuePath): AddIssue {
  return (path, message) => add([...prefix, ...path], message);
}

/** Applies a generic text rule to one field. */
export function checkField(value: string, rule: TextRule, add: AddIssue, path: IssuePath): boolean {
  const problem = checkText(value, rule);
  if (problem !== null) add(path, problem);
  return problem === null;
}

/** A standalone generic text field schema: trimmed, then the rule's messages. */
export function textSchema(rule: TextRule) {
  return z.string().check(
    z.trim(),
    z.superRefine((value: string, ctx) => {
      const problem = checkText(value, rule);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );
}

export const yesNoShape = z.enum(['Y', 'N', '']);

export const addressShape = z.object({
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  province: z.string(),
  country: z.string(),
  countryDescription: z.optional(z.string()),
  addressType: z.enum(['PHYS', 'MAIL']),
  processed: z.optional(z.boolean()),
  valid: z.optional(z.boolean()),
  verified: z.optional(z.boolean()),
  accepted: z.optional(z.boolean()),
  needsAdditionalInfo: z.optional(z.boolean()),
  hasChanged: z.optional(z.boolean()),
  postofficeBox: z.optional(z.boolean()),
  coloradoZipcode: z.optional(z.boolean()),
  addressSelectionType: z.optional(z.enum(['USER', 'VERIFIED', 'NOT_SELECTED'])),
});

export const personNameShape = z.object({
  nameTyp: z.enum(['I', 'O', '']),
  orgName: z.string(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  suffix: z.string(),
  typeCode: z.optional(z.string()),
  hasChanged: z.optional(z.boolean()),
});

export interface AddressRuleOptions {
  /** When false, an address with nothing typed passes. */
  required: boolean;
  /** Street address must be in Colorado, US (registered agent). */
  coloradoOnly?: boolean;
  /** Street address cannot be a post-office box. */
  noPoBox?: boolean;
}

const US_ZIP = /^\d{5}(?:-?\d{4})?$/;

/** True when nothing has been typed into the address. */
export function isAddressEmpty(address: Address): boolean {
  return [address.address1, address.address2, address.city, address.zip, address.province].every(
    (part) => part.trim() === '',
  );
}

/** Checks an address's fields: required parts, lengths, printable ASCII, and where it must be. */
export function checkAddress(address: Address, options: AddressRuleOptions, add: AddIssue): void {
  if (!options.required && isAddressEmpty(address)) return;
  const address1Ok = checkField(
    address.address1,
    { required: messages.enterAddress, min: 2, max: 50 },
    add,
    ['address1'],
  );
  if (address1Ok && options.noPoBox === true && isPoBox(address.address1)) {
    add(['address1'], messages.streetAddressPoBox);
  }
  checkField(address.address2, { min: 2, max: 50 }, add, ['address2']);
  checkField(address.city, { required: messages.enterCity, min: 2, max: 35 }, add, ['city']);
  const country = address.country.trim();
  if (country === '') add(['country'], messages.chooseCountry);
  const nonUs = isNonUsCountry(country);
  if (nonUs) {
    checkField(address.province, { min: 2, max: 100 }, add, ['province']);
  } else if (address.state.trim() === '') {
    add(['state'], messages.chooseState);
  }
  const zipOk = checkField(address.zip, { required: messages.enterZip, min: 2, max: 15 }, add, [
    'zip',
  ]);
  if (zipOk && !nonUs && country.toUpperCase() === 'US' && !US_ZIP.test(address.zip.trim())) {
    add(['zip'], messages.enterZip);
  }
  if (options.coloradoOnly === true) {
    if (country.toUpperCase() !== 'US' && country !== '')
      add(['country'], messages.addressMustBeIn('Colorado'));
    else if (address.state.trim() !== '' && address.state.trim().toUpperCase() !== 'CO') {
      add(['state'], messages.addressMustBeIn('Colorado'));
    }
  }
}

/** Address schema with the catalogue's messages at each field. */
export function addressSchema(options: AddressRuleOptions = { required: true }) {
  return withRules(addressShape, (address, add) => checkAddress(address, options, add));
}

export interface NameRuleOptions {
  /** Message when no name type is chosen; without it an unchosen type is treated as individual. */
  typeRequired?: string;
  /** Message when the organisation name is empty. */
  organizationRequired?: string;
}

/** Checks an individual's name parts: first 1-20, middle 1-15, last 2-25, suffix. */
export function checkIndividualName(name: PersonName, add: AddIssue): void {
  checkField(name.firstName, { required: messages.enterFirstName, min: 1, max: 20 }, add, [
    'firstName',
  ]);
  checkField(name.middleName, { min: 1, max: 15 }, add, ['middleName']);
  checkField(name.lastName, { required: messages.enterLastName, min: 2, max: 25 }, add, [
    'lastName',
  ]);
  checkField(name.suffix, { max: 10 }, add, ['suffix']);
}

/** Checks an organisation's name: 2 to 250 characters, printable ASCII. */
export function checkOrganizationName(
  name: PersonName,
  requiredMessage: string,
  add: AddIssue,
): void {
  checkField(name.orgName, { required: requiredMessage, min: 2, max: 250 }, add, ['orgName']);
}

/** Checks a person name by its type: I individual parts, O organisation name. */
export function checkPersonName(name: PersonName, options: NameRuleOptions, add: AddIssue): void {
  if (name.nameTyp === 'O') {
    checkOrganizationName(name, options.organizationRequired ?? messages.enterEntitysName, add);
  } else if (name.nameTyp === 'I' || options.typeRequired === undefined) {
    checkIndividualName(name, add);
  } else {
    add(['nameTyp'], options.typeRequired);
  }
}

/** Person name schema (individual or organisation) with the catalogue's messages. */
export function nameSchema(options: NameRuleOptions = {}) {
  return withRules(personNameShape, (name, add) => checkPersonName(name, options, add));
}
