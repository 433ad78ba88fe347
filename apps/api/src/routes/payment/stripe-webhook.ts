// POST /payment/stripe/webhook — Stripe's events about Checkout Sessions. Stripe's servers call
// it, never a browser, so it carries no security header and no cookie: it is guarded by its
// signature instead (Stripe-Signature, an HMAC of the exact bytes under the endpoint's secret),
// and an event without a good one is refused with 400 before anything is read from it.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { PaymentProvider } from '../../modules/payments/payment-provider.ts';
import { handleStripeEvent, verifyStripeEvent } from '../../modules/payments/stripe-events.ts';

/** A Checkout Session event is a few kilobytes; anything far larger is not one. */
const EVENT_BODY_LIMIT = 256 * 1024;

/** Registrar's own wording: an event that does not carry the provider's signature. */
const unsignedEventMessage = 'This event is not signed by the payment provider.';

/** Registers the webhook Stripe sends its events to. */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  options: { provider: PaymentProvider; stripe: Stripe; webhookSecret: string },
): Promise<void> {
  // The signature covers the bytes as sent: for this route alone the body is kept unparsed (and
  // read by the provider's library only once the signature holds).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: EVENT_BODY_LIMIT },
    (_request, body, done) => {
      done(null, body);
    },
  );
  app.post(
    '/payment/stripe/webhook',
    {
      schema: { hide: true },
      bodyLimit: EVENT_BODY_LIMIT,
      config: { csrfDefence: 'signed-by-provider' },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const event =
        typeof signature === 'string' && Buffer.isBuffer(request.body)
          ? verifyStripeEvent(options.stripe, request.body, signature, options.webhookSecret)
          : null;
      if (event === null) {
        request.log.warn('payment provider event refused: its signature is missing or wrong');
        return reply.code(400).send({ apiData: { code: 400, message: unsignedEventMessage } });
      }
      const outcome = await handleStripeEvent(app.db, options.provider, event, {
        log: request.log,
        publicBaseUrl: app.config.publicBaseUrl,
      });
      // The event's id and kind only, never its body: it holds the payer's email and card details.
      request.log.info(
        { eventId: event.id, eventType: event.type, outcome },
        'payment provider event',
      );
      return { apiData: { code: 200 as const } };
    },
  );
}
