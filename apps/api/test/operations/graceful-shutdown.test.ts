// A server stopped with SIGTERM (as a rolling upgrade or an orchestrator stops it) fails no
// request, on either database: the server is started as a process of its own, 200 requests are
// put in flight, and SIGTERM arrives while they are. Every one is answered in full, /readyz says 503 while the
// server drains, requests sent while it drains are still answered, and the process exits cleanly.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSeededPostgresDatabase,
  startServerProcess,
  type ServerProcess,
} from '../support/server-process.ts';
import { databaseKinds } from '../support/test-app.ts';

/** What came back for one request: its status and whether its body arrived whole. */
async function ask(url: string): Promise<string> {
  try {
    const answer = await fetch(url);
    const body = await answer.text();
    return `${answer.status}${body.length > 0 ? '' : ' (empty)'}`;
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return `failed: ${(error as Error).message} (${cause?.code ?? cause?.message ?? 'no cause'})`;
  }
}

describe.each(databaseKinds)('a server on %s stopped with SIGTERM', (kind) => {
  let server: ServerProcess;
  let base: string;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    const env = {
      // Jobs run as in production, so stopping them is part of the shutdown.
      APP_ENV: 'dev',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_SECONDS: '3',
      SHUTDOWN_TIMEOUT_SECONDS: '30',
    };
    if (kind === 'postgres') {
      const database = await createSeededPostgresDatabase({ entityCount: 200 });
      cleanups.push(() => database.drop());
      server = await startServerProcess({ databaseUrl: database.databaseUrl, env });
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'registrar-shutdown-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      server = await startServerProcess({
        env: { ...env, DATA_DIR: dataDir, SEED_ENTITY_COUNT: '200' },
      });
    }
    base = server.baseUrl;
  }, 90_000);

  afterAll(async () => {
    await server.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('answers every request in flight and every request sent while it drains', async () => {
    // Searches and server-rendered pages: each needs the database, so most wait in line for it.
    const addresses = Array.from({ length: 200 }, (_unused, index) =>
      index % 2 === 0
        ? `${base}/business-api/entity/search?q=${encodeURIComponent(`llc ${index}`)}`
        : `${base}/business/search?q=${encodeURIComponent(`company ${index}`)}`,
    );
    // Counts the requests whose headers went out on a connection: once all have, every one is
    // with the server (accepted, or waiting to be while it drains), and SIGTERM may come.
    let sent = 0;
    const countSent = () => {
      sent += 1;
    };
    subscribe('undici:client:sendHeaders', countSent);
    let answered = 0;
    const inFlight = addresses.map((address) =>
      ask(address).finally(() => {
        answered += 1;
      }),
    );
    while (sent < addresses.length) await new Promise((resolve) => setTimeout(resolve, 5));
    unsubscribe('undici:client:sendHeaders', countSent);
    expect(answered).toBeLessThan(addresses.length);
    // The drain, then the requests in flight: well within the limit, even on a loaded machine.
    const exited = server.stop(60_000);
    // Draining: not ready (as soon as the server has taken the signal), but still answering.
    let readiness = await ask(`${base}/readyz`);
    for (let tries = 0; readiness === '200' && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      readiness = await ask(`${base}/readyz`);
    }
    const duringDrain = await ask(`${base}/business-api/entity/search?q=drain`);

    const answers = await Promise.all(inFlight);
    expect(answered).toBe(200);
    expect(answers.filter((answer) => answer !== '200')).toEqual([]);
    expect(readiness).toBe('503');
    expect(duringDrain).toBe('200');

    await exited;
    expect(server.child.exitCode).toBe(0);
    expect(server.output()).toContain('"msg":"draining"');
    expect(server.output()).toContain('"msg":"stopped"');
  }, 90_000);
});
