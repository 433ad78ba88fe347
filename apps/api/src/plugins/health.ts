// Health for a load balancer or an orchestrator. /livez: the process runs and its event loop
// answers (restart it when this fails). /readyz: it should be sent traffic: its schema is up to
// date (the server listens only once it has migrated), the database answers, and it is not
// draining for a shutdown (take it out of rotation when this fails). Neither is in the API's
// envelope or the OpenAPI document: they are for machines, and only their status counts.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long /readyz waits for the database before it says the server is not ready. */
const DATABASE_CHECK_MS = 5_000;

/** Whether the server is draining for shutdown (set once, by server.ts on SIGTERM). */
export interface Draining {
  readonly active: boolean;
  start(): void;
  /**
   * Requests whose answers are not yet wholly handed to the operating system. Node counts an
   * answer still being written as finished, and closing the server would cut it off.
   */
  readonly requestsInFlight: number;
}

function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  const query = app.db.$client.query('SELECT 1').then(
    () => true,
    () => false,
  );
  return Promise.race([query, timeout]).finally(() => clearTimeout(timer));
}

/** Registers /livez and /readyz; the answer says how to start draining. */
export function registerHealth(app: FastifyInstance): Draining {
  let draining = false;
  let inFlight = 0;
  app.server.on('request', (_request, response: ServerResponse) => {
    inFlight += 1;
    // 'close' comes once the answer is written out, or once its connection ended first.
    response.once('close', () => {
      inFlight -= 1;
    });
  });
  const noStore = { 'cache-control': 'no-store' };
  // Every answer names the release, so a balancer's check (or a person) sees which one answers.
  const release = { version: app.config.buildVersion, commit: app.config.buildCommit };
  // A balancer asks every few seconds: an answer that says all is well is not logged (thousands
  // of lines a day per server); one that says it is not is, once per answer, as a warning.
  const probe = { schema: { hide: true }, logLevel: 'warn' } as const;
  app.get('/livez', probe, async (_request, reply) =>
    reply.headers(noStore).send({ status: 'live', ...release }),
  );
  app.get('/readyz', probe, async (request, reply) => {
    reply.headers(noStore);
    const status = draining
      ? 'draining'
      : (await databaseAnswers(app))
        ? 'ready'
        : 'database unavailable';
    if (status === 'ready') return reply.send({ status, ...release });
    request.log.warn({ status }, `not ready: ${status}`);
    return reply.code(503).send({ status, ...release });
  });
  // While draining, every answer closes its connection, so a client (or the load balancer) opens
  // its next one to a server that stays.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  return {
    get active() {
      return draining;
    },
    start() {
      draining = true;
    },
    get requestsInFlight() {
      return inFlight;
    },
  };
}
