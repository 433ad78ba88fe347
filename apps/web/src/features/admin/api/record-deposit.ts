// POST /user-manager-api/filing-accounts/:accountId/deposits.
import type { CallAnswer, CallBody, recordDepositCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type RecordDepositCall = typeof recordDepositCall;
const template: RecordDepositCall['path'] = '/user-manager-api/filing-accounts/:accountId/deposits';

/** Records money the firm paid into its account. */
export function recordDeposit(accountId: string, body: CallBody<RecordDepositCall>) {
  return api.post<CallAnswer<RecordDepositCall>>(
    template.replace(':accountId', encodeURIComponent(accountId)),
    body,
  );
}
