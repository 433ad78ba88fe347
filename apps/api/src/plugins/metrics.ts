// Prometheus metrics (text format) at /metrics: on the main port for a scraper that brings
// METRICS_TOKEN as a bearer token, or on METRICS_PORT, a port of its own for an internal network.
// With neither set, nothing is registered and nothing is measured beyond the counters' increments.
//
// Beside the process's counters (operations/metrics.ts) this app measures its requests (by route
// pattern, never the raw path) and reads, at each scrape, the state that lives in the database:
// the outbox's unsent mail and the age of the oldest, the jobs by state, and the pool's clients.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { processMetrics } from '../operations/metrics.ts';

let processCollectorsStarted = false;

/** The app's own measures and readings, beside the process's counters, as one registry. */
function appRegistry(app: FastifyInstance): Registry {
  const registry = new Registry();
  const requests = new Counter({
    name: 'registrar_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'registrar_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern the router matched ("/business-api/entity/record", "/business/*"); an address
    // that matched no route is one series, whatever was asked.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  // Which release answers: one series, always 1, its labels the version and the commit.
  new Gauge({
    name: 'registrar_build_info',
    help: 'The running release: its version and the commit it was built from (always 1).',
    labelNames: ['version', 'commit'] as const,
    registers: [registry],
  }).set({ version: app.config.buildVersion, commit: app.config.buildCommit }, 1);

  const { pool } = app.database;
  new Gauge({
    name: 'registrar_db_pool_clients',
    help: 'Database pool clients: busy (checked out), idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'registrar_outbox_unsent',
    help: 'Mail and text messages waiting in the outbox.',
    registers: [registry],
    async collect() {
      const { rows } = await pool.query<{ unsent: string }>(
        "SELECT count(*) AS unsent FROM outbox WHERE status = 'PENDING'",
      );
      this.set(Number(rows[0]?.unsent ?? 0));
    },
  });
  new Gauge({
    name: 'registrar_outbox_oldest_unsent_age_seconds',
    help: 'How long the oldest unsent message has waited in the outbox (0 when none waits).',
    registers: [registry],
    async collect() {
      const { rows } = await pool.query<{ age: number | null }>(
        `SELECT extract(epoch FROM now() - min(created_at))::float8 AS age
           FROM outbox WHERE status = 'PENDING'`,
      );
      this.set(Math.max(0, rows[0]?.age ?? 0));
    },
  });
  new Gauge({
    name: 'registrar_jobs',
    help:
      'Background jobs by state: waiting (due, never tried), scheduled (not yet due), failed ' +
      '(tried and waiting to try again), running, dead (out of attempts).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { rows } = await pool.query<{ state: string; jobs: string }>(
        `SELECT CASE
                  WHEN status = 'PENDING' AND attempts > 0 THEN 'failed'
                  WHEN status = 'PENDING' AND run_at > now() THEN 'scheduled'
                  WHEN status = 'PENDING' THEN 'waiting'
                  ELSE lower(status)
                END AS state,
                count(*) AS jobs
           FROM jobs WHERE status IN ('PENDING', 'RUNNING', 'DEAD')
          GROUP BY 1`,
      );
      for (const state of ['waiting', 'scheduled', 'failed', 'running', 'dead']) {
        this.set({ state }, Number(rows.find((row) => row.state === state)?.jobs ?? 0));
      }
    },
  });
  return Registry.merge([processMetrics, registry]);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Whether the request's Authorization header carries the token (compared in constant time). */
function bringsToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(sha256(given), sha256(token));
}

/** Registers /metrics as configured; does nothing when metrics are off. */
export function registerMetrics(app: FastifyInstance): void {
  const { token, port } = app.config.metrics;
  if (token === undefined && port === undefined) return;
  if (!processCollectorsStarted) {
    // Memory, CPU, event-loop delay and the like, once per process.
    collectDefaultMetrics({ register: processMetrics, prefix: 'registrar_' });
    processCollectorsStarted = true;
  }
  const registry = appRegistry(app);

  if (token !== undefined) {
    // Scraped every few seconds: a scrape is logged only when it is refused.
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      if (!bringsToken(request.headers.authorization, token)) {
        request.log.warn('metrics scrape refused: no token, or another');
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ apiData: { code: 401, message: 'A metrics token is needed.' } });
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    });
  }

  if (port !== undefined) {
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        registry.metrics().then(
          (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics could not be read');
            response.writeHead(500).end();
          },
        );
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, app.config.host, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      const closing = server;
      if (closing !== undefined) await new Promise((resolve) => closing.close(resolve));
    });
  }
}
