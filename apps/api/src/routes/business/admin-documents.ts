// A held filing's document and attached files as files, at addresses of the web app under
// /business: the administrators' review page shows the document inline and links each file, so
// both work as plain links and frames, with or without the page's script. They answer a signed-in
// administrator only, as every administrators' call does (401 signed out, 403 anyone else), and
// are never stored by a browser or a proxy. Like every address under /business, they never answer
// JSON: a refusal is a short page with its status, saying why and where to go. The domain's
// heldFilingDocumentAddress and heldFilingFileAddress build these addresses for the pages.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { HttpProblem } from '../../http-errors.ts';
import { pendingFilingFile, pendingFilingPdf } from '../../modules/admin/review-service.ts';
import { escapeHtml } from '../../modules/mail/html.ts';
import { requireRole } from '../../plugins/sessions.ts';

const filingId = z.coerce
  .number<string>()
  .check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
const filingParams = z.object({ masterId: filingId, transId: filingId });
const fileParams = z.object({
  masterId: filingId,
  transId: filingId,
  fileId: z
    .string()
    .check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
});

/**
 * A Content-Disposition value naming the file: an ASCII name for old clients and the exact name
 * (RFC 6266 and 5987) for the rest.
 */
function dispositionOf(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

function sendFile(
  reply: FastifyReply,
  file: { content: Uint8Array; type: string; disposition: string },
) {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', file.disposition)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.content));
}

/** Registrar's own wording: an address that names no held filing's document or file. */
const notADocumentMessage = 'This address does not name a document of a filing waiting for review.';
/** Registrar's own wording: anything else that went wrong. */
const notShownMessage = 'The document could not be shown. Try again in a moment.';

/** The page a refused or failed request gets: what happened and the way on (sign-in or the queue). */
function refusalPage(status: number, message: string): string {
  const way =
    status === 401
      ? { href: '/business/loginadmin', text: 'Go to staff sign-in' }
      : { href: '/business/admin/pendingqueue', text: 'Go to the pending queue' };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Document not shown - Secretary of State</title></head>
<body><main id="main-content"><h1>Document not shown</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${way.href}">${way.text}</a></p></main></body></html>`;
}

/** Registers the held filings' document and file addresses. */
export async function adminDocumentPages(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('admin');

  // Within these addresses only (the plugin's own scope): refusals are pages, not the API's JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof HttpProblem;
    const status = known
      ? error.statusCode
      : error.validation !== undefined
        ? 400
        : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'A held filing document failed');
    const message = known ? error.message : status === 400 ? notADocumentMessage : notShownMessage;
    return reply
      .code(status >= 500 ? 500 : status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(refusalPage(status, message));
  });

  routes.get(
    '/business/admin/documents/:masterId/:transId/filing.pdf',
    { schema: { hide: true, params: filingParams }, onRequest: adminOnly },
    async (request, reply) => {
      const { masterId, transId } = request.params;
      const pdf = await pendingFilingPdf(app.db, masterId, transId);
      return sendFile(reply, {
        content: pdf,
        type: 'application/pdf',
        disposition: dispositionOf('inline', `filing-${String(transId)}.pdf`),
      });
    },
  );

  routes.get(
    '/business/admin/documents/:masterId/:transId/files/:fileId',
    { schema: { hide: true, params: fileParams }, onRequest: adminOnly },
    async (request, reply) => {
      const { masterId, transId, fileId } = request.params;
      const file = await pendingFilingFile(app.db, masterId, transId, fileId);
      // Downloaded, never shown in the site's own origin: the type is the one its content showed
      // on upload, but a file someone uploaded is still not a page of this site.
      return sendFile(reply, {
        content: file.content,
        type: file.mimeType,
        disposition: dispositionOf('attachment', file.fileName),
      });
    },
  );
}
