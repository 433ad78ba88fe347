// POST /user-manager-api/store/reset-pass: emails a temporary password.
import type { CallAnswer, CallBody, passwordResetCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type ResetCall = typeof passwordResetCall;
const path: ResetCall['path'] = '/user-manager-api/store/reset-pass';

/** Asks for a temporary password; the answer is the same whether or not the account matched. */
export function requestPasswordReset(body: CallBody<ResetCall>): Promise<CallAnswer<ResetCall>> {
  return api.post<CallAnswer<ResetCall>>(path, body);
}
