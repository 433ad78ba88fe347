// A held filing's document and attached files as files, at addresses of the web app under
// /business: the administrators' review page shows the document inline and links each file, so
// both work as plain links and frames, with or without the page's script. They answer a signed-in
// administrator only, as every administrators' call does (401 signed out, 403 anyone else), and
// are never stored by a browser or a proxy. The domain's heldFilingDocumentAddress and
// heldFilingFileAddress build these addresses for the pages.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { pendingFilingFile, pendingFilingPdf } from '../../modules/admin/review-service.ts';
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

/** Registers the held filings' document and file addresses. */
export async function adminDocumentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('admin');

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
