import type { Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    /** What the background jobs take as now (movable only under APP_ENV=test). */
    clock: Clock;
  }
}
