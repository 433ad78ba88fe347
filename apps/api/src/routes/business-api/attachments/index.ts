// POST /business-api/attachments (one file, multipart) and DELETE /business-api/attachments/:key,
// both only for the browser that owns the draft (its draft cookie).
import multipart from '@fastify/multipart';
import { deleteAttachmentCall, uploadAttachmentCall } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  removeAttachment,
  storeAttachment,
  uploadDraftMissingMessage,
} from '../../../modules/attachments/attachments-service.ts';
import { presentedBrowserOwner } from '../../../plugins/draft-owner-cookie.ts';
import { readUploadedFile } from '../../../plugins/uploaded-file.ts';
import { HttpProblem } from '../../../http-errors.ts';
import { routeRateLimit } from '../../../plugins/rate-limits.ts';

const maxUploadBytes = 10 * 1024 * 1024;

/** Registers the attachment calls. */
export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  // Only here: the multipart plugin's hooks (temporary files to clean when an answer ends) would
  // otherwise run on every request of every route.
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10 } });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    uploadAttachmentCall.path,
    {
      schema: uploadAttachmentCall.schema,
      config: { rateLimit: routeRateLimit(app.config, 'uploads') },
    },
    async (request) => {
      const file = await readUploadedFile(request);
      const owner = presentedBrowserOwner(request);
      if (owner === null) throw new HttpProblem(404, uploadDraftMissingMessage);
      const attachment = await storeAttachment(app.db, {
        draftRef: request.query.draftRef,
        owner,
        isPrivate: request.query.private === 'true',
        file,
      });
      return { apiData: { code: 200 as const, attachment } };
    },
  );
  routes.delete(
    deleteAttachmentCall.path,
    { schema: deleteAttachmentCall.schema },
    async (request) => {
      const owner = presentedBrowserOwner(request);
      if (owner === null) throw new HttpProblem(404, 'This attachment was not found.');
      await removeAttachment(app.db, request.params.key, owner);
      return { apiData: { code: 200 as const, deleted: true as const } };
    },
  );
}
