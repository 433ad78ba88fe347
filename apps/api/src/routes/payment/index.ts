// The built-in test checkout pages: GET shows the card form, POST charges the card and sends the
// user back to the filing app (303). The form carries a per-checkout token (CSRF defence).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findFilingById } from '../../modules/filings/filings-repository.ts';
import { formatDollars, withRefId } from '../../modules/filings/submission-service.ts';
import { renderCheckoutMessage, renderCheckoutPage } from '../../modules/payments/checkout-page.ts';
import type { PaymentRow } from '../../modules/payments/payments-repository.ts';
import {
  cardMessages,
  chargeCard,
  checkCardForm,
  findTestCheckout,
  tokenMatches,
  type CardForm,
} from '../../modules/payments/test-checkout.ts';
import { acceptsHtml, isTooManyRequests, routeRateLimit } from '../../plugins/rate-limits.ts';

const params = z.object({ providerRef: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/) });
const formBody = z.object({
  token: z.string().max(200).default(''),
  cardNumber: z.string().max(40).default(''),
  nameOnCard: z.string().max(200).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
});

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * Registrar's own wording: a checkout closed because the filer started paying again (from another
 * window, or after going back to review). Nothing was charged on it.
 */
const closedCheckoutMessage =
  'This payment page was closed because payment for this filing was started again. Nothing was charged here.';

function closedCheckoutPage(model: { backUrl: string }): string {
  return renderCheckoutMessage(closedCheckoutMessage, {
    href: model.backUrl,
    text: 'Go back to review your filing',
  });
}

/** Registers the test checkout pages. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  // The card form posts as a plain HTML form; parse it here only, for these routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function pageModel(payment: PaymentRow, form?: Partial<CardForm>) {
    const filing = await findFilingById(app.db, payment.filingId);
    const returnUrls = payment.returnUrls;
    if (filing === undefined || returnUrls === null) return undefined;
    return {
      action: `/payment/checkout/${payment.providerRef}`,
      amount: formatDollars(payment.amountCents),
      filingName: `${filing.transactionDescription} - ${filing.entityName}`,
      backUrl: withRefId(returnUrls.backUrl, filing.ref),
      cancelUrl: returnUrls.cancelUrl,
      token: payment.checkoutToken ?? '',
      clientUrl: withRefId(returnUrls.clientUrl, filing.ref),
      ...(form ? { values: form } : {}),
    };
  }

  /** The card form again as typed, with the refusal above it (or the message alone). */
  async function sendTooManyPayments(
    rawParams: unknown,
    rawBody: unknown,
    reply: FastifyReply,
    message: string,
  ): Promise<void> {
    try {
      const parsed = params.safeParse(rawParams);
      const payment = parsed.success
        ? await findTestCheckout(app.db, parsed.data.providerRef)
        : undefined;
      const model = payment === undefined ? undefined : await pageModel(payment);
      const typed = formBody.safeParse(rawBody);
      sendHtml(
        reply,
        429,
        payment?.status === 'PENDING' && model !== undefined
          ? renderCheckoutPage({
              ...model,
              ...(typed.success ? { values: typed.data } : {}),
              notice: message,
            })
          : renderCheckoutMessage(message),
      );
    } catch (error) {
      reply.log.error({ err: error }, 'the checkout page could not be shown');
      sendHtml(reply, 429, renderCheckoutMessage(message));
    }
  }

  routes.get('/payment/checkout/:providerRef', { schema: { params } }, async (request, reply) => {
    const payment = await findTestCheckout(app.db, request.params.providerRef);
    const model = payment === undefined ? undefined : await pageModel(payment);
    if (payment === undefined || model === undefined)
      return sendHtml(reply, 404, renderCheckoutMessage('This payment was not found.'));
    if (payment.status === 'CANCELLED') return sendHtml(reply, 410, closedCheckoutPage(model));
    if (payment.status !== 'PENDING') return reply.redirect(model.clientUrl, 303);
    return sendHtml(reply, 200, renderCheckoutPage(model));
  });

  routes.post(
    '/payment/checkout/:providerRef',
    {
      schema: { params, body: formBody },
      // A plain HTML form posts here; the handler checks the checkout's own form token. Counted
      // once the form is read, so that a payer over the limit sees the form again as typed.
      config: {
        rateLimit: { ...routeRateLimit(app.config, 'cardPayments'), afterBody: true },
        csrfDefence: 'form-token',
      },
      // Over the limit, a browser gets the card form back with what was typed and when to try
      // again, not the API's envelope; anything else goes to the app's error handler.
      errorHandler: (error, request, reply) => {
        if (!isTooManyRequests(error) || !acceptsHtml(request)) throw error;
        void sendTooManyPayments(request.params, request.body, reply, error.message);
      },
    },
    async (request, reply) => {
      const payment = await findTestCheckout(app.db, request.params.providerRef);
      const model = payment === undefined ? undefined : await pageModel(payment);
      if (payment === undefined || model === undefined)
        return sendHtml(reply, 404, renderCheckoutMessage('This payment was not found.'));
      if (!tokenMatches(payment, request.body.token))
        return sendHtml(reply, 403, renderCheckoutMessage(cardMessages.expired));
      if (payment.status === 'CANCELLED') return sendHtml(reply, 410, closedCheckoutPage(model));
      if (payment.status !== 'PENDING') return reply.redirect(model.clientUrl, 303);
      const errors = checkCardForm(request.body, new Date());
      if (Object.keys(errors).length > 0) {
        return sendHtml(reply, 400, renderCheckoutPage({ ...model, values: request.body, errors }));
      }
      await chargeCard(app.db, payment, request.body.cardNumber);
      return reply.redirect(model.clientUrl, 303);
    },
  );
}
