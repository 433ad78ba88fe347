// GET /business-api/entity/validateEntityNameAndAvailability: the name's format and whether the
// record or a reservation holds it.
import type { CallAnswer, CallQuery, nameAvailabilityCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type NameAvailabilityCall = typeof nameAvailabilityCall;
const path: NameAvailabilityCall['path'] = '/business-api/entity/validateEntityNameAndAvailability';

export type NameAvailabilityQuery = CallQuery<NameAvailabilityCall>;
export type NameAvailabilityAnswer = CallAnswer<NameAvailabilityCall>;

/** Checks a name; a malformed query is refused with 400 and the field's message. */
export function checkNameAvailability(
  query: NameAvailabilityQuery,
): Promise<NameAvailabilityAnswer> {
  return api.get<NameAvailabilityAnswer>(path, query);
}
