// A registry as it stood with migrations 0000-0002 applied. Migration 0002 only added a table
// (filed_documents) and a nullable column (attachments.pages_pdf), so the registry written for
// 0001 is still valid here; this adds what 0002 brought: kept and failed filed documents, and an
// upload laid out as pages when it arrived. Stays as it is once a later migration lands.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type pg from 'pg';
import { sample, writeNameHoldsSchemaData } from './0001_name_holds_and_open_checkouts.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

async function onePagePdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const font = await document.embedFont(StandardFonts.Courier);
  page.drawText(text, { x: 36, y: 740, size: 10, font });
  return Buffer.from(await document.save());
}

async function writeFiledDocumentsSchemaData(
  client: Pick<pg.Client, 'query'>,
  now: Date,
): Promise<void> {
  await writeNameHoldsSchemaData(client, now);
  // The delayed formation's filed image was built and kept; the recorded formation's first build
  // failed twice and its next attempt is due, so the next download builds it.
  await client.query(
    `insert into filed_documents (filing_id, pdf, built_at)
     select id, $2, '2026-10-01T16:05:00Z' from filings where ref = $1`,
    ['9ef2cfa1-23eb-4617-8c23-bfe061a3ae0b', await onePagePdf('Articles of Organization')],
  );
  await client.query(
    `insert into filed_documents (filing_id, failed_attempts, last_failed_at, next_attempt_at)
     select id, 2, $2, $3 from filings where ref = $1`,
    [sample.filed.refId, new Date(now.getTime() - 3 * 60_000), new Date(now.getTime() - 60_000)],
  );
  // A text file uploaded to the draft, laid out as pages when it arrived.
  await client.query(
    `update attachments set pages_pdf = $2 where key = 'e437b4f6-783a-4b6c-9b78-a435b6f8f310'
       and draft_ref = $1`,
    [sample.draft.ref, await onePagePdf('hello')],
  );
}

export const filedDocumentsSchemaFixture: UpgradeFixture = {
  schema: '0002_filed_documents',
  write: writeFiledDocumentsSchemaData,
  sample,
};
