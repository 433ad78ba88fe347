// POST /ens-db-api/send-email ("Email my receipt", built only from the server's own receipt, never
// an open relay) and the non-production mail page GET /mail that shows the outbox (outside
// production, with or without an SMTP server).
import { sendReceiptEmailCall } from '@registrar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queueReceiptEmail } from '../../modules/mail/mail-service.ts';
import { renderMailPage } from '../../modules/mail/mail-page.ts';
import { listRecentMessages } from '../../modules/mail/outbox-repository.ts';
import { routeRateLimit } from '../../plugins/rate-limits.ts';
import { receiptTokenOf } from '../../plugins/receipt-tokens.ts';

/** Registers the email-sending call and the mail page. */
export async function ensRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    sendReceiptEmailCall.path,
    {
      schema: sendReceiptEmailCall.schema,
      config: { rateLimit: routeRateLimit(app.config, 'receiptEmails') },
    },
    async (request) => {
      await queueReceiptEmail(app.db, {
        refId: request.body.refId,
        emailTo: request.body.emailTo,
        receiptToken:
          request.body.receiptToken ?? receiptTokenOf(request, request.body.refId) ?? '',
      });
      return { apiData: { code: 200 as const, sent: true as const } };
    },
  );

  routes.get('/mail', async (_request, reply) => {
    if (app.config.appEnv === 'prod' || app.config.appEnv === 'client') {
      return reply.code(404).send({ apiData: { code: 404, message: 'Not found' } });
    }
    const rows = await listRecentMessages(app.db, 100);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailPage(rows, app.config.publicBaseUrl, app.config.smtpUrl !== undefined));
  });
}
