// The filing API's drafts: where a filing's files are uploaded before the filing names them.
// Uploads are checked by content under the wizard's own rules (attachments-service.ts).
import { createHash, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  apiCreateDraftCall,
  apiUploadCall,
  createEmptyFiling,
  getFilingType,
  messages,
} from '@registrar/domain';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ValidationFailed } from '../../http-errors.ts';
import { storeAttachment } from '../../modules/attachments/attachments-service.ts';
import { answerOfRefusal } from '../../modules/filing-api/filing-api-service.ts';
import { answerOnce, requestFingerprint } from '../../modules/filing-api/idempotency.ts';
import { saveDraft } from '../../modules/filings/drafts-service.ts';
import { idempotencyKeyOf, presentedKey, sendKept } from './calls.ts';

const maxUploadBytes = 10 * 1024 * 1024;
/** Registrar's own wording: a draft of a filing type the registry does not have. */
const unknownFilingTypeMessage = 'Unknown filing type.';

/** Registers the draft and upload calls with the filing API's route config (key, limits). */
export async function draftRoutes(
  app: FastifyInstance,
  options: { config: FastifyContextConfig },
): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10 } });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config } = options;

  /** Runs a POST once per Idempotency-Key; a refusal is kept like an answer. */
  const once = (
    accountId: number,
    key: string,
    fingerprint: string,
    work: () => Promise<unknown>,
  ) =>
    answerOnce(app.db, { accountId, key, fingerprint }, async () => {
      try {
        return { status: 200, body: await work() };
      } catch (error) {
        const refusal = answerOfRefusal(error);
        if (refusal === null) throw error;
        return refusal;
      }
    });

  routes.post(
    apiCreateDraftCall.path,
    { schema: apiCreateDraftCall.schema, config },
    async (request, reply) => {
      const { accountId } = presentedKey(request);
      const { filingType } = request.body;
      const answer = await once(
        accountId,
        idempotencyKeyOf(request),
        requestFingerprint('POST', apiCreateDraftCall.path, request.body),
        async () => {
          const def = getFilingType(filingType);
          if (def === undefined)
            throw new ValidationFailed([
              { field: 'filingType', message: unknownFilingTypeMessage },
            ]);
          const draft = await saveDraft(app.db, {
            ref: randomUUID(),
            filingType,
            values: createEmptyFiling(def),
            control: {},
          });
          return { apiData: { code: 200, draftRef: draft.ref } };
        },
      );
      return sendKept(reply, answer);
    },
  );

  routes.post(
    apiUploadCall.path,
    { schema: apiUploadCall.schema, config },
    async (request, reply) => {
      const { accountId } = presentedKey(request);
      const key = idempotencyKeyOf(request);
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
      const { draftRef } = request.params;
      const isPrivate = request.query.private === 'true';
      // The same file, name and draft again is the same request.
      const fingerprint = requestFingerprint('POST', apiUploadCall.path, {
        draftRef,
        isPrivate,
        fileName: part.filename,
        sha256: createHash('sha256')
          .update(bytes ?? Buffer.alloc(0))
          .digest('hex'),
      });
      const answer = await once(accountId, key, fingerprint, async () => {
        const attachment = await storeAttachment(app.db, {
          draftRef,
          isPrivate,
          file: {
            fileName: part.filename,
            reportedType: part.mimetype === 'application/octet-stream' ? '' : part.mimetype,
            bytes: bytes ?? Buffer.alloc(0),
            truncated: bytes === null || part.file.truncated,
          },
        });
        return { apiData: { code: 200, attachment } };
      });
      return sendKept(reply, answer);
    },
  );
}
