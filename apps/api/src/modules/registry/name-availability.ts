// Name format and availability: the domain's format rules, then ONE probe of the name's
// distinguishability key among the name holds (entities, paid filings, unexpired reservations).
import {
  messages,
  nameKey,
  validateEntityNameFormat,
  type EntityNameAvailability,
} from '@registrar/domain';
import type pg from 'pg';
import { countNameCheck } from '../../operations/metrics.ts';
import { findNameHolder } from './name-holds.ts';

export interface NameAvailabilityQuery {
  name: string;
  entityType: string;
  /** The entity whose own current name does not count as taken (amendments, reinstatements). */
  entityId?: string | undefined;
}

export interface NameAvailabilityResult {
  /** False when the format is wrong or the name is already on the record. */
  valid: boolean;
  /** Empty when valid; otherwise the domain's format message or the taken-name message. */
  message: string;
  availability: EntityNameAvailability;
}

const notChecked: EntityNameAvailability = {
  isAvailable: false,
  isReserved: false,
  isAuthorizedToUse: false,
  reservedBy: null,
};

/**
 * Validates a proposed name's format and, when the format is right, whether the record holds it:
 * taken → valid false with the taken-name message; reserved → valid true, isAvailable false,
 * isReserved true and who reserved it (the user then says whether they may use it); otherwise
 * available. isAuthorizedToUse is the user's answer, so the server always reports false.
 */
export async function checkNameAvailability(
  pool: pg.Pool,
  query: NameAvailabilityQuery,
): Promise<NameAvailabilityResult> {
  const format = validateEntityNameFormat(query.name, query.entityType);
  if (!format.valid) {
    countNameCheck('invalid');
    return { valid: false, message: format.message, availability: notChecked };
  }
  const { taken, reservedBy } = await findNameHolder(pool, nameKey(query.name), query.entityId);
  countNameCheck(taken || reservedBy ? 'unavailable' : 'available');
  if (taken) return { valid: false, message: messages.nameTaken, availability: notChecked };
  if (reservedBy) {
    return {
      valid: true,
      message: '',
      availability: { isAvailable: false, isReserved: true, isAuthorizedToUse: false, reservedBy },
    };
  }
  return {
    valid: true,
    message: '',
    availability: {
      isAvailable: true,
      isReserved: false,
      isAuthorizedToUse: false,
      reservedBy: null,
    },
  };
}
