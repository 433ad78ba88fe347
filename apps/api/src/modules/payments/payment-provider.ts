// The payment provider seen by the filing flow: start a hosted checkout, later ask what happened,
// close a checkout the filer abandoned, and give back a charge the registry could not honour.
// The built-in test checkout and Stripe Checkout implement it.

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
  /**
   * The fee line by line as the filer is charged it (the filing fee, then a late fee); they add up
   * to amountCents. Absent, the fee is one line named by the description.
   */
  feeLines?: FeeLine[];
  /** The registry's own pages a hosted checkout sends the filer back to. */
  returnTo: CheckoutReturnPages;
}

export interface FeeLine {
  description: string;
  amountCents: number;
}

/**
 * Where the filer goes from a hosted checkout, built by the server from its own addresses (never
 * taken from the client as given). Each carries the filing's refId.
 */
interface CheckoutReturnPages {
  /** The receipt page, once paid: the receipt call records the filing there. */
  paid: string;
  /** The review page, to change the filing or pay again. */
  back: string;
}

export interface Checkout {
  providerRef: string;
  /** Where the browser goes to pay. */
  paymentURL: string;
  /** A secret the provider's own payment page checks on its form post (the built-in checkout). */
  checkoutToken: string | null;
}

export type ProviderPaymentStatus =
  | {
      status: 'CAPTURED';
      cardBrand: string;
      last4: string;
      /** How the receipt names the payment: "Card" unless given ("Prepaid": a filing account). */
      paymentType?: 'Card' | 'Prepaid';
    }
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
