// The test server's own calls (APP_ENV=test only): its clock, and the background jobs' passes,
// which it runs only when a journey asks.
import { expect, type APIRequestContext } from '@playwright/test';

/** The header of a same-origin call, which the server asks of every state-changing one. */
const testCall = { 'x-requested-with': 'registrar' };

/** Runs the named job passes at once (for example 'jobs', which delivers queued mail). */
export async function runJobs(request: APIRequestContext, jobs: readonly string[]): Promise<void> {
  const ran = await request.post('/business-api/test/jobs', { headers: testCall, data: { jobs } });
  expect(ran.status()).toBe(200);
}

/** Moves the server's clock forward to `instant`. */
export async function moveClockTo(request: APIRequestContext, instant: string): Promise<void> {
  const moved = await request.put('/business-api/test/clock', {
    headers: testCall,
    data: { now: instant },
  });
  expect(moved.status()).toBe(200);
}

/** Puts the server's clock back to the real time. */
export async function resetClock(request: APIRequestContext): Promise<void> {
  expect((await request.delete('/business-api/test/clock', { headers: testCall })).status()).toBe(
    200,
  );
}
