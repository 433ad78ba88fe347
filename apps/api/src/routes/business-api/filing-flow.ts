// The filing flow's calls (drafts, attachments, review PDF, payment, receipt, filed image, receipt
// email, test checkout) and its background jobs, sharing one payment provider.
import type { FastifyInstance } from 'fastify';
import { jobsPlugin } from '../../modules/jobs/jobs-plugin.ts';
import { createTestCheckoutProvider } from '../../modules/payments/test-checkout.ts';
import { checkoutRoutes } from '../payment/index.ts';
import { ensRoutes } from '../ens-db-api/index.ts';
import { attachmentRoutes } from './attachments/index.ts';
import { draftRoutes } from './draft/index.ts';
import { fileRoutes } from './file/index.ts';
import { paymentRoutes } from './payment/index.ts';
import { pdfRoutes } from './pdf/index.ts';

/** Registers every call of the filing flow. */
export async function filingFlowRoutes(app: FastifyInstance): Promise<void> {
  const provider = createTestCheckoutProvider(app.db);
  await app.register(draftRoutes);
  await app.register(attachmentRoutes);
  await app.register(pdfRoutes);
  await app.register(paymentRoutes, { provider });
  await app.register(fileRoutes, { provider });
  await app.register(ensRoutes);
  await app.register(checkoutRoutes);
  await app.register(jobsPlugin, { provider });
}
