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

/**
 * Where the filer hears about the filing after paying (the administrators' decision on a held
 * filing, its status): the email a reinstatement or cure gave for processing, else the first
 * notification email; lowercase, or null when the filing gave none. The filing row keeps a copy
 * for the administrators' queue, which lists and sorts by it.
 */
export function filerContactEmail(values: FilingValues): string | null {
  const address = values.email.email.trim() || (values.notifications.emails[0]?.email ?? '').trim();
  return address === '' ? null : address.toLowerCase();
}
