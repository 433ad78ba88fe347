// POST /business-api/sbf: entity ID, email and password; answers the SBF access token, or 401
// 'Email or password is invalid' whatever was wrong.
import type { CallAnswer, CallBody, sbfSignInCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type SbfSignInCall = typeof sbfSignInCall;
const path: SbfSignInCall['path'] = '/business-api/sbf';

export type SbfSignInRequest = CallBody<SbfSignInCall>;
type SbfSignInAnswer = CallAnswer<SbfSignInCall>;

/** Signs the filer in; a refusal is an ApiError (401, 429, 5xx). */
export function signInToSbf(body: SbfSignInRequest): Promise<SbfSignInAnswer> {
  return api.post<SbfSignInAnswer>(path, body);
}
