// GET and POST /user-manager-api/store/setup/:token: the first administrator's one-time link.
import type {
  CallAnswer,
  CallBody,
  setupAdministratorCall,
  setupLinkCall,
} from '@registrar/domain';
import { useQuery } from '../../../lib/query.tsx';
import { api } from '../../../lib/api.ts';

type CheckCall = typeof setupLinkCall;
type SetupCall = typeof setupAdministratorCall;

function pathOf(token: string): string {
  const template: CheckCall['path'] = '/user-manager-api/store/setup/:token';
  return template.replace(':token', encodeURIComponent(token));
}

/** Whether the link can still be used (410 when used, expired, or an administrator exists). */
export function useSetupLink(token: string) {
  return useQuery({
    queryKey: ['setup-link', token],
    queryFn: () => api.get<CallAnswer<CheckCall>>(pathOf(token)),
    retry: false,
  });
}

/** Makes the first administrator and signs them in. */
export function createFirstAdministrator(
  token: string,
  body: CallBody<SetupCall>,
): Promise<CallAnswer<SetupCall>> {
  return api.post<CallAnswer<SetupCall>>(pathOf(token), body);
}
