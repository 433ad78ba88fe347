// The public record through the API: certificates of good standing (issued, kept, verified, and
// refused where the entity is not in Good Standing), the entity record page's call (with a
// formation still waiting for its delayed effective date) and business search.
import {
  createAmendMinimalFiling,
  CERTIFICATE_NOT_FOUND_MESSAGE,
  CERTIFICATE_NUMBER_INVALID_MESSAGE,
  nameKey,
  SEARCH_MAX_RESULTS,
  SEARCH_QUERY_REQUIRED_MESSAGE,
  SEARCH_QUERY_TOO_SHORT_MESSAGE,
} from '@registrar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed.ts';
import { fixedEntityId } from '../../src/db/seed-entities.ts';
import {
  fetchReceipt,
  maximalFilingWithUploads,
  minimalFiling,
  payFiling,
  saveDraft,
} from '../filings/flow-support.ts';
import { writePublicRecordRows } from '../db/upgrade-fixtures/rows-public-record.ts';
import { pdfTextOf } from '../support/pdf-text.ts';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app.ts';

const goodLlc = {
  entityId: fixedEntityId('Mountain Peak Ventures LLC'),
  name: 'Mountain Peak Ventures LLC',
};
const delinquent = fixedEntityId('Columbine Delinquent Holdings LLC');
const dissolved = fixedEntityId('Silver Plume Mining Company LLC');
const UNKNOWN_ID = '19990999999';

interface Receipt {
  masterId: string;
  transactionId: string;
  entityId: string;
  name: string;
}

describe.each(databaseKinds)('the public record on %s', (kind) => {
  let testApp: TestApp;
  let formed: Receipt;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 60 });
      },
    });
    const { app } = testApp;
    const draftRef = await saveDraft(app);
    const refId = await payFiling(app, minimalFiling('Ouray Hot Springs Outfitters LLC'), draftRef);
    formed = (await fetchReceipt(app, refId)).json().apiData.receipt as Receipt;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = async (url: string, query: Record<string, string>) => {
    const response = await testApp.app.inject({ method: 'GET', url, query });
    return {
      status: response.statusCode,
      apiData: response.json().apiData,
      headers: response.headers,
    };
  };

  describe('certificates of good standing', () => {
    it('issues one for the entity a receipt formed, and its number checks out', async () => {
      const { status, apiData } = await get('/business-api/pdf/gsCertificate', {
        masterTransactionId: formed.masterId,
      });
      expect(status).toBe(200);
      expect(apiData.certificateNumber).toMatch(
        /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/,
      );
      expect(apiData.fileName).toBe(
        `GoodStanding_${formed.entityId}_${apiData.certificateNumber}.pdf`,
      );
      const text = await pdfTextOf(Buffer.from(apiData.pdfBytes, 'base64'));
      expect(text).toContain('Certificate of Good Standing');
      expect(text).toContain('Ouray Hot Springs Outfitters LLC');
      expect(text).toContain(formed.entityId);
      expect(text).toContain('Limited Liability Company');
      expect(text).toContain('Good Standing');
      expect(text).toContain(apiData.certificateNumber);
      expect(text).toMatch(/Issued \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M Mountain time/);

      // Typed in lower case without hyphens, it is the same number.
      const typed = (apiData.certificateNumber as string).replace(/-/g, '').toLowerCase();
      const verified = await get('/business-api/certificate/verify', { number: typed });
      expect(verified.status).toBe(200);
      expect(verified.apiData).toMatchObject({
        genuine: true,
        certificate: {
          certificateNumber: apiData.certificateNumber,
          entityId: formed.entityId,
          entityName: 'Ouray Hot Springs Outfitters LLC',
          entityType: 'Limited Liability Company',
          status: 'Good Standing',
        },
      });
      expect(verified.apiData.certificate.issuedDateTime).toMatch(
        /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/,
      );
      expect(verified.apiData.certificate.formationDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    });

    it('issues a new number every time, by entity ID too', async () => {
      const first = await get('/business-api/pdf/gsCertificate', { entityId: goodLlc.entityId });
      const second = await get('/business-api/pdf/gsCertificate', { entityId: goodLlc.entityId });
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(first.apiData.certificateNumber).not.toBe(second.apiData.certificateNumber);
      expect(first.headers['cache-control']).toBe('no-store');
      const kept = await testApp.database.pool.query(
        'select number, entity_id, contents from certificates where entity_id = $1 order by issued_at',
        [goodLlc.entityId],
      );
      expect(kept.rows.map((row) => row.number)).toEqual([
        first.apiData.certificateNumber,
        second.apiData.certificateNumber,
      ]);
      expect(kept.rows[0].contents.entityName).toBe(goodLlc.name);
    });

    it('refuses an entity that is not in Good Standing, saying why', async () => {
      for (const entityId of [delinquent, dissolved]) {
        const { status, apiData } = await get('/business-api/pdf/gsCertificate', { entityId });
        expect(status).toBe(409);
        expect(apiData.message).toMatch(
          /^A certificate of good standing can be issued only for an entity in Good Standing\. .+ is (Delinquent|Administratively Dissolved)\.$/,
        );
      }
      const none = await testApp.database.pool.query(
        'select count(*)::int as n from certificates where entity_id = any($1)',
        [[delinquent, dissolved]],
      );
      expect(none.rows[0].n).toBe(0);
    });

    it('refuses unknown IDs and a request naming neither', async () => {
      expect((await get('/business-api/pdf/gsCertificate', { entityId: UNKNOWN_ID })).status).toBe(
        404,
      );
      expect(
        (await get('/business-api/pdf/gsCertificate', { masterTransactionId: '999999999' })).status,
      ).toBe(404);
      const neither = await get('/business-api/pdf/gsCertificate', {});
      expect(neither.status).toBe(400);
      expect(neither.apiData.errors).toEqual([
        {
          field: 'masterTransactionId',
          message: 'Give the master transaction ID or the entity ID.',
        },
      ]);
    });

    it('tells a mistyped number from one never issued', async () => {
      const { apiData } = await get('/business-api/pdf/gsCertificate', {
        entityId: goodLlc.entityId,
      });
      const number = apiData.certificateNumber as string;
      // One character changed: the check character no longer matches.
      const swapped = `${number.charAt(0) === '7' ? '8' : '7'}${number.slice(1)}`;
      const mistyped = await get('/business-api/certificate/verify', { number: swapped });
      expect(mistyped.status).toBe(400);
      expect(mistyped.apiData.errors).toEqual([
        { field: 'number', message: CERTIFICATE_NUMBER_INVALID_MESSAGE },
      ]);
      // Well formed (its check character matches) but never issued.
      const neverIssued = await get('/business-api/certificate/verify', {
        number: '00000-00000-00000-00000',
      });
      expect(neverIssued.status).toBe(404);
      expect(neverIssued.apiData.message).toBe(CERTIFICATE_NOT_FOUND_MESSAGE);
      const empty = await get('/business-api/certificate/verify', { number: '' });
      expect(empty.status).toBe(400);
    });
    it('verifies certificates kept as the upgrade fixtures write them', async () => {
      const numbers = await writePublicRecordRows(testApp.database.pool, new Date());
      for (const number of numbers) {
        const { status, apiData } = await get('/business-api/certificate/verify', { number });
        expect(status).toBe(200);
        expect(apiData.certificate.certificateNumber).toBe(number);
      }
    });
  });

  describe('the entity record', () => {
    it('shows standing, addresses, agent, due date, filing history and the filings open now', async () => {
      const { status, apiData } = await get('/business-api/entity/record', {
        entityId: formed.entityId,
      });
      expect(status).toBe(200);
      const record = apiData.record;
      expect(record).toMatchObject({
        entityId: formed.entityId,
        entityName: 'Ouray Hot Springs Outfitters LLC',
        entityType: { code: 'DLLC', description: 'Limited Liability Company' },
        statusCode: 'GOOD',
        status: 'Good Standing',
        pending: false,
        jurisdiction: 'CO',
      });
      expect(record.formationDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(record.reportDueDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(record.principalOffice.street.length).toBeGreaterThan(0);
      expect(record.registeredAgent.name).not.toBe('');
      expect(record.filings).toEqual([
        expect.objectContaining({
          masterTransactionId: formed.masterId,
          transactionId: formed.transactionId,
          transactionType: 'ARTORG_LLC',
          imageAvailable: true,
        }),
      ]);
      // A new LLC in Good Standing may amend; its first report is not open yet.
      expect(record.availableFilings).toEqual([
        { transactionType: 'AMD_LLC', description: expect.any(String), filingType: 'amend' },
      ]);
    });

    it('lists what a delinquent entity may file', async () => {
      const { apiData } = await get('/business-api/entity/record', { entityId: delinquent });
      expect(apiData.record.status).toBe('Delinquent');
      expect(
        apiData.record.availableFilings.map(
          (filing: { transactionType: string }) => filing.transactionType,
        ),
      ).toContain('CURE_DLNQ');
    });

    it('shows a formation waiting for its delayed effective date as pending', async () => {
      const { app } = testApp;
      const { filing, draftRef } = await maximalFilingWithUploads(app);
      filing.entityName = { ...filing.entityName, name: 'Pagosa Springs Delayed Ventures LLC' };
      const refId = await payFiling(app, filing, draftRef);
      const receipt = (await fetchReceipt(app, refId)).json().apiData.receipt as Receipt;
      const { status, apiData } = await get('/business-api/entity/record', {
        entityId: receipt.entityId,
      });
      expect(status).toBe(200);
      expect(apiData.record).toMatchObject({
        entityId: receipt.entityId,
        entityName: 'Pagosa Springs Delayed Ventures LLC',
        pending: true,
        statusCode: 'FILED',
        effectiveDateTime: filing.effectiveDate.effectiveDateTimeDisplay,
        availableFilings: [],
      });
      expect(apiData.record.filings).toHaveLength(1);
      // No certificate until the entity exists.
      const certificate = await get('/business-api/pdf/gsCertificate', {
        masterTransactionId: receipt.masterId,
      });
      expect(certificate.status).toBe(409);
    });

    it('answers 404 for an ID on no record and 400 for a malformed one', async () => {
      expect((await get('/business-api/entity/record', { entityId: UNKNOWN_ID })).status).toBe(404);
      const malformed = await get('/business-api/entity/record', { entityId: '123' });
      expect(malformed.status).toBe(400);
      expect(malformed.apiData.errors[0]).toEqual({
        field: 'entityId',
        message: 'The entity ID must be 11 digits.',
      });
    });
  });

  describe('business search', () => {
    const search = (query: Record<string, string>) => get('/business-api/entity/search', query);

    it('finds a name on its name key, the same name first', async () => {
      const { status, apiData } = await search({ q: 'mountain peak ventures, l.l.c.' });
      expect(status).toBe(200);
      expect(apiData.results[0]).toMatchObject({
        entityId: goodLlc.entityId,
        entityName: goodLlc.name,
        entityType: 'Limited Liability Company',
        status: 'Good Standing',
      });
      expect(apiData).toMatchObject({ page: 1, pageSize: 20, more: false, capped: false });
    });

    it('finds names containing the words, and similar names despite a typo', async () => {
      const containing = await search({ q: 'Ouray Hot' });
      expect(containing.apiData.results.map((row: { entityId: string }) => row.entityId)).toContain(
        formed.entityId,
      );
      const typo = await search({ q: 'Ouray Hott Springs' });
      expect(typo.apiData.results[0]?.entityId).toBe(formed.entityId);
      const nothing = await search({ q: 'Zzyzx Qwerty Nonesuch' });
      expect(nothing.apiData).toMatchObject({ total: 0, results: [] });
    });

    const entityIds = (apiData: { results: { entityId: string }[] }) =>
      apiData.results.map((row) => row.entityId);
    const form = async (name: string) => {
      const refId = await payFiling(testApp.app, minimalFiling(name), crypto.randomUUID());
      return ((await fetchReceipt(testApp.app, refId)).json().apiData.receipt as Receipt).entityId;
    };

    it('reads a misspelt word as the words names use that are most like it', async () => {
      const misspelt = await search({ q: 'Montain Peak Ventures' });
      expect(misspelt.apiData.results[0]).toMatchObject({
        entityId: goodLlc.entityId,
        entityName: goodLlc.name,
      });
      // A word like no word names use is left out while the words read outnumber those left out.
      const twoMisspelt = await search({ q: 'mountain peek venturs, llc' });
      expect(twoMisspelt.apiData.results[0]?.entityId).toBe(goodLlc.entityId);
      const mostlyUnlike = await search({ q: 'Zzyzx Peak Qwxzvbn' });
      expect(mostlyUnlike.apiData).toMatchObject({ total: 0, results: [] });
    });

    it('finds a name containing the query from the end of a word to the start of another', async () => {
      const { apiData } = await search({ q: 'NTAIN PEAK VENT' });
      expect(entityIds(apiData)).toContain(goodLlc.entityId);
      // The same name first, then names starting with the query, then names containing it.
      const formed = await form('Telluride Mountain Peak Ventures LLC');
      const ranked = await search({ q: 'Mountain Peak Ventures LLC' });
      expect(entityIds(ranked.apiData).slice(0, 2)).toEqual([goodLlc.entityId, formed]);
    });

    it('finds a renamed entity by its new name, and no longer by its old one', async () => {
      const entityId = await form('Quixotic Zephyr Outfitters LLC');
      expect(entityIds((await search({ q: 'Quixotik Zephyr' })).apiData)).toEqual([entityId]);
      const renaming = createAmendMinimalFiling(entityId);
      renaming.entityName = {
        ...renaming.entityName,
        isNameChanged: 'Y',
        name: 'Ouray Basin Outfitters LLC',
        availability: {
          isAvailable: true,
          isReserved: false,
          isAuthorizedToUse: false,
          reservedBy: null,
        },
      };
      const refId = await payFiling(testApp.app, renaming, crypto.randomUUID());
      expect((await fetchReceipt(testApp.app, refId)).statusCode).toBe(200);

      const renamed = await search({ q: 'ouray basin' });
      expect(renamed.apiData.results).toEqual([
        expect.objectContaining({ entityId, entityName: 'Ouray Basin Outfitters LLC' }),
      ]);
      expect(entityIds((await search({ q: 'Ouray Basen Outfitters' })).apiData)).toEqual([
        entityId,
      ]);
      // No name uses the old name's own words any more: neither they nor a misspelling find it.
      expect((await search({ q: 'Quixotic Zephyr' })).apiData.total).toBe(0);
      expect((await search({ q: 'Quixotik Zephyr' })).apiData.total).toBe(0);
    });

    it('takes the characters of a name literally, misspelt or not', async () => {
      const entityId = await form('A+ (Quartz) & Sons [Plumbing] LLC');
      expect(entityIds((await search({ q: 'a+ (quartz) & sons' })).apiData)).toEqual([entityId]);
      expect(entityIds((await search({ q: 'A+ (Quartz) & Sons [Plumbng]' })).apiData)).toEqual([
        entityId,
      ]);
    });

    it('finds an entity by its ID', async () => {
      const { apiData } = await search({ q: delinquent });
      expect(apiData.total).toBe(1);
      expect(apiData.results[0].entityId).toBe(delinquent);
    });

    it('pages 20 at a time and counts every result', async () => {
      const first = await search({ q: 'llc' });
      expect(first.apiData.total).toBeGreaterThan(20);
      expect(first.apiData.results).toHaveLength(20);
      const lastPage = Math.ceil(first.apiData.total / 20);
      const last = await search({ q: 'llc', page: String(lastPage) });
      expect(last.apiData.results).toHaveLength(first.apiData.total - (lastPage - 1) * 20);
      const seen = new Set<string>();
      for (let page = 1; page <= lastPage; page += 1) {
        const answer = await search({ q: 'llc', page: String(page) });
        for (const row of answer.apiData.results as { entityId: string }[]) seen.add(row.entityId);
      }
      expect(seen.size).toBe(first.apiData.total);
      const past = await search({ q: 'llc', page: String(lastPage + 1) });
      expect(past.apiData).toMatchObject({ total: first.apiData.total, results: [] });
    });

    it('says there is more only while the next page has results', async () => {
      const first = await search({ q: 'llc' });
      const lastPage = Math.ceil(first.apiData.total / 20);
      expect(lastPage).toBeGreaterThan(1);
      expect(first.apiData).toMatchObject({ more: true, capped: false });
      const last = await search({ q: 'llc', page: String(lastPage) });
      expect(last.apiData).toMatchObject({ more: false, capped: false });
      const past = await search({ q: 'llc', page: String(lastPage + 1) });
      expect(past.apiData).toMatchObject({ more: false, capped: false, results: [] });
    });

    it('refuses an empty or one-character search with the message', async () => {
      const empty = await search({ q: '  ' });
      expect(empty.status).toBe(400);
      expect(empty.apiData.errors).toEqual([
        { field: 'q', message: SEARCH_QUERY_REQUIRED_MESSAGE },
      ]);
      const short = await search({ q: 'a' });
      expect(short.apiData.errors).toEqual([
        { field: 'q', message: SEARCH_QUERY_TOO_SHORT_MESSAGE },
      ]);
      expect((await search({ q: 'llc', page: '0' })).status).toBe(400);
    });

    it('takes LIKE wildcards literally', async () => {
      const { apiData } = await search({ q: '%%%%' });
      expect(apiData.total).toBe(0);
    });

    // Last in this file: the names it adds would be found by the other searches.
    it('says plainly when a search found more than it ranks, and pages only those', async () => {
      const names = Array.from({ length: 1005 }, (_, index) => `Sagebrush Capped ${index} LLC`);
      await testApp.database.pool.query(
        `insert into entities (entity_id, name, name_key, entity_type, domestic_flag, status_code,
           formation_date, reporting_month, next_report_due_date, principal_office, registered_agent)
         select '2098' || lpad(n::text, 7, '0'), name, key, 'DLLC', 'Y', 'GOOD', now(), 1,
           '2099-01-31', '{}'::jsonb, '{}'::jsonb
         from unnest($1::text[], $2::text[]) with ordinality as given(name, key, n)`,
        [names, names.map(nameKey)],
      );
      const first = await search({ q: 'sagebrush capped' });
      expect(first.apiData).toMatchObject({
        total: SEARCH_MAX_RESULTS,
        more: true,
        capped: true,
      });
      const lastPage = SEARCH_MAX_RESULTS / 20;
      const last = await search({ q: 'sagebrush capped', page: String(lastPage) });
      expect(last.apiData).toMatchObject({ more: false, capped: true });
      expect(last.apiData.results).toHaveLength(20);
      const past = await search({ q: 'sagebrush capped', page: String(lastPage + 1) });
      expect(past.apiData).toMatchObject({ more: false, capped: true, results: [] });
    });
  });
});

describe('certificate requests are limited per client address', () => {
  it('answers 429 with Retry-After over the limit, before issuing anything', async () => {
    const testApp = await createTestApp('pglite', {
      env: { RATE_LIMIT_CERTIFICATES_PER_MINUTE: '2' },
      prepare: async (database) => {
        await seedDatabase(database.db, { entityCount: 5 });
      },
    });
    try {
      const ask = () =>
        testApp.app.inject({
          method: 'GET',
          url: '/business-api/pdf/gsCertificate',
          query: { entityId: goodLlc.entityId },
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      const kept = await testApp.database.pool.query('select count(*)::int as n from certificates');
      expect(kept.rows[0].n).toBe(2);
    } finally {
      await testApp.close();
    }
  });
});
