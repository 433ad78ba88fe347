// The choice logic of the address verification dialog, kept pure so it is tested on its own.
import {
  isNonUsCountry,
  isSamePostalAddress,
  type Address,
  type AddressSelectionType,
} from '@registrar/domain';
import { validateAddresses, type VerificationResult } from '../lib/api/address-validate.ts';
import { t } from '../app/i18n/index.ts';

export type { VerificationResult };

/** One address sent to POST /business-api/address/validate. */
export interface AddressToVerify {
  id: string;
  /** Heading of the address in the dialog, e.g. "Street address". */
  label: string;
  address: Address;
  /** Two-letter code of the state the address must be in (registered agent: CO). */
  requiredState?: string;
  allowPoBox?: boolean;
}

type VerificationProblem = { kind: 'noMatch' } | { kind: 'wrongState'; state: string };

/** How the dialog shows one address. */
export interface VerificationEntry {
  request: AddressToVerify;
  result: VerificationResult;
  /** The verified version can be offered. */
  offerVerified: boolean;
  problem: VerificationProblem | null;
}

export type Selections = Record<string, AddressSelectionType>;

/** Builds the dialog's entries from the request and the server's results. */
export function buildEntries(
  requests: AddressToVerify[],
  results: VerificationResult[],
): VerificationEntry[] {
  return requests.map((request) => {
    const result =
      results.find((candidate) => candidate.id === request.id) ??
      ({
        id: request.id,
        input: {
          address1: request.address.address1,
          address2: request.address.address2,
          city: request.address.city,
          state: request.address.state,
          zip: request.address.zip,
          province: request.address.province,
          country: request.address.country,
        },
        processed: false,
        verified: false,
        valid: false,
        postofficeBox: false,
        coloradoZipcode: false,
        inRequiredState: true,
        standardized: null,
        messages: [],
      } satisfies VerificationResult);
    let problem: VerificationProblem | null = null;
    if (request.requiredState !== undefined && !result.inRequiredState) {
      problem = { kind: 'wrongState', state: request.requiredState };
    } else if (!result.verified || result.standardized === null) {
      problem = { kind: 'noMatch' };
    }
    return { request, result, offerVerified: problem === null, problem };
  });
}

/**
 * The selections the dialog opens with: an address the post office knows but calls invalid
 * gets the user's own version selected; every other address waits for the user's choice.
 */
export function initialSelections(entries: VerificationEntry[]): Selections {
  const selections: Selections = {};
  for (const entry of entries) {
    const ownAutoSelected =
      entry.result.processed &&
      entry.result.verified &&
      !entry.result.valid &&
      entry.problem === null;
    selections[entry.request.id] = ownAutoSelected ? 'USER' : 'NOT_SELECTED';
  }
  return selections;
}

/** An address in the wrong state cannot be accepted at all: the user must change it. */
function hasBlockingProblem(entries: VerificationEntry[]): boolean {
  return entries.some((entry) => entry.problem?.kind === 'wrongState');
}

/** The confirm button shows once every address has a choice and none is in an invalid state. */
export function canConfirm(entries: VerificationEntry[], selections: Selections): boolean {
  if (hasBlockingProblem(entries)) return false;
  return entries.every((entry) => {
    const selection = selections[entry.request.id];
    return selection === 'USER' || (selection === 'VERIFIED' && entry.offerVerified);
  });
}

/** "Use this address" for one address, "Use selected addresses" for more. */
export function confirmLabel(entries: VerificationEntry[]): string {
  return entries.length === 1
    ? t('components.addressCheck.useThis')
    : t('components.addressCheck.useSelected');
}

/** The address the filing keeps after the user's choice: accepted, and the verified copy if chosen. */
export function applySelection(entry: VerificationEntry, selection: AddressSelectionType): Address {
  const { address } = entry.request;
  const flags = {
    processed: entry.result.processed,
    verified: entry.result.verified,
    valid: entry.result.valid,
    postofficeBox: entry.result.postofficeBox,
    coloradoZipcode: entry.result.coloradoZipcode,
  };
  if (selection === 'VERIFIED' && entry.result.standardized) {
    const verified = entry.result.standardized;
    return {
      ...address,
      ...flags,
      address1: verified.address1,
      address2: verified.address2,
      city: verified.city,
      state: verified.state,
      zip: verified.zip,
      province: verified.province,
      country: verified.country,
      hasChanged: true,
      accepted: true,
      addressSelectionType: 'VERIFIED',
    };
  }
  return { ...address, ...flags, accepted: true, addressSelectionType: 'USER' };
}

/**
 * The post office knows the address and writes it as it was typed, letter case aside: there is
 * nothing to choose, so the address is accepted as typed without asking (with script or without).
 * A version that differs in anything a person would read (an abbreviation, a ZIP+4, another city)
 * is still offered.
 */
export function confirmedAsTyped(entry: VerificationEntry): boolean {
  const { result, request } = entry;
  if (entry.problem !== null || !result.valid || result.standardized === null) return false;
  return isSamePostalAddress(request.address, result.standardized);
}

/** Addresses outside the US are not verified; they are accepted as entered. */
function acceptUnverified(address: Address): Address {
  return { ...address, accepted: true, addressSelectionType: 'USER' };
}

/**
 * Checks the addresses a step is about to keep. Those already accepted and those outside the US
 * (not verified) are settled at once; the others go to the post office's check, and those it
 * writes as they were typed are settled too. The rest come back as entries for the person to
 * choose from. When the check cannot be made, each entry is unmatched and the person can keep
 * their own.
 */
export async function checkAddresses(
  requests: AddressToVerify[],
): Promise<{ settled: Record<string, Address>; entries: VerificationEntry[] }> {
  const settled: Record<string, Address> = {};
  const pending: AddressToVerify[] = [];
  for (const request of requests) {
    if (request.address.accepted === true) settled[request.id] = request.address;
    else if (isNonUsCountry(request.address.country))
      settled[request.id] = acceptUnverified(request.address);
    else pending.push(request);
  }
  if (pending.length === 0) return { settled, entries: [] };
  let results: VerificationResult[] = [];
  try {
    results = await validateAddresses({
      addresses: pending.map((request) => ({
        id: request.id,
        address: {
          address1: request.address.address1,
          address2: request.address.address2,
          city: request.address.city,
          state: request.address.state,
          zip: request.address.zip,
          province: request.address.province,
          country: request.address.country,
        },
        ...(request.requiredState === undefined ? {} : { requiredState: request.requiredState }),
        ...(request.allowPoBox === undefined ? {} : { allowPoBox: request.allowPoBox }),
      })),
    });
  } catch {
    results = [];
  }
  const entries: VerificationEntry[] = [];
  for (const entry of buildEntries(pending, results)) {
    if (confirmedAsTyped(entry)) settled[entry.request.id] = applySelection(entry, 'USER');
    else entries.push(entry);
  }
  return { settled, entries };
}

/** The accepted addresses for the choices made, or null while a choice is missing or impossible. */
export function acceptSelections(
  entries: VerificationEntry[],
  selections: Selections,
): Record<string, Address> | null {
  if (!canConfirm(entries, selections)) return null;
  const accepted: Record<string, Address> = {};
  for (const entry of entries) {
    accepted[entry.request.id] = applySelection(entry, selections[entry.request.id] ?? 'USER');
  }
  return accepted;
}

/** The posted name of an address's choice, as the verification form writes it. */
export function selectionFieldOf(id: string): string {
  return `verify-${id}`;
}
