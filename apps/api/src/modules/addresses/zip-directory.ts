import { createRequire } from 'node:module';

// The shipped ZIP data set is the `zipcodes` npm package (federalgovernmentzipcodes.us data):
// one primary city and state per five-digit ZIP, for the states, DC, the territories and the
// military codes. It has no alternate ("acceptable") city names and no ZIP+4 ranges, so ZIP+4
// add-ons are kept as entered but not checked.

/** What the data set knows about one five-digit ZIP. */
interface ZipEntry {
  zip: string;
  city: string;
  state: string;
}

/** Looks up five-digit ZIPs; loaded once and held in memory. */
export interface ZipDirectory {
  lookup(zip5: string): ZipEntry | undefined;
  readonly size: number;
}

interface ZipcodesRecord {
  zip: string;
  city: string;
  state: string;
  country: string;
}

function isZipcodesRecord(value: unknown): value is ZipcodesRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.zip === 'string' &&
    typeof record.city === 'string' &&
    typeof record.state === 'string' &&
    typeof record.country === 'string'
  );
}

/** Loads the US part of the `zipcodes` data set into a map keyed by five-digit ZIP. */
export function loadZipDirectory(): ZipDirectory {
  // The US table is required directly so the package's Canadian table is never loaded.
  const require = createRequire(import.meta.url);
  const module: unknown = require('zipcodes/lib/codes.js');
  const codes = (module as { codes?: unknown }).codes;
  if (typeof codes !== 'object' || codes === null) {
    throw new Error(
      'The zipcodes package did not provide its US ZIP table (zipcodes/lib/codes.js).',
    );
  }
  const entries = new Map<string, ZipEntry>();
  for (const record of Object.values(codes)) {
    if (isZipcodesRecord(record) && record.country === 'US' && /^\d{5}$/.test(record.zip)) {
      entries.set(record.zip, { zip: record.zip, city: record.city, state: record.state });
    }
  }
  if (entries.size === 0) throw new Error('The zipcodes package holds no US ZIP codes.');
  return {
    lookup: (zip5) => entries.get(zip5),
    size: entries.size,
  };
}
