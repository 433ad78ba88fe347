// The Spanish build takes each text module's `.es.ts` twin in its place: with the twins standing in,
// the filing types, steps, review sections and entity names read in Spanish, and the codes the
// server reads stay as they are.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../src/entity-text.ts', () => import('../src/entity-text.es.ts'));
vi.mock(
  '../src/filing-types/filing-type-text.ts',
  () => import('../src/filing-types/filing-type-text.es.ts'),
);
vi.mock('../src/review/review-text.ts', () => import('../src/review/review-text.es.ts'));
vi.mock('../src/steps/step-text.ts', () => import('../src/steps/step-text.es.ts'));

const domain = await import('../src/index.ts');

describe('the domain with the Spanish twins', () => {
  it('names the filing types, their transactions and their steps in Spanish', () => {
    const llc = domain.llcFilingType;
    expect(llc.title).toBe('Artículos de Organización');
    expect(llc.fileAForm.label).toBe(
      'Artículos de Organización (compañía de responsabilidad limitada)',
    );
    expect(llc.steps[0]).toMatchObject({
      segment: 'entityname',
      title: 'Nombre de la entidad',
      stepLabel: 'Paso 1 de 11',
    });
    expect(domain.transactionDescription('AMD_NPC')).toBe(
      'Artículos de Enmienda (corporación sin fines de lucro)',
    );
    expect(
      domain.getFilingType('dpc')?.steps.find((step) => step.segment === 'formation')?.title,
    ).toBe('Incorporadores');
  });

  it('keeps the codes: filing types, transaction types, pages and groups', () => {
    expect(domain.llcFilingType.filingType).toBe('llc');
    expect(domain.llcFilingType.transactionType).toBe('ARTORG_LLC');
    expect(domain.llcFilingType.fileAForm.group).toBe('new-entity');
    expect(domain.llcFilingType.steps.map((step) => step.segment)).toContain('registeredagent');
  });

  it('builds the review sections in Spanish', () => {
    const sections = domain.buildReviewSections(domain.llcFilingType, domain.llcMinimalFiling);
    expect(sections[0]?.title).toBe('Nombre de la entidad');
    expect(sections.find((section) => section.step === 'filer')?.title).toBe(
      'Información de la persona que presenta',
    );
    expect(sections.flatMap((section) => section.rows.map((row) => row.label))).toContain(
      'Dirección física',
    );
  });

  it('names statuses and entity types in Spanish, and explains a closed filing in Spanish', () => {
    expect(domain.entityStatusName('DQQ')).toBe('En mora');
    expect(domain.entityTypeName('DNC')).toBe('Corporación sin fines de lucro');
    expect(
      domain.transactionAvailability(
        domain.reinstateFilingType,
        'REINSTATE',
        { statusCode: 'GOOD', entityType: 'DLLC', nextReportDueDate: '2027-05-31' },
        '2026-11-28',
      ).reason,
    ).toBe('Solo se puede restablecer una entidad disuelta.');
  });
});
