// /livez and /readyz as a load balancer reads them: live while the process runs; ready while the
// database answers and the server is not draining.
import { describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds } from '../support/test-app.ts';

describe.each(databaseKinds)('health on %s', (kind) => {
  it('is live and ready, then not ready while draining, and its answers close connections', async () => {
    const testApp = await createTestApp(kind);
    try {
      const { app } = testApp;
      const live = await app.inject({ url: '/livez' });
      expect([live.statusCode, live.json(), live.headers['cache-control']]).toEqual([
        200,
        {
          status: 'live',
          version: testApp.config.buildVersion,
          commit: testApp.config.buildCommit,
        },
        'no-store',
      ]);
      const ready = await app.inject({ url: '/readyz' });
      expect([ready.statusCode, ready.json(), ready.headers.connection]).toEqual([
        200,
        {
          status: 'ready',
          version: testApp.config.buildVersion,
          commit: testApp.config.buildCommit,
        },
        'keep-alive',
      ]);

      app.draining.start();
      const draining = await app.inject({ url: '/readyz' });
      expect([draining.statusCode, draining.json()]).toMatchObject([503, { status: 'draining' }]);
      // Still answering, but telling the client to open its next connection elsewhere.
      const search = await app.inject({ url: '/business-api/entity/search?q=mountain' });
      expect([search.statusCode, search.headers.connection]).toEqual([200, 'close']);
      expect((await app.inject({ url: '/livez' })).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });

  it('is not ready when the database does not answer', async () => {
    const testApp = await createTestApp(kind);
    try {
      await testApp.database.pool.end();
      const ready = await testApp.app.inject({ url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toMatchObject([
        503,
        { status: 'database unavailable' },
      ]);
      expect((await testApp.app.inject({ url: '/livez' })).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
