// POST /business-api/sbf/password: a new password from the mailed reset link.
import type { CallAnswer, CallBody, sbfSetPasswordCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type SbfSetPasswordCall = typeof sbfSetPasswordCall;
const path: SbfSetPasswordCall['path'] = '/business-api/sbf/password';

type SbfSetPasswordAnswer = CallAnswer<SbfSetPasswordCall>;

/** Sets the password; an expired or used link is refused with 410. */
export function setSbfPassword(body: CallBody<SbfSetPasswordCall>): Promise<SbfSetPasswordAnswer> {
  return api.post<SbfSetPasswordAnswer>(path, body);
}
