// The payment provider seen by the filing flow: start a hosted checkout, later ask what happened.
// The built-in test checkout implements it; a real hosted-checkout adapter would too.

export interface CheckoutRequest {
  /** The filing's refId, carried back on the return addresses. */
  filingRef: string;
  amountCents: number;
  description: string;
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
  | { status: 'PENDING' };

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  getPaymentStatus(providerRef: string): Promise<ProviderPaymentStatus>;
}
