// The filing API's webhook calls: an account registers the addresses its events are posted to,
// reads its delivery log and sends a delivery again (modules/webhooks does the work).
import {
  apiAddWebhookEndpointCall,
  apiRemoveWebhookEndpointCall,
  apiReplayDeliveryCall,
  apiWebhookDeliveriesCall,
  apiWebhookEndpointsCall,
} from '@registrar/domain';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyKeyOf, keptOnce, presentedKey, sendKept } from './calls.ts';
import { requestFingerprint } from '../../modules/filing-api/idempotency.ts';
import {
  listDeliveries,
  replayDelivery,
  type WebhookDeliverySummary,
} from '../../modules/webhooks/webhook-deliveries.ts';
import { secretsKeyringOf } from '../../modules/secrets/sealed-secrets.ts';
import {
  disableWebhookEndpoint,
  listWebhookEndpoints,
  registerWebhookEndpoint,
  registrationAnswerForRepeats,
  type WebhookEndpointSummary,
} from '../../modules/webhooks/webhook-endpoints.ts';

function endpointOf(endpoint: WebhookEndpointSummary) {
  return {
    id: String(endpoint.id),
    url: endpoint.url,
    createdAt: endpoint.createdAt.toISOString(),
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
  };
}

function deliveryOf(delivery: WebhookDeliverySummary) {
  return {
    id: String(delivery.id),
    eventId: String(delivery.eventId),
    eventType: delivery.eventType,
    endpointId: String(delivery.endpointId),
    url: delivery.endpointUrl,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastError: delivery.lastError,
    createdAt: delivery.createdAt.toISOString(),
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    replayOf: delivery.replayOf === null ? null : String(delivery.replayOf),
    attemptsLog: delivery.attemptsLog.map((attempt) => ({
      ...attempt,
      at: attempt.at.toISOString(),
    })),
  };
}

/** Registers the webhook calls with the filing API's route config (key, limits). */
export async function webhookRoutes(
  app: FastifyInstance,
  options: { config: FastifyContextConfig },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { config } = options;
  const { allowInsecureLoopback } = app.config.webhooks;
  const secrets = await secretsKeyringOf(app.config);

  routes.get(
    apiWebhookEndpointsCall.path,
    { schema: apiWebhookEndpointsCall.schema, config },
    async (request) => ({
      apiData: {
        code: 200 as const,
        endpoints: (await listWebhookEndpoints(app.db, presentedKey(request).accountId)).map(
          endpointOf,
        ),
      },
    }),
  );

  routes.post(
    apiAddWebhookEndpointCall.path,
    { schema: apiAddWebhookEndpointCall.schema, config },
    async (request, reply) => {
      const { accountId } = presentedKey(request);
      const answer = await keptOnce(
        app.db,
        {
          accountId,
          key: idempotencyKeyOf(request),
          fingerprint: requestFingerprint('POST', apiAddWebhookEndpointCall.path, request.body),
        },
        async () => {
          const endpoint = await registerWebhookEndpoint(
            app.db,
            secrets,
            accountId,
            request.body.url,
            { allowInsecureLoopback },
          );
          return {
            apiData: {
              code: 200,
              endpoint: endpointOf({ ...endpoint, disabledAt: null }),
              secret: endpoint.secret,
            },
          };
        },
        // The secret is shown once: the answer kept for the key (24 hours) goes without it.
        (answer) => ({ apiData: registrationAnswerForRepeats(answer.apiData) }),
      );
      return sendKept(reply, answer);
    },
  );

  routes.delete(
    apiRemoveWebhookEndpointCall.path,
    { schema: apiRemoveWebhookEndpointCall.schema, config },
    async (request) => {
      const endpoint = await disableWebhookEndpoint(
        app.db,
        presentedKey(request).accountId,
        Number(request.params.endpointId),
      );
      return { apiData: { code: 200 as const, endpoint: endpointOf(endpoint) } };
    },
  );

  routes.get(
    apiWebhookDeliveriesCall.path,
    { schema: apiWebhookDeliveriesCall.schema, config },
    async (request) => {
      const page = await listDeliveries(app.db, presentedKey(request).accountId, {
        ...(request.query.cursor === undefined ? {} : { cursor: request.query.cursor }),
        limit: request.query.limit ?? 20,
      });
      return {
        apiData: {
          code: 200 as const,
          deliveries: page.deliveries.map(deliveryOf),
          nextCursor: page.nextCursor,
        },
      };
    },
  );

  routes.post(
    apiReplayDeliveryCall.path,
    { schema: apiReplayDeliveryCall.schema, config },
    async (request, reply) => {
      const { accountId } = presentedKey(request);
      const path = `/filing-api/v1/webhook-deliveries/${request.params.deliveryId}/replay`;
      const call = {
        accountId,
        key: idempotencyKeyOf(request),
        fingerprint: requestFingerprint('POST', path, {}),
      };
      const answer = await keptOnce(app.db, call, async () => {
        const delivery = await replayDelivery(
          app.db,
          accountId,
          Number(request.params.deliveryId),
          new Date(),
        );
        return { apiData: { code: 200, delivery: deliveryOf(delivery) } };
      });
      return sendKept(reply, answer);
    },
  );
}
