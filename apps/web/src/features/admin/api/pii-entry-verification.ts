// GET /business-api/admin/piiEntryVerification.
import type { CallAnswer, CallQuery, piiEntryVerificationCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type PiiEntryVerificationCall = typeof piiEntryVerificationCall;
const path: PiiEntryVerificationCall['path'] = '/business-api/admin/piiEntryVerification';

export type PiiVerification = CallAnswer<PiiEntryVerificationCall>;

/** Whether the server finds the entity, the PII document and the Statement of Removal. */
export function verifyPiiEntry(query: CallQuery<PiiEntryVerificationCall>) {
  return api.get<PiiVerification>(path, query);
}
