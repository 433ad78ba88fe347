// A configuration the server cannot run with stops it with one line naming the setting and what
// is wrong with it, never a stack: a bad value as it is read, and what only the machine can refuse
// (a port in use, a database that does not exist) as the server starts.
import net from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { freePort, startServerProcess } from '../support/server-process.ts';
import { onPostgres, postgresAdminUrl } from '../support/test-app.ts';

/** The output of a server process that was expected to stop at start. */
async function refusedStart(env: Record<string, string>, databaseUrl?: string): Promise<string> {
  try {
    const server = await startServerProcess({ env, ...(databaseUrl ? { databaseUrl } : {}) });
    await server.stop();
  } catch (error) {
    return String((error as Error).message);
  }
  throw new Error('The server started');
}

describe('a bad value in the configuration', () => {
  it.each([
    [{ HOST: 'not a host!' }, 'HOST: not a host name or an IP address'],
    [
      { DATABASE_URL: 'mysql://registrar@db.internal:3306/registrar' },
      'DATABASE_URL: not a PostgreSQL address (postgres://user@host:5432/database)',
    ],
    [{ PORT: '9464', METRICS_PORT: '9464' }, 'METRICS_PORT: the same port as PORT'],
  ])('%o is refused, naming the setting', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(`Invalid configuration:\n  ${message}`);
  });

  it.each([
    '0.0.0.0',
    '127.0.0.1',
    '::',
    '::1',
    'localhost',
    'registrar.internal',
    'web-1.example.gov',
  ])('takes the host %s', (host) => {
    expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it('takes postgres:// and postgresql:// addresses', () => {
    for (const url of ['postgres://app@db:5432/registrar', 'postgresql://app@db/registrar'])
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });
});

describe('what the machine refuses as the server starts', () => {
  it('names the setting whose port another program holds, without a stack', async () => {
    const port = await freePort();
    const holder = net.createServer().listen(port, '127.0.0.1');
    await once(holder, 'listening');
    try {
      const output = await refusedStart({ METRICS_PORT: String(port), DATA_DIR: 'memory://' });
      expect(output).toContain(
        `Invalid configuration:\n  METRICS_PORT: port ${String(port)} on 127.0.0.1 is in use by another program`,
      );
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      holder.close();
    }
  });

  it.runIf(onPostgres)('names a database that does not exist, without a stack', async () => {
    const missing = new URL(postgresAdminUrl);
    missing.pathname = '/registrar_no_such_database';
    const output = await refusedStart({ DATA_DIR: 'memory://' }, missing.toString());
    expect(output).toContain(
      'Invalid configuration:\n  DATABASE_URL: the database "registrar_no_such_database" does not exist on its server; create it first (createdb registrar_no_such_database)',
    );
    expect(output).not.toMatch(/\n\s+at /);
  });
});
