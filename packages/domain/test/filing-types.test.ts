import { describe, expect, it } from 'vitest';
import { filingTypes, getFilingType } from '../src/filing-types/index.ts';
import { llcFilingType } from '../src/filing-types/llc.ts';
import { computeMissingSections } from '../src/completeness.ts';
import { validateStep } from '../src/schemas/index.ts';
import { llcMaximalFiling, llcMinimalFiling, createLlcMaximalFiling } from '../src/fixtures/llc.ts';
import { applicableSteps } from '../src/navigation.ts';
import type { FilingValues } from '../src/model.ts';

// The spec's step order per filing type (spec/000 section 2), keyed by filingType.
const SPEC_STEP_ORDER: Record<string, string[]> = {
  llc: [
    'entityname',
    'principalofficeaddress',
    'registeredagent',
    'management',
    'formation',
    'additionalinfo',
    'attachments',
    'effectivedate',
    'filer',
    'notifications',
    'filingreview',
    'receipt',
    'whatsnext',
  ],
};

const SPEC_NUMBERED_STEPS: Record<string, number> = { llc: 11 };

const FIXTURES: Record<string, { minimal: FilingValues; maximal: FilingValues }> = {
  llc: { minimal: llcMinimalFiling, maximal: llcMaximalFiling },
};

describe.each(Object.values(filingTypes))('filing type $filingType', (def) => {
  it('has unique segments', () => {
    const segments = def.steps.map((step) => step.segment);
    expect(new Set(segments).size).toBe(segments.length);
  });

  it('follows the spec step order', () => {
    expect(def.steps.map((step) => step.segment)).toEqual(SPEC_STEP_ORDER[def.filingType]);
  });

  it('numbers its steps "Step n of N" with the spec count, ending in whatsnext without a label', () => {
    const total = SPEC_NUMBERED_STEPS[def.filingType];
    const labels = new Set(
      def.steps.flatMap((step) => (step.stepLabel === undefined ? [] : [step.stepLabel])),
    );
    expect(labels.size).toBe(total);
    for (const label of labels) expect(label).toMatch(new RegExp(`^Step \\d+ of ${total}$`));
    expect(def.steps.at(-1)).toMatchObject({ segment: 'whatsnext', title: 'Congratulations' });
    expect(def.steps.at(-1)?.stepLabel).toBeUndefined();
  });

  it('is found by its filingType', () => {
    expect(getFilingType(def.filingType)).toBe(def);
  });

  it.each(['minimal', 'maximal'] as const)(
    '%s fixture passes every step schema and is VALID',
    (kind) => {
      const fixture = FIXTURES[def.filingType]?.[kind];
      expect(fixture).toBeDefined();
      if (fixture === undefined) return;
      for (const step of applicableSteps(def, fixture)) {
        if (step.slice === undefined) continue;
        const result = validateStep(step.segment, fixture[step.slice], def, { values: fixture });
        expect(result, step.segment).toMatchObject({ ok: true });
      }
      expect(computeMissingSections(def, fixture)).toEqual(['VALID']);
    },
  );
});

describe('LLC definition', () => {
  it('maps to DLLC, domestic flag N, ARTORG_LLC', () => {
    expect(llcFilingType).toMatchObject({
      filingType: 'llc',
      title: 'Articles of Organization',
      entityType: 'DLLC',
      domesticFlag: 'N',
      transactionType: 'ARTORG_LLC',
      transactionDescription: 'Articles of Organization',
      formerLabel: { plural: 'Persons forming', sameAs: 'Same as a person forming' },
    });
  });

  it('labels and titles the steps as the spec does', () => {
    const bySegment = Object.fromEntries(llcFilingType.steps.map((step) => [step.segment, step]));
    expect(bySegment.entityname).toMatchObject({ stepLabel: 'Step 1 of 11', slice: 'entityName' });
    expect(bySegment.formation).toMatchObject({
      stepLabel: 'Step 5 of 11',
      title: 'Persons forming',
    });
    expect(bySegment.attachments?.stepLabel).toBe('Step 6 of 11');
    expect(bySegment.additionalinfo?.stepLabel).toBe('Step 6 of 11');
    expect(bySegment.effectivedate).toMatchObject({
      stepLabel: 'Step 7 of 11',
      title: 'Delayed effective date',
    });
    expect(bySegment.filer).toMatchObject({ stepLabel: 'Step 8 of 11', slice: 'filers' });
    expect(bySegment.filingreview).toMatchObject({ stepLabel: 'Step 10 of 11', title: 'Review' });
    expect(bySegment.receipt?.stepLabel).toBe('Step 11 of 11');
  });

  it('turns on the LLC page flags and leaves the others off', () => {
    const on = Object.entries(llcFilingType.pages)
      .filter(([, value]) => value)
      .map(([flag]) => flag)
      .sort();
    expect(on).toEqual(
      [
        'hasEntityName',
        'hasPoa',
        'hasRegisteredAgent',
        'hasManagement',
        'hasFormation',
        'hasAdditionalInfo',
        'hasAttachment',
        'hasEffectiveDate',
        'hasFilers',
      ].sort(),
    );
  });

  it('has no definition for an unknown filing type', () => {
    expect(getFilingType('nope')).toBeUndefined();
    expect(getFilingType('toString')).toBeUndefined();
  });

  it('builds a maximal fixture for any clock', () => {
    const fixture = createLlcMaximalFiling(new Date('2027-03-01T12:00:00Z'));
    expect(fixture.effectiveDate.effectiveDate).toBe('2027-03-31');
    expect(fixture.effectiveDate.effectiveDateTimeDisplay).toBe('03/31/2027 10:30 AM');
  });
});
