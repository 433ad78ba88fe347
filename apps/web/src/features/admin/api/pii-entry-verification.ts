// GET /business-api/admin/piiEntryVerification.
import type { CallAnswer, CallQuery, piiEntryVerificationCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.tsx';

type PiiEntryVerificationCall = typeof piiEntryVerificationCall;
const path: PiiEntryVerificationCall['path'] = '/business-api/admin/piiEntryVerification';

export type PiiVerification = CallAnswer<PiiEntryVerificationCall>;

/** Whether the server finds the entity, the PII document and the Statement of Removal. */
export function verifyPiiEntry(query: CallQuery<PiiEntryVerificationCall>) {
  return api.get<PiiVerification>(path, query);
}

/** The verification of the IDs a page's address carries (with the entity's name), when it has them. */
export function usePiiVerification(query: CallQuery<PiiEntryVerificationCall> | null) {
  return useQuery({
    queryKey: ['admin', 'piiEntryVerification', query],
    queryFn: () => verifyPiiEntry(query ?? { entityId: '', piiDocId: '', removalDocId: '' }),
    enabled: query !== null,
    retry: false,
    staleTime: 60_000,
  });
}
