// POST /business-api/payment — validates the whole filing and opens the checkout.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { filingInputShape } from '@registrar/domain';
import { z } from 'zod';
import { requestedFiling } from '../../../modules/filings/filing-input.ts';
import { submitFilingForPayment } from '../../../modules/filings/submission-service.ts';
import type { PaymentProvider } from '../../../modules/payments/payment-provider.ts';
import { routeRateLimit } from '../../../plugins/rate-limits.ts';

const body = z.object({
  filing: filingInputShape,
  draftRef: z.uuid('The draft reference must be a UUID.'),
  clientUrl: z.string().max(2000),
  paymentBackUrl: z.string().max(2000),
  paymentCancelUrl: z.string().max(2000),
});

/** Registers the payment call. */
export async function paymentRoutes(
  app: FastifyInstance,
  options: { provider: PaymentProvider },
): Promise<void> {
  const paymentStartsLimit = routeRateLimit(app.config, 'paymentStarts');
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/business-api/payment',
      { schema: { body }, bodyLimit: 1024 * 1024, config: { rateLimit: paymentStartsLimit } },
      async (request) => {
        const filing = requestedFiling(request.body.filing);
        const submitted = await submitFilingForPayment(
          app.db,
          options.provider,
          { ...request.body, filing },
          {
            publicBaseUrl: app.config.publicBaseUrl,
            clientIpAddress: request.ip,
          },
        );
        return { apiData: { code: 200, ...submitted } };
      },
    );
}
