// GET /business-api/sbf/session: the filer signed in to Secure Business Filing in this browser
// (the sign-in's cookie, or the token the tab keeps), for the pages that depend on it: the login
// page's notice, the change of password and the start of a protected entity's filing. Asked by
// the page wherever it renders, the server included.
import { useCallback } from 'react';
import type { CallAnswer, sbfSessionCall } from '@registrar/domain';
import { useQuery, useQueryClient } from '../query.tsx';
import { api, ApiError } from '../api.ts';

type SessionCall = typeof sbfSessionCall;
const path: SessionCall['path'] = '/business-api/sbf/session';

export type FilerSession = Omit<CallAnswer<SessionCall>, 'code'>;

const filerSessionKey = ['filer-session'] as const;

/** The signed-in filer, or null when nobody is. */
export async function fetchFilerSession(): Promise<FilerSession | null> {
  try {
    const { entityId, email, mustChangePassword } = await api.get<CallAnswer<SessionCall>>(path);
    return { entityId, email, mustChangePassword };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in filer (null: nobody), asked once (while `enabled`) and kept until a sign-in or
 * change replaces it.
 */
export function useFilerSession(enabled = true) {
  return useQuery({
    queryKey: filerSessionKey,
    queryFn: fetchFilerSession,
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}

/** Records a sign-in (or its end) in the shared query. */
export function useSetFilerSession() {
  const client = useQueryClient();
  return useCallback(
    (session: FilerSession | null) => client.setQueryData(filerSessionKey, session),
    [client],
  );
}
