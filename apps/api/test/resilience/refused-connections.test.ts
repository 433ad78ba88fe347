// A database that refuses new sessions (closed to connections by its administrator, too many
// clients, a server starting) is briefly unavailable, not a failure of the request: 503 with
// Retry-After in the envelope, and one warning a second in the log however many requests meet it.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  databaseUnavailableMessage,
  databaseUnavailableWarnings,
  isDatabaseConnectionError,
} from '../../src/db/connection-errors.ts';
import { createTestApp, onPostgres, postgresAdminUrl } from '../support/test-app.ts';

describe('a refused session', () => {
  it('is the database being unavailable when it says it accepts no connections', () => {
    const refused = Object.assign(
      new Error('database "registrar" is not currently accepting connections'),
      { code: '55000' },
    );
    expect(isDatabaseConnectionError(refused)).toBe(true);
    expect(
      isDatabaseConnectionError({ code: '53300', message: 'sorry, too many clients already' }),
    ).toBe(true);
    expect(
      isDatabaseConnectionError({ code: '57P03', message: 'the database system is starting up' }),
    ).toBe(true);
    // The same SQLSTATE raised by a statement is a bug, not an outage.
    expect(
      isDatabaseConnectionError({
        code: '55000',
        message: 'currval of sequence "master_transaction_seq" is not yet defined in this session',
      }),
    ).toBe(false);
  });
});

describe('warnings of an unavailable database', () => {
  it('are one a second, the next counting the requests the last left out', () => {
    let now = 10_000;
    const warn = databaseUnavailableWarnings(() => now);
    const lines: Record<string, unknown>[] = [];
    const log = { warn: (details: Record<string, unknown>) => lines.push(details) };
    const error = { code: '57P03', message: 'the database system is starting up' };
    for (let request = 0; request < 50; request += 1) {
      warn(log, error);
      now += 15;
    }
    // 50 requests over 750 ms: one line.
    expect(lines).toHaveLength(1);
    now += 300;
    warn(log, error);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ alsoUnavailable: 49, database: { code: '57P03' } });
  });
});

describe.runIf(onPostgres)('a database closed to connections, on PostgreSQL', () => {
  it('answers 503 with Retry-After while it is closed, and as before once it opens', async () => {
    const testApp = await createTestApp('postgres');
    const name = decodeURIComponent(new URL(testApp.database.connectionString).pathname.slice(1));
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      // The pool's open sessions end, so every request needs a new one, which is refused.
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      for (let request = 0; request < 3; request += 1) {
        const answer = await testApp.app.inject({ url: '/business-api/entity/search?q=peak' });
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.json()).toEqual({
          apiData: { code: 503, message: databaseUnavailableMessage },
        });
      }
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      const again = await testApp.app.inject({ url: '/business-api/entity/search?q=peak' });
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
      await testApp.close();
    }
  });
});
