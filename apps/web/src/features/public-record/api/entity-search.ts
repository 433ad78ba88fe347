// GET /business-api/entity/search: businesses on the record by name or entity ID, a page at a time.
import { keepPreviousData, useQuery } from '../../../lib/query.tsx';
import type { CallAnswer, entitySearchCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type EntitySearchCall = typeof entitySearchCall;
const path: EntitySearchCall['path'] = '/business-api/entity/search';

export type EntitySearchAnswer = CallAnswer<EntitySearchCall>;

/** One page of results for the query; nothing is asked while the query is empty. */
export function useEntitySearch(query: string, page: number) {
  return useQuery({
    queryKey: ['entity-search', query, page],
    queryFn: () => api.get<EntitySearchAnswer>(path, { q: query, page }),
    enabled: query !== '',
    retry: false,
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
