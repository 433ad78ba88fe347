// Saved filing values carry the version of the shape they were written in: drafts on the server,
// the filing in the browser's session storage and the values a paid filing keeps. Whoever reads
// them brings them to the current shape with the steps below, one version at a time, so a shape
// change never strands a filing saved before it.
import { createEmptyFiling } from './create-empty-filing.ts';
import { getFilingType } from './filing-types/index.ts';
import type { FilingTypeDefinition } from './filing-types/types.ts';
import type { FilingValues } from './model.ts';

/** Filing values as stored at some version: an object in the shape that version describes. */
export type StoredFilingValues = Record<string, unknown>;

/** One step in the chain: reads values of version `from`, returns values of version `from + 1`. */
export interface FilingValuesUpgrade {
  from: number;
  /** What the step changes, for whoever reads the chain. */
  description: string;
  /** Pure: returns new values and leaves its input as it was. */
  upgrade(values: StoredFilingValues, filingType: FilingTypeDefinition): StoredFilingValues;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every field of `template` that `stored` lacks, taken from the template, at any depth; whatever
 * `stored` has (including fields the template does not know, and lists) is kept as it is.
 */
function fillMissingFields(template: unknown, stored: unknown): unknown {
  if (stored === undefined) return structuredClone(template);
  if (!isPlainObject(template) || !isPlainObject(stored)) return stored;
  const filled: Record<string, unknown> = { ...stored };
  for (const [key, fallback] of Object.entries(template)) {
    filled[key] = fillMissingFields(fallback, Object.hasOwn(stored, key) ? stored[key] : undefined);
  }
  return filled;
}

/**
 * The chain of upgrades, in order. To change the stored shape: append a step from the current
 * version, and the current version moves up by one.
 */
export const filingValuesUpgrades: readonly FilingValuesUpgrade[] = [
  {
    from: 1,
    description:
      'Version 1 took any object as a draft (the draft call checks no more), so a version 1 ' +
      'draft may lack slices or fields, the registered agent flags among them: every slice and ' +
      'field missing is filled from an empty filing of its type; everything present is kept.',
    upgrade: (values, filingType) =>
      fillMissingFields(createEmptyFiling(filingType), values) as StoredFilingValues,
  },
];

/** The version of the filing shape this code writes: one past the last upgrade step. */
export const FILING_VALUES_VERSION = 1 + filingValuesUpgrades.length;

export type UnreadableFilingReason =
  'newer-version' | 'unknown-version' | 'unknown-filing-type' | 'not-an-object';

/** Stored values this code cannot bring to the current shape; `reason` says why. */
export class UnreadableFilingValues extends Error {
  override readonly name = 'UnreadableFilingValues';
  constructor(
    readonly reason: UnreadableFilingReason,
    message: string,
  ) {
    super(message);
  }
}

/** What is read back: the values, the version they were saved at, and the filing type they belong to. */
export interface VersionedFilingValues {
  version: number;
  filingType: string;
  values: unknown;
}

/**
 * Brings stored values of any known version to the current shape. Refuses values saved by a newer
 * version of this code (they may hold what this one would lose), an unknown version or filing
 * type, and values that are not an object.
 */
export function upgradeFilingValues(stored: VersionedFilingValues): FilingValues {
  const { version, filingType } = stored;
  if (!Number.isInteger(version) || version < 1) {
    throw new UnreadableFilingValues(
      'unknown-version',
      `Filing values of version ${String(version)} cannot be read: versions start at 1.`,
    );
  }
  if (version > FILING_VALUES_VERSION) {
    throw new UnreadableFilingValues(
      'newer-version',
      `Filing values of version ${version} were saved by a newer version of this application; ` +
        `this one reads versions up to ${FILING_VALUES_VERSION}.`,
    );
  }
  const definition = getFilingType(filingType);
  if (definition === undefined) {
    throw new UnreadableFilingValues(
      'unknown-filing-type',
      `Filing values of the unknown filing type "${filingType}" cannot be read.`,
    );
  }
  if (!isPlainObject(stored.values)) {
    throw new UnreadableFilingValues('not-an-object', 'Stored filing values must be an object.');
  }
  let values: StoredFilingValues = stored.values;
  for (const step of filingValuesUpgrades) {
    if (step.from >= version) values = step.upgrade(values, definition);
  }
  return values as unknown as FilingValues;
}
