// A paid filing keeps the values it was paid with, at the shape version of that day. Everything
// that reads them later (recording, effects, the filed image) reads them through the domain's
// upgrade steps, as drafts are read.
import { upgradeFilingValues, type FilingValues } from '@registrar/domain';
import type { FilingRow } from './filings-repository.ts';

/** The filing's values in the current shape, whatever version they were stored at. */
export function filingValuesOf(
  filing: Pick<FilingRow, 'filingType' | 'values' | 'valuesVersion'>,
): FilingValues {
  return upgradeFilingValues({
    version: filing.valuesVersion,
    filingType: filing.filingType,
    values: filing.values,
  });
}
