// Every route plugin, registered once. Each helper-owned area adds its own line.
import type { FastifyInstance } from 'fastify';

/** Registers every API area and the web app on the instance. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
