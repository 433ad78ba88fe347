// GET /business-api/file/status: where a filing held for review stands, for its filer.
import { useQuery } from '../../../lib/query.tsx';
import type { CallAnswer, heldFilingStatusCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type HeldFilingStatusCall = typeof heldFilingStatusCall;
const path: HeldFilingStatusCall['path'] = '/business-api/file/status';

/** The status, its dates and any rejection reasons of the held filing. */
export function useHeldFilingStatus(refId: string) {
  return useQuery({
    queryKey: ['heldFilingStatus', refId],
    queryFn: () => api.get<CallAnswer<HeldFilingStatusCall>>(path, { refId }),
    enabled: refId !== '',
    retry: false,
  });
}
