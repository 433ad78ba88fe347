// The filing API's drafts: where a filing's files are uploaded before the filing names them.
// Uploads are checked by content under the wizard's own rules (attachments-service.ts). A draft is
// the account's that made it: another account's key, or a website filer's draft, is answered 404.
import { createHash, randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  apiCreateDraftCall,
  apiUploadCall,
  createEmptyFiling,
  getFilingType,
} from '@registrar/domain';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ValidationFailed } from '../../http-errors.ts';
import { readUploadedFile } from '../../plugins/uploaded-file.ts';
import { storeAttachment } from '../../modules/attachments/attachments-service.ts';
import { accountOwner, idempotencyKeyOf, keptOnce, presentedKey, sendKept } from './calls.ts';
import { requestFingerprint } from '../../modules/filing-api/idempotency.ts';
import { saveDraft } from '../../modules/filings/drafts-service.ts';

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

  routes.post(
    apiCreateDraftCall.path,
    { schema: apiCreateDraftCall.schema, config },
    async (request, reply) => {
      const { accountId } = presentedKey(request);
      const { filingType } = request.body;
      const answer = await keptOnce(
        app.db,
        {
          accountId,
          key: idempotencyKeyOf(request),
          fingerprint: requestFingerprint('POST', apiCreateDraftCall.path, request.body),
        },
        async () => {
          const def = getFilingType(filingType);
          if (def === undefined)
            throw new ValidationFailed([
              { field: 'filingType', message: unknownFilingTypeMessage },
            ]);
          const draft = await saveDraft(
            app.db,
            { ref: randomUUID(), filingType, values: createEmptyFiling(def), control: {} },
            accountOwner(request),
          );
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
      const file = await readUploadedFile(request);
      const { draftRef } = request.params;
      const isPrivate = request.query.private === 'true';
      // The same file, name and draft again is the same request.
      const fingerprint = requestFingerprint('POST', apiUploadCall.path, {
        draftRef,
        isPrivate,
        fileName: file.fileName,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      });
      const answer = await keptOnce(app.db, { accountId, key, fingerprint }, async () => {
        const attachment = await storeAttachment(app.db, {
          draftRef,
          owner: accountOwner(request),
          isPrivate,
          file,
        });
        return { apiData: { code: 200, attachment } };
      });
      return sendKept(reply, answer);
    },
  );
}
