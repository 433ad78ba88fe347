// GET /business-api/admin/pendingFilings: one sorted page of the queue.
import { keepPreviousData, useQuery } from '../../../lib/query.tsx';
import type { CallAnswer, CallQuery, pendingFilingsCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type PendingFilingsCall = typeof pendingFilingsCall;
const path: PendingFilingsCall['path'] = '/business-api/admin/pendingFilings';

export type PendingFilingsAnswer = CallAnswer<PendingFilingsCall>;
/** The page asked for (the query string carries the page number as text). */
export type PendingFilingsQuery = Required<Omit<CallQuery<PendingFilingsCall>, 'page'>> & {
  page: number;
};

/** One page of the queue, sorted by the server; the previous page stays shown while it loads. */
export function usePendingFilings(query: PendingFilingsQuery) {
  return useQuery({
    queryKey: ['admin', 'pendingFilings', query],
    queryFn: () => api.get<PendingFilingsAnswer>(path, query),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
