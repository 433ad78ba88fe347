// POST /business-api/sbf/account: the browser that paid for a recorded filing opens a Secure
// Business Filing account for its entity with the receipt token it holds.
import type { CallAnswer, CallBody, sbfCreateAccountCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type SbfCreateAccountCall = typeof sbfCreateAccountCall;
const path: SbfCreateAccountCall['path'] = '/business-api/sbf/account';

export type SbfCreateAccountRequest = CallBody<SbfCreateAccountCall>;
type SbfCreateAccountAnswer = CallAnswer<SbfCreateAccountCall>;

/** Creates the account; the server mails the link that verifies the email. */
export function createSbfAccount(body: SbfCreateAccountRequest): Promise<SbfCreateAccountAnswer> {
  return api.post<SbfCreateAccountAnswer>(path, body);
}
