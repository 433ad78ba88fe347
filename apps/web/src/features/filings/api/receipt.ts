// POST /business-api/file/receipt: records the paid filing once and answers its receipt; a paid
// filing the registry could not record answers 409 with the refund.
import { useQuery } from '../../../lib/query.tsx';
import type { CallAnswer, CallRefusal, receiptCall } from '@registrar/domain';
import { api, type ApiError } from '../../../lib/api.ts';

type ReceiptCall = typeof receiptCall;
const path: ReceiptCall['path'] = '/business-api/file/receipt';

export type ReceiptAnswer = CallAnswer<ReceiptCall>;

/** The 409 of a paid filing that was not recorded: why, the server's words, and the refund. */
export type NotRecorded = Extract<CallRefusal<ReceiptCall, 409>, { outcome: string }>;
export type NotRecordedOutcome = NotRecorded['outcome'];

/** The receipt of the filing paid under this reference. */
function fetchReceipt(refId: string): Promise<ReceiptAnswer> {
  return api.post<ReceiptAnswer>(path, { refId });
}

/** The receipt, asked once per reference (a repeated call answers the same stored receipt). */
export function useReceipt(refId: string) {
  return useQuery({
    queryKey: ['receipt', refId],
    queryFn: () => fetchReceipt(refId),
    enabled: refId !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** The refusal of a paid filing that was not recorded, or null for any other failure. */
export function notRecordedAnswer(error: ApiError): NotRecorded | null {
  const { outcome } = error.apiData;
  if (
    error.status !== 409 ||
    (outcome !== 'NAME_UNAVAILABLE' && outcome !== 'ALREADY_PENDING_REVIEW')
  )
    return null;
  return error.apiData as NotRecorded;
}
