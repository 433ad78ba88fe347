// GET /business-api/transaction/available: whether an existing-entity filing is open to the
// entity today, and why not.
import type { CallAnswer, CallQuery, transactionAvailableCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type TransactionAvailableCall = typeof transactionAvailableCall;
const path: TransactionAvailableCall['path'] = '/business-api/transaction/available';

export type TransactionAvailableQuery = CallQuery<TransactionAvailableCall>;
export type TransactionAvailability = CallAnswer<TransactionAvailableCall>;

/** Whether the entity may file this today; 404 for an ID not on the record. */
export function fetchTransactionAvailability(
  query: TransactionAvailableQuery,
): Promise<TransactionAvailability> {
  return api.get<TransactionAvailability>(path, query);
}
