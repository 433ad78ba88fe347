import { afterEach, describe, expect, it } from 'vitest';
import {
  createEmptyFiling,
  createLlcMinimalFiling,
  llcFilingType,
  type Address,
} from '@registrar/domain';
import {
  DRAFT_REF_STORAGE_KEY,
  FILING_STORAGE_KEY,
  applyChanges,
  clearStoredFiling,
  clearTransactionData,
  createFilingControl,
  loadReceiptSummary,
  loadStoredFiling,
  reopenForAnotherName,
  saveReceiptSummary,
  saveStoredFiling,
  storedDraftRef,
} from './filing-session.ts';

afterEach(() => sessionStorage.clear());

describe('filing session', () => {
  it('stores the filing with its draft reference and reads it back', () => {
    const values = createEmptyFiling(llcFilingType);
    const control = createFilingControl('llc', 'c5d6a0a4-8a0b-4b4e-9b5e-4c1f5d7f0a11');
    saveStoredFiling({ values, control });

    expect(storedDraftRef()).toBe('c5d6a0a4-8a0b-4b4e-9b5e-4c1f5d7f0a11');
    const loaded = loadStoredFiling();
    expect(loaded?.control).toEqual(control);
    expect(loaded?.values.filingState.transactionType).toBe('ARTORG_LLC');
    // The same object until the storage changes, as useSyncExternalStore requires.
    expect(loadStoredFiling()).toBe(loaded);
  });

  it('treats unreadable or foreign storage as no filing', () => {
    sessionStorage.setItem(FILING_STORAGE_KEY, '{not json');
    expect(loadStoredFiling()).toBeNull();
    sessionStorage.setItem(
      FILING_STORAGE_KEY,
      JSON.stringify({ values: {}, control: { filingType: 3 } }),
    );
    expect(loadStoredFiling()).toBeNull();
  });

  it('replaces whole slices when a step submits', () => {
    const values = createEmptyFiling(llcFilingType);
    const changed = applyChanges(values, { management: { managedBy: 'MBR', hasOneMember: 'Y' } });
    expect(changed.management).toEqual({ managedBy: 'MBR', hasOneMember: 'Y' });
    expect(changed.entityName).toBe(values.entityName);
    expect(values.management.managedBy).toBe('');
  });

  it('forgets the filing and its reference on cancel', () => {
    saveStoredFiling({
      values: createEmptyFiling(llcFilingType),
      control: createFilingControl('llc'),
    });
    clearStoredFiling();
    expect(loadStoredFiling()).toBeNull();
    expect(sessionStorage.getItem(DRAFT_REF_STORAGE_KEY)).toBeNull();
  });

  it('keeps the receipt summary for what is next until Done', () => {
    const summary = {
      filingType: 'llc',
      masterId: '20261234567',
      transactionId: '20261234568',
      name: 'Blue Spruce LLC',
      entityId: '20261234567',
      entityReportDueDate: '11/01/2027',
      entityStatus: 'GOOD',
      adminFraudCheck: false,
    };
    saveReceiptSummary(summary);
    expect(loadReceiptSummary()).toEqual(summary);
    clearTransactionData();
    expect(loadReceiptSummary()).toBeNull();
  });

  it('moves a registered agent marked "same as" the principal office when the office changes', () => {
    const filing = createLlcMinimalFiling();
    const boulder: Address = {
      ...filing.principalOffice.streetAddress,
      address1: '1777 Broadway',
      city: 'Boulder',
      zip: '80302',
      accepted: true,
    };
    const changed = applyChanges(filing, {
      principalOffice: {
        isSameAsStreetAddressChecked: true,
        streetAddress: boulder,
        mailingAddress: { ...boulder, addressType: 'MAIL' },
      },
    });
    expect(changed.registeredAgent.addressValues.isSameAsPrincipalOfficeAddressChecked).toBe(true);
    expect(changed.registeredAgent.addressValues.streetAddress).toMatchObject({
      address1: '1777 Broadway',
      city: 'Boulder',
      addressType: 'PHYS',
    });
  });

  it('reopens a filing whose name was lost at its name step, every answer kept', () => {
    const values = createLlcMinimalFiling();
    const withAvailability = {
      ...values,
      entityName: {
        ...values.entityName,
        availability: {
          isAvailable: true,
          isReserved: false,
          isAuthorizedToUse: false,
          reservedBy: null,
        },
      },
    };
    const control = createFilingControl('llc');
    const reopened = reopenForAnotherName(
      { values: withAvailability, control },
      '/filing/llc/filingreview',
    );
    expect(reopened.values.entityName).toEqual({ name: values.entityName.name });
    expect(reopened.values.registeredAgent).toBe(withAvailability.registeredAgent);
    expect(reopened.control).toEqual({
      ...control,
      navigation: { redirected: true, previousPage: '/filing/llc/filingreview' },
    });
  });
});
