// GET /business-api/data: the files of the latest export of the business register.
import { useQuery } from '../../../lib/query.tsx';
import type { CallAnswer, openDataCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type OpenDataCall = typeof openDataCall;
const path: OpenDataCall['path'] = '/business-api/data';

export type OpenDataAnswer = CallAnswer<OpenDataCall>;

/** The latest export's manifest; not retried (a 404, no export yet, is an answer). */
export function useOpenDataExport() {
  return useQuery({
    queryKey: ['open-data'],
    queryFn: () => api.get<OpenDataAnswer>(path),
    retry: false,
  });
}
