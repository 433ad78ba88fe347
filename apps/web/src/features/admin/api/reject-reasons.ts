// GET /business-api/admin/rejectReasons.
import { useQuery } from '../../../lib/query.tsx';
import type { CallAnswer, rejectReasonsCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type RejectReasonsCall = typeof rejectReasonsCall;
const path: RejectReasonsCall['path'] = '/business-api/admin/rejectReasons';

/** The reasons an administrator can choose. */
export function useRejectReasons() {
  return useQuery({
    queryKey: ['admin', 'rejectReasons'],
    queryFn: () => api.get<CallAnswer<RejectReasonsCall>>(path),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
