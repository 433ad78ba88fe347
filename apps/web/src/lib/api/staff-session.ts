// GET /user-manager-api/secure/session and POST /user-manager-api/secure/logout: who on the
// registry's staff is signed in, shared by the shell's navigation, the AdminGuard and the sign-in
// pages. 401 means nobody is; it also says how staff sign in here.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '../query.tsx';
import type {
  CallAnswer,
  CallRefusal,
  staffSessionCall,
  staffSignOutCall,
} from '@registrar/domain';
import { api, ApiError } from '../api.ts';

type SessionCall = typeof staffSessionCall;
type SignOutCall = typeof staffSignOutCall;
const sessionPath: SessionCall['path'] = '/user-manager-api/secure/session';
const signOutPath: SignOutCall['path'] = '/user-manager-api/secure/logout';

export type StaffSession = CallAnswer<SessionCall>;
type SignedOut = CallRefusal<SessionCall, 401>;

/** The session, or `signedOut` with how staff sign in here. */
export type StaffSessionState =
  | { signedIn: true; session: StaffSession }
  | { signedIn: false; signInMethod: SignedOut['signInMethod'] };

const staffSessionKey = ['staff-session'] as const;

/** Who is signed in, asked of the server now (a page's action asks so; pages use the query). */
export async function fetchStaffSession(): Promise<StaffSessionState> {
  try {
    return { signedIn: true, session: await api.get<StaffSession>(sessionPath) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const method = error.apiData.signInMethod;
      return {
        signedIn: false,
        signInMethod: method === 'identity-provider' ? 'identity-provider' : 'password',
      };
    }
    throw error;
  }
}

/** The staff session, asked once and kept until a sign-in or sign-out replaces it. */
export function useStaffSession() {
  return useQuery({
    queryKey: staffSessionKey,
    queryFn: fetchStaffSession,
    retry: false,
    staleTime: 30_000,
  });
}

/** Whether the session is an administrator's who may work (no temporary password pending). */
export function isWorkingAdministrator(state: StaffSessionState | undefined): boolean {
  return (
    state?.signedIn === true &&
    state.session.roles.includes('admin') &&
    !state.session.mustChangePassword
  );
}

/** Records a new session (after a sign-in) or its end in the shared query. */
export function useSetStaffSession() {
  const client = useQueryClient();
  return useCallback(
    (state: StaffSessionState) => client.setQueryData(staffSessionKey, state),
    [client],
  );
}

/** Ends the session on the server. */
export function signOut(): Promise<CallAnswer<SignOutCall>> {
  return api.post<CallAnswer<SignOutCall>>(signOutPath);
}

/** Asks the server again who is signed in (after a sign-out); resolves once it has answered. */
export function useRefreshStaffSession() {
  const client = useQueryClient();
  return useCallback(() => client.refetchQueries({ queryKey: staffSessionKey }), [client]);
}
