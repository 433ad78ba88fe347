// Name format and availability: the domain's format rules, then ONE query of the name's
// distinguishability key, together with the keys of the names the check would suggest instead,
// among the name holds (entities, paid filings, unexpired reservations).
import {
  explainNameMatch,
  messages,
  nameKey,
  nameSuggestionCandidates,
  validateEntityNameFormat,
  type EntityNameAvailability,
  type NameFormatProblem,
  type NameKeyRuleId,
} from '@registrar/domain';
import type pg from 'pg';
import { countNameCheck } from '../../operations/metrics.ts';
import { findNameHolders, type NameHolder, type NameHolderKind } from './name-holds.ts';

export interface NameAvailabilityQuery {
  name: string;
  entityType: string;
  /** The entity whose own current name does not count as taken (amendments, reinstatements). */
  entityId?: string | undefined;
}

/** Why a name is taken or reserved: who holds it and which comparison rules make it the same. */
interface NameExplanation {
  holder: NameHolderKind;
  /** The held name as written on the record. */
  name: string;
  /** The holding entity (its public record); null for a filing or a reservation. */
  entityId: string | null;
  rules: NameKeyRuleId[];
  typedComparedAs: string;
  heldComparedAs: string;
}

export interface NameAvailabilityResult {
  /** False when the format is wrong or the name is already on the record. */
  valid: boolean;
  /** Empty when valid; otherwise the domain's format message or the taken-name message. */
  message: string;
  availability: EntityNameAvailability;
  /** The format rule broken and the part at fault; null when the format is right. */
  problem: NameFormatProblem | null;
  /** Present when the name is taken or reserved. */
  explanation: NameExplanation | null;
  /** Free names close to this one, when it is taken or reserved. */
  suggestions: string[];
}

/** How many suggestions a taken or reserved name comes with. */
const MAX_NAME_SUGGESTIONS = 5;

const notChecked: EntityNameAvailability = {
  isAvailable: false,
  isReserved: false,
  isAuthorizedToUse: false,
  reservedBy: null,
};

function explanationOf(typed: string, holder: NameHolder): NameExplanation {
  return {
    holder: holder.kind,
    name: holder.name,
    entityId: holder.kind === 'entity' ? holder.entityId : null,
    ...explainNameMatch(typed, holder.name),
  };
}

/**
 * Validates a proposed name's format and, when the format is right, whether the record holds it:
 * taken → valid false with the taken-name message; reserved → valid true, isAvailable false,
 * isReserved true and who reserved it (the user then says whether they may use it); otherwise
 * available. isAuthorizedToUse is the user's answer, so the server always reports false.
 *
 * The suggestion candidates are looked up in the same query as the name (one round trip, a few
 * more probes of the same primary key), so a taken name's answer costs no second query; those
 * nobody holds are offered, in order.
 */
export async function checkNameAvailability(
  pool: pg.Pool,
  query: NameAvailabilityQuery,
): Promise<NameAvailabilityResult> {
  const format = validateEntityNameFormat(query.name, query.entityType);
  if (!format.valid) {
    countNameCheck('invalid');
    return {
      valid: false,
      message: format.message,
      availability: notChecked,
      problem: format.problem,
      explanation: null,
      suggestions: [],
    };
  }
  const key = nameKey(query.name);
  const candidates = nameSuggestionCandidates(query.name, query.entityType);
  const candidateKeys = candidates.map(nameKey);
  const holders = await findNameHolders(pool, [key, ...candidateKeys], query.entityId);
  const holder = holders.get(key);
  countNameCheck(holder === undefined ? 'available' : 'unavailable');
  if (holder === undefined) {
    return {
      valid: true,
      message: '',
      availability: {
        isAvailable: true,
        isReserved: false,
        isAuthorizedToUse: false,
        reservedBy: null,
      },
      problem: null,
      explanation: null,
      suggestions: [],
    };
  }
  const explanation = explanationOf(query.name, holder);
  const suggestions = candidates
    .filter((_candidate, index) => !holders.has(candidateKeys[index] ?? ''))
    .slice(0, MAX_NAME_SUGGESTIONS);
  if (holder.kind === 'reservation') {
    return {
      valid: true,
      message: '',
      availability: {
        isAvailable: false,
        isReserved: true,
        isAuthorizedToUse: false,
        reservedBy: holder.reservedBy,
      },
      problem: null,
      explanation,
      suggestions,
    };
  }
  return {
    valid: false,
    message: messages.nameTaken,
    availability: notChecked,
    problem: null,
    explanation,
    suggestions,
  };
}
