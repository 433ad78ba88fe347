// Starts Registrar: validates configuration, starts tracing if configured, opens (and migrates) the
// database, seeds an empty registry, listens, and shuts down gracefully on SIGINT/SIGTERM.
import { ConfigError, loadConfig } from './config.ts';
import { describeDatabaseError, isDatabaseConnectionError } from './db/connection-errors.ts';
import { startTracing } from './operations/tracing.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Tracing patches http and pg as they load, so the modules that load them come after it.
  const tracing = await startTracing(config.tracing);
  const [{ buildApp }, { openDatabase }, { seedDatabase }, { issueSetupLink }] = await Promise.all([
    import('./app.ts'),
    import('./db/database.ts'),
    import('./db/seed.ts'),
    import('./modules/identity/administrators.ts'),
  ]);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  }).catch((error: unknown) => {
    // A database the server can reach but that does not exist is the configuration's mistake.
    if (config.databaseUrl !== undefined && describeDatabaseError(error).code === '3D000') {
      const name = decodeURIComponent(new URL(config.databaseUrl).pathname.slice(1));
      throw new ConfigError(
        `Invalid configuration:\n  DATABASE_URL: the database "${name}" does not exist on its server; create it first (createdb ${name}), or name one that does.`,
      );
    }
    throw error;
  });
  await seedDatabase(database.db, { entityCount: config.seedEntityCount });
  const app = await buildApp({ config, database });
  database.logConnectionLossTo(app.log);
  let closing = false;
  // Shutting down without failing a request: /readyz says 503 at once and, for the drain time, the
  // server still answers everything, so a load balancer stops sending it traffic. Then it stops
  // accepting connections, lets the requests in flight finish (for at most the timeout, after which
  // their connections are cut), stops the background jobs between two jobs, and closes the pool.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const { drainSeconds, timeoutSeconds } = config.shutdown;
    app.log.info({ signal, drainSeconds, timeoutSeconds }, 'draining');
    app.draining.start();
    await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
    // Closing the server drops the connections it counts as idle, among them one whose answer is
    // ended but still being written, and one whose request has arrived but not been read, and the
    // connections it has not yet accepted. So first every answer is written out; then two turns of
    // the loop (one poll accepts what waits, the next reads their requests); all within the timeout.
    const deadline = Date.now() + timeoutSeconds * 1000;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    while (app.draining.requestsInFlight > 0 && Date.now() < deadline) await pause(10);
    for (let turn = 0; turn < 2; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    const cut = setTimeout(
      () => {
        app.log.warn('requests still in flight at the shutdown timeout: closing their connections');
        app.server.closeAllConnections();
      },
      Math.max(0, deadline - Date.now()),
    );
    await app.close();
    clearTimeout(cut);
    await database.close();
    await tracing?.shutdown();
    app.log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
    const fields = error as { code?: unknown; port?: unknown };
    if (fields.code !== 'EADDRINUSE') throw error;
    // The port is another program's (or another Registrar's): say which setting names it.
    const name = fields.port === config.metrics.port ? 'METRICS_PORT' : 'PORT';
    throw new ConfigError(
      `Invalid configuration:\n  ${name}: port ${String(fields.port)} on ${config.host} is in use by another program; stop it, or choose another port.`,
    );
  });
  // Which release this is and what it did to the schema, so an operator reading the log knows.
  const { migrations } = database;
  app.log.info(
    { version: config.buildVersion, commit: config.buildCommit, migrations },
    `Registrar ${config.buildVersion} (commit ${config.buildCommit}) is running at ${config.publicBaseUrl}/business/filing/llc/entityname (database: ${database.kind}; schema at ${migrations.latest ?? 'none'}, ${migrations.applied} migrations, ${migrations.newlyApplied.length === 0 ? 'none applied now' : `applied now: ${migrations.newlyApplied.join(', ')}`})`,
  );
  // No default passwords: while no administrator exists, a one-time link makes the first one.
  if (config.oidc === null) {
    const token = await issueSetupLink(database.db, config.adminSetupLinkMinutes);
    if (token !== null) {
      app.log.warn(
        `No administrator exists yet. Create the first one within ${config.adminSetupLinkMinutes} minutes at ${config.publicBaseUrl}/business/setup/${token} (the link works once), or run: npm run admin -- create --username NAME --email ADDRESS`,
      );
    }
  }
}

main().catch((error: unknown) => {
  // A configuration the machine refuses (a port in use, a database that does not exist) is said
  // in one line, as a bad value is; so is a database that cannot be reached at start, and the
  // process manager starts the server again.
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (isDatabaseConnectionError(error)) {
    const { code, reason } = describeDatabaseError(error);
    console.error(
      `The database cannot be reached: ${code === undefined ? '' : `${code} `}${reason}`,
    );
  } else {
    console.error(error);
  }
  process.exit(1);
});
