// POST /business-api/address/validate: verification of the addresses a step's dialog shows.
import type { CallAnswer, CallBody, addressValidateCall } from '@registrar/domain';
import { api } from '../api.ts';

type AddressValidateCall = typeof addressValidateCall;
const path: AddressValidateCall['path'] = '/business-api/address/validate';

export type AddressValidateRequest = CallBody<AddressValidateCall>;
/** The server's answer for one address. */
export type VerificationResult = CallAnswer<AddressValidateCall>['results'][number];

/** Verifies one to four addresses; each result carries the id it was sent with. */
export async function validateAddresses(
  request: AddressValidateRequest,
): Promise<VerificationResult[]> {
  const { results } = await api.post<CallAnswer<AddressValidateCall>>(path, request);
  return results;
}
