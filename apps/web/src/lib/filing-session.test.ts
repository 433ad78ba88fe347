import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FILING_VALUES_VERSION,
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
  fetchDraft,
  loadReceiptSummary,
  loadStoredFiling,
  mirrorDraft,
  reopenForAnotherName,
  saveReceiptSummary,
  saveStoredFiling,
  storedDraftRef,
} from './filing-session.ts';

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** The LLC minimal filing as a version 1 browser kept it: no notifications, no agent flags. */
function version1Values() {
  const { notifications: _notYetAsked, ...values } = createLlcMinimalFiling();
  const addressValues: Record<string, unknown> = { ...values.registeredAgent.addressValues };
  delete addressValues.isSameAsPrincipalOfficeMailingAddressChecked;
  return { ...values, registeredAgent: { ...values.registeredAgent, addressValues } };
}

/** Answers every call with this status and apiData; returns the requests made. */
function answerFetch(status: number, apiData: unknown): { url: string; init?: RequestInit }[] {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      calls.push({ url, ...(init === undefined ? {} : { init }) });
      return new Response(JSON.stringify({ apiData }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

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

  it('keeps the version of the values beside them', () => {
    const values = createLlcMinimalFiling();
    const control = createFilingControl('llc');
    saveStoredFiling({ values, control });
    expect(JSON.parse(sessionStorage.getItem(FILING_STORAGE_KEY) ?? '')).toEqual({
      version: FILING_VALUES_VERSION,
      values,
      control,
    });
  });

  it('upgrades a filing kept before versions were, filling what it lacked', () => {
    const control = createFilingControl('llc', 'c5d6a0a4-8a0b-4b4e-9b5e-4c1f5d7f0a11');
    sessionStorage.setItem(
      FILING_STORAGE_KEY,
      JSON.stringify({ values: version1Values(), control }),
    );

    const loaded = loadStoredFiling();
    const expected = createLlcMinimalFiling();
    expect(loaded?.control).toEqual(control);
    expect(loaded?.values).toEqual({
      ...expected,
      notifications: createEmptyFiling(llcFilingType).notifications,
      registeredAgent: {
        ...expected.registeredAgent,
        addressValues: {
          ...expected.registeredAgent.addressValues,
          isSameAsPrincipalOfficeMailingAddressChecked: false,
        },
      },
    });
    expect(loadStoredFiling()).toBe(loaded);
  });

  it('does not read a filing kept by a newer version; its draft reference stays', () => {
    const control = createFilingControl('llc', 'c5d6a0a4-8a0b-4b4e-9b5e-4c1f5d7f0a11');
    saveStoredFiling({ values: createLlcMinimalFiling(), control });
    sessionStorage.setItem(
      FILING_STORAGE_KEY,
      JSON.stringify({ version: FILING_VALUES_VERSION + 1, values: {}, control }),
    );
    expect(loadStoredFiling()).toBeNull();
    expect(storedDraftRef()).toBe('c5d6a0a4-8a0b-4b4e-9b5e-4c1f5d7f0a11');
  });

  it('sends the version with the draft it mirrors', async () => {
    const calls = answerFetch(200, { code: 200 });
    const filing = { values: createLlcMinimalFiling(), control: createFilingControl('llc') };
    await mirrorDraft(filing);
    // The api client sends JSON text.
    expect(JSON.parse(calls[0]?.init?.body as string)).toMatchObject({
      filingType: 'llc',
      version: FILING_VALUES_VERSION,
      values: filing.values,
    });
  });

  it('upgrades a draft the server answers at an older version', async () => {
    const ref = 'c5d6a0a4-8a0b-4b4e-9b5e-4c1f5d7f0a11';
    answerFetch(200, {
      code: 200,
      draft: { ref, filingType: 'llc', version: 1, values: version1Values(), control: null },
    });
    const restored = await fetchDraft(ref);
    expect(restored.control).toMatchObject({ filingType: 'llc', draftRef: ref });
    expect(restored.values.notifications).toEqual(createEmptyFiling(llcFilingType).notifications);
    expect(restored.values.entityName).toEqual(createLlcMinimalFiling().entityName);
  });

  it('refuses a draft the server answers at a newer version', async () => {
    answerFetch(200, {
      code: 200,
      draft: {
        ref: 'c5d6a0a4-8a0b-4b4e-9b5e-4c1f5d7f0a11',
        filingType: 'llc',
        version: FILING_VALUES_VERSION + 1,
        values: {},
        control: null,
      },
    });
    await expect(fetchDraft('c5d6a0a4-8a0b-4b4e-9b5e-4c1f5d7f0a11')).rejects.toThrow(
      /newer version/,
    );
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
