// POST /business-api/admin/approveFiling.
import type { approveFilingCall, CallAnswer, CallBody } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type ApproveFilingCall = typeof approveFilingCall;
const path: ApproveFilingCall['path'] = '/business-api/admin/approveFiling';

/** Approves the held filing, leaving the files in `deactivateIds` out of its public document. */
export function approveFiling(body: CallBody<ApproveFilingCall>) {
  return api.post<CallAnswer<ApproveFilingCall>>(path, body);
}
