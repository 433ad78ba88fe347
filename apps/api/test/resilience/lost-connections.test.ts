// One database connection lost at a time, on both databases: idle in the pool, under a request,
// and inside a transaction. The process keeps running, the request is answered 503 in the
// envelope, the transaction leaves nothing behind, and the pool keeps every connection it has.
import { randomUUID } from 'node:crypto';
import type net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseUnavailableMessage,
  isDatabaseConnectionError,
} from '../../src/db/connection-errors.ts';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { upsertOwnedDraft } from '../../src/modules/filings/drafts-repository.ts';
import { testBrowserOwner } from '../filings/flow-support.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const summaryUrl = `/business-api/entity/summary?entityId=${fixedEntityId('Mountain Peak Ventures LLC')}`;
/** More than either pool holds (the embedded database has one connection, the test pool five). */
const MORE_THAN_THE_POOL = 6;

/**
 * Resets the client's socket, as a proxy, a failover or the network does: node reports the peer's
 * reset as ECONNRESET on the socket, and node-postgres fails the connection with it.
 */
function resetConnection(client: pg.ClientBase): void {
  const { stream } = (client as unknown as { connection: { stream: net.Socket } }).connection;
  stream.destroy(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
}

async function waitFor(condition: () => boolean, limitMs = 5_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Not reached within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Settles with the promise, or rejects after `limitMs`: a pool that lost its connections hangs. */
async function within<T>(promise: Promise<T>, limitMs = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${limitMs} ms`)), limitMs);
  });
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(databaseKinds)('lost database connections on %s', (kind) => {
  let testApp: TestApp;
  const connectionLossLog: { details: object; message: string }[] = [];
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 50 });
      },
    });
    testApp.database.logConnectionLossTo({
      warn: (details, message) => connectionLossLog.push({ details, message }),
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  const getSummary = () => within(testApp.app.inject({ method: 'GET', url: summaryUrl }));

  /** Ends the sessions of idle pooled connections: terminated on PostgreSQL, reset on PGlite. */
  async function loseIdleConnections(): Promise<void> {
    const { pool, connectionString } = testApp.database;
    if (kind === 'postgres') {
      const maintenanceUrl = new URL(connectionString);
      const databaseName = maintenanceUrl.pathname.slice(1);
      maintenanceUrl.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: maintenanceUrl.toString() });
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [databaseName],
        );
      } finally {
        await admin.end();
      }
    } else {
      const client = await pool.connect();
      client.release();
      resetConnection(client);
    }
    await waitFor(() => pool.idleCount === 0);
  }

  it('survives an idle connection that dies and answers the next request normally', async () => {
    expect((await getSummary()).statusCode).toBe(200);
    connectionLossLog.length = 0;
    await loseIdleConnections();
    expect((await getSummary()).statusCode).toBe(200);
    // One line per lost connection, with the code and message only (no client object).
    expect(connectionLossLog.length).toBeGreaterThan(0);
    for (const entry of connectionLossLog) {
      expect(entry).toEqual({
        details: { database: { code: expect.any(String), reason: expect.any(String) } },
        message: 'database connection lost; the pool opens a new one when needed',
      });
    }
  });

  it('answers 503 in the envelope with Retry-After when the connection dies under a request', async () => {
    testApp.database.pool.once('acquire', resetConnection);
    const response = await getSummary();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json()).toEqual({
      apiData: { code: 503, message: databaseUnavailableMessage },
    });
    expect((await getSummary()).statusCode).toBe(200);
  });

  it('gives back every connection lost at the start of a transaction', async () => {
    for (let attempt = 0; attempt < MORE_THAN_THE_POOL; attempt += 1) {
      testApp.database.pool.once('acquire', resetConnection);
      const failure = await within(
        testApp.database.db
          .transaction(async (tx) => tx.execute('select 1'))
          .then(
            () => undefined,
            (error: unknown) => error,
          ),
      );
      expect(isDatabaseConnectionError(failure)).toBe(true);
    }
    expect((await getSummary()).statusCode).toBe(200);
  });

  it('leaves nothing of a transaction whose connection dies halfway', async () => {
    for (let attempt = 0; attempt < MORE_THAN_THE_POOL; attempt += 1) {
      const ref = randomUUID();
      let transactionClient: pg.ClientBase | undefined;
      testApp.database.pool.once('acquire', (client) => {
        transactionClient = client;
      });
      const failure = await within(
        testApp.database.db
          .transaction(async (tx) => {
            await upsertOwnedDraft(
              tx,
              {
                ref,
                filingType: 'llc',
                version: 1,
                values: {},
                control: {},
                expiresAt: new Date(Date.now() + 86_400_000),
              },
              testBrowserOwner,
            );
            if (kind === 'postgres') {
              // The server ends this very session, as a restart or pg_terminate_backend does.
              await tx.execute('select pg_terminate_backend(pg_backend_pid())');
            } else if (transactionClient !== undefined) {
              resetConnection(transactionClient);
            }
            await tx.execute('select 1');
          })
          .then(
            () => undefined,
            (error: unknown) => error,
          ),
      );
      expect(isDatabaseConnectionError(failure)).toBe(true);
      const draft = await within(
        testApp.app.inject({ method: 'GET', url: `/business-api/draft/${ref}` }),
      );
      expect(draft.statusCode).toBe(404);
    }
    expect((await getSummary()).statusCode).toBe(200);
  });
});

describe('a PostgreSQL pool with no connection to give (PostgreSQL only: the embedded database has one connection, and waiting for it is a queue without a time limit)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('postgres', {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 50 });
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 503 after a bounded wait instead of hanging', async () => {
    const { pool } = testApp.database;
    // Every connection of the pool is taken, as when PostgreSQL stops answering new ones.
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      const startedAt = Date.now();
      const response = await within(testApp.app.inject({ method: 'GET', url: summaryUrl }));
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        apiData: { code: 503, message: databaseUnavailableMessage },
      });
      expect(Date.now() - startedAt).toBeLessThan(8_000);
    } finally {
      for (const client of held) client.release();
    }
    expect((await within(testApp.app.inject({ method: 'GET', url: summaryUrl }))).statusCode).toBe(
      200,
    );
  });
});
