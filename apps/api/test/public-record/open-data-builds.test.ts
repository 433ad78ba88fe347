// Building the open-data export on demand: an administrator asks for a build (the admin page's
// button, without script too, and the JSON calls it posts to), the open-data pass builds it and publishes it at the usual addresses, and
// however many ask at once, in however many processes, it is built once. The command line
// (`npm run admin -- open-data build`) builds it at once on its own database.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { mountainDate, type OpenDataManifest } from '@registrar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { jobs } from '../../src/db/schema.ts';
import {
  requestOpenDataBuild,
  runOpenDataBuilds,
  runOpenDataPass,
} from '../../src/modules/open-data/open-data-builds.ts';
import { openDataDirectory } from '../../src/modules/open-data/open-data-store.ts';
import { signInStaff, type SignedInStaff } from '../support/sign-in.ts';
import {
  createPostgresDatabase,
  createTestApp,
  databaseKinds,
  jsonHeaders,
  type TestApp,
} from '../support/test-app.ts';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const webBuild = path.resolve(apiRoot, '../web/dist/.ssr/entry-server.mjs');
const statusUrl = '/business-api/admin/openDataExport';
const buildUrl = '/business-api/admin/buildOpenDataExport';

describe.each(databaseKinds)('building the open-data export on demand, on %s', (kind) => {
  let testApp: TestApp;
  let admin: SignedInStaff;
  let openDataDir: string;

  const asAdmin = (method: 'GET' | 'POST', url: string) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...jsonHeaders, cookie: admin.cookie },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
  const pass = () =>
    runOpenDataPass(testApp.database.db, openDataDirectory(testApp.config), () => new Date());
  const buildJobs = () =>
    testApp.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'open-data-build'), eq(jobs.status, 'PENDING')));

  beforeAll(async () => {
    openDataDir = await mkdtemp(path.join(tmpdir(), 'registrar-open-data-builds-'));
    testApp = await createTestApp(kind, {
      env: { OPEN_DATA_DIR: openDataDir },
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 10 });
      },
    });
    admin = await signInStaff(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(openDataDir, { recursive: true, force: true });
  });

  it('is asked for by an administrator and built once by the next open-data pass', async () => {
    const before = await asAdmin('GET', statusUrl);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().apiData).toEqual({ code: 200, current: null, build: null });

    const asked = await asAdmin('POST', buildUrl);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().apiData).toEqual({
      code: 200,
      queued: true,
      build: { status: 'PENDING', requestedAt: expect.any(String) },
    });
    // Asked again while it waits: the same build.
    const again = await asAdmin('POST', buildUrl);
    expect(again.json().apiData).toEqual({ ...asked.json().apiData, queued: false });
    expect((await asAdmin('GET', statusUrl)).json().apiData.build).toEqual(
      asked.json().apiData.build,
    );

    // The pass builds it (and, the export being of today now, asks for no other).
    const built = await pass();
    expect(built).toHaveLength(1);
    const published = await testApp.app.inject({ url: '/business-api/data/manifest.json' });
    expect(published.statusCode).toBe(200);
    expect(published.json<OpenDataManifest>().exportId).toBe(built[0]?.exportId);
    const after = await asAdmin('GET', statusUrl);
    expect(after.json().apiData).toEqual({
      code: 200,
      current: {
        exportId: built[0]?.exportId,
        exportDate: built[0]?.exportDate,
        generatedAt: built[0]?.generatedAt,
        entities: expect.any(Number),
        filings: expect.any(Number),
      },
      build: null,
    });
    expect(after.json().apiData.current.entities).toBeGreaterThan(0);
    expect(await pass()).toEqual([]);

    // Asked for again: a new export replaces today's.
    expect((await asAdmin('POST', buildUrl)).json().apiData.queued).toBe(true);
    const rebuilt = await pass();
    expect(rebuilt).toHaveLength(1);
    expect(rebuilt[0]?.exportId).not.toBe(built[0]?.exportId);
    const current = await testApp.app.inject({ url: '/business-api/data/manifest.json' });
    expect(current.json<OpenDataManifest>().exportId).toBe(rebuilt[0]?.exportId);
  });

  it('is asked for from the admin page by a browser without script', async () => {
    if (!existsSync(webBuild))
      throw new Error('The web app is not built: run `npm run build` before these tests.');
    const page = await testApp.app.inject({
      url: '/business/admin/opendata',
      headers: { cookie: admin.cookie },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('<title>Open data export - Administration - Secretary of State');
    expect(page.body).toContain('Build the export now');
    const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const setCookie = page.headers['set-cookie'];
    const formCookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie)])
      .find((each) => each.startsWith('registrar_form='))
      ?.split(';')[0];
    const cookie = [admin.cookie, formCookie].filter(Boolean).join('; ');
    const posted = await testApp.app.inject({
      method: 'POST',
      url: '/business/admin/opendata',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        origin: 'http://localhost:3000',
      },
      payload: new URLSearchParams({ _csrf: token, _form: 'main' }).toString(),
    });
    expect(posted.statusCode, posted.body).toBe(303);
    expect(posted.headers.location).toBe('/business/admin/opendata?done=queued');
    const shown = await testApp.app.inject({
      url: String(posted.headers.location),
      headers: { cookie },
    });
    expect(shown.body).toContain('The export will be built now.');
    expect(await buildJobs()).toHaveLength(1);
    // Without its form token, a post is refused and asks for nothing.
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/business/admin/opendata',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: admin.cookie,
        origin: 'http://localhost:3000',
      },
      payload: new URLSearchParams({ _form: 'main' }).toString(),
    });
    expect(forged.statusCode).toBe(403);
    expect(await pass()).toHaveLength(1);
  });

  it('refuses anyone but a signed-in administrator, and a post from another site', async () => {
    const signedOut = await testApp.app.inject({
      method: 'POST',
      url: buildUrl,
      headers: jsonHeaders,
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await testApp.app.inject({ url: statusUrl })).statusCode).toBe(401);
    const clerk = await signInStaff(testApp, { roles: ['staff'] });
    const notAdmin = await testApp.app.inject({
      method: 'POST',
      url: buildUrl,
      headers: { ...jsonHeaders, cookie: clerk.cookie },
      payload: {},
    });
    expect(notAdmin.statusCode).toBe(403);
    const crossSite = await testApp.app.inject({
      method: 'POST',
      url: buildUrl,
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      payload: {},
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await buildJobs()).toEqual([]);
  });

  it('asks for the day’s export on the first pass of the day, once', async () => {
    const fresh = await mkdtemp(path.join(tmpdir(), 'registrar-open-data-daily-'));
    try {
      const now = () => new Date();
      const [daily, ...others] = await runOpenDataPass(testApp.database.db, fresh, now);
      expect(others).toEqual([]);
      expect(daily?.exportDate).toBe(mountainDate(now()));
      expect(await runOpenDataPass(testApp.database.db, fresh, now)).toEqual([]);
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });

  it('asks anew for a build that failed, or whose export was removed since', async () => {
    // Another folder, with no export in it: the first build, done long since, is asked for anew.
    const emptied = await mkdtemp(path.join(tmpdir(), 'registrar-open-data-emptied-'));
    try {
      const { db } = testApp.database;
      const first = await requestOpenDataBuild(db, emptied);
      expect(first).toEqual({
        queued: true,
        build: expect.objectContaining({ status: 'PENDING' }),
      });
      expect((await requestOpenDataBuild(db, emptied)).queued).toBe(false);
      await db
        .update(jobs)
        .set({ status: 'DEAD', lastError: 'The disk is full.' })
        .where(and(eq(jobs.kind, 'open-data-build'), eq(jobs.status, 'PENDING')));
      expect((await asAdmin('GET', statusUrl)).json().apiData.build).toBeNull();
      // The daily pass does not try a failed build again and again; asking for it does.
      expect(await runOpenDataPass(db, emptied, () => new Date())).toEqual([]);
      expect((await requestOpenDataBuild(db, emptied)).queued).toBe(true);
      const built = await runOpenDataBuilds(db, emptied, { now: () => new Date() });
      expect(built).toHaveLength(1);
    } finally {
      await rm(emptied, { recursive: true, force: true });
    }
  });

  it.runIf(kind === 'postgres')(
    'queues one build for twenty requests at once, and two passes at once build it once',
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => asAdmin('POST', buildUrl)),
      );
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
      expect(answers.filter((answer) => answer.json().apiData.queued)).toHaveLength(1);
      expect(await buildJobs()).toHaveLength(1);

      const root = openDataDirectory(testApp.config);
      const now = () => new Date();
      const passes = await Promise.all([
        runOpenDataBuilds(testApp.database.db, root, { now, owner: 'one' }),
        runOpenDataBuilds(testApp.database.db, root, { now, owner: 'two' }),
      ]);
      expect(passes.flat()).toHaveLength(1);
      expect((await asAdmin('GET', statusUrl)).json().apiData.build).toBeNull();
    },
  );
});

describe.each(databaseKinds)('npm run admin -- open-data build, on %s', (kind) => {
  let folder: string;
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'registrar-open-data-cli-'));
    if (kind === 'postgres') postgres = await createPostgresDatabase();
  });
  afterAll(async () => {
    await postgres?.drop();
    await rm(folder, { recursive: true, force: true });
  });

  /** Runs the command as npm runs it (in the API's folder), on the sources. */
  const runCommand = async (args: string[]) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/admin-cli.ts', ...args],
      {
        cwd: apiRoot,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          OPEN_DATA_DIR: path.join(folder, 'open-data'),
          ...(postgres === undefined
            ? { DATA_DIR: path.join(folder, 'data') }
            : { DATABASE_URL: postgres.url }),
        },
      },
    );
    return stdout;
  };

  it('builds the export at once and publishes it in OPEN_DATA_DIR', async () => {
    const first = await runCommand(['open-data', 'build']);
    expect(first).toMatch(/^Built the open-data export \S+ \(0 entities, 0 filings\) in /);
    const manifest = JSON.parse(
      await readFile(path.join(folder, 'open-data', 'current.json'), 'utf8'),
    ) as OpenDataManifest;
    expect(first).toContain(manifest.exportId);
    // Run again, it builds a new one in its place.
    const second = await runCommand(['open-data', 'build']);
    const replaced = JSON.parse(
      await readFile(path.join(folder, 'open-data', 'current.json'), 'utf8'),
    ) as OpenDataManifest;
    expect(replaced.exportId).not.toBe(manifest.exportId);
    expect(second).toContain(replaced.exportId);
  }, 120_000);
});
