// The record's documents as plain downloads: the PDF itself as an attachment, and every refusal
// (an unknown filing, an entity not in Good Standing, too many certificates) as the app's page at
// the document's address, with the refusal's status and message, never JSON.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import { fetchReceipt, minimalFiling, payFiling, saveDraft } from '../filings/flow-support.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const goodLlc = fixedEntityId('Mountain Peak Ventures LLC');
const delinquent = fixedEntityId('Columbine Delinquent Holdings LLC');

// A stand-in for the web app's server build: it shows the address and the refusal it was given.
const serverEntry = `export default {
  async renderPage(request) {
    return {
      kind: 'page',
      status: 200,
      html: '<main><h1>Page ' + request.url + '</h1><p role="alert">' +
        (request.refusal?.message ?? '') + '</p><p>Refused ' + (request.refusal?.status ?? '') +
        ', wait ' + (request.refusal?.retryAfterSeconds ?? 'none') + '</p></main>',
      title: 'Document not available',
      state: { queries: [], modules: [], takeOverParts: 0, formToken: request.formToken },
    };
  },
};`;

async function builtApp(
  kind: (typeof databaseKinds)[number],
  env: Record<string, string> = {},
): Promise<{ testApp: TestApp; distDir: string }> {
  const distDir = await mkdtemp(path.join(tmpdir(), 'registrar-dist-'));
  await mkdir(path.join(distDir, '.ssr'));
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Registrar</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(distDir, '.ssr', 'entry-server.mjs'), serverEntry);
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), '{}');
  const testApp = await createTestApp(kind, {
    env: { WEB_DIST_DIR: distDir, ...env },
    prepare: async (database) => {
      await seedDatabase(database.db, { entityCount: 20 });
    },
  });
  return { testApp, distDir };
}

describe.each(databaseKinds)('document downloads on %s', (kind) => {
  let testApp: TestApp;
  let distDir: string;
  let receipt: { masterId: string; transactionId: string; entityId: string };
  beforeAll(async () => {
    ({ testApp, distDir } = await builtApp(kind));
    const draftRef = await saveDraft(testApp.app);
    const refId = await payFiling(
      testApp.app,
      minimalFiling('Telluride Download Outfitters LLC'),
      draftRef,
    );
    receipt = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt;
  });
  afterAll(async () => {
    await testApp.close();
    await rm(distDir, { recursive: true, force: true });
  });

  const get = (url: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('answers the filed document as a PDF attachment', async () => {
    const response = await get(
      `/business/documents/filed/${receipt.masterId}/${receipt.transactionId}.pdf`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ARTORG_LLC_${receipt.masterId}_${receipt.transactionId}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('issues a certificate of good standing as a PDF attachment, never kept by a cache', async () => {
    const response = await get(`/business/documents/certificate/${goodLlc}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="GoodStanding_${goodLlc}_[0-9A-Z-]{23}\\.pdf"$`),
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses with a page that says why, at the address asked for', async () => {
    const notGood = await get(`/business/documents/certificate/${delinquent}.pdf`);
    expect(notGood.statusCode).toBe(409);
    expect(notGood.headers['content-type']).toContain('text/html');
    expect(notGood.body).toContain(
      `<h1>Page /business/documents/certificate/${delinquent}.pdf</h1>`,
    );
    expect(notGood.body).toContain('<p>Refused 409, wait none</p>');
    expect(notGood.body).toMatch(
      /<p role="alert">A certificate of good standing can be issued only for an entity in Good Standing\. .+ is Delinquent\.<\/p>/,
    );

    const unknown = await get(`/business/documents/filed/${receipt.masterId}/999999.pdf`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<p role="alert">This filing was not found.</p>');

    for (const url of [
      '/business/documents/filed/0/1.pdf',
      '/business/documents/filed/1/x.pdf',
      '/business/documents/certificate/123.pdf',
    ]) {
      const malformed = await get(url);
      expect(malformed.statusCode, url).toBe(404);
      expect(malformed.body, url).toContain(
        '<p role="alert">There is no document at this address.</p>',
      );
    }
  });
});

describe('certificate downloads are limited per client address', () => {
  it('refuses one over the limit with a page that says when to try again', async () => {
    const { testApp, distDir } = await builtApp('pglite', {
      RATE_LIMIT_CERTIFICATES_PER_MINUTE: '1',
    });
    try {
      const url = `/business/documents/certificate/${goodLlc}.pdf`;
      expect((await testApp.app.inject({ url })).statusCode).toBe(200);
      const refused = await testApp.app.inject({ url });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.headers['content-type']).toContain('text/html');
      expect(refused.body).toMatch(
        /<p role="alert">You have sent too many requests in a short time\. Wait \d+ seconds? and try again\.<\/p>/,
      );
      // The page is told the wait, to say it as the app says it.
      expect(refused.body).toContain(`<p>Refused 429, wait ${refused.headers['retry-after']}</p>`);
    } finally {
      await testApp.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });

  it('answers a plain page with the message while the web app is not built', async () => {
    const testApp = await createTestApp('pglite', {
      env: { WEB_DIST_DIR: path.join(tmpdir(), 'registrar-no-build') },
    });
    try {
      const response = await testApp.app.inject({
        url: `/business/documents/certificate/${goodLlc}.pdf`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('No entity with that ID is on the record.');
    } finally {
      await testApp.close();
    }
  });
});
