// GET /user-manager-api/filing-accounts/:accountId: an account, its keys and a page of its ledger.
import type { CallAnswer, filingAccountCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.tsx';

type FilingAccountCall = typeof filingAccountCall;
const template: FilingAccountCall['path'] = '/user-manager-api/filing-accounts/:accountId';

export type FilingAccountAnswer = CallAnswer<FilingAccountCall>;

/** The address of the account's calls (the others add to it). */
function filingAccountPath(accountId: string): string {
  return template.replace(':accountId', encodeURIComponent(accountId));
}

/**
 * The account with its keys and the ledger's newest entries (older ones from `cursor` on), when
 * the page's address names one (`enabled`).
 */
export function useFilingAccount(accountId: string, cursor: string | null, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'filingAccount', accountId, cursor],
    queryFn: () =>
      api.get<FilingAccountAnswer>(filingAccountPath(accountId), cursor === null ? {} : { cursor }),
    enabled,
    retry: false,
  });
}
