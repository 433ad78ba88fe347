import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
  }
}
