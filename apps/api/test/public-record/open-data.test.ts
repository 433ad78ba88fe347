// The daily open-data export: the four gzipped files, their manifest and schema at stable
// addresses, their columns as documented, the public record's facts and nothing the record page
// withholds (a filer's name and address, a Statement of Removal's filers), checksums that match
// the manifest, and downloads with ETag, 304 and byte ranges.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  openDataEntityColumns,
  openDataFilingColumns,
  type OpenDataManifest,
} from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { buildOpenDataExport } from '../../src/modules/open-data/open-data-export.ts';
import { openDataDirectory } from '../../src/modules/open-data/open-data-store.ts';
import { fetchReceipt, minimalFiling, payFiling, saveDraft } from '../filings/flow-support.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const files = ['entities.csv.gz', 'entities.jsonl.gz', 'filings.csv.gz', 'filings.jsonl.gz'];

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += char;
  }
  expect(field, 'the file ends with CRLF').toBe('');
  return records;
}

describe.each(databaseKinds)('the open-data export on %s', (kind) => {
  let testApp: TestApp;
  let openDataDir: string;
  let withheld: { entityId: string; transactionId: string };
  let manifest: OpenDataManifest;
  const downloaded = new Map<string, Buffer>();

  beforeAll(async () => {
    openDataDir = await mkdtemp(path.join(tmpdir(), 'registrar-open-data-test-'));
    testApp = await createTestApp(kind, {
      env: { OPEN_DATA_DIR: openDataDir },
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 20 });
      },
    });
    // A formation whose filer and former are private persons; its document is later withheld.
    const filing = minimalFiling('Quillfeather "Quoted, Comma" Ventures LLC');
    const privatePerson = {
      nameTyp: 'I' as const,
      orgName: '',
      firstName: 'Zebulon',
      middleName: '',
      lastName: 'Quillfeather',
      suffix: '',
    };
    const home = {
      ...filing.principalOffice.streetAddress,
      address1: '77 Secretive Lane',
      city: 'Hiddenvale',
    };
    for (const filer of filing.filers.filers) {
      filer.nameValues.name = privatePerson;
      filer.addressValues.streetAddress = home;
      filer.sameAsFormer = false;
    }
    const refId = await payFiling(testApp.app, filing, await saveDraft(testApp.app));
    const receipt = (await fetchReceipt(testApp.app, refId)).json().apiData.receipt;
    withheld = { entityId: receipt.entityId, transactionId: receipt.transactionId };
    // A PII removal of that document, whose Statement of Removal names its own private filer.
    await testApp.database.pool.query(
      `insert into pii_removals (entity_id, pii_filing_id, removal_filing_id, filers, recorded_by_user_id)
       select entity_id, id, id, $2::jsonb, $3 from filings where transaction_id = $1`,
      [
        receipt.transactionId,
        JSON.stringify([
          { nameValues: { name: { firstName: 'Wilhelmina', lastName: 'Remover' } } },
        ]),
        randomUUID(),
      ],
    );
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(openDataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('answers 404 in the envelope before any export exists', async () => {
    for (const name of [...files, 'manifest.json']) {
      const response = await get(`/business-api/data/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().apiData).toEqual({ code: 404, message: expect.any(String) });
    }
    expect((await get('/business-api/data')).statusCode).toBe(404);
    // The schema is the server's own and is there from the start.
    const schema = await get('/business-api/data/schema.json');
    expect(schema.statusCode).toBe(200);
    expect(schema.json().datasets.entities.columns.map((c: { name: string }) => c.name)).toEqual(
      openDataEntityColumns.map((column) => column.name),
    );
  });

  it('builds the export and publishes its manifest', async () => {
    // A small page size reads the entities over several pages.
    manifest = await buildOpenDataExport(testApp.database.pool, openDataDirectory(testApp.config), {
      pageSize: 7,
    });
    expect(manifest.files.map((file) => file.name)).toEqual(files);
    const published = await get('/business-api/data/manifest.json');
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual(manifest);
    const page = await get('/business-api/data');
    expect(page.json().apiData).toEqual({ code: 200, manifest });
    for (const file of manifest.files) {
      const response = await get(file.url);
      expect(response.statusCode, file.name).toBe(200);
      expect(response.headers['content-type']).toBe('application/gzip');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="${file.name}"`);
      expect(response.headers['accept-ranges']).toBe('bytes');
      expect(response.headers.etag).toBe(`"${file.sha256}"`);
      expect(response.headers['last-modified']).toBe(new Date(manifest.generatedAt).toUTCString());
      expect(response.rawPayload.length).toBe(file.bytes);
      expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(file.sha256);
      downloaded.set(file.name, response.rawPayload);
    }
  });

  it('writes the entities with the documented columns, in CSV and JSON Lines alike', () => {
    const csv = parseCsv(
      gunzipSync(downloaded.get('entities.csv.gz') ?? Buffer.alloc(0)).toString(),
    );
    const [header, ...rows] = csv;
    const columns = openDataEntityColumns.map((column) => column.name);
    expect(header).toEqual(columns);
    const jsonl = gunzipSync(downloaded.get('entities.jsonl.gz') ?? Buffer.alloc(0))
      .toString()
      .split('\n');
    expect(jsonl.pop()).toBe('');
    const objects = jsonl.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rows.length).toBe(21);
    expect(objects.length).toBe(21);
    expect(manifest.files[0]?.rows).toBe(21);
    objects.forEach((object, index) => {
      expect(Object.keys(object)).toEqual(columns);
      expect(rows[index]).toEqual(columns.map((column) => (object[column] ?? '') as string));
    });
    const ids = objects.map((object) => object.entity_id as string);
    expect(ids).toEqual([...ids].sort());
    const formed = objects.find((object) => object.entity_id === withheld.entityId);
    expect(formed).toMatchObject({
      name: 'Quillfeather "Quoted, Comma" Ventures LLC',
      entity_type: 'DLLC',
      entity_type_description: 'Limited Liability Company',
      status: 'Good Standing',
      formation_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      jurisdiction: 'CO',
      principal_office_city: 'Denver',
      principal_office_zip: '80202',
      // The registered agent is on the public record page, so it is here.
      agent_name: 'Ada Lovelace',
      agent_address_line1: '1600 Broadway',
      agent_address_line2: null,
      report_due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('writes the recorded filings, the withheld document marked as such', () => {
    const csv = parseCsv(
      gunzipSync(downloaded.get('filings.csv.gz') ?? Buffer.alloc(0)).toString(),
    );
    expect(csv[0]).toEqual(openDataFilingColumns.map((column) => column.name));
    const objects = gunzipSync(downloaded.get('filings.jsonl.gz') ?? Buffer.alloc(0))
      .toString()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(csv.length - 1).toBe(objects.length);
    const formation = objects.find((object) => object.document_number === withheld.transactionId);
    expect(formation).toEqual({
      entity_id: withheld.entityId,
      document_number: withheld.transactionId,
      filing_type: expect.any(String),
      description: expect.any(String),
      filed_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      filed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      effective_at: expect.toSatisfy((value) => value === null || typeof value === 'string'),
      document_withheld: true,
    });
  });

  it('holds no personal data the public record page does not show', () => {
    const everything = [...downloaded.values()].map((gz) => gunzipSync(gz).toString()).join('\n');
    for (const privateText of [
      'Zebulon',
      'Quillfeather,',
      '77 Secretive Lane',
      'Hiddenvale',
      'Wilhelmina',
      'Remover',
      '@',
      '127.0.0.1',
    ]) {
      expect(everything, privateText).not.toContain(privateText);
    }
  });

  it('answers 304 to a current ETag or date, and byte ranges', async () => {
    const file = manifest.files[0];
    if (file === undefined) throw new Error('no file');
    const whole = downloaded.get(file.name) ?? Buffer.alloc(0);
    const notModified = await get(file.url, { 'if-none-match': `W/"x", "${file.sha256}"` });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.etag).toBe(`"${file.sha256}"`);
    expect((await get(file.url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    expect(
      (await get(file.url, { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() }))
        .statusCode,
    ).toBe(304);

    const first = await get(file.url, { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${file.bytes}`);
    expect(first.headers['content-length']).toBe('10');
    expect(first.rawPayload).toEqual(whole.subarray(0, 10));
    const tail = await get(file.url, { range: 'bytes=-5' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(whole.subarray(file.bytes - 5));
    const rest = await get(file.url, { range: `bytes=${file.bytes - 3}-` });
    expect(rest.headers['content-range']).toBe(
      `bytes ${file.bytes - 3}-${file.bytes - 1}/${file.bytes}`,
    );
    expect(rest.rawPayload).toEqual(whole.subarray(file.bytes - 3));

    const outside = await get(file.url, { range: `bytes=${file.bytes}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${file.bytes}`);
    expect(outside.json().apiData).toEqual({ code: 416, message: expect.any(String) });
    // An If-Range naming an older file answers the whole of this one.
    const changed = await get(file.url, { range: 'bytes=0-9', 'if-range': '"older"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.length).toBe(file.bytes);
    // A HEAD says the size without the body.
    const head = await testApp.app.inject({ method: 'HEAD', url: file.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(file.bytes));
  });

  it('replaces the export with a newer one atomically, two builds at once included', async () => {
    const root = openDataDirectory(testApp.config);
    const [one, two] = await Promise.all([
      buildOpenDataExport(testApp.database.pool, root),
      buildOpenDataExport(testApp.database.pool, root),
    ]);
    const current = (await get('/business-api/data/manifest.json')).json<OpenDataManifest>();
    expect([one.exportId, two.exportId]).toContain(current.exportId);
    const served = await get('/business-api/data/filings.jsonl.gz');
    expect(served.headers.etag).toBe(`"${current.files[3]?.sha256}"`);
    // Nothing half-written is left behind.
    expect((await readdir(root)).filter((name) => name.startsWith('.building-'))).toEqual([]);
  });
});
