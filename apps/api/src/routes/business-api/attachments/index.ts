// POST /business-api/attachments (one file, multipart) and DELETE /business-api/attachments/:key.
import multipart from '@fastify/multipart';
import { deleteAttachmentCall, messages, uploadAttachmentCall } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  removeAttachment,
  storeAttachment,
} from '../../../modules/attachments/attachments-service.ts';
import { ValidationFailed } from '../../../http-errors.ts';
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
      const noFile = new ValidationFailed([{ field: 'file', message: messages.uploadNoFiles }]);
      if (!request.isMultipart()) throw noFile;
      const part = await request.file();
      if (part === undefined) throw noFile;
      const bytes = await part.toBuffer().catch((error: unknown) => {
        // The multipart limit cuts the stream at 10 MB and reports it as an error here.
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
          return null;
        throw error;
      });
      const attachment = await storeAttachment(app.db, {
        draftRef: request.query.draftRef,
        isPrivate: request.query.private === 'true',
        file: {
          fileName: part.filename,
          reportedType: part.mimetype === 'application/octet-stream' ? '' : part.mimetype,
          bytes: bytes ?? Buffer.alloc(0),
          truncated: bytes === null || part.file.truncated,
        },
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
