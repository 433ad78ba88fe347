// POST /business-api/sbf/verify: the mailed link's token confirms the account's email.
import type { CallAnswer, sbfVerifyEmailCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type SbfVerifyEmailCall = typeof sbfVerifyEmailCall;
const path: SbfVerifyEmailCall['path'] = '/business-api/sbf/verify';

type SbfVerifyEmailAnswer = CallAnswer<SbfVerifyEmailCall>;

/** Verifies the email; an expired or used link is refused with 410. */
export function verifySbfEmail(token: string): Promise<SbfVerifyEmailAnswer> {
  return api.post<SbfVerifyEmailAnswer>(path, { token });
}
