// POST /business-api/attachments (one file, multipart) and DELETE /business-api/attachments/:key:
// files are uploaded to the saved draft once and checked by content there.
import type {
  CallAnswer,
  CallParams,
  CallQuery,
  deleteAttachmentCall,
  uploadAttachmentCall,
} from '@registrar/domain';
import { api } from '../api.ts';

const uploadPath: (typeof uploadAttachmentCall)['path'] = '/business-api/attachments';
const deletePathPattern: (typeof deleteAttachmentCall)['path'] = '/business-api/attachments/:key';

export type UploadQuery = CallQuery<typeof uploadAttachmentCall>;
export type UploadedAttachment = CallAnswer<typeof uploadAttachmentCall>['attachment'];

/** Uploads one file to the draft; the server refuses it with 400 and the catalogue's message. */
export async function uploadAttachment(
  file: File,
  query: UploadQuery,
): Promise<UploadedAttachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { attachment } = await api.post<CallAnswer<typeof uploadAttachmentCall>>(
    uploadPath,
    body,
    query,
  );
  return attachment;
}

/** Removes an uploaded file no filing has taken; 404 when it is gone already. */
export async function deleteAttachment({
  key,
}: CallParams<typeof deleteAttachmentCall>): Promise<void> {
  await api.delete<CallAnswer<typeof deleteAttachmentCall>>(
    deletePathPattern.replace(':key', encodeURIComponent(key)),
  );
}
