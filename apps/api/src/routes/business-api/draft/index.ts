// PUT/GET /business-api/draft/:ref — the server-side mirror of the filing in progress.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadDraft, saveDraft } from '../../../modules/filings/drafts-service.ts';

/** A filing holds attachment references, never file contents, so 1 MB is generous. */
const draftBodyLimit = 1024 * 1024;

const params = z.object({ ref: z.uuid('The draft reference must be a UUID.') });
const body = z.object({
  filingType: z.string().min(1).max(40),
  /** Shape version of `values`; absent from browsers loaded before versions were kept (1). */
  version: z.number().int().min(1).optional(),
  values: z.record(z.string(), z.unknown()),
  control: z.record(z.string(), z.unknown()).default({}),
});

/** Registers the draft calls. */
export async function draftRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.put(
    '/business-api/draft/:ref',
    { schema: { params, body }, bodyLimit: draftBodyLimit },
    async (request) => {
      const saved = await saveDraft(app.db, { ref: request.params.ref, ...request.body });
      return { apiData: { code: 200, ...saved } };
    },
  );
  routes.get('/business-api/draft/:ref', { schema: { params } }, async (request) => {
    const draft = await loadDraft(app.db, request.params.ref);
    return {
      apiData: {
        code: 200,
        draft: {
          ref: draft.ref,
          filingType: draft.filingType,
          version: draft.version,
          values: draft.values,
          control: draft.control,
          updatedAt: draft.updatedAt.toISOString(),
        },
      },
    };
  });
}
