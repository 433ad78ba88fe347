// The administrators' calls. Every route needs a signed-in administrator; the acting user is the
// session's, never the payload's: an adminUserId or userId naming someone else is refused.
import {
  approveFilingCall,
  pendingFilingCall,
  pendingFilingPdfCall,
  pendingFilingsCall,
  piiEntryVerificationCall,
  rejectFilingCall,
  rejectReasonsCall,
  releaseTransLockCall,
  savePiiCall,
  transLockCall,
} from '@registrar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { savePiiRemoval, verifyPiiIds } from '../../../modules/admin/pii-service.ts';
import {
  approveFiling,
  listRejectReasons,
  lockForReview,
  pendingFiling,
  pendingFilingDocument,
  pendingQueuePage,
  rejectFiling,
  releaseReviewLockOf,
  type Actor,
} from '../../../modules/admin/review-service.ts';
import { actingUserId, requireRole } from '../../../plugins/sessions.ts';

/** Registers the administrators' calls. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('admin');
  // The review-lock calls are GETs that change a lock: they need the security header all the same.
  const changesStateOnGet = { csrfDefence: 'header-on-every-method' as const };
  const actorOf = async (request: FastifyRequest, payloadUserId?: string): Promise<Actor> => ({
    userId: await actingUserId(request, payloadUserId),
    clientAddress: request.ip,
  });
  const statusUrlOf = (refId: string) =>
    new URL(`/business/filing/status/${refId}`, app.config.publicBaseUrl).toString();

  routes.get(
    pendingFilingsCall.path,
    { schema: pendingFilingsCall.schema, onRequest: adminOnly },
    async (request) => ({
      apiData: { code: 200 as const, ...(await pendingQueuePage(app.db, request.query)) },
    }),
  );

  routes.get(
    pendingFilingCall.path,
    { schema: pendingFilingCall.schema, onRequest: adminOnly },
    async (request) => ({
      apiData: {
        code: 200 as const,
        ...(await pendingFiling(app.db, request.query.masterId, request.query.transId)),
      },
    }),
  );

  routes.get(
    pendingFilingPdfCall.path,
    { schema: pendingFilingPdfCall.schema, onRequest: adminOnly },
    async (request) => ({
      apiData: {
        code: 200 as const,
        ...(await pendingFilingDocument(app.db, request.query.masterId, request.query.transId)),
      },
    }),
  );

  routes.get(
    transLockCall.path,
    { schema: transLockCall.schema, onRequest: adminOnly, config: changesStateOnGet },
    async (request) => {
      const actor = await actorOf(request, request.query.userId);
      const lock = await lockForReview(app.db, request.query.transSeqId, actor);
      return {
        apiData: {
          code: 200 as const,
          locked: true as const,
          lockUserId: lock.lockUserId,
          lockExpiresAt: lock.lockExpiresAt.toISOString(),
        },
      };
    },
  );

  routes.get(
    releaseTransLockCall.path,
    { schema: releaseTransLockCall.schema, onRequest: adminOnly, config: changesStateOnGet },
    async (request) => {
      const actor = await actorOf(request, request.query.userId);
      const released = await releaseReviewLockOf(app.db, request.query.transSeqId, actor);
      return { apiData: { code: 200 as const, released } };
    },
  );

  routes.post(
    approveFilingCall.path,
    { schema: approveFilingCall.schema, onRequest: adminOnly },
    async (request) => {
      const actor = await actorOf(request, request.body.adminUserId);
      await approveFiling(
        app.db,
        { ...request.body.filing, deactivateIds: request.body.deactivateIds },
        actor,
        statusUrlOf,
      );
      return { apiData: { code: 200 as const, status: 'FILED' as const } };
    },
  );

  routes.get(
    rejectReasonsCall.path,
    { schema: rejectReasonsCall.schema, onRequest: adminOnly },
    async () => ({
      apiData: { code: 200 as const, rejectReasons: await listRejectReasons(app.db) },
    }),
  );

  routes.post(
    rejectFilingCall.path,
    { schema: rejectFilingCall.schema, onRequest: adminOnly },
    async (request) => {
      const actor = await actorOf(request, request.body.adminUserId);
      await rejectFiling(
        app.db,
        {
          ...request.body.filing,
          rejectReasons: request.body.rejectReasons,
          additionalText: request.body.additionalText,
        },
        actor,
        statusUrlOf,
      );
      return { apiData: { code: 200 as const, status: 'REJECTED' as const } };
    },
  );

  routes.get(
    piiEntryVerificationCall.path,
    { schema: piiEntryVerificationCall.schema, onRequest: adminOnly },
    async (request) => {
      const verified = await verifyPiiIds(app.db, request.query);
      return {
        apiData: {
          code: 200 as const,
          entityIdIsValid: verified.entityIdIsValid,
          piiDocIdIsValid: verified.piiDocIdIsValid,
          removalDocIdIsValid: verified.removalDocIdIsValid,
          entityName: verified.entityName,
        },
      };
    },
  );

  routes.post(
    savePiiCall.path,
    { schema: savePiiCall.schema, onRequest: adminOnly },
    async (request) => {
      const actor = await actorOf(request, request.body.userId);
      await savePiiRemoval(app.db, request.body, actor);
      return { apiData: { code: 200 as const, saved: true as const } };
    },
  );
}
