import { describe, expect, it } from 'vitest';
import { llcFilingType } from '../src/filing-types/llc.ts';
import { createEmptyFiling } from '../src/create-empty-filing.ts';
import {
  applicableSteps,
  firstStep,
  nextStep,
  pageTitle,
  previousStep,
  stepIndex,
} from '../src/navigation.ts';
import type { FilingValues } from '../src/model.ts';

function withAttachAnswer(answer: 'Y' | 'N' | ''): FilingValues {
  const filing = createEmptyFiling(llcFilingType);
  return {
    ...filing,
    additionalInfo: { ...filing.additionalInfo, additionalInfoAttachmentRadio: answer },
  };
}

describe('navigation over the LLC steps', () => {
  it('skips attachments unless the user chose to attach files', () => {
    expect(
      applicableSteps(llcFilingType, withAttachAnswer('N')).map((s) => s.segment),
    ).not.toContain('attachments');
    expect(
      applicableSteps(llcFilingType, withAttachAnswer('')).map((s) => s.segment),
    ).not.toContain('attachments');
    expect(applicableSteps(llcFilingType, withAttachAnswer('Y')).map((s) => s.segment)).toContain(
      'attachments',
    );
  });

  it('goes from additional info to attachments on Yes and to the effective date on No', () => {
    expect(nextStep(llcFilingType, withAttachAnswer('Y'), 'additionalinfo')?.segment).toBe(
      'attachments',
    );
    expect(nextStep(llcFilingType, withAttachAnswer('N'), 'additionalinfo')?.segment).toBe(
      'effectivedate',
    );
    expect(nextStep(llcFilingType, withAttachAnswer('Y'), 'attachments')?.segment).toBe(
      'effectivedate',
    );
  });

  it('moves forward from a step that no longer applies', () => {
    expect(nextStep(llcFilingType, withAttachAnswer('N'), 'attachments')?.segment).toBe(
      'effectivedate',
    );
  });

  it('goes back over skipped steps and has nothing before the first', () => {
    expect(previousStep(llcFilingType, withAttachAnswer('N'), 'effectivedate')?.segment).toBe(
      'additionalinfo',
    );
    expect(previousStep(llcFilingType, withAttachAnswer('Y'), 'effectivedate')?.segment).toBe(
      'attachments',
    );
    expect(previousStep(llcFilingType, withAttachAnswer('N'), 'entityname')).toBeUndefined();
  });

  it('ends on receipt then whatsnext, and whatsnext stays put', () => {
    const values = withAttachAnswer('N');
    expect(nextStep(llcFilingType, values, 'filingreview')?.segment).toBe('receipt');
    expect(nextStep(llcFilingType, values, 'receipt')?.segment).toBe('whatsnext');
    expect(nextStep(llcFilingType, values, 'whatsnext')?.segment).toBe('whatsnext');
  });

  it('has no next step for a segment the type does not have', () => {
    expect(nextStep(llcFilingType, withAttachAnswer('N'), 'shares')).toBeUndefined();
  });

  it('starts at the entity name and indexes applicable steps', () => {
    expect(firstStep(llcFilingType).segment).toBe('entityname');
    expect(stepIndex(llcFilingType, withAttachAnswer('N'), 'entityname')).toBe(0);
    expect(stepIndex(llcFilingType, withAttachAnswer('N'), 'effectivedate')).toBe(6);
    expect(stepIndex(llcFilingType, withAttachAnswer('Y'), 'effectivedate')).toBe(7);
    expect(stepIndex(llcFilingType, withAttachAnswer('N'), 'attachments')).toBe(-1);
  });

  it('titles pages "{title} - {step} - Secretary of State"', () => {
    const [entityName] = llcFilingType.steps;
    const whatsNext = llcFilingType.steps.at(-1);
    expect(entityName && pageTitle(llcFilingType, entityName)).toBe(
      'Entity name - Step 1 of 11 - Secretary of State',
    );
    expect(whatsNext && pageTitle(llcFilingType, whatsNext)).toBe(
      'Congratulations - Articles of Organization - Secretary of State',
    );
  });
});
