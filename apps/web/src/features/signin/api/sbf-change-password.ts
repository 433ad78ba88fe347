// POST /business-api/sbf/change-password: the signed-in filer's new password (a temporary one
// must be changed first), sent with the filer's SBF access token (or, without one, the filer's
// cookie the sign-in set).
import type { CallAnswer, CallBody, sbfChangePasswordCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type SbfChangePasswordCall = typeof sbfChangePasswordCall;
const path: SbfChangePasswordCall['path'] = '/business-api/sbf/change-password';

/** Changes the password; a wrong current password is a 400 on `password`, no session a 401. */
export function changeSbfPassword(
  body: CallBody<SbfChangePasswordCall>,
  sbfToken: string | null,
): Promise<CallAnswer<SbfChangePasswordCall>> {
  return api.securePost<CallAnswer<SbfChangePasswordCall>>(path, body, sbfToken);
}
