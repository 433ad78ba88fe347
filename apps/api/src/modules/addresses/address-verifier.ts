// The address verifier behind POST /business-api/address/validate. The built-in verifier checks
// what a shipped ZIP data set can prove (ZIP ↔ city ↔ state) and standardises the delivery lines
// after USPS Publication 28; a postal verification API adapter can replace it by implementing
// the same interface.

import { isDomesticCountry, stateName, toStateCode } from '@registrar/domain';
import {
  cityComparisonKey,
  standardizeAddressLine,
  standardizeCityName,
} from './publication-28.ts';
import { loadZipDirectory, type ZipDirectory } from './zip-directory.ts';

export interface AddressInput {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  province: string;
  country: string;
}

interface AddressVerification {
  input: AddressInput;
  /** We tried; false for non-US addresses, which are not validated. */
  processed: boolean;
  /** A standardised match was found. */
  verified: boolean;
  /** Acceptable: ZIP, city and state consistent, in the required state, and not a refused PO Box. */
  valid: boolean;
  postofficeBox: boolean;
  coloradoZipcode: boolean;
  inRequiredState: boolean;
  /** USPS Publication 28 form, upper case; null when no match was found or not processed. */
  standardized: AddressInput | null;
  /** User-facing reasons, in the product's wording. */
  messages: string[];
}

interface AddressVerificationOptions {
  /** Two-letter code (or name) of the state the address must be in, e.g. CO for a registered agent. */
  requiredState?: string;
  /** False where a PO Box is not allowed (principal office and registered agent street addresses). */
  allowPoBox?: boolean;
}

export interface AddressVerifier {
  verify(input: AddressInput, options?: AddressVerificationOptions): Promise<AddressVerification>;
}

/** The address dialog's message when no match is found. */
export const noMatchMessage =
  'Error - No match found. Review addresses and make sure you entered them correctly. Include the apt, unit, or suite number if applicable.';

/** The address dialog's message for an address outside the required state, named in full (Colorado). */
export function mustBeInStateMessage(stateCode: string): string {
  return `Error - Address must be in ${stateName(stateCode) ?? stateCode}.`;
}

/** The principal office's and registered agent's street address may not be a PO Box. */
export const poBoxNotAllowedMessage = 'Street address cannot be a PO Box.';

/** ZIP or ZIP+4 in Pub 28 form (80203 or 80203-1234), or null if it is neither. */
export function parseZip(zip: string): { zip5: string; formatted: string } | null {
  const match = /^(\d{5})(?:[ -]?(\d{4}))?$/.exec(zip.trim());
  if (!match?.[1]) return null;
  return { zip5: match[1], formatted: match[2] ? `${match[1]}-${match[2]}` : match[1] };
}

/** Builds the built-in verifier over the shipped ZIP data set, which it loads once, now. */
export function createBuiltInAddressVerifier(
  zipDirectory: ZipDirectory = loadZipDirectory(),
): AddressVerifier {
  return {
    verify: async (input, options = {}) => verifyAddress(zipDirectory, input, options),
  };
}

function verifyAddress(
  zipDirectory: ZipDirectory,
  input: AddressInput,
  { requiredState, allowPoBox = true }: AddressVerificationOptions,
): AddressVerification {
  const line1 = standardizeAddressLine(input.address1);
  const line2 = standardizeAddressLine(input.address2);
  const postofficeBox = line1.postofficeBox || line2.postofficeBox;
  const parsedZip = parseZip(input.zip);
  const zipEntry = parsedZip ? zipDirectory.lookup(parsedZip.zip5) : undefined;
  const requiredStateCode =
    requiredState === undefined
      ? null
      : (toStateCode(requiredState) ?? requiredState.trim().toUpperCase());

  // International addresses are not validated, but they can still be outside a required state or a
  // refused PO Box.
  const domestic = isDomesticCountry(input.country);
  const enteredState = toStateCode(input.state);
  const matched =
    domestic &&
    parsedZip !== null &&
    zipEntry !== undefined &&
    enteredState === zipEntry.state &&
    line1.text !== '';
  const addressState = domestic ? enteredState : null;
  const inRequiredState = requiredStateCode === null || addressState === requiredStateCode;
  const poBoxRefused = postofficeBox && !allowPoBox;

  const messages: string[] = [];
  if (domestic && !matched) messages.push(noMatchMessage);
  if (requiredStateCode !== null && !inRequiredState) {
    messages.push(mustBeInStateMessage(requiredStateCode));
  }
  if (poBoxRefused) messages.push(poBoxNotAllowedMessage);

  // The data set names one city per ZIP. An equivalent spelling (ST THOMAS, SAINT THOMAS) keeps
  // the user's; a different city with a matching ZIP and state is offered corrected to the ZIP's
  // city, and the user picks the entered or the verified version in the dialog.
  const standardized: AddressInput | null = matched
    ? {
        address1: line1.text,
        address2: line2.text,
        city:
          cityComparisonKey(input.city) === cityComparisonKey(zipEntry.city)
            ? standardizeCityName(input.city)
            : standardizeCityName(zipEntry.city),
        state: zipEntry.state,
        zip: parsedZip.formatted,
        province: '',
        country: input.country.trim().toUpperCase(),
      }
    : null;

  return {
    input,
    processed: domestic,
    verified: matched,
    valid: (matched || !domestic) && inRequiredState && !poBoxRefused,
    postofficeBox,
    coloradoZipcode: domestic && zipEntry?.state === 'CO',
    inRequiredState,
    standardized,
    messages,
  };
}
