// The existing-entity filings' entry calls: GET /business-api/entity/summary,
// GET /business-api/transaction/available and GET /business-api/content/intro.
import {
  entitySummaryCall,
  filingTransaction,
  filingTypeOfTransaction,
  introContentCall,
  transactionAvailableCall,
} from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentFor, type ReferenceDataCache } from '../../../modules/content/reference-data.ts';
import {
  filingAvailability,
  findEntity,
  pendingDelayedEffectiveDate,
  toEntitySummary,
} from '../../../modules/registry/entity-summary.ts';
import { HttpProblem } from '../../../http-errors.ts';
import { requestLanguage } from '../../../plugins/request-language.ts';
import { signedInOf } from '../../../plugins/sessions.ts';

const UNKNOWN_ENTITY_MESSAGE = 'No entity with that ID is on the record.';

/** Registers the existing-entity entry calls. */
export async function existingEntityRoutes(
  app: FastifyInstance,
  options: { referenceData: ReferenceDataCache },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    entitySummaryCall.path,
    { schema: entitySummaryCall.schema },
    async (request, reply) => {
      const row = await findEntity(app.db, request.query.entityId);
      if (row === undefined) throw new HttpProblem(404, UNKNOWN_ENTITY_MESSAGE);
      reply.header('cache-control', 'no-store');
      const delayedEffectiveDate = await pendingDelayedEffectiveDate(app.db, row.entityId);
      // The dissolution date is shown to administrators only; the server decides who that is.
      const signedIn = await signedInOf(request);
      const isAdmin = signedIn?.kind === 'staff' && signedIn.roles.includes('admin');
      return {
        apiData: {
          code: 200 as const,
          ...toEntitySummary(row, request.query.transTyp, delayedEffectiveDate),
          ...(isAdmin && row.dissolutionDate !== null
            ? { dissolutionDate: row.dissolutionDate.toISOString() }
            : {}),
        },
      };
    },
  );

  routes.get(
    transactionAvailableCall.path,
    { schema: transactionAvailableCall.schema },
    async (request, reply) => {
      const { entityId, transactionType } = request.query;
      const row = await findEntity(app.db, entityId);
      if (row === undefined) throw new HttpProblem(404, UNKNOWN_ENTITY_MESSAGE);
      const { available, reason } = await filingAvailability(app.db, row, transactionType);
      reply.header('cache-control', 'no-store');
      return {
        apiData: { code: 200 as const, entityId, transactionType, available, reason },
      };
    },
  );

  routes.get(introContentCall.path, { schema: introContentCall.schema }, async (request, reply) => {
    const { entityId, transactionType } = request.query;
    const def = filingTypeOfTransaction(transactionType);
    const key =
      (def && filingTransaction(def, transactionType)?.introContentKey) || transactionType;
    const referenceData = await options.referenceData.get();
    const row = entityId ? await findEntity(app.db, entityId) : undefined;
    const language = requestLanguage(request);
    const body =
      (row && contentFor(referenceData, 'intro', `${key}:${row.entityType}`, language)) ??
      contentFor(referenceData, 'intro', key, language);
    if (body === undefined)
      throw new HttpProblem(404, 'There is no intro content for this transaction type.');
    reply.header('cache-control', 'no-store');
    return { apiData: { code: 200 as const, content: body } };
  });
}
