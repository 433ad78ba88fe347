// GET /business-api/admin/pendingFilingPdf: the held filing's document and its attachments.
import { useQuery } from '../../../lib/query.tsx';
import type { CallAnswer, pendingFilingPdfCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type PendingFilingPdfCall = typeof pendingFilingPdfCall;
const path: PendingFilingPdfCall['path'] = '/business-api/admin/pendingFilingPdf';

export type PendingFilingPdfAnswer = CallAnswer<PendingFilingPdfCall>;

/** The document (base64 PDF) and files of the held filing. */
export function usePendingFilingPdf(masterId: string, transId: string) {
  return useQuery({
    queryKey: ['admin', 'pendingFilingPdf', masterId, transId],
    queryFn: () => api.get<PendingFilingPdfAnswer>(path, { masterId, transId }),
    enabled: masterId !== '' && transId !== '',
    retry: false,
    staleTime: Infinity,
  });
}
