// GET /business-api/admin/pendingFiling: one held filing and its files.
import { useQuery } from '../../../lib/query.tsx';
import type { CallAnswer, pendingFilingCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type PendingFilingCall = typeof pendingFilingCall;
const path: PendingFilingCall['path'] = '/business-api/admin/pendingFiling';

export type PendingFilingAnswer = CallAnswer<PendingFilingCall>;

/** The held filing with these IDs, as the queue shows it (with its lock holder), and its files. */
export function fetchPendingFiling(masterId: string, transId: string) {
  return api.get<PendingFilingAnswer>(path, { masterId, transId });
}

/** The held filing with these IDs, kept while the page shows it. */
export function usePendingFiling(masterId: string, transId: string) {
  return useQuery({
    queryKey: ['admin', 'pendingFiling', masterId, transId],
    queryFn: () => fetchPendingFiling(masterId, transId),
    enabled: masterId !== '' && transId !== '',
    retry: false,
  });
}
