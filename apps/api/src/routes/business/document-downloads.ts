// The public record's documents as plain downloads, for links a browser follows itself:
// GET /business/documents/filed/<masterTransactionId>/<transactionId>.pdf (a filed document) and
// GET /business/documents/certificate/<entityId>.pdf (a certificate of good standing issued now).
// They answer the PDF itself, as an attachment; the services, limits and refusals are those of the
// JSON calls (GET /business-api/file/image and /business-api/pdf/gsCertificate), and a refusal
// (a withheld document, an entity not in Good Standing, too many certificates) is the app's page
// at the same address, in the site's shell, with the refusal's message and status.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  databaseRetryAfterSeconds,
  databaseUnavailableMessage,
  isDatabaseConnectionError,
} from '../../db/connection-errors.ts';
import { HttpProblem, ValidationFailed } from '../../http-errors.ts';
import { filedImage } from '../../modules/documents/filed-image-service.ts';
import { issueGoodStandingCertificate } from '../../modules/public-record/certificate-service.ts';
import { routeRateLimit } from '../../plugins/rate-limits.ts';

/** Registrar's own wording: an address that names no document of the record. */
const noSuchDocumentMessage = 'There is no document at this address.';
/** Registrar's own wording: the document failed for a reason of the server's. */
const failedMessage = 'The document could not be downloaded. Try again later.';

/** A positive whole number as the address spells it (no sign, no leading zero). */
const ID_PATTERN = /^[1-9]\d{0,14}$/;

function sendPdf(reply: FastifyReply, pdf: Uint8Array, fileName: string): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('application/pdf')
    .send(Buffer.from(pdf));
}

/** What a refusal, or any failure, says, with its status. */
function refusalOf(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpProblem) return { status: error.statusCode, message: error.message };
  if (error instanceof ValidationFailed)
    return { status: 400, message: error.errors[0]?.message ?? noSuchDocumentMessage };
  if (isDatabaseConnectionError(error)) {
    request.server.warnDatabaseUnavailable(request.log, error);
    reply.header('retry-after', String(databaseRetryAfterSeconds));
    return { status: 503, message: databaseUnavailableMessage };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, message: failedMessage };
}

/** A refusal, or any failure, as the page a browser gets: never the API's JSON envelope. */
function refusalPage(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.sendRefusalPage(refusalOf(error, request, reply)).catch((failure: unknown) => {
    request.log.error({ err: failure }, 'the refusal page could not be sent');
    if (!reply.sent) void reply.code(500).type('text/plain; charset=utf-8').send(failedMessage);
  });
}

/** Registers the document downloads. */
export async function documentDownloadRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { masterTransactionId: string; document: string } }>(
    '/business/documents/filed/:masterTransactionId/:document',
    { schema: { hide: true }, errorHandler: refusalPage },
    async (request, reply) => {
      const { masterTransactionId } = request.params;
      const transactionId = /^(.*)\.pdf$/.exec(request.params.document)?.[1] ?? '';
      if (!ID_PATTERN.test(masterTransactionId) || !ID_PATTERN.test(transactionId))
        throw new HttpProblem(404, noSuchDocumentMessage);
      const image = await filedImage(
        app.db,
        Number(masterTransactionId),
        Number(transactionId),
        request.log,
      );
      if (!image.ready) {
        // The build failed and was logged; it is retried, and the browser may ask again.
        reply.header('retry-after', String(image.retryAfterSeconds));
        throw new HttpProblem(503, image.message);
      }
      return sendPdf(reply, image.pdf, image.fileName);
    },
  );

  app.get<{ Params: { document: string } }>(
    '/business/documents/certificate/:document',
    {
      schema: { hide: true },
      config: { rateLimit: routeRateLimit(app.config, 'certificates') },
      errorHandler: refusalPage,
    },
    async (request, reply) => {
      const entityId = /^(\d{11})\.pdf$/.exec(request.params.document)?.[1];
      if (entityId === undefined) throw new HttpProblem(404, noSuchDocumentMessage);
      const issued = await issueGoodStandingCertificate(app.db, { entityId });
      return sendPdf(reply, issued.pdf, issued.fileName);
    },
  );
}
