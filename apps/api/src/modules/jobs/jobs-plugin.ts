// Runs the background jobs while the server is up. Tests (APP_ENV=test) call the job functions
// themselves, so the app they build starts no timers.
import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { startBackgroundJobs, type BackgroundJobs } from './background-jobs.ts';

/** Starts the interval jobs when the app is ready and stops them when it closes. */
export async function jobsPlugin(
  app: FastifyInstance,
  options: { provider: PaymentProvider },
): Promise<void> {
  if (app.config.appEnv === 'test') return;
  let jobs: BackgroundJobs | undefined;
  app.addHook('onReady', async () => {
    jobs = startBackgroundJobs(app.db, app.config, app.log, options.provider);
  });
  app.addHook('onClose', async () => {
    await jobs?.stop();
  });
}
