// POST /business-api/file/receipt (records a paid filing exactly once), GET /business-api/file/image
// and GET /business-api/file/status (where a filing held for review stands).
import { filedImageCall, heldFilingStatusCall, receiptCall } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { heldFilingStatus } from '../../../modules/admin/held-filing-status.ts';
import { filedImage } from '../../../modules/documents/filed-image-service.ts';
import { recordPaidFiling } from '../../../modules/filings/recording-service.ts';
import type { PaymentProvider } from '../../../modules/payments/payment-provider.ts';

/** Registers the receipt and filed-image calls. */
export async function fileRoutes(
  app: FastifyInstance,
  options: { provider: PaymentProvider },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(receiptCall.path, { schema: receiptCall.schema }, async (request) => {
    const receipt = await recordPaidFiling(app.db, options.provider, request.body.refId, {
      log: request.log,
      publicBaseUrl: app.config.publicBaseUrl,
    });
    return { apiData: { code: 200 as const, receipt } };
  });
  routes.get(
    heldFilingStatusCall.path,
    { schema: heldFilingStatusCall.schema },
    async (request) => ({
      apiData: { code: 200 as const, ...(await heldFilingStatus(app.db, request.query.refId)) },
    }),
  );
  routes.get(filedImageCall.path, { schema: filedImageCall.schema }, async (request, reply) => {
    const image = await filedImage(
      app.db,
      request.query.masterTransactionId,
      request.query.transactionId,
      request.log,
    );
    if (!image.ready) {
      // The build failed and was logged; it is retried, and the browser may ask again.
      return reply
        .code(503)
        .header('retry-after', String(image.retryAfterSeconds))
        .send({ apiData: { code: 503 as const, message: image.message } });
    }
    return {
      apiData: {
        code: 200 as const,
        pdfBytes: Buffer.from(image.pdf).toString('base64'),
        fileName: image.fileName,
      },
    };
  });
}
