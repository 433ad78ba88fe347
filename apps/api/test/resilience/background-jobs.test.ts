// The background pollers meet a lost database connection: the database's connections are cut
// while the SMTP server is taking a message. The delivery job holds no connection while it talks
// to SMTP (its lease, not a transaction, keeps it its own), so nothing is lost: the message is
// sent once and recorded on a new connection, any pass that met the dead connection is logged as
// one warning, and the process keeps running.
import type { AddressInfo } from 'node:net';
import type net from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startBackgroundJobs,
  type BackgroundJobs,
} from '../../src/modules/jobs/background-jobs.ts';
import { createTestCheckoutProvider } from '../../src/modules/payments/test-checkout.ts';
import { enqueueMessage, listRecentMessages } from '../../src/modules/mail/outbox-repository.ts';
import { isDatabaseConnectionError } from '../../src/db/connection-errors.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

/** Only the mail poller runs often enough to matter here. */
const intervals = {
  jobsMs: 50,
  effectiveMs: 600_000,
  delinquencyMs: 600_000,
  documentsMs: 600_000,
  refundsMs: 600_000,
};

/**
 * Polls until the condition holds. The test's own reads share the pool whose connections were
 * just terminated, so a read that meets a dead connection counts as "not yet", as a client
 * retrying after a 503 would.
 */
async function waitFor(condition: () => Promise<boolean>, limitMs = 10_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  const holds = async () => {
    try {
      return await condition();
    } catch (error) {
      if (isDatabaseConnectionError(error)) return false;
      throw error;
    }
  };
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`Not reached within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databaseKinds)(
  'background jobs when the database connection is lost on %s',
  (kind) => {
    let testApp: TestApp;
    let smtp: SMTPServer;
    let jobs: BackgroundJobs | undefined;
    const logLines: { level: number; msg: string; job?: string; database?: unknown }[] = [];
    let messagesOffered = 0;
    let loseConnection: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, callback) {
          stream.resume();
          stream.on('end', () => {
            messagesOffered += 1;
            // The first message is taken only after the sender's database connection is gone.
            const before = messagesOffered === 1 ? loseConnection?.() : undefined;
            void Promise.resolve(before).then(() => callback());
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const smtpPort = (smtp.server.address() as AddressInfo).port;
      testApp = await createTestApp(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
    });
    afterAll(async () => {
      await jobs?.stop();
      await testApp.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    it('sends the message once and records it on a new connection', async () => {
      const { database } = testApp;
      let lastAcquired: pg.ClientBase | undefined;
      database.pool.on('acquire', (client) => {
        lastAcquired = client;
      });
      loseConnection = async () => {
        if (kind === 'postgres') {
          const maintenanceUrl = new URL(database.connectionString);
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
        } else if (lastAcquired !== undefined) {
          // The embedded database has one connection, and the sender's transaction holds it.
          const { stream } = (lastAcquired as unknown as { connection: { stream: net.Socket } })
            .connection;
          stream.destroy(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      };
      await enqueueMessage(database.db, {
        channel: 'email',
        recipient: 'filer@example.com',
        subject: 'Your filing',
        body: 'Filed.',
        dedupeKey: 'blip-test-message',
      });

      const logger = Fastify({
        logger: {
          level: 'info',
          stream: { write: (line: string) => logLines.push(JSON.parse(line) as never) },
        },
      });
      database.logConnectionLossTo(logger.log);
      jobs = startBackgroundJobs(
        database.db,
        testApp.config,
        logger.log,
        createTestCheckoutProvider(database.db),
        testApp.app.clock,
        intervals,
      );

      await waitFor(async () => {
        const [message] = await listRecentMessages(database.db, 1);
        return message?.status === 'SENT';
      });
      await jobs.stop();
      jobs = undefined;

      expect(messagesOffered).toBe(1);
      const skipped = logLines.filter((line) => line.job === 'jobs');
      for (const line of skipped) {
        expect(line).toMatchObject({
          level: 40,
          msg: 'background job skipped a pass: database unavailable',
          database: { reason: expect.any(String) },
        });
      }
      expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
      expect(logLines.map((line) => line.msg)).toContain(
        'database connection lost; the pool opens a new one when needed',
      );
    });
  },
);
