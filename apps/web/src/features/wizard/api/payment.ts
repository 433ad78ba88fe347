// POST /business-api/payment: the server checks the whole filing again and opens the checkout; its
// 400 names each field and the review sections still incomplete.
import type {
  ApiFieldError,
  CallAnswer,
  CallBody,
  CallRefusal,
  CompletenessCode,
  paymentCall,
} from '@registrar/domain';
import { api, type ApiError } from '../../../lib/api.ts';
import { sbfTokenFor } from '../../../lib/sbf-session.ts';

type PaymentCall = typeof paymentCall;
const path: PaymentCall['path'] = '/business-api/payment';

export type PaymentRequest = CallBody<PaymentCall>;
export type PaymentAnswer = CallAnswer<PaymentCall>;
/** The 400 answer of a refused filing (or of a body that was not JSON). */
type PaymentBadRequest = CallRefusal<PaymentCall, 400>;

/**
 * Starts payment of the filing; answers where to send the filer. A filing for an entity protected
 * by Secure Business Filing carries the token of the filer signed in for it.
 */
export function startPayment(body: PaymentRequest): Promise<PaymentAnswer> {
  const entityId = body.filing.filingState?.entityId ?? '';
  return api.securePost<PaymentAnswer>(path, body, sbfTokenFor(entityId));
}

/** The field errors and incomplete sections of a refused filing; none for any other refusal. */
export function refusedFields(error: ApiError): {
  errors: ApiFieldError[];
  missingSections: CompletenessCode[];
} {
  if (error.status !== 400) return { errors: [], missingSections: [] };
  const refusal = error.apiData as PaymentBadRequest;
  return 'errors' in refusal
    ? { errors: refusal.errors, missingSections: refusal.missingSections ?? [] }
    : { errors: [], missingSections: [] };
}
