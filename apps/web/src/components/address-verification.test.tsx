import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '../lib/query.tsx';
import type { Address } from '@registrar/domain';
import {
  applySelection,
  buildEntries,
  canConfirm,
  confirmedAsTyped,
  confirmLabel,
  initialSelections,
  type AddressToVerify,
  type VerificationResult,
} from './address-verification.ts';
import { AddressVerificationDialog } from './address-verification-dialog.tsx';

afterEach(cleanup);

const entered: Address = {
  address1: '1700 broadway',
  address2: '',
  city: 'denver',
  state: 'CO',
  zip: '80290',
  province: '',
  country: 'US',
  addressType: 'PHYS',
};

function request(id: string, overrides: Partial<AddressToVerify> = {}): AddressToVerify {
  return {
    id,
    label: id === 'street' ? 'Street address' : 'Mailing address',
    address: entered,
    ...overrides,
  };
}

function result(id: string, overrides: Partial<VerificationResult> = {}): VerificationResult {
  return {
    id,
    input: {
      address1: entered.address1,
      address2: entered.address2,
      city: entered.city,
      state: entered.state,
      zip: entered.zip,
      province: entered.province,
      country: entered.country,
    },
    processed: true,
    verified: true,
    valid: true,
    postofficeBox: false,
    coloradoZipcode: true,
    inRequiredState: true,
    standardized: {
      address1: '1700 BROADWAY',
      address2: '',
      city: 'DENVER',
      state: 'CO',
      zip: '80290-1201',
      province: '',
      country: 'US',
    },
    messages: [],
    ...overrides,
  };
}

describe('address verification choices', { timeout: 20_000 }, () => {
  it('waits for a choice per address before the confirm button may show', () => {
    const entries = buildEntries(
      [request('street'), request('mailing')],
      [result('street'), result('mailing')],
    );
    expect(initialSelections(entries)).toEqual({ street: 'NOT_SELECTED', mailing: 'NOT_SELECTED' });
    expect(canConfirm(entries, { street: 'VERIFIED', mailing: 'NOT_SELECTED' })).toBe(false);
    expect(canConfirm(entries, { street: 'VERIFIED', mailing: 'USER' })).toBe(true);
    expect(confirmLabel(entries)).toBe('Use selected addresses');
    expect(confirmLabel(entries.slice(0, 1))).toBe('Use this address');
  });

  it("selects the user's own address when the post office knows it but calls it invalid", () => {
    const entries = buildEntries([request('street')], [result('street', { valid: false })]);
    expect(initialSelections(entries)).toEqual({ street: 'USER' });
    expect(canConfirm(entries, initialSelections(entries))).toBe(true);
  });

  it('offers only the entered address when there is no match', () => {
    const entries = buildEntries(
      [request('street')],
      [result('street', { verified: false, standardized: null })],
    );
    expect(entries[0]?.problem).toEqual({ kind: 'noMatch' });
    expect(entries[0]?.offerVerified).toBe(false);
    expect(canConfirm(entries, { street: 'VERIFIED' })).toBe(false);
    expect(canConfirm(entries, { street: 'USER' })).toBe(true);
  });

  it('never confirms while an address is outside the required state', () => {
    const entries = buildEntries(
      [request('street', { requiredState: 'CO' }), request('mailing')],
      [result('street', { inRequiredState: false }), result('mailing')],
    );
    expect(entries[0]?.problem).toEqual({ kind: 'wrongState', state: 'CO' });
    expect(canConfirm(entries, { street: 'USER', mailing: 'USER' })).toBe(false);
  });

  it('copies the verified address over the entered one and marks it changed and accepted', () => {
    const [entry] = buildEntries([request('street')], [result('street')]);
    const chosen = applySelection(entry!, 'VERIFIED');
    expect(chosen).toMatchObject({
      address1: '1700 BROADWAY',
      address2: '',
      city: 'DENVER',
      zip: '80290-1201',
      province: '',
      hasChanged: true,
      accepted: true,
      addressSelectionType: 'VERIFIED',
      addressType: 'PHYS',
    });
    const own = applySelection(entry!, 'USER');
    expect(own).toMatchObject({
      address1: '1700 broadway',
      accepted: true,
      addressSelectionType: 'USER',
    });
    expect(own.hasChanged).toBeUndefined();
  });
});

describe('an address the post office writes as it was typed', () => {
  const sameAsTyped = result('street', {
    standardized: {
      address1: '1700 BROADWAY',
      address2: '',
      city: 'DENVER',
      state: 'CO',
      zip: '80290',
      province: '',
      country: 'US',
    },
  });

  it('needs no choice when only letter case and spaces differ', () => {
    const typed = { ...entered, address1: ' 1700  Broadway', city: 'Denver' };
    const [entry] = buildEntries([request('street', { address: typed })], [sameAsTyped]);
    expect(confirmedAsTyped(entry!)).toBe(true);
  });

  it('is still offered when the post office adds or changes anything a person would read', () => {
    const differences: Partial<Address>[] = [
      { address1: '1700 Broadway Street' },
      { zip: '80290-1201' },
      { city: 'Aurora' },
      { address2: 'Suite 5' },
    ];
    for (const difference of differences) {
      const typed = { ...entered, ...difference };
      const [entry] = buildEntries([request('street', { address: typed })], [sameAsTyped]);
      expect(confirmedAsTyped(entry!), JSON.stringify(difference)).toBe(false);
    }
    // ZIP+4 added by the post office to a ZIP typed with five digits.
    const [withZip4] = buildEntries([request('street')], [result('street')]);
    expect(confirmedAsTyped(withZip4!)).toBe(false);
  });

  it('is asked about when the post office calls it invalid or it is in the wrong state', () => {
    const [invalid] = buildEntries([request('street')], [{ ...sameAsTyped, valid: false }]);
    expect(confirmedAsTyped(invalid!)).toBe(false);
    const [elsewhere] = buildEntries(
      [request('street', { requiredState: 'CO' })],
      [{ ...sameAsTyped, inRequiredState: false }],
    );
    expect(confirmedAsTyped(elsewhere!)).toBe(false);
  });
});

describe('AddressVerificationDialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    sessionStorage.setItem('states', JSON.stringify([{ code: 'CO', name: 'Colorado' }]));
    sessionStorage.setItem('countries', JSON.stringify([{ code: 'US', name: 'United States' }]));
    sessionStorage.setItem('suffixes', JSON.stringify([]));
  });

  function renderDialog(entries: ReturnType<typeof buildEntries>, onConfirm = vi.fn()) {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AddressVerificationDialog entries={entries} onConfirm={onConfirm} onClose={() => {}} />
      </QueryClientProvider>,
    );
    return onConfirm;
  }

  it('shows the confirm button once an address is chosen and hands back the chosen version', async () => {
    const onConfirm = renderDialog(buildEntries([request('street')], [result('street')]));
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    expect(screen.queryByRole('button', { name: 'Use this address' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Verified address/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(onConfirm).toHaveBeenCalledWith({
      street: expect.objectContaining({ address1: '1700 BROADWAY', accepted: true }),
    });
  });

  it("shows the catalogue's messages for a wrong state and for no match, without a confirm button", () => {
    renderDialog(
      buildEntries(
        [request('street', { requiredState: 'CO' }), request('mailing')],
        [
          result('street', { inRequiredState: false }),
          result('mailing', { verified: false, standardized: null }),
        ],
      ),
    );
    expect(screen.getByText('Error - Address must be in Colorado.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Error - No match found. Review addresses and make sure you entered them correctly. Include the apt, unit, or suite number if applicable.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Use selected addresses' }),
    ).not.toBeInTheDocument();
  });
});
