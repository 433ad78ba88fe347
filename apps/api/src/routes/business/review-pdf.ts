// GET /business/filing/:filingType/filingreview.pdf?draftRef=… — the review copy of a filing in
// progress as a PDF the browser opens itself: the review page's link works without the app's
// script (with it, the app builds the same document from what the tab holds). Only the browser
// that owns the draft gets it (its draft cookie); the copy is marked not filed.
import { getFilingType } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { buildFilingPdf } from '../../modules/documents/filing-pdf.ts';
import { loadDraft } from '../../modules/filings/drafts-service.ts';
import { HttpProblem } from '../../http-errors.ts';
import { presentedBrowserOwner } from '../../plugins/draft-owner-cookie.ts';

const params = z.object({ filingType: z.string().check(z.maxLength(40)) });
const query = z.object({ draftRef: z.uuid('The draft reference must be a UUID.') });

/** Registers the review copy's address. */
export async function reviewPdfPage(app: FastifyInstance): Promise<void> {
  app.get(
    '/business/filing/:filingType/filingreview.pdf',
    { schema: { hide: true, params, querystring: query } },
    async (request, reply) => {
      const { filingType } = request.params as z.infer<typeof params>;
      const { draftRef } = request.query as z.infer<typeof query>;
      const def = getFilingType(filingType);
      const draft = await loadDraft(app.db, draftRef, presentedBrowserOwner(request)).catch(
        (error: unknown) => {
          if (error instanceof HttpProblem && error.statusCode === 404) return undefined;
          throw error;
        },
      );
      if (def === undefined || draft === undefined || draft.filingType !== def.filingType) {
        // An address under /business answers with a page, never JSON: the review says the
        // filing could not be found (its own message), or the list of forms.
        return reply.redirect(
          def === undefined
            ? '/business/filing/fileaform'
            : `/business/filing/${def.filingType}/filingreview?draftRef=${draftRef}`,
          303,
        );
      }
      const pdf = await buildFilingPdf(def, draft.values);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${def.filingType}-review.pdf"`)
        .type('application/pdf')
        .send(Buffer.from(pdf));
    },
  );
}
