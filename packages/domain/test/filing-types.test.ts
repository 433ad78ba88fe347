import { describe, expect, it } from 'vitest';
import { getFilingType, listFilingTypes } from '../src/filing-types/index.ts';
import { llcFilingType } from '../src/filing-types/llc.ts';
import { computeMissingSections } from '../src/completeness.ts';
import { validateStep } from '../src/schemas/index.ts';
import { llcMaximalFiling, llcMinimalFiling, createLlcMaximalFiling } from '../src/fixtures/llc.ts';
import {
  dc55MaximalFiling,
  dc55MinimalFiling,
  dncMaximalFiling,
  dncMinimalFiling,
  dpcMaximalFiling,
  dpcMinimalFiling,
} from '../src/fixtures/corporations.ts';
import { dc55FilingType, dncFilingType, dpcFilingType } from '../src/filing-types/corporations.ts';
import { reportMaximalFiling, reportMinimalFiling } from '../src/fixtures/report.ts';
import { reportFilingType } from '../src/filing-types/report.ts';
import { amendMaximalFiling, amendMinimalFiling } from '../src/fixtures/amend.ts';
import {
  cureMaximalFiling,
  cureMinimalFiling,
  reinstateMaximalFiling,
  reinstateMinimalFiling,
} from '../src/fixtures/reinstate-cure.ts';
import { cureFilingType, reinstateFilingType } from '../src/filing-types/reinstate-cure.ts';
import { createEmptyFiling } from '../src/create-empty-filing.ts';
import { applicableSteps } from '../src/navigation.ts';
import type { FilingValues } from '../src/model.ts';
import type { FilingTypeDefinition } from '../src/filing-types/types.ts';
import { builtInSteps } from '../src/steps/index.ts';
import { listsPage, listsSlice } from '../src/steps/step-lists.ts';

/** Every built-in page, in the order the steps are registered. */
const ALL_PAGES: string[] = builtInSteps.map((step) => step.page);

/** DPC, DNC, DC55: the LLC's order without management, with step 5 after formation. */
function newEntityOrder(...afterFormation: string[]): string[] {
  return [
    'entityname',
    'principalofficeaddress',
    'registeredagent',
    'formation',
    ...afterFormation,
    'attachments',
    'effectivedate',
    'filer',
    'notifications',
    'filingreview',
    'receipt',
    'whatsnext',
  ];
}

/** Reinstatement and cure: the fraud-check steps follow the agent. */
function reinstateCureOrder(): string[] {
  return [
    'intro',
    'entityname',
    'principalofficeaddress',
    'registeredagent',
    'email',
    'privateattachments',
    'additionalinfo',
    'attachments',
    'effectivedate',
    'filer',
    'notifications',
    'filingreview',
    'receipt',
    'whatsnext',
  ];
}

// The product's step order per filing type (docs/product-rules.md), keyed by filingType.
const SPEC_STEP_ORDER: Record<string, string[]> = {
  amend: [
    'intro',
    'entityname',
    'additionalinfo',
    'attachments',
    'effectivedate',
    'filer',
    'notifications',
    'filingreview',
    'receipt',
    'whatsnext',
  ],
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
  dpc: newEntityOrder('shares', 'additionalinfo'),
  dnc: newEntityOrder('votingassets', 'additionalinfo'),
  dc55: newEntityOrder('purposedirectors'),
  report: [
    'reportintro',
    'principalofficeaddress',
    'registeredagent',
    'filer',
    'notifications',
    'filingreview',
    'receipt',
    'whatsnext',
  ],
  reinstate: reinstateCureOrder(),
  cure: reinstateCureOrder(),
};

const SPEC_NUMBERED_STEPS: Record<string, number> = {
  llc: 11,
  dpc: 11,
  dnc: 11,
  dc55: 11,
  report: 6,
  amend: 7,
  reinstate: 9,
  cure: 9,
};

const FIXTURES: Record<string, { minimal: FilingValues; maximal: FilingValues }> = {
  llc: { minimal: llcMinimalFiling, maximal: llcMaximalFiling },
  dpc: { minimal: dpcMinimalFiling, maximal: dpcMaximalFiling },
  dnc: { minimal: dncMinimalFiling, maximal: dncMaximalFiling },
  dc55: { minimal: dc55MinimalFiling, maximal: dc55MaximalFiling },
  report: { minimal: reportMinimalFiling, maximal: reportMaximalFiling },
  amend: { minimal: amendMinimalFiling, maximal: amendMaximalFiling },
  reinstate: { minimal: reinstateMinimalFiling, maximal: reinstateMaximalFiling },
  cure: { minimal: cureMinimalFiling, maximal: cureMaximalFiling },
};

describe.each(listFilingTypes())('filing type $filingType', (def) => {
  it('has unique segments', () => {
    const segments = def.steps.map((step) => step.segment);
    expect(new Set(segments).size).toBe(segments.length);
  });

  it("follows the product's step order", () => {
    expect(def.steps.map((step) => step.segment)).toEqual(SPEC_STEP_ORDER[def.filingType]);
  });

  it('numbers its steps "Step n of N" with the product\'s count, ending in whatsnext without a label', () => {
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
        const result = validateStep(step.page, fixture[step.slice as keyof typeof fixture], def, {
          values: fixture,
        });
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
      sameAsFormerLabel: 'Same as a person forming',
      feeCents: 5000,
      effect: { kind: 'create-entity' },
    });
  });

  it('labels and titles the steps as the product does', () => {
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

  it('shows the LLC pages and no others', () => {
    const shown = ALL_PAGES.filter((page) => listsPage(llcFilingType, page));
    expect(shown).toEqual(SPEC_STEP_ORDER.llc);
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

describe('periodic report definition', () => {
  it('is the existing-entity REPORT filing "Periodic report"', () => {
    expect(reportFilingType).toMatchObject({
      filingType: 'report',
      transactionType: 'REPORT',
      transactionDescription: 'Periodic report',
      existingEntity: true,
    });
    expect(reportFilingType.steps[0]).toEqual({
      segment: 'reportintro',
      page: 'reportintro',
      title: 'Report Intro',
    });
    expect(reportFilingType).toMatchObject({
      feeCents: 1000,
      lateFeeCents: 5000,
      effect: { kind: 'update-office-and-agent', advancesReportDueDate: true },
    });
  });

  it('edits only the principal office, registered agent, filer and notification slices', () => {
    const slices = reportFilingType.steps.flatMap((step) => step.slice ?? []);
    expect(slices).toEqual(['principalOffice', 'registeredAgent', 'filers', 'notifications']);
  });

  it('numbers its steps as the product does', () => {
    expect(reportFilingType.steps.map((step) => [step.segment, step.stepLabel])).toEqual([
      ['reportintro', undefined],
      ['principalofficeaddress', 'Step 1 of 6'],
      ['registeredagent', 'Step 2 of 6'],
      ['filer', 'Step 3 of 6'],
      ['notifications', 'Step 4 of 6'],
      ['filingreview', 'Step 5 of 6'],
      ['receipt', 'Step 6 of 6'],
      ['whatsnext', undefined],
    ]);
  });

  it('starts prefilled with the office and agent on record, as independent copies', () => {
    const onRecord = reportMaximalFiling;
    const filing = createEmptyFiling(reportFilingType, {
      entityId: '20150000000',
      entityName: 'Mountain Peak Ventures LLC',
      entityType: 'DLLC',
      domesticFlag: 'N',
      principalOffice: onRecord.principalOffice,
      registeredAgent: onRecord.registeredAgent,
    });
    expect(filing.filingState).toMatchObject({
      entityId: '20150000000',
      entityType: 'DLLC',
      transactionType: 'REPORT',
    });
    expect(filing.principalOffice.streetAddress).toEqual(onRecord.principalOffice.streetAddress);
    expect(filing.principalOffice.mailingAddress).toEqual(onRecord.principalOffice.mailingAddress);
    expect(filing.registeredAgent).toEqual(onRecord.registeredAgent);
    filing.registeredAgent.nameValues.name.lastName = 'Changed';
    expect(onRecord.registeredAgent.nameValues.name.lastName).not.toBe('Changed');
  });
});

describe.each([
  {
    def: dpcFilingType,
    identity: { entityType: 'DPC', transactionType: 'ARTINC_PC' },
    step5: { segment: 'shares', title: 'Shares', slice: 'shares' },
    own: 'shares',
  },
  {
    def: dncFilingType,
    identity: { entityType: 'DNC', transactionType: 'ARTINC_NPC' },
    step5: { segment: 'votingassets', title: 'Voting & assets', slice: 'votingAssets' },
    own: 'votingassets',
  },
  {
    def: dc55FilingType,
    identity: { entityType: 'DC55', transactionType: 'ARTINC_55' },
    step5: {
      segment: 'purposedirectors',
      title: 'Purpose and directors',
      slice: 'purposeDirectors',
    },
    own: 'purposedirectors',
  },
] as const)('$def.filingType definition', ({ def, identity, step5, own }) => {
  const bySegment = Object.fromEntries(def.steps.map((step) => [step.segment, step]));

  it('maps to its entity type, domestic flag Y and transaction type, with incorporators', () => {
    expect(def).toMatchObject({
      ...identity,
      domesticFlag: 'Y',
      existingEntity: false,
      sameAsFormerLabel: 'Same as an incorporator',
    });
  });

  it('puts its own step fifth of eleven, after incorporators (fourth)', () => {
    expect(bySegment.formation).toMatchObject({
      stepLabel: 'Step 4 of 11',
      title: 'Incorporators',
    });
    expect(bySegment[step5.segment]).toMatchObject({ ...step5, stepLabel: 'Step 5 of 11' });
    expect(bySegment.attachments?.stepLabel).toBe('Step 6 of 11');
    expect(bySegment.effectivedate?.stepLabel).toBe('Step 7 of 11');
    expect(bySegment.filingreview?.stepLabel).toBe('Step 10 of 11');
    expect(bySegment.receipt?.stepLabel).toBe('Step 11 of 11');
  });

  it('shows its own page, and neither the other corporation pages nor management', () => {
    expect(listsPage(def, own)).toBe(true);
    const others = ['shares', 'votingassets', 'purposedirectors'].filter((page) => page !== own);
    for (const other of others) expect(listsPage(def, other)).toBe(false);
    expect(listsPage(def, 'management')).toBe(false);
  });
});

describe('attachments without an additional-information step (DC55)', () => {
  it('is reached straight from purpose and directors, whatever the attach answer', () => {
    const empty = createEmptyFiling(dc55FilingType);
    const segments = applicableSteps(dc55FilingType, empty).map((step) => step.segment);
    expect(segments).not.toContain('additionalinfo');
    expect(segments.indexOf('attachments')).toBe(segments.indexOf('purposedirectors') + 1);
  });

  it('accepts going on with no files', () => {
    const filing = createEmptyFiling(dc55FilingType);
    expect(validateStep('attachments', filing.additionalInfo, dc55FilingType)).toMatchObject({
      ok: true,
    });
  });

  it('keeps the LLC and DPC attachments behind Yes on additional information', () => {
    for (const def of [llcFilingType, dpcFilingType]) {
      const filing = createEmptyFiling(def);
      expect(applicableSteps(def, filing).map((step) => step.segment)).not.toContain('attachments');
      const withYes = {
        ...filing,
        additionalInfo: { ...filing.additionalInfo, additionalInfoAttachmentRadio: 'Y' as const },
      };
      expect(applicableSteps(def, withYes).map((step) => step.segment)).toContain('attachments');
    }
  });
});

describe('reinstatement and cure definitions', () => {
  it.each([
    [reinstateFilingType, 'reinstate', 'REINSTATE', 'Articles of Reinstatement', 'Reinstate Intro'],
    [cureFilingType, 'cure', 'CURE_DLNQ', 'Statement Curing Delinquency', 'Cure Intro'],
  ] as const)(
    '%# is the existing-entity filing of its transaction type',
    (def, type, tx, title, intro) => {
      expect(def).toMatchObject({
        filingType: type,
        transactionType: tx,
        title,
        existingEntity: true,
      });
      expect(def.steps[0]).toEqual({ segment: 'intro', page: 'intro', title: intro });
      expect(findStepBySegment(def, 'filingreview')?.title).toBe('Review');
      expect(findStepBySegment(def, 'entityname')).toMatchObject({
        page: 'staticentityname',
        stepLabel: 'Step 1 of 9',
      });
    },
  );

  it('asks for the statute on reinstatement only', () => {
    expect(listsSlice(reinstateFilingType, 'statute')).toBe(true);
    expect(listsSlice(cureFilingType, 'statute')).toBe(false);
    expect(validateStep('staticentityname', { text: 'ab' }, reinstateFilingType)).toMatchObject({
      ok: false,
    });
  });

  it('adds the email and affidavit steps only when the entity needs the administrators check', () => {
    const plain = applicableSteps(reinstateFilingType, reinstateMinimalFiling).map(
      (s) => s.segment,
    );
    expect(plain).not.toContain('email');
    expect(plain).not.toContain('privateattachments');
    const checked = applicableSteps(reinstateFilingType, reinstateMaximalFiling).map(
      (s) => s.segment,
    );
    expect(checked.slice(3, 7)).toEqual([
      'registeredagent',
      'email',
      'privateattachments',
      'additionalinfo',
    ]);
    const steps = Object.fromEntries(cureFilingType.steps.map((step) => [step.segment, step]));
    expect(steps.email).toMatchObject({
      title: 'Email for processing notifications',
      stepLabel: 'Step 4 of 9',
    });
    expect(steps.privateattachments).toMatchObject({
      title: 'Affidavit and ID attachments',
      stepLabel: 'Step 4 of 9',
    });
  });

  it('requires a private attachment and a valid email with the check', () => {
    const filing = cureMaximalFiling;
    expect(
      validateStep('privateattachments', { ...filing.additionalInfo, privateAttachments: [] }),
    ).toEqual({
      ok: false,
      errors: [{ path: 'privateAttachments', message: 'Need to include private attachments.' }],
    });
    expect(validateStep('email', { email: 'nope' })).toEqual({
      ok: false,
      errors: [{ path: 'email', message: 'Enter a valid email address.' }],
    });
  });
});

function findStepBySegment(def: FilingTypeDefinition, segment: string) {
  return def.steps.find((step) => step.segment === segment);
}
