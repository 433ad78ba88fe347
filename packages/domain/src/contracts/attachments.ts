// POST /business-api/attachments (one file, multipart) and DELETE /business-api/attachments/:key:
// files are uploaded to the draft once and checked by content there; the filing carries only the
// reference (docs/decisions/0002-attachments-live-on-the-server.md).
import * as z from 'zod/mini';
import { attachmentShape } from '../schemas/additional-info.ts';
import {
  apiDataAnswer,
  badRequestAnswer,
  bodyTooLargeAnswer,
  crossSiteRefusal,
  databaseUnavailableAnswer,
  messageAnswer,
  serverErrorAnswer,
  tooManyRequestsAnswer,
  type ApiCall,
} from './api-data.ts';

export const uploadAttachmentCall = {
  method: 'POST',
  path: '/business-api/attachments',
  schema: {
    tags: ['business-api'],
    summary: 'Uploads one file to a saved draft and checks it by content',
    description:
      'The body is multipart/form-data with one file part named file. The upload rules apply ' +
      "to the file together with the draft's files already uploaded (five files, 10 MB in all, " +
      'each at most 10 MB; text, PDF, JPEG, GIF, PNG or TIFF by content; no empty files, no ' +
      'password-protected PDFs, printable ASCII file names); a refused file answers 400 with the ' +
      "field file and the catalogue's message. private=true keeps the file for the administrators " +
      'only (affidavit and ID).',
    consumes: ['multipart/form-data'],
    querystring: z.object({
      draftRef: z.uuid('The draft reference must be a UUID.'),
      private: z._default(z.enum(['true', 'false']), 'false'),
    }),
    response: {
      200: apiDataAnswer({ attachment: attachmentShape }),
      400: badRequestAnswer,
      403: crossSiteRefusal,
      404: messageAnswer(404, 'The draft is not saved, or has expired.'),
      413: bodyTooLargeAnswer,
      429: tooManyRequestsAnswer,
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;

export const deleteAttachmentCall = {
  method: 'DELETE',
  path: '/business-api/attachments/:key',
  schema: {
    tags: ['business-api'],
    summary: 'Removes an uploaded file that no filing has taken yet',
    params: z.object({ key: z.uuid('The attachment key must be a UUID.') }),
    response: {
      200: apiDataAnswer({ deleted: z.literal(true) }),
      400: badRequestAnswer,
      403: crossSiteRefusal,
      404: messageAnswer(404, 'No such file, or it belongs to a filing already.'),
      500: serverErrorAnswer,
      503: databaseUnavailableAnswer,
    },
  },
} as const satisfies ApiCall;
