// What the review page says when payment could not start, kept apart from React so the rules
// can be tested alone: every line once, and nothing the filer cannot act on shown verbatim.
import type { CompletenessCode } from '@registrar/domain';
import type { FieldError } from '../../../lib/api.ts';

/** Why payment could not start, as the server (or the network) said it. */
export interface PaymentRefusal {
  /** The 400 answer's field errors (dotted paths in the filing, "filing." optional). */
  errors: readonly FieldError[];
  /** The 400 answer's missing-section codes. */
  missingSections: readonly CompletenessCode[];
  /** The message of any other refusal (409, 429, 5xx), or of a failed call; '' for a 400. */
  message: string;
}

export interface PaymentProblemWording {
  /** The review section title a field belongs to, or undefined when it is not a wizard field. */
  sectionTitleForField: (field: string) => string | undefined;
  /** Titles of the review sections the missing-section codes name, in page order. */
  missingSectionTitles: readonly string[];
  /** "Information is missing or invalid." */
  missingText: string;
  /** One plain message for whatever the filer cannot fix on a step. */
  generalMessage: string;
}

/**
 * The lines of the payment problem alert: the refusal's message, each field error under its
 * section's title, each missing section; an error on anything that is not a wizard field (a return
 * address, the filing's type) becomes the one general message. Each line appears once.
 */
export function paymentProblemLines(
  refusal: PaymentRefusal,
  wording: PaymentProblemWording,
): string[] {
  const lines: string[] = [];
  if (refusal.message !== '') lines.push(refusal.message);
  for (const error of refusal.errors) {
    const section = wording.sectionTitleForField(error.field);
    lines.push(section === undefined ? wording.generalMessage : `${section}: ${error.message}`);
  }
  for (const title of wording.missingSectionTitles) lines.push(`${title}: ${wording.missingText}`);
  if (lines.length === 0) lines.push(wording.generalMessage);
  return [...new Set(lines)];
}
