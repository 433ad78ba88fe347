// The notification links (confirm, unsubscribe, and where a link's sign-up stands; no sign-in:
// the link's token is the key) and the text provider's inbound call for replies.
import {
  confirmSubscriptionCall,
  subscriptionLinkCall,
  textReplyCall,
  unsubscribeCall,
} from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../../http-errors.ts';
import {
  confirmSubscription,
  subscriptionOfLink,
  unsubscribe,
} from '../../../modules/notifications/subscriptions.ts';
import { answerTextReply, textProviderTokenMatches } from '../../../modules/texts/text-replies.ts';

/** Registers the notification calls. */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    confirmSubscriptionCall.path,
    { schema: confirmSubscriptionCall.schema },
    async (request) => {
      const summary = await confirmSubscription(app.db, request.body.token);
      return { apiData: { code: 200 as const, ...summary } };
    },
  );
  routes.post(unsubscribeCall.path, { schema: unsubscribeCall.schema }, async (request) => {
    const summary = await unsubscribe(app.db, request.body.token);
    return { apiData: { code: 200 as const, ...summary } };
  });
  routes.get(
    subscriptionLinkCall.path,
    { schema: subscriptionLinkCall.schema },
    async (request, reply) => {
      const subscription = await subscriptionOfLink(
        app.db,
        request.query.link,
        request.query.token,
      );
      reply.header('cache-control', 'no-store');
      return { apiData: { code: 200 as const, ...subscription } };
    },
  );
  routes.post(
    textReplyCall.path,
    {
      schema: textReplyCall.schema,
      // The provider's server calls this, not a browser: its shared token is the defence.
      config: { csrfDefence: 'form-token' },
    },
    async (request) => {
      if (
        !textProviderTokenMatches(
          app.config.textInboundToken,
          request.headers['x-text-provider-token'],
        )
      )
        throw new HttpProblem(403, 'This call is for the text message provider.');
      const answer = await answerTextReply(app.db, app.config.publicBaseUrl, request.body);
      return { apiData: { code: 200 as const, ...answer } };
    },
  );
}
