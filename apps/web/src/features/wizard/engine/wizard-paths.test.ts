import { describe, expect, it } from 'vitest';
import { createEmptyFiling, llcFilingType } from '@registrar/domain';
import { createFilingControl } from '../../../lib/filing-session.ts';
import { afterSubmit, editFromReview, stepPath } from './wizard-paths.ts';

const empty = createEmptyFiling(llcFilingType);
const control = { ...createFilingControl('llc', 'ref'), filingInitialized: true };

describe('wizard paths', () => {
  it('Next goes to the following step', () => {
    const outcome = afterSubmit(llcFilingType, 'entityname', empty, empty, control);
    expect(outcome.path).toBe('/filing/llc/principalofficeaddress');
    expect(outcome.control).toBe(control);
  });

  it('skips attachments when the answer to attaching files is No', () => {
    const after = {
      ...empty,
      additionalInfo: { ...empty.additionalInfo, additionalInfoAttachmentRadio: 'N' as const },
    };
    expect(afterSubmit(llcFilingType, 'additionalinfo', empty, after, control).path).toBe(
      '/filing/llc/effectivedate',
    );
  });

  it('Save changes returns to review, marks the filing edited and clears the redirect', () => {
    const fromReview = editFromReview(control, stepPath(llcFilingType, 'filingreview'));
    const outcome = afterSubmit(llcFilingType, 'management', empty, empty, fromReview);
    expect(outcome.path).toBe('/filing/llc/filingreview');
    expect(outcome.control.edited).toBe(true);
    expect(outcome.control.navigation).toEqual({ redirected: false, previousPage: '' });
  });

  it('a change made from review that opens a new step goes there first and keeps the way back', () => {
    const fromReview = editFromReview(control, stepPath(llcFilingType, 'filingreview'));
    const before = {
      ...empty,
      additionalInfo: { ...empty.additionalInfo, additionalInfoAttachmentRadio: 'N' as const },
    };
    const after = {
      ...empty,
      additionalInfo: { ...empty.additionalInfo, additionalInfoAttachmentRadio: 'Y' as const },
    };
    const outcome = afterSubmit(llcFilingType, 'additionalinfo', before, after, fromReview);
    expect(outcome.path).toBe('/filing/llc/attachments');
    expect(outcome.control.navigation).toEqual({
      redirected: true,
      previousPage: '/filing/llc/filingreview',
    });
    // From attachments, Save changes then returns to review.
    expect(afterSubmit(llcFilingType, 'attachments', after, after, outcome.control).path).toBe(
      '/filing/llc/filingreview',
    );
  });
});
