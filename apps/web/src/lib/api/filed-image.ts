// GET /business-api/file/image: the filed image of a recorded filing.
import type { CallAnswer, CallQuery, filedImageCall } from '@registrar/domain';
import { api } from '../api.ts';

type FiledImageCall = typeof filedImageCall;
const path: FiledImageCall['path'] = '/business-api/file/image';

export type FiledImageQuery = CallQuery<FiledImageCall>;
export type FiledImage = CallAnswer<FiledImageCall>;

/** The filed image, base64, with the file name the server gives it. */
export function fetchFiledImage(query: FiledImageQuery): Promise<FiledImage> {
  return api.get<FiledImage>(path, query);
}
