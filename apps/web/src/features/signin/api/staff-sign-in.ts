// POST /user-manager-api/store/login: staff sign-in with username and password.
import type { CallAnswer, CallBody, staffSignInCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type SignInCall = typeof staffSignInCall;
const path: SignInCall['path'] = '/user-manager-api/store/login';

/** Signs in; 401 for any wrong username or password, 429 when too many tries. */
export function signInStaff(body: CallBody<SignInCall>): Promise<CallAnswer<SignInCall>> {
  return api.post<CallAnswer<SignInCall>>(path, body);
}
