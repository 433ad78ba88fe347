// The built-in test checkout: a payment provider that needs nothing installed. Its page takes a
// card (Luhn-checked; test numbers approve or decline) and sends the user back to the filing app.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import {
  APPROVED_TEST_CARDS,
  cardBrand,
  cardDigits,
  isUnexpired,
  passesLuhn,
} from './card-rules.ts';
import type {
  Checkout,
  CheckoutRequest,
  PaymentProvider,
  ProviderPaymentStatus,
} from './payment-provider.ts';
import {
  findPaymentByProviderRef,
  markTestChargeRefunded,
  settlePendingPayment,
  type PaymentRow,
} from './payments-repository.ts';

const TEST_PROVIDER_NAME = 'test-checkout';

/** The test checkout as a payment provider; its state lives in the payments table. */
export function createTestCheckoutProvider(db: Db): PaymentProvider {
  return {
    name: TEST_PROVIDER_NAME,
    createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const providerRef = randomBytes(18).toString('base64url');
      return Promise.resolve({
        providerRef,
        // Served by this server, at the address the filer is using it at: the card form posts
        // to the page's own origin, which is all the page's content security policy allows.
        paymentURL: `${request.siteOrigin}/payment/checkout/${providerRef}`,
        checkoutToken: randomBytes(24).toString('base64url'),
      });
    },
    async getPaymentStatus(providerRef: string): Promise<ProviderPaymentStatus> {
      const payment = await findPaymentByProviderRef(db, TEST_PROVIDER_NAME, providerRef);
      return payment === undefined ? { status: 'PENDING' } : providerStatusOf(payment);
    },
    async cancelCheckout(providerRef: string): Promise<ProviderPaymentStatus> {
      const payment = await findPaymentByProviderRef(db, TEST_PROVIDER_NAME, providerRef);
      if (payment === undefined) return { status: 'CANCELLED' };
      // Conditional on PENDING: a card form posted at the same moment either captured first (and
      // the charge stands) or finds the checkout closed.
      await settlePendingPayment(db, payment.id, { status: 'CANCELLED' });
      const after = await findPaymentByProviderRef(db, TEST_PROVIDER_NAME, providerRef);
      return after === undefined ? { status: 'CANCELLED' } : providerStatusOf(after);
    },
    async refund(providerRef: string): Promise<void> {
      // The test checkout's ledger is the payments row: a refund is the time it was given back.
      const refunded = await markTestChargeRefunded(db, providerRef);
      if (!refunded) throw new Error('The test checkout has no captured charge to refund');
    },
  };
}

/** How the test checkout reports a payment row: a charge stands until its refund is recorded. */
function providerStatusOf(payment: PaymentRow): ProviderPaymentStatus {
  if (payment.refundedAt !== null) return { status: 'REFUNDED' };
  switch (payment.status) {
    case 'CAPTURED':
    case 'REFUND_PENDING':
      return {
        status: 'CAPTURED',
        cardBrand: payment.cardBrand ?? 'Card',
        last4: payment.cardLast4 ?? '',
      };
    case 'DECLINED':
      return { status: 'DECLINED', reason: payment.declineReason ?? 'Declined' };
    case 'CANCELLED':
      return { status: 'CANCELLED' };
    default:
      return { status: 'PENDING' };
  }
}

export interface CardForm {
  cardNumber: string;
  nameOnCard: string;
  expiry: string;
  cvc: string;
  token: string;
}

export type CardFieldErrors = Partial<
  Record<'cardNumber' | 'nameOnCard' | 'expiry' | 'cvc', string>
>;

export const cardMessages = {
  cardNumber: 'Enter a valid card number.',
  nameOnCard: 'Enter the name on the card.',
  expiry: 'Enter a valid expiry date (MM/YY).',
  cvc: 'Enter the 3 or 4 digit security code.',
  expired: 'Your session has expired. Go back and start the payment again.',
};

/** Field errors of a card form, empty when the card can be charged. */
export function checkCardForm(form: CardForm, now: Date): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const digits = cardDigits(form.cardNumber);
  if (digits === null || !passesLuhn(digits)) errors.cardNumber = cardMessages.cardNumber;
  const name = form.nameOnCard.trim();
  if (name === '' || name.length > 100) errors.nameOnCard = cardMessages.nameOnCard;
  if (!isUnexpired(form.expiry, now)) errors.expiry = cardMessages.expiry;
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = cardMessages.cvc;
  return errors;
}

/** True when the posted form token is the one this checkout issued. */
export function tokenMatches(payment: PaymentRow, token: string): boolean {
  const expected = Buffer.from(payment.checkoutToken ?? '');
  const given = Buffer.from(token);
  return (
    expected.length > 0 && expected.length === given.length && timingSafeEqual(expected, given)
  );
}

/** Charges a checked card: approves the test numbers, declines the rest; keeps only brand and last 4. */
export async function chargeCard(
  db: Db,
  payment: PaymentRow,
  cardNumber: string,
): Promise<'CAPTURED' | 'DECLINED'> {
  const digits = cardDigits(cardNumber) ?? '';
  const brand = cardBrand(digits);
  const last4 = digits.slice(-4);
  const outcome = APPROVED_TEST_CARDS.has(digits)
    ? ({ status: 'CAPTURED', cardBrand: brand, cardLast4: last4 } as const)
    : ({
        status: 'DECLINED',
        cardBrand: brand,
        cardLast4: last4,
        declineReason: 'Card declined',
      } as const);
  await settlePendingPayment(db, payment.id, outcome);
  return outcome.status;
}

/** Loads a checkout by its provider reference. */
export function findTestCheckout(db: Db, providerRef: string): Promise<PaymentRow | undefined> {
  return findPaymentByProviderRef(db, TEST_PROVIDER_NAME, providerRef);
}
