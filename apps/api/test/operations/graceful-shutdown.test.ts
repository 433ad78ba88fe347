// A server stopped with SIGTERM (as a rolling upgrade or an orchestrator stops it) fails no
// request: the built server is started as a process of its own, 200 requests are put in flight,
// and SIGTERM arrives while they are. Every one is answered in full, /readyz says 503 while the
// server drains, requests sent while it drains are still answered, and the process exits cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const builtServer = path.join(repositoryRoot, 'apps/api/dist/server.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${base}/readyz`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (ready === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become ready');
}

/** What came back for one request: its status and whether its body arrived whole. */
async function ask(url: string): Promise<string> {
  try {
    const answer = await fetch(url);
    const body = await answer.text();
    return `${answer.status}${body.length > 0 ? '' : ' (empty)'}`;
  } catch (error) {
    return `failed: ${(error as Error).message}`;
  }
}

describe('a server stopped with SIGTERM', () => {
  let server: ChildProcess;
  let base: string;
  let output = '';
  let exited: Promise<number | null>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'registrar-shutdown-'));

  beforeAll(async () => {
    if (!existsSync(builtServer))
      throw new Error('The server is not built: run `npm run build` before these tests.');
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [builtServer], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_BASE_URL: base,
        SEED_ENTITY_COUNT: '200',
        APP_ENV: 'dev',
        LOG_LEVEL: 'info',
        SHUTDOWN_DRAIN_SECONDS: '1',
        SHUTDOWN_TIMEOUT_SECONDS: '30',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
    await waitUntilReady(base);
  }, 90_000);

  afterAll(() => {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request in flight and every request sent while it drains', async () => {
    // Searches and server-rendered pages: each needs the database, so most wait in line for it.
    const addresses = Array.from({ length: 200 }, (_unused, index) =>
      index % 2 === 0
        ? `${base}/business-api/entity/search?q=${encodeURIComponent(`llc ${index}`)}`
        : `${base}/business/search?q=${encodeURIComponent(`company ${index}`)}`,
    );
    let answered = 0;
    const inFlight = addresses.map((address) =>
      ask(address).finally(() => {
        answered += 1;
      }),
    );
    // SIGTERM once the first answers are back: the rest are with the server.
    while (answered < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(server.kill('SIGTERM')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));

    // Draining: not ready, but still answering.
    const readiness = await ask(`${base}/readyz`);
    const duringDrain = await ask(`${base}/business-api/entity/search?q=drain`);

    const answers = await Promise.all(inFlight);
    expect(answered).toBe(200);
    expect(answers.filter((answer) => answer !== '200')).toEqual([]);
    expect(readiness).toBe('503');
    expect(duringDrain).toBe('200');

    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"draining"');
    expect(output).toContain('"msg":"stopped"');
  }, 90_000);
});
