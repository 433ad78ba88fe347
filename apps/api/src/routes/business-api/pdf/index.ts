// POST /business-api/pdf/filing — the review PDF of the filing as entered.
import { reviewPdfCall } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildFilingPdf } from '../../../modules/documents/filing-pdf.ts';
import { requestedFiling } from '../../../modules/filings/filing-input.ts';

/** Registers the review PDF call. */
export async function pdfRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      reviewPdfCall.path,
      { schema: reviewPdfCall.schema, bodyLimit: 1024 * 1024 },
      async (request) => {
        const { def, values } = requestedFiling(request.body.filing);
        const pdf = await buildFilingPdf(def, values);
        return { apiData: { code: 200 as const, pdfBytes: Buffer.from(pdf).toString('base64') } };
      },
    );
}
