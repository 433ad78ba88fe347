// What the entity-name page does with the server's name and availability answer, kept pure.
import { isNameUsable, messages, type EntityNameAvailability } from '@registrar/domain';
import type { NameAvailabilityAnswer } from '../../api/name-availability.ts';

export type NameCheckOutcome =
  | { kind: 'invalid'; message: string }
  | { kind: 'taken' }
  | { kind: 'reserved'; availability: EntityNameAvailability }
  | { kind: 'usable'; availability: EntityNameAvailability };

/** Decides whether the name goes on, needs the reserved-name question, is taken or is invalid. */
export function interpretNameCheck(answer: NameAvailabilityAnswer): NameCheckOutcome {
  // The server answers a taken name as not valid with the catalogue's taken-name message (the
  // same constant on both sides); any other message is a format problem to show on the field.
  if (!answer.valid) {
    return answer.message === messages.nameTaken
      ? { kind: 'taken' }
      : { kind: 'invalid', message: answer.message };
  }
  const { availability } = answer;
  if (isNameUsable(availability)) return { kind: 'usable', availability };
  if (availability.isReserved) return { kind: 'reserved', availability };
  return { kind: 'taken' };
}
