// Calls for browser journeys on a test server only (APP_ENV=test; no other environment has
// them): read and move the clock the background jobs take "now" from, and run job passes at
// once. The test server starts no job timers, so a journey runs the passes it needs itself:
// move the clock to the day a report window opens, run the reminders, read the mail page.
import { HttpProblem } from '../../http-errors.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MovableClock } from '../../clock.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { createJobPasses, jobNames } from './background-jobs.ts';

const clockAnswer = (clock: MovableClock) => ({
  apiData: { code: 200 as const, now: clock.now().toISOString() },
});

/** Registers GET, PUT and DELETE /business-api/test/clock and POST /business-api/test/jobs. */
export async function testClockRoutes(
  app: FastifyInstance,
  options: { provider: PaymentProvider; clock: MovableClock },
): Promise<void> {
  const { clock } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const jobs = createJobPasses(app.db, app.config, app.log, options.provider, clock);
  app.addHook('onClose', async () => jobs.close());

  routes.get('/business-api/test/clock', { schema: { hide: true } }, async () =>
    clockAnswer(clock),
  );
  routes.put(
    '/business-api/test/clock',
    { schema: { hide: true, body: z.object({ now: z.iso.datetime({ offset: true }) }) } },
    async (request) => {
      try {
        clock.moveTo(new Date(request.body.now));
      } catch (error) {
        if (error instanceof RangeError) throw new HttpProblem(409, error.message);
        throw error;
      }
      return clockAnswer(clock);
    },
  );
  routes.delete('/business-api/test/clock', { schema: { hide: true } }, async () => {
    clock.reset();
    return clockAnswer(clock);
  });
  routes.post(
    '/business-api/test/jobs',
    { schema: { hide: true, body: z.object({ jobs: z.array(z.enum(jobNames)).min(1) }) } },
    async (request) => {
      const ran: { job: string; result: unknown }[] = [];
      for (const job of request.body.jobs) ran.push({ job, result: await jobs.passes[job]() });
      return { apiData: { code: 200 as const, now: clock.now().toISOString(), ran } };
    },
  );
}
