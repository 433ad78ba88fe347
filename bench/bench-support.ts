// What the document and search benchmarks share: a free port, the benchmark server in a child
// process (the real app on the database the environment names), and latency percentiles.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';

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
      // Links and redirects the server makes (the checkout's) lead back to where it listens.
      PUBLIC_BASE_URL: baseUrl,
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

/** CPU seconds (user + system) a process of this machine has used; 0 once it is gone. */
function processCpuSeconds(pid: number): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Where the machine's CPU time had gone at one moment, in seconds. */
export interface CpuSnapshot {
  server: number;
  /** The database's sessions of the benchmark's database. */
  database: number;
  /** This process: the load generator. */
  loadGenerator: number;
  machineBusy: number;
  machineTotal: number;
}

/**
 * CPU used so far by the server process, by the PostgreSQL sessions connected to `check`'s
 * database (the server's pool; PostgreSQL runs on this machine) and by this process, and the
 * whole machine's busy and total time (all cores). Linux only (/proc).
 */
export async function cpuSnapshot(check: pg.Client, serverPid: number): Promise<CpuSnapshot> {
  const sessions = await check.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const own = process.cpuUsage();
  const cores = os.cpus().map((cpu) => cpu.times);
  const busy = cores.reduce((sum, t) => sum + t.user + t.nice + t.sys + t.irq, 0) / 1000;
  const idle = cores.reduce((sum, t) => sum + t.idle, 0) / 1000;
  return {
    server: processCpuSeconds(serverPid),
    database: sessions.rows.reduce((sum, row) => sum + processCpuSeconds(row.pid), 0),
    loadGenerator: (own.user + own.system) / 1e6,
    machineBusy: busy,
    machineTotal: busy + idle,
  };
}

/** What `after - before` cost per request, in microseconds of CPU, and the machine's other work. */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  const per = (key: keyof CpuSnapshot) => ((after[key] - before[key]) * 1e6) / requests;
  const busy = after.machineBusy - before.machineBusy;
  const measured =
    after.server -
    before.server +
    after.database -
    before.database +
    after.loadGenerator -
    before.loadGenerator;
  return {
    server: per('server'),
    database: per('database'),
    loadGenerator: per('loadGenerator'),
    /** Share of the machine's busy time spent by other work than these three. */
    otherShare: busy > 0 ? Math.max(0, busy - measured) / busy : 0,
    busyShare: busy / (after.machineTotal - before.machineTotal),
  };
}
