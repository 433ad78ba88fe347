// POST /business-api/pdf/filing — the review PDF of the filing as entered — and
// GET /business-api/pdf/gsCertificate — a certificate of good standing.
import { goodStandingCertificateCall, reviewPdfCall } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildFilingPdf } from '../../../modules/documents/filing-pdf.ts';
import { requestedFiling } from '../../../modules/filings/filing-input.ts';
import { issueGoodStandingCertificate } from '../../../modules/public-record/certificate-service.ts';
import { routeRateLimit } from '../../../plugins/rate-limits.ts';

/** Registers the review PDF and good-standing certificate calls. */
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
  app.withTypeProvider<ZodTypeProvider>().get(
    goodStandingCertificateCall.path,
    {
      schema: goodStandingCertificateCall.schema,
      config: { rateLimit: routeRateLimit(app.config, 'certificates') },
    },
    async (request, reply) => {
      const issued = await issueGoodStandingCertificate(app.db, request.query);
      // Each answer is a new certificate: never one kept by a cache.
      reply.header('cache-control', 'no-store');
      return {
        apiData: {
          code: 200 as const,
          pdfBytes: Buffer.from(issued.pdf).toString('base64'),
          fileName: issued.fileName,
          certificateNumber: issued.certificateNumber,
        },
      };
    },
  );
}
