// What the document and search benchmarks share: a free port, the benchmark server in a child
// process (the real app on the database the environment names), and latency percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

async function waitForHeartBeat(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/business-api/heartBeat`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer its heartBeat within 120 s');
}

export interface BenchServer {
  process: ChildProcess;
  baseUrl: string;
}

/**
 * Starts the real server (bench/name-availability-server.ts, or another `script`) in a child
 * process with the given database settings (DATABASE_URL, or DATA_DIR for the embedded database)
 * and waits for it.
 */
export async function startBenchServer(
  env: Record<string, string>,
  script = 'bench/name-availability-server.ts',
): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_ENV: 'test',
      NODE_ENV: 'production',
      SEED_ENTITY_COUNT: '0',
      // Every request comes from this one address: limits far above what the load can send.
      RATE_LIMIT_NAME_CHECKS_PER_MINUTE: '10000000',
      RATE_LIMIT_CERTIFICATES_PER_MINUTE: '10000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHeartBeat(baseUrl, child);
  return { process: child, baseUrl };
}

export async function stopBenchServer(server: BenchServer): Promise<void> {
  if (server.process.exitCode !== null) return;
  server.process.kill('SIGTERM');
  await once(server.process, 'exit');
}

/** The p-th percentile (0-100) of the samples, nearest rank. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}
