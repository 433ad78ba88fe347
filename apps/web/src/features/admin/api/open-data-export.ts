// GET /business-api/admin/openDataExport and POST /business-api/admin/buildOpenDataExport: the
// latest open-data export with any build under way, and asking for a new one now.
import type {
  buildOpenDataExportCall,
  CallAnswer,
  openDataExportStatusCall,
} from '@registrar/domain';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.tsx';

type StatusCall = typeof openDataExportStatusCall;
type BuildCall = typeof buildOpenDataExportCall;
const statusPath: StatusCall['path'] = '/business-api/admin/openDataExport';
const buildPath: BuildCall['path'] = '/business-api/admin/buildOpenDataExport';

/** The latest export and the build asked for, if any, kept while the page shows them. */
export function useOpenDataExport() {
  return useQuery({
    queryKey: ['admin', 'openDataExport'],
    queryFn: () => api.get<CallAnswer<StatusCall>>(statusPath),
    retry: false,
  });
}

/** Asks for a new export now (answered by the build already asked for, if there is one). */
export function buildOpenDataExport() {
  return api.post<CallAnswer<BuildCall>>(buildPath, {});
}
