// POST /business-api/pdf/filing — the review PDF of the filing as entered.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildFilingPdf } from '../../../modules/documents/filing-pdf.ts';

const body = z.object({ filing: z.record(z.string(), z.unknown()) });

/** Registers the review PDF call. */
export async function pdfRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/business-api/pdf/filing',
      { schema: { body }, bodyLimit: 1024 * 1024 },
      async (request) => {
        const pdf = await buildFilingPdf(request.body.filing);
        return { apiData: { code: 200, pdfBytes: Buffer.from(pdf).toString('base64') } };
      },
    );
}
