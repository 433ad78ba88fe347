// POST /ens-db-api/send-email ("Email my receipt", spec README decision 3) and the non-production
// mail page GET /mail that shows the outbox when no SMTP server is configured.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@registrar/domain';
import { z } from 'zod';
import { queueReceiptEmail } from '../../modules/mail/mail-service.ts';
import { renderMailPage } from '../../modules/mail/mail-page.ts';
import { listRecentMessages } from '../../modules/mail/outbox-repository.ts';
import { routeRateLimit } from '../../plugins/rate-limits.ts';

// Only the reference and the recipient are read; template URLs, senders, subjects and parameters
// the client sends are dropped by the schema (zod strips unknown keys).
const sendEmailBody = z.object({
  refId: z.uuid('The reference must be a UUID.'),
  emailTo: z
    .string({ error: messages.receiptEmailInvalid })
    .max(1000, messages.receiptEmailInvalid)
    .optional(),
  /** The secret the payment call gave the browser that paid: the reference alone is not enough. */
  receiptToken: z.string().max(200).optional(),
});

/** Registers the email-sending call and the mail page. */
export async function ensRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/ens-db-api/send-email',
    {
      schema: { body: sendEmailBody },
      config: { rateLimit: routeRateLimit(app.config, 'receiptEmails') },
    },
    async (request) => {
      await queueReceiptEmail(app.db, {
        refId: request.body.refId,
        emailTo: request.body.emailTo ?? '',
        receiptToken: request.body.receiptToken ?? '',
      });
      return { apiData: { code: 200, sent: true } };
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
      .send(renderMailPage(rows));
  });
}
