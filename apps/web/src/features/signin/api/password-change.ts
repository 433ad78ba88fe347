// POST /user-manager-api/secure/store/change-pass.
import type { CallAnswer, CallBody, passwordChangeCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type ChangeCall = typeof passwordChangeCall;
const path: ChangeCall['path'] = '/user-manager-api/secure/store/change-pass';

/** Changes the signed-in user's password; a wrong current password is a 400 on `password`. */
export function changePassword(body: CallBody<ChangeCall>): Promise<CallAnswer<ChangeCall>> {
  return api.post<CallAnswer<ChangeCall>>(path, body);
}
