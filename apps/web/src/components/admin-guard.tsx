import type { ReactNode } from 'react';
import { Navigate } from '../lib/router.tsx';
import { useStaffSession } from '../lib/api/staff-session.ts';
import { LoadingStatus } from './loading-status.tsx';

/**
 * Shows its children to a signed-in administrator only (the server authorises every admin call
 * too): nobody signed in goes to /loginadmin, a temporary password to /changePassword, other staff
 * to /notallowed. The server refuses every admin call on its own; this spares people pages they
 * cannot use.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useStaffSession();
  if (session.isPending) {
    return <LoadingStatus />;
  }
  const state = session.data;
  if (state === undefined || !state.signedIn) return <Navigate to="/loginadmin" replace />;
  if (state.session.mustChangePassword) return <Navigate to="/changePassword" replace />;
  if (!state.session.roles.includes('admin')) return <Navigate to="/notallowed" replace />;
  return <>{children}</>;
}
