// The filing flow's calls (drafts, attachments, review PDF, payment, receipt, filed image, receipt
// email, the test checkout's pages or Stripe's webhook) and its background jobs, sharing one
// payment provider.
import type { FastifyInstance } from 'fastify';
import { jobsPlugin } from '../../modules/jobs/jobs-plugin.ts';
import {
  createStripeCheckoutProvider,
  createStripeClient,
} from '../../modules/payments/stripe-checkout.ts';
import { createTestCheckoutProvider } from '../../modules/payments/test-checkout.ts';
import { checkoutRoutes } from '../payment/index.ts';
import { stripeWebhookRoutes } from '../payment/stripe-webhook.ts';
import { ensRoutes } from '../ens-db-api/index.ts';
import { attachmentRoutes } from './attachments/index.ts';
import { draftRoutes } from './draft/index.ts';
import { fileRoutes } from './file/index.ts';
import { paymentRoutes } from './payment/index.ts';
import { pdfRoutes } from './pdf/index.ts';

/** Registers every call of the filing flow. */
export async function filingFlowRoutes(app: FastifyInstance): Promise<void> {
  const payments = app.config.payments;
  const stripe = payments.provider === 'stripe' ? createStripeClient(payments.stripe) : null;
  const provider =
    stripe === null ? createTestCheckoutProvider(app.db) : createStripeCheckoutProvider(stripe);
  await app.register(draftRoutes);
  await app.register(attachmentRoutes);
  await app.register(pdfRoutes);
  await app.register(paymentRoutes, { provider });
  await app.register(fileRoutes, { provider });
  await app.register(ensRoutes);
  // The test checkout is pages of this server; Stripe's checkout reports back through its webhook.
  if (payments.provider === 'stripe' && stripe !== null)
    await app.register(stripeWebhookRoutes, {
      provider,
      stripe,
      webhookSecret: payments.stripe.webhookSecret,
    });
  else await app.register(checkoutRoutes);
  await app.register(jobsPlugin, { provider });
}
