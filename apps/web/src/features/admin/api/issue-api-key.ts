// POST /user-manager-api/filing-accounts/:accountId/keys: issues an API key, shown this once.
import type { CallAnswer, CallBody, issueApiKeyCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type IssueApiKeyCall = typeof issueApiKeyCall;
const template: IssueApiKeyCall['path'] = '/user-manager-api/filing-accounts/:accountId/keys';

/** Issues a key to the account: the answer holds the key itself, which is never shown again. */
export function issueApiKey(accountId: string, body: CallBody<IssueApiKeyCall>) {
  return api.post<CallAnswer<IssueApiKeyCall>>(
    template.replace(':accountId', encodeURIComponent(accountId)),
    body,
  );
}
