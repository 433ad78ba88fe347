import { describe, expect, it } from 'vitest';
import {
  computeMissingSections,
  isSectionMissing,
  sectionCodeForSegment,
} from '../src/completeness.ts';
import { createEmptyFiling } from '../src/create-empty-filing.ts';
import { llcFilingType } from '../src/filing-types/llc.ts';
import { llcMaximalFiling, llcMinimalFiling } from '../src/fixtures/llc.ts';
import type { CompletenessCode, FilingValues } from '../src/model.ts';

describe('computeMissingSections', () => {
  it('is VALID for complete filings', () => {
    expect(computeMissingSections(llcFilingType, llcMinimalFiling)).toEqual(['VALID']);
    expect(computeMissingSections(llcFilingType, llcMaximalFiling)).toEqual(['VALID']);
  });

  it('lists every section of an empty LLC filing', () => {
    expect(computeMissingSections(llcFilingType, createEmptyFiling(llcFilingType))).toEqual([
      'ENTIY_NAME_MISSING',
      'POA_MISSING',
      'REG_AGENT_MISSING',
      'MANAGEMENT_MISSING',
      'FORMER_MISSING',
      'DED_MISSING',
      'FILER_MISSING',
    ]);
  });

  it('marks a name without the designation invalid', () => {
    const filing = { ...llcMinimalFiling, entityName: { name: 'Fallcreek Farms' } };
    expect(computeMissingSections(llcFilingType, filing)).toEqual(['ENTIY_NAME_INVALID']);
  });

  it('marks a single failing section', () => {
    const cases = [
      [
        {
          registeredAgent: { ...llcMinimalFiling.registeredAgent, agentConsentRadio: 'N' as const },
        },
        'REG_AGENT_MISSING',
      ],
      [
        { management: { managedBy: 'MBR' as const, hasOneMember: 'N' as const } },
        'MANAGEMENT_MISSING',
      ],
      [{ formation: { formers: [] } }, 'FORMER_MISSING'],
      [{ filers: { ...llcMinimalFiling.filers, perjuryNoticeAffirmed: false } }, 'FILER_MISSING'],
    ] satisfies [Partial<FilingValues>, CompletenessCode][];
    for (const [change, code] of cases) {
      expect(computeMissingSections(llcFilingType, { ...llcMinimalFiling, ...change })).toEqual([
        code,
      ]);
    }
  });

  it('marks a delayed effective date that has passed', () => {
    const later = new Date(Date.parse(llcMaximalFiling.effectiveDate.effectiveDateTime) + 60_000);
    expect(computeMissingSections(llcFilingType, llcMaximalFiling, { now: () => later })).toEqual([
      'DED_MISSING',
    ]);
  });

  it('maps review sections to their codes', () => {
    expect(sectionCodeForSegment('entityname')).toBe('ENTIY_NAME_MISSING');
    expect(sectionCodeForSegment('filer')).toBe('FILER_MISSING');
    expect(sectionCodeForSegment('notifications')).toBeUndefined();
    expect(isSectionMissing('entityname', ['ENTIY_NAME_INVALID'])).toBe(true);
    expect(isSectionMissing('principalofficeaddress', ['VALID'])).toBe(false);
  });
});
