// What the entity-name page does with the server's name and availability answer, kept pure.
import { isNameUsable, messages, type EntityNameAvailability } from '@registrar/domain';
import type { NameAvailabilityAnswer } from '../../api/name-availability.ts';

/** Why a taken or reserved name is unavailable, and the free names to use instead. */
export interface NameFinding {
  explanation: NameAvailabilityAnswer['explanation'];
  suggestions: string[];
}

export type NameCheckOutcome =
  | { kind: 'invalid'; message: string }
  | ({ kind: 'taken' } & NameFinding)
  | ({ kind: 'reserved'; availability: EntityNameAvailability } & NameFinding)
  | { kind: 'usable'; availability: EntityNameAvailability };

/** Decides whether the name goes on, needs the reserved-name question, is taken or is invalid. */
export function interpretNameCheck(answer: NameAvailabilityAnswer): NameCheckOutcome {
  // The server answers a taken name as not valid with the catalogue's taken-name message (the
  // same constant on both sides); any other message is a format problem to show on the field.
  // Answers from before the explanation (a page open across an upgrade) have none.
  const finding: NameFinding = {
    explanation: answer.explanation ?? null,
    suggestions: answer.suggestions ?? [],
  };
  if (!answer.valid) {
    return answer.message === messages.nameTaken
      ? { kind: 'taken', ...finding }
      : { kind: 'invalid', message: answer.message };
  }
  const { availability } = answer;
  if (isNameUsable(availability)) return { kind: 'usable', availability };
  if (availability.isReserved) return { kind: 'reserved', availability, ...finding };
  return { kind: 'taken', ...finding };
}
