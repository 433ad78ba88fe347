// POST /business-api/admin/rejectFiling.
import type { CallAnswer, CallBody, rejectFilingCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type RejectFilingCall = typeof rejectFilingCall;
const path: RejectFilingCall['path'] = '/business-api/admin/rejectFiling';

/** Rejects the held filing with the chosen reasons and additional text. */
export function rejectFiling(body: CallBody<RejectFilingCall>) {
  return api.post<CallAnswer<RejectFilingCall>>(path, body);
}
