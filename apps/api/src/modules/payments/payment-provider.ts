// The payment provider seen by the filing flow: start a hosted checkout, later ask what happened,
// close a checkout the filer abandoned, and give back a charge the registry could not honour.
// The built-in test checkout implements it; a real hosted-checkout adapter would too.

export interface CheckoutRequest {
  /** The filing's refId, carried back on the return addresses. */
  filingRef: string;
  amountCents: number;
  description: string;
  /**
   * The origin the filer is using this registry at (always one of its own addresses, see
   * returnAddress). A checkout served by this server itself opens there, so the filer stays on
   * one site; a hosted provider ignores it.
   */
  siteOrigin: string;
}

export interface Checkout {
  providerRef: string;
  /** Where the browser goes to pay. */
  paymentURL: string;
  /** A secret the provider's own payment page checks on its form post (the built-in checkout). */
  checkoutToken: string | null;
}

export type ProviderPaymentStatus =
  | { status: 'CAPTURED'; cardBrand: string; last4: string }
  | { status: 'DECLINED'; reason: string }
  | { status: 'CANCELLED' }
  | { status: 'REFUNDED' }
  | { status: 'PENDING' };

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  getPaymentStatus(providerRef: string): Promise<ProviderPaymentStatus>;
  /**
   * Closes an open checkout so it can no longer be paid. Answers the checkout's status afterwards:
   * CANCELLED, or CAPTURED when the filer paid it first (the charge then stands).
   */
  cancelCheckout(providerRef: string): Promise<ProviderPaymentStatus>;
  /** Voids or refunds a captured charge in full; safe to repeat. Throws when the provider fails. */
  refund(providerRef: string): Promise<void>;
}
