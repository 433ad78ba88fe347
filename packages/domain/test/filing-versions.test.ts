import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEmptyFiling } from '../src/create-empty-filing.ts';
import {
  FILING_VALUES_VERSION,
  UnreadableFilingValues,
  filingValuesUpgrades,
  upgradeFilingValues,
} from '../src/filing-versions.ts';
import { getFilingType } from '../src/filing-types/index.ts';
import { amendMaximalFiling, amendMinimalFiling } from '../src/fixtures/amend.ts';
import {
  dc55MaximalFiling,
  dncMinimalFiling,
  dpcMaximalFiling,
} from '../src/fixtures/corporations.ts';
import { llcMaximalFiling, llcMinimalFiling } from '../src/fixtures/llc.ts';
import { cureMinimalFiling, reinstateMaximalFiling } from '../src/fixtures/reinstate-cure.ts';
import { reportMaximalFiling } from '../src/fixtures/report.ts';
import type { FilingValues } from '../src/model.ts';

/** Complete filings of every kind of filing type, as the wizard would have saved them. */
const completeFilings: FilingValues[] = [
  llcMinimalFiling,
  llcMaximalFiling,
  dpcMaximalFiling,
  dncMinimalFiling,
  dc55MaximalFiling,
  reportMaximalFiling,
  reinstateMaximalFiling,
  cureMinimalFiling,
  amendMinimalFiling,
  amendMaximalFiling,
];

function emptyFilingLike(filing: FilingValues): FilingValues {
  const definition = getFilingType(filing.filingState.filingType);
  if (definition === undefined) throw new Error(`No filing type ${filing.filingState.filingType}`);
  return createEmptyFiling(definition);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every path to a value that is not a plain object (lists count as values), with that value. */
function leaves(value: unknown, path: string[] = []): [string[], unknown][] {
  if (!isPlainObject(value)) return [[path, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
}

function valueAt(value: unknown, path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isPlainObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/** A copy of `value` without the fields at these paths. */
function withoutPaths(value: unknown, paths: string[][]): unknown {
  const copy = structuredClone(value);
  for (const path of paths) {
    const parent = valueAt(copy, path.slice(0, -1));
    const last = path.at(-1);
    if (isPlainObject(parent) && last !== undefined) delete parent[last];
  }
  return copy;
}

function version1(filing: unknown, filingType = 'llc') {
  return { version: 1, filingType, values: filing };
}

function refusal(run: () => unknown): UnreadableFilingValues {
  try {
    run();
  } catch (error) {
    if (error instanceof UnreadableFilingValues) return error;
    throw error;
  }
  throw new Error('The values were not refused');
}

describe('filing value versions', () => {
  it('numbers the upgrade steps 1, 2, 3... and writes one version past the last', () => {
    expect(filingValuesUpgrades.map((step) => step.from)).toEqual(
      filingValuesUpgrades.map((_, index) => index + 1),
    );
    expect(FILING_VALUES_VERSION).toBe(filingValuesUpgrades.length + 1);
    expect(FILING_VALUES_VERSION).toBe(2);
  });

  it('leaves a complete version 1 filing of every type as it was', () => {
    for (const filing of completeFilings) {
      const upgraded = upgradeFilingValues(version1(filing, filing.filingState.filingType));
      expect(upgraded).toEqual(filing);
    }
  });

  it('fills any slices missing from a version 1 draft and keeps the rest', () => {
    fc.assert(
      fc.property(fc.constantFrom(...completeFilings), fc.func(fc.boolean()), (filing, removes) => {
        const keys = Object.keys(filing) as (keyof FilingValues)[];
        const removed = new Set(keys.filter((key) => removes(key)));
        const stored = Object.fromEntries(
          Object.entries(filing).filter(([key]) => !removed.has(key as keyof FilingValues)),
        );
        const upgraded = upgradeFilingValues(version1(stored, filing.filingState.filingType));
        const empty = emptyFilingLike(filing);
        for (const key of keys) {
          expect(upgraded[key]).toEqual(removed.has(key) ? empty[key] : filing[key]);
        }
      }),
    );
  });

  it('fills any fields missing at any depth and keeps every value that was there', () => {
    const filingsWithFieldPaths = fc.constantFrom(...completeFilings).chain((filing) =>
      fc.record({
        filing: fc.constant(filing),
        removed: fc.subarray(leaves(filing).map(([path]) => path)),
      }),
    );
    fc.assert(
      fc.property(filingsWithFieldPaths, ({ filing, removed }) => {
        const stored = withoutPaths(filing, removed);
        const upgraded = upgradeFilingValues(version1(stored, filing.filingState.filingType));
        for (const [path, value] of leaves(emptyFilingLike(filing))) {
          const kept = valueAt(stored, path);
          expect(valueAt(upgraded, path)).toEqual(kept === undefined ? value : kept);
        }
        for (const [path, value] of leaves(stored)) {
          expect(valueAt(upgraded, path)).toEqual(value);
        }
      }),
    );
  });

  it('keeps what the empty filing does not have: unknown fields and the items of lists', () => {
    const stored = {
      entityName: { name: 'Blue Spruce LLC', legacyNote: 'typed before the rename' },
      formation: { formers: [{ id: 'f1', nameValues: { personTyp: 'I' } }] },
    };
    const upgraded = upgradeFilingValues(version1(stored)) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    expect(upgraded.entityName).toEqual({
      name: 'Blue Spruce LLC',
      legacyNote: 'typed before the rename',
    });
    expect(upgraded.formation).toEqual(stored.formation);
    expect(upgraded.registeredAgent?.addressValues).toMatchObject({
      isSameAsPrincipalOfficeAddressChecked: false,
      isSameAsStreetAddressChecked: false,
    });
  });

  it('fills a registered agent saved without its flags', () => {
    const stored = structuredClone(llcMinimalFiling) as unknown as {
      registeredAgent: {
        nameValues: { name: Record<string, unknown> };
        addressValues: Record<string, unknown>;
      };
    };
    delete stored.registeredAgent.nameValues.name.isEntityOwnAgentChecked;
    delete stored.registeredAgent.addressValues.isSameAsPrincipalOfficeAddressChecked;
    delete stored.registeredAgent.addressValues.isSameAsPrincipalOfficeMailingAddressChecked;
    const upgraded = upgradeFilingValues(version1(stored));
    // Not marked: the address saved beside them stays the agent's own, as the filer typed it.
    const { registeredAgent } = llcMinimalFiling;
    expect(upgraded.registeredAgent).toEqual({
      ...registeredAgent,
      nameValues: {
        ...registeredAgent.nameValues,
        name: { ...registeredAgent.nameValues.name, isEntityOwnAgentChecked: false },
      },
      addressValues: {
        ...registeredAgent.addressValues,
        isSameAsPrincipalOfficeAddressChecked: false,
        isSameAsPrincipalOfficeMailingAddressChecked: false,
      },
    });
  });

  it('takes the slices of the stored filing type, not of another', () => {
    const upgraded = upgradeFilingValues(version1({}, 'dnc'));
    expect(upgraded.filingState.filingType).toBe('dnc');
    expect(upgraded.filingState.transactionType).toBe(dncMinimalFiling.filingState.transactionType);
  });

  it('changes nothing it was given', () => {
    const stored = withoutPaths(llcMaximalFiling, [['notifications'], ['filers', 'filers']]);
    const before = structuredClone(stored);
    upgradeFilingValues(version1(stored));
    expect(stored).toEqual(before);
  });

  it('reads values of the current version as they are', () => {
    const stored = { entityName: { name: 'Blue Spruce LLC' } };
    const read = upgradeFilingValues({
      version: FILING_VALUES_VERSION,
      filingType: 'llc',
      values: stored,
    });
    expect(read).toEqual(stored);
  });

  it('refuses values saved by a newer version, plainly', () => {
    const error = refusal(() =>
      upgradeFilingValues({
        version: FILING_VALUES_VERSION + 1,
        filingType: 'llc',
        values: llcMinimalFiling,
      }),
    );
    expect(error.reason).toBe('newer-version');
    expect(error.message).toBe(
      `Filing values of version ${FILING_VALUES_VERSION + 1} were saved by a newer version of ` +
        `this application; this one reads versions up to ${FILING_VALUES_VERSION}.`,
    );
  });

  it('refuses an unknown version or filing type and values that are not an object', () => {
    expect(refusal(() => upgradeFilingValues({ ...version1({}), version: 0 })).reason).toBe(
      'unknown-version',
    );
    expect(refusal(() => upgradeFilingValues({ ...version1({}), version: 1.5 })).reason).toBe(
      'unknown-version',
    );
    expect(refusal(() => upgradeFilingValues(version1({}, 'partnership'))).reason).toBe(
      'unknown-filing-type',
    );
    for (const values of [null, [], 'llc', 7]) {
      expect(refusal(() => upgradeFilingValues(version1(values))).reason).toBe('not-an-object');
    }
  });
});
