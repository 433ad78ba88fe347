// POST /business-api/attachments (one file, multipart) and DELETE /business-api/attachments/:key.
import multipart from '@fastify/multipart';
import { deleteAttachmentCall, uploadAttachmentCall } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  removeAttachment,
  storeAttachment,
} from '../../../modules/attachments/attachments-service.ts';
import { readUploadedFile } from '../../../plugins/uploaded-file.ts';
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
      const attachment = await storeAttachment(app.db, {
        draftRef: request.query.draftRef,
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
      await removeAttachment(app.db, request.params.key);
      return { apiData: { code: 200 as const, deleted: true as const } };
    },
  );
}
