// POST /user-manager-api/filing-accounts/:accountId/keys/:keyId/revoke.
import type { CallAnswer, revokeApiKeyCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type RevokeApiKeyCall = typeof revokeApiKeyCall;
const template: RevokeApiKeyCall['path'] =
  '/user-manager-api/filing-accounts/:accountId/keys/:keyId/revoke';

/** Revokes one of the account's keys at once. */
export function revokeApiKey(accountId: string, keyId: string) {
  return api.post<CallAnswer<RevokeApiKeyCall>>(
    template
      .replace(':accountId', encodeURIComponent(accountId))
      .replace(':keyId', encodeURIComponent(keyId)),
    {},
  );
}
