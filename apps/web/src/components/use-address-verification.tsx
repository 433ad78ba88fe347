import { useCallback, useRef, useState, type ReactNode } from 'react';
import { isNonUsCountry, type Address } from '@registrar/domain';
import { validateAddresses } from '../lib/api/address-validate.ts';
import {
  acceptUnverified,
  buildEntries,
  type AddressToVerify,
  type VerificationEntry,
  type VerificationResult,
} from './address-verification.ts';
import { AddressVerificationDialog } from './address-verification-dialog.tsx';

export interface AddressVerification {
  /**
   * Verifies the addresses not yet accepted and, when the server was asked, lets the user
   * choose in the dialog. Resolves with every address (accepted) by id, or null when the user
   * closed the dialog to edit.
   */
  verify: (requests: AddressToVerify[]) => Promise<Record<string, Address> | null>;
  /** The dialog element; render it somewhere in the page. */
  dialog: ReactNode;
}

/** Address verification before a step moves on (POST /business-api/address/validate). */
export function useAddressVerification(): AddressVerification {
  const [entries, setEntries] = useState<VerificationEntry[] | null>(null);
  const resolver = useRef<((value: Record<string, Address> | null) => void) | null>(null);
  const settled = useRef<Record<string, Address>>({});

  const verify = useCallback(async (requests: AddressToVerify[]) => {
    const done: Record<string, Address> = {};
    const pending: AddressToVerify[] = [];
    for (const request of requests) {
      if (request.address.accepted === true) done[request.id] = request.address;
      else if (isNonUsCountry(request.address.country))
        done[request.id] = acceptUnverified(request.address);
      else pending.push(request);
    }
    if (pending.length === 0) return done;
    let results: VerificationResult[] = [];
    try {
      results = await validateAddresses({
        addresses: pending.map((request) => ({
          id: request.id,
          address: {
            address1: request.address.address1,
            address2: request.address.address2,
            city: request.address.city,
            state: request.address.state,
            zip: request.address.zip,
            province: request.address.province,
            country: request.address.country,
          },
          ...(request.requiredState === undefined ? {} : { requiredState: request.requiredState }),
          ...(request.allowPoBox === undefined ? {} : { allowPoBox: request.allowPoBox }),
        })),
      });
    } catch {
      // Verification unavailable: each address shows as unmatched and the user can keep their own.
      results = [];
    }
    settled.current = done;
    return new Promise<Record<string, Address> | null>((resolve) => {
      resolver.current = resolve;
      setEntries(buildEntries(pending, results));
    });
  }, []);

  const finish = (value: Record<string, Address> | null) => {
    setEntries(null);
    resolver.current?.(value === null ? null : { ...settled.current, ...value });
    resolver.current = null;
  };

  const dialog = entries ? (
    <AddressVerificationDialog
      entries={entries}
      onConfirm={(accepted) => finish(accepted)}
      onClose={() => finish(null)}
    />
  ) : null;

  return { verify, dialog };
}
