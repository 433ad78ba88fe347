import type { StepDefinition } from '@registrar/domain';

/** The page's h1: the step title with its numbered label ("Step 1 of 11"). */
export function StepHeading({ step, title }: { step: StepDefinition; title?: string }) {
  return (
    <h1 className="margin-bottom-2">
      {title ?? step.title}
      {step.stepLabel !== undefined && (
        <span className="display-block font-body-sm text-normal text-base margin-top-1">
          {step.stepLabel}
        </span>
      )}
    </h1>
  );
}
