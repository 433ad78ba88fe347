// Runs the background jobs while the server is up. Tests (APP_ENV=test) start no timers: server
// tests call the job functions themselves, and browser journeys move the app's clock and run
// passes through the test-only calls.
import type { FastifyInstance } from 'fastify';
import { isMovableClock } from '../../clock.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { startBackgroundJobs, type BackgroundJobs } from './background-jobs.ts';
import { testClockRoutes } from './test-clock-routes.ts';

/** Starts the interval jobs when the app is ready and stops them when it closes. */
export async function jobsPlugin(
  app: FastifyInstance,
  options: { provider: PaymentProvider },
): Promise<void> {
  if (app.config.appEnv === 'test') {
    if (isMovableClock(app.clock))
      await app.register(testClockRoutes, { provider: options.provider, clock: app.clock });
    return;
  }
  let jobs: BackgroundJobs | undefined;
  app.addHook('onReady', async () => {
    jobs = startBackgroundJobs(app.db, app.config, app.log, options.provider, app.clock);
  });
  app.addHook('onClose', async () => {
    await jobs?.stop();
  });
}
