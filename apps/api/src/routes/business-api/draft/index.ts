// PUT/GET /business-api/draft/:ref — the server-side mirror of the filing in progress, the
// browser's own: the first save gives the browser its draft cookie, and a reference another
// browser made is answered 404, as one that does not exist.
import { loadDraftCall, saveDraftCall } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadDraft, saveDraft } from '../../../modules/filings/drafts-service.ts';
import { browserOwner, presentedBrowserOwner } from '../../../plugins/draft-owner-cookie.ts';

/** A filing holds attachment references, never file contents, so 1 MB is generous. */
const draftBodyLimit = 1024 * 1024;

/** Registers the draft calls. */
export async function draftRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.put(
    saveDraftCall.path,
    { schema: saveDraftCall.schema, bodyLimit: draftBodyLimit },
    async (request, reply) => {
      const saved = await saveDraft(
        app.db,
        { ref: request.params.ref, ...request.body },
        browserOwner(request, reply),
      );
      return { apiData: { code: 200 as const, ...saved } };
    },
  );
  routes.get(loadDraftCall.path, { schema: loadDraftCall.schema }, async (request) => {
    const draft = await loadDraft(app.db, request.params.ref, presentedBrowserOwner(request));
    return {
      apiData: {
        code: 200 as const,
        draft: {
          ref: draft.ref,
          filingType: draft.filingType,
          version: draft.version,
          // Upgraded to the current shape when loaded; a JSON object, as the PUT body was.
          values: draft.values,
          control: draft.control as Record<string, unknown>,
          updatedAt: draft.updatedAt.toISOString(),
        },
      },
    };
  });
}
