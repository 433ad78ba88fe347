// GET and POST /user-manager-api/filing-accounts: every filing account, and opening one.
import type {
  CallAnswer,
  CallBody,
  createFilingAccountCall,
  filingAccountsCall,
} from '@registrar/domain';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.tsx';

type FilingAccountsCall = typeof filingAccountsCall;
type CreateFilingAccountCall = typeof createFilingAccountCall;
// One address for both calls (the list's GET, the new account's POST).
const path: FilingAccountsCall['path'] = '/user-manager-api/filing-accounts';
const createPath: CreateFilingAccountCall['path'] = path;

/** Every filing account with its balance, kept while the page shows them. */
export function useFilingAccounts() {
  return useQuery({
    queryKey: ['admin', 'filingAccounts'],
    queryFn: () => api.get<CallAnswer<FilingAccountsCall>>(path),
    retry: false,
  });
}

/** Opens a filing account for a firm. */
export function createFilingAccount(body: CallBody<CreateFilingAccountCall>) {
  return api.post<CallAnswer<CreateFilingAccountCall>>(createPath, body);
}
