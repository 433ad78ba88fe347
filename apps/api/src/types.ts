import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/database.ts';
import type { Draining } from './plugins/health.ts';

import type { FastifyBaseLogger } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    /** What the background jobs take as now (movable only under APP_ENV=test). */
    clock: Clock;
    /** Set on SIGTERM: /readyz answers 503 and every answer closes its connection. */
    draining: Draining;
    /** Warns that a request met an unavailable database, at most once a second. */
    warnDatabaseUnavailable: (log: FastifyBaseLogger, error: unknown) => void;
  }
}
