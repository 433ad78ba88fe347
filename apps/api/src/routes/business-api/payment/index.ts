// POST /business-api/payment — validates the whole filing and opens the checkout. The draft named
// is the paying browser's (its draft cookie): a browser that had not saved it yet gets it now.
import { paymentCall } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestedFiling } from '../../../modules/filings/filing-input.ts';
import { submitFilingForPayment } from '../../../modules/filings/submission-service.ts';
import { checkSecureFiling } from '../../../modules/identity/sbf-protection.ts';
import type { PaymentProvider } from '../../../modules/payments/payment-provider.ts';
import { routeRateLimit } from '../../../plugins/rate-limits.ts';
import { browserOwner } from '../../../plugins/draft-owner-cookie.ts';
import { keepReceiptToken } from '../../../plugins/receipt-tokens.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { signedInOf } from '../../../plugins/sessions.ts';

/** Registers the payment call. */
export async function paymentRoutes(
  app: FastifyInstance,
  options: { provider: PaymentProvider },
): Promise<void> {
  const paymentStartsLimit = routeRateLimit(app.config, 'paymentStarts');
  app.withTypeProvider<ZodTypeProvider>().post(
    paymentCall.path,
    {
      schema: paymentCall.schema,
      bodyLimit: 1024 * 1024,
      config: { rateLimit: paymentStartsLimit },
    },
    async (request, reply) => {
      const filing = requestedFiling(request.body.filing);
      const submitted = await submitFilingForPayment(
        app.db,
        options.provider,
        {
          ...request.body,
          filing,
          owner: browserOwner(request, reply),
          // A filing for an entity protected by Secure Business Filing needs one of its filers.
          secureFiling: (entity) => checkSecureFiling(entity, () => signedInOf(request)),
        },
        {
          publicBaseUrl: app.config.publicBaseUrl,
          clientIpAddress: request.ip,
          language: requestLanguage(request),
        },
      );
      // The paying browser holds the receipt token in its cookie too (plugins/receipt-tokens.ts).
      keepReceiptToken(request, reply, submitted.refId, submitted.receiptToken);
      return { apiData: { code: 200 as const, ...submitted } };
    },
  );
}
