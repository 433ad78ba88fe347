// POST /ens-db-api/send-email ("Email my receipt"): only the browser that paid holds the receipt
// token the call needs.
import type { CallAnswer, CallBody, sendReceiptEmailCall } from '@registrar/domain';
import { api } from '../../../lib/api.ts';

type SendReceiptEmailCall = typeof sendReceiptEmailCall;
const path: SendReceiptEmailCall['path'] = '/ens-db-api/send-email';

export type SendReceiptEmailRequest = CallBody<SendReceiptEmailCall>;
export type ReceiptEmailSent = CallAnswer<SendReceiptEmailCall>;

/** Mails the receipt; a bad address is refused with 400, a missing receipt token with 403. */
export function sendReceiptEmail(request: SendReceiptEmailRequest): Promise<ReceiptEmailSent> {
  return api.post<ReceiptEmailSent>(path, request);
}
