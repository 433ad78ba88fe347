// Stripe Checkout as the payment provider, through Stripe's official SDK: the filer pays on
// Stripe's hosted page and comes back to the registry's own receipt or review page. A checkout is
// a Checkout Session; its id is the payment's provider reference. Stripe's answer is the truth
// about a checkout: every status is read from the session, never from the browser's return.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { StripeSettings } from '../../config.ts';
import type {
  Checkout,
  CheckoutRequest,
  FeeLine,
  PaymentProvider,
  ProviderPaymentStatus,
} from './payment-provider.ts';

/** The provider's name in the payments table. */
const STRIPE_PROVIDER_NAME = 'stripe-checkout';

/**
 * The origin of Stripe's hosted checkout pages. The review page's form post (without script) is
 * answered with a redirect there, so the content policy's form-action must allow it.
 */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/** Brands as Stripe names them on a charge, as the registry's receipts name them. */
const CARD_BRAND_NAMES: Readonly<Record<string, string>> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** Registrar's own wording: the reason a failed payment is recorded with when Stripe gives none. */
const paymentFailedReason = 'The payment failed';

/** A Stripe client for these settings: the secret key, and the API's address when it is not Stripe's. */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    // Requests that failed on the network are retried with the same idempotency key.
    maxNetworkRetries: 2,
    // A payment start or a receipt call waits on these calls; Stripe answers within seconds.
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Registrar' },
    ...(settings.api ?? {}),
  });
}

/** Stripe Checkout as a payment provider; its state lives at Stripe. */
export function createStripeCheckoutProvider(stripe: Stripe): PaymentProvider {
  async function retrieveSession(sessionId: string): Promise<Stripe.Checkout.Session> {
    // The charge carries the card's brand and last four digits, and whether it was refunded.
    return stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['payment_intent.latest_charge'],
    });
  }

  return {
    name: STRIPE_PROVIDER_NAME,
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // The receipt names a card and its last four digits; other means of payment settle
          // days later, after the filer has left.
          allowed_payment_method_types: ['card'],
          line_items: lineItemsOf(request),
          success_url: request.returnTo.paid,
          cancel_url: request.returnTo.back,
          client_reference_id: request.filingRef,
          metadata: { refId: request.filingRef },
          payment_intent_data: {
            description: request.description,
            metadata: { refId: request.filingRef },
          },
        },
        {
          // One key per checkout opened: the SDK sends it again when it retries a request that
          // failed on the network, so Stripe answers with the session it already made. A new
          // checkout (the filer paying again after an earlier one was closed) gets a new key.
          idempotencyKey: `registrar-checkout-${request.filingRef}-${randomUUID()}`,
        },
      );
      if (session.url === null) throw new Error(`Checkout Session ${session.id} has no address`);
      return { providerRef: session.id, paymentURL: session.url, checkoutToken: null };
    },
    async getPaymentStatus(providerRef: string): Promise<ProviderPaymentStatus> {
      return statusOfSession(await retrieveSession(providerRef));
    },
    async cancelCheckout(providerRef: string): Promise<ProviderPaymentStatus> {
      try {
        const expired = await stripe.checkout.sessions.expire(providerRef);
        if (expired.status === 'expired') return { status: 'CANCELLED' };
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid or expired before):
        // its state is the answer. A session Stripe does not know was never open.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        if (error.code === 'resource_missing') return { status: 'CANCELLED' };
      }
      const after = statusOfSession(await retrieveSession(providerRef));
      if (after.status === 'CAPTURED') return after;
      // Still open (a payment in progress): it could yet take money, so it is not closed.
      if (after.status === 'PENDING')
        throw new Error(`Checkout Session ${providerRef} could not be closed`);
      return { status: 'CANCELLED' };
    },
    async refund(providerRef: string): Promise<void> {
      const session = await retrieveSession(providerRef);
      const intent = session.payment_intent;
      if (intent === null) throw new Error('The Checkout Session has no payment to refund');
      if (typeof intent !== 'string' && latestChargeOf(intent)?.refunded === true) return;
      try {
        await stripe.refunds.create(
          {
            payment_intent: typeof intent === 'string' ? intent : intent.id,
            metadata: { refId: session.client_reference_id ?? '' },
          },
          // The SDK sends a request that failed on the network again under this key, so a lost
          // answer never makes a second refund. Each attempt has its own key: Stripe answers a key
          // with its first answer for a day, errors included, and a refund it failed must be
          // tried afresh by the next attempt (the retrying job).
          { idempotencyKey: `registrar-refund-${providerRef}-${randomUUID()}` },
        );
      } catch (error) {
        // A charge is refunded in full once: Stripe refuses the second attempt (two at the same
        // moment, or one that read the charge before the other finished), and that is done.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'charge_already_refunded'
        )
          return;
        throw error;
      }
    },
  };
}

/** The checkout's line items: the fee lines, or one line of the description. */
function lineItemsOf(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const lines: FeeLine[] = request.feeLines ?? [
    { description: request.description, amountCents: request.amountCents },
  ];
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (total !== request.amountCents)
    throw new Error(`Fee lines add up to ${total} cents, not ${request.amountCents}`);
  return lines.map((line) => ({
    quantity: 1,
    price_data: {
      currency: 'usd',
      unit_amount: line.amountCents,
      product_data: { name: line.description },
    },
  }));
}

function latestChargeOf(intent: Stripe.PaymentIntent): Stripe.Charge | null {
  return typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
}

/** How a Checkout Session (its payment intent's latest charge expanded) reads as a payment status. */
function statusOfSession(session: Stripe.Checkout.Session): ProviderPaymentStatus {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const charge = intent === null ? null : latestChargeOf(intent);
  if (charge?.refunded === true) return { status: 'REFUNDED' };
  if (session.status === 'complete' && session.payment_status === 'paid') {
    const card = charge?.payment_method_details?.card;
    return {
      status: 'CAPTURED',
      cardBrand: CARD_BRAND_NAMES[card?.brand ?? ''] ?? 'Card',
      last4: card?.last4 ?? '',
    };
  }
  if (session.status === 'expired') return { status: 'CANCELLED' };
  // Complete but unpaid: the payment failed after the filer left the page (still processing is
  // still pending). An open session stays pending even after a declined card: the filer may try
  // another card on the same page.
  if (session.status === 'complete' && intent?.status !== 'processing') {
    return {
      status: 'DECLINED',
      reason: intent?.last_payment_error?.message ?? paymentFailedReason,
    };
  }
  return { status: 'PENDING' };
}
