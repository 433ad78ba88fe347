// Which release answers, as an operator asks: the start log names the version, the commit and what
// the start did to the schema; /metrics has registrar_build_info; the health answers say it too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { startServerProcess } from '../support/server-process.ts';
import {
  createPostgresDatabase,
  createTestApp,
  databaseKinds,
  onPostgres,
  type TestApp,
} from '../support/test-app.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const versionOf = (manifest: string) =>
  (JSON.parse(readFileSync(path.join(root, manifest), 'utf8')) as { version: string }).version;
/** The project's version; the server's package carries the same. */
const packageVersion = versionOf('package.json');
/** Every migration in the order it applies, as the folder holds them. */
const migrationFiles = readdirSync(path.join(root, 'apps/api/src/db/migrations'))
  .filter((file) => file.endsWith('.sql'))
  .map((file) => file.replace(/\.sql$/, ''))
  .sort();
const token = 'release-metrics-token-0123456789';

describe.each(databaseKinds)('the running release on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      env: { METRICS_TOKEN: token, BUILD_VERSION: '2.4.1', BUILD_COMMIT: '3f2a9c1d' },
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is one series of /metrics, labelled with its version and commit', async () => {
    const scrape = await testApp.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.body).toContain('# TYPE registrar_build_info gauge');
    expect(scrape.body).toContain('registrar_build_info{version="2.4.1",commit="3f2a9c1d"} 1');
  });

  it('is in the health answers', async () => {
    for (const url of ['/livez', '/readyz']) {
      const answer = await testApp.app.inject({ url });
      expect(answer.json(), url).toMatchObject({ version: '2.4.1', commit: '3f2a9c1d' });
    }
  });
});

describe('the release when nothing names it', () => {
  it('is the project’s version and the checkout’s commit', async () => {
    expect(versionOf('apps/api/package.json')).toBe(packageVersion);
    const testApp = await createTestApp('pglite');
    try {
      const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
      const answer = await testApp.app.inject({ url: '/livez' });
      expect(answer.json()).toEqual({
        status: 'live',
        version: packageVersion,
        commit: head.trim(),
      });
    } finally {
      await testApp.close();
    }
  });
});

describe('the schema’s migrations as the database is opened', () => {
  it('are all applied to a new embedded database, and none the next time', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'registrar-release-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.close();
      expect(first.migrations).toEqual({
        applied: migrationFiles.length,
        latest: migrationFiles.at(-1),
        newlyApplied: migrationFiles,
      });
      const again = await openDatabase({ dataDir });
      await again.close();
      expect(again.migrations.newlyApplied).toEqual([]);
      expect(again.migrations.latest).toBe(migrationFiles.at(-1));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe.runIf(onPostgres)('on PostgreSQL, two processes starting on one new database', () => {
    it('log the release; the first says it applied every migration, the second none', async () => {
      const database = await createPostgresDatabase();
      try {
        const env = { LOG_LEVEL: 'info', BUILD_VERSION: '2.4.1', BUILD_COMMIT: '3f2a9c1d' };
        const first = await startServerProcess({ databaseUrl: database.url, env });
        await first.stop();
        const second = await startServerProcess({ databaseUrl: database.url, env });
        await second.stop();
        const started = (output: string) =>
          output
            .split('\n')
            .filter((line) => line.includes('"version"'))
            .map((line) => JSON.parse(line) as { msg: string; migrations: unknown });
        const [firstLine] = started(first.output());
        expect(firstLine?.msg).toMatch(/^Registrar 2\.4\.1 \(commit 3f2a9c1d\) is running at /);
        expect(firstLine?.migrations).toEqual({
          applied: migrationFiles.length,
          latest: migrationFiles.at(-1),
          newlyApplied: migrationFiles,
        });
        expect(firstLine?.msg).toContain(`applied now: ${migrationFiles.join(', ')}`);
        const [secondLine] = started(second.output());
        expect(secondLine?.migrations).toMatchObject({ newlyApplied: [] });
        expect(secondLine?.msg).toContain('none applied now');
      } finally {
        await database.drop();
      }
    });
  });
});

describe('the changelog', () => {
  it('has a section for the project’s version', () => {
    const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(new RegExp(`^## ${packageVersion.replace(/\./g, '\\.')}( |$)`, 'm'));
  });
});
