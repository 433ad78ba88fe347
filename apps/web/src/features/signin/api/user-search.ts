// GET /user-manager-api/secure/search/user-id, user-name and user-bsf.
import type {
  CallAnswer,
  searchUsersByBsfCall,
  searchUsersByIdCall,
  searchUsersByNameCall,
} from '@registrar/domain';
import { useQuery } from '../../../lib/query.tsx';
import { api } from '../../../lib/api.ts';

export type UserSearchKind = 'user-id' | 'user-name' | 'user-bsf';
type SearchAnswer = CallAnswer<typeof searchUsersByIdCall>;

const paths = {
  'user-id': '/user-manager-api/secure/search/user-id',
  'user-name': '/user-manager-api/secure/search/user-name',
  'user-bsf': '/user-manager-api/secure/search/user-bsf',
} as const satisfies Record<
  UserSearchKind,
  | (typeof searchUsersByIdCall)['path']
  | (typeof searchUsersByNameCall)['path']
  | (typeof searchUsersByBsfCall)['path']
>;
const queryKeys = { 'user-id': 'userId', 'user-name': 'name', 'user-bsf': 'bsfId' } as const;

/** The staff accounts that match, once there is something to search for. */
export function useUserSearch(kind: UserSearchKind, value: string) {
  return useQuery({
    queryKey: ['user-search', kind, value],
    queryFn: () => api.get<SearchAnswer>(paths[kind], { [queryKeys[kind]]: value }),
    enabled: value.trim() !== '',
    retry: false,
  });
}
