import { describe, expect, it } from 'vitest';
import { filingTypeOfTransaction } from '../src/filing-types/index.ts';
import {
  transactionAvailability as availabilityOf,
  type EntityStanding,
} from '../src/transaction-availability.ts';

/** Availability of a transaction type, through the filing type that makes it. */
function transactionAvailability(entity: EntityStanding, transactionType: string, today: string) {
  const def = filingTypeOfTransaction(transactionType);
  if (def === undefined) throw new Error(`No filing type makes ${transactionType}`);
  return availabilityOf(def, transactionType, entity, today);
}

const goodLlc: EntityStanding = {
  statusCode: 'GOOD',
  entityType: 'DLLC',
  nextReportDueDate: '2026-11-30',
};

describe('transaction availability', () => {
  it('opens REPORT from the reporting month on, to good-standing and delinquent entities', () => {
    expect(transactionAvailability(goodLlc, 'REPORT', '2026-10-31')).toEqual({
      available: false,
      reason: 'The next periodic report can be filed from 2026-11-01.',
    });
    expect(transactionAvailability(goodLlc, 'REPORT', '2026-11-01').available).toBe(true);
    expect(transactionAvailability(goodLlc, 'REPORT', '2027-05-01').available).toBe(true);
    const delinquent = { ...goodLlc, statusCode: 'DQQ' };
    expect(transactionAvailability(delinquent, 'REPORT', '2027-05-01').available).toBe(true);
    const dissolved = { ...goodLlc, statusCode: 'ADISS' };
    expect(transactionAvailability(dissolved, 'REPORT', '2026-11-15').available).toBe(false);
  });

  it('opens REINSTATE to administrative dissolutions and expired terms only', () => {
    for (const statusCode of ['ADISS', 'DISS3Y', 'TDISS'])
      expect(
        transactionAvailability({ ...goodLlc, statusCode }, 'REINSTATE', '2026-11-15'),
      ).toEqual({ available: true, reason: '' });
    for (const statusCode of ['VDISS', 'JDISS'])
      expect(
        transactionAvailability({ ...goodLlc, statusCode }, 'REINSTATE', '2026-11-15'),
      ).toEqual({
        available: false,
        reason: 'A voluntary or judicial dissolution cannot be undone by reinstatement.',
      });
    for (const statusCode of ['GOOD', 'DQQ'])
      expect(
        transactionAvailability({ ...goodLlc, statusCode }, 'REINSTATE', '2026-11-15'),
      ).toEqual({ available: false, reason: 'Only a dissolved entity can be reinstated.' });
  });

  it('opens CURE_DLNQ to delinquent entities only', () => {
    expect(
      transactionAvailability({ ...goodLlc, statusCode: 'DQQ' }, 'CURE_DLNQ', '2026-11-15')
        .available,
    ).toBe(true);
    expect(transactionAvailability(goodLlc, 'CURE_DLNQ', '2026-11-15').available).toBe(false);
  });

  it('opens each amendment to good-standing entities of its own type', () => {
    expect(transactionAvailability(goodLlc, 'AMD_LLC', '2026-11-15').available).toBe(true);
    expect(transactionAvailability(goodLlc, 'AMD_NPC', '2026-11-15')).toEqual({
      available: false,
      reason: 'This amendment is for a different type of entity.',
    });
    const nonprofit = { ...goodLlc, entityType: 'DNC' };
    expect(transactionAvailability(nonprofit, 'AMD_NPC', '2026-11-15').available).toBe(true);
    const cooperative = { ...goodLlc, entityType: 'DC55', statusCode: 'DQQ' };
    expect(transactionAvailability(cooperative, 'AMD_55', '2026-11-15').available).toBe(false);
  });
});
