// A filing rendered once: the filing type and its values become review sections of labelled rows,
// in wizard order, each with the step its Edit button returns to. The review page, the review PDF,
// the filed image and mail draw this one structure; none of them knows a step's fields.
import type { FilingTypeDefinition, StepDefinition, StepSegment } from '../filing-types/types.ts';
import type { FilingValues } from '../model.ts';
import { applicableSteps } from '../navigation.ts';
import type { ReviewRow } from '../steps/define-step.ts';
import { stepRulesOf } from '../steps/rules.ts';
import { reviewTextEn, type ReviewText } from './review-text.ts';

export type { ReviewRow };

export interface ReviewSection {
  /** The step this section shows; its Edit button returns there. */
  step: StepSegment;
  title: string;
  rows: ReviewRow[];
  /** A statement under the rows (the perjury notice the filer affirms). */
  note?: string;
  /**
   * False for what the filer sees on review but the public record leaves out: notification
   * addresses and the private affidavit and ID.
   */
  public: boolean;
}

/** The title of a step's review section. */
export function reviewSectionTitle(step: StepDefinition): string {
  return step.reviewTitle ?? step.title;
}

/** The review sections of a filing: every step that applies and edits a slice, in wizard order. */
export function buildReviewSections(
  def: FilingTypeDefinition,
  values: FilingValues,
  text: ReviewText = reviewTextEn,
): ReviewSection[] {
  return applicableSteps(def, values).flatMap((step) => {
    const build = step.slice === undefined ? undefined : stepRulesOf(step.page)?.review;
    if (build === undefined) return [];
    const { rows, note, public: isPublic = true } = build(values, text, def);
    return [
      {
        step: step.segment,
        title: reviewSectionTitle(step),
        rows,
        ...(note === undefined ? {} : { note }),
        public: isPublic,
      },
    ];
  });
}
