// The checks a balancer and a scraper make every few seconds stay out of the log while all is
// well, and are in it, as warnings, when they are not: a server answering 503 to /readyz, a
// refused scrape of /metrics.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildLoggingApp,
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from '../support/test-app.ts';

const token = 'probe-logs-metrics-token-0123456789';

describe.each(databaseKinds)('health and metrics in the log on %s', (kind) => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  const written: string[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
    app = await buildLoggingApp(testDatabase, written, { METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.drop();
  });

  const linesOf = async (calls: () => Promise<unknown>) => {
    const from = written.length;
    await calls();
    return written.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
  };

  it('writes nothing for checks that find the server well', async () => {
    const lines = await linesOf(async () => {
      for (let check = 0; check < 3; check += 1) {
        expect((await app.inject({ url: '/livez' })).statusCode).toBe(200);
        expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
        const scrape = await app.inject({
          url: '/metrics',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(scrape.statusCode).toBe(200);
      }
    });
    expect(lines).toEqual([]);
    // Other requests are still logged as they were.
    const search = await linesOf(() => app.inject({ url: '/business-api/entity/search?q=peak' }));
    expect(search.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('warns of a refused scrape and of each answer that the server is not ready', async () => {
    const refused = await linesOf(() => app.inject({ url: '/metrics' }));
    expect(refused).toEqual([
      expect.objectContaining({ level: 40, msg: 'metrics scrape refused: no token, or another' }),
    ]);
    app.draining.start();
    const draining = await linesOf(() => app.inject({ url: '/readyz' }));
    expect(draining).toEqual([
      expect.objectContaining({ level: 40, status: 'draining', msg: 'not ready: draining' }),
    ]);
  });
});
