// The one file of a multipart upload (a part named file), read whole into memory as the upload
// rules check it: a file over the multipart limit is marked truncated rather than failing the
// request, so that the rules refuse it with their own message.
import { messages } from '@registrar/domain';
import type { FastifyRequest } from 'fastify';
import { ValidationFailed } from '../http-errors.ts';
import type { IncomingFile } from '../modules/attachments/attachments-service.ts';

/** The request's uploaded file; 400 on `file` when there is none. */
export async function readUploadedFile(request: FastifyRequest): Promise<IncomingFile> {
  const noFile = new ValidationFailed([{ field: 'file', message: messages.uploadNoFiles }]);
  if (!request.isMultipart()) throw noFile;
  const part = await request.file();
  if (part === undefined) throw noFile;
  const bytes = await part.toBuffer().catch((error: unknown) => {
    // The multipart limit cuts the stream at its size and reports it as an error here.
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      return null;
    throw error;
  });
  return {
    fileName: part.filename,
    reportedType: part.mimetype === 'application/octet-stream' ? '' : part.mimetype,
    bytes: bytes ?? Buffer.alloc(0),
    truncated: bytes === null || part.file.truncated,
  };
}
