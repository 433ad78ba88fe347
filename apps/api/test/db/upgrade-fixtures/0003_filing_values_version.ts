// A registry as it stood with migrations 0000-0003 applied. Migration 0003 only gave every filing
// the version of its stored values (existing rows became version 1), so the registry written for
// 0002 is still valid here once each of its filings states version 1.
// Stays as it is once a later migration lands.
import type pg from 'pg';
import { filedDocumentsSchemaFixture } from './0002_filed_documents.ts';
import type { UpgradeFixture } from './upgrade-fixture.ts';

async function writeFilingValuesVersionSchemaData(client: pg.Client, now: Date): Promise<void> {
  // The older writers do not name the column, which has no default at this schema: every filing
  // they write holds first-version values, so the column takes that while they run.
  await client.query(`alter table filings alter column values_version set default 1`);
  await filedDocumentsSchemaFixture.write(client, now);
  await client.query(`alter table filings alter column values_version drop default`);
}

export const filingValuesVersionSchemaFixture: UpgradeFixture = {
  schema: '0003_filing_values_version',
  write: writeFilingValuesVersionSchemaData,
  sample: filedDocumentsSchemaFixture.sample,
};
