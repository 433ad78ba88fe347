import { FormProof } from './form-proof.tsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../app/i18n/index.ts';
import { FORM_INTENT_FIELD, mergePostedFields, type FormOutcome } from '@registrar/domain';
import { usePageForm } from '../lib/page-form.ts';
import { finishTakeOver } from '../lib/taken-over.ts';
import { useLocationIfRouted } from '../lib/router.tsx';
import {
  FormProvider,
  useFormStatus,
  useFormStore,
  type FieldValues,
  type UseFormReturn,
} from './form-state.tsx';
import type { $ZodType } from 'zod/v4/core';
import { ErrorSummary } from './error-summary.tsx';

/** The intent a form's Cancel button posts when the browser sends the form itself. */
export const CANCEL_INTENT = 'cancel';

/** A field error to show as if the schema had found it (for example a server's answer). */
export interface ExternalFieldError {
  field: string;
  message: string;
}

/** What a form's submit handler gets besides the parsed values. */
export interface FormHelpers<TInput extends FieldValues, TOutput> {
  methods: UseFormReturn<TInput, TOutput>;
  /** Shows errors found outside the schema (server checks) and moves focus to the summary. */
  showErrors: (errors: ExternalFieldError[]) => void;
  /** The intent of the button pressed, when the form has more than one (as the server reads it). */
  intent: string | null;
}

export interface FormProps<TInput extends FieldValues, TOutput> {
  /** Any zod 4 schema, classic or zod/mini (the domain's step schemas are zod/mini). */
  schema: $ZodType<TOutput, TInput>;
  defaultValues: TInput;
  onSubmit: (values: TOutput, helpers: FormHelpers<TInput, TOutput>) => void | Promise<void>;
  /** "Next" or "Save changes"; omit together with onCancel to render your own buttons. */
  submitLabel?: string;
  onCancel?: () => void;
  /** Extra buttons rendered between the submit and Cancel buttons. */
  extraActions?: ReactNode;
  children: ReactNode | ((methods: UseFormReturn<TInput, TOutput>) => ReactNode);
  /** Lets a page reach the form from outside its children (dialogs opened by the page). */
  methodsRef?: { current: UseFormReturn<TInput, TOutput> | null };
  className?: string;
  /**
   * Which of the page's forms this is, posted with it so the page's action can tell (default
   * "main"); a page with several forms gives each its own.
   */
  id?: string;
}

/**
 * The outcome of this form's refused post when the page on screen is the one it was shown on:
 * the form starts from the fields as typed, with their messages. A page whose form is not a
 * <Form> (its own markup) reads it here too.
 */
export function useOwnOutcome(id: string): FormOutcome | undefined {
  const { outcome, outcomeAt } = usePageForm();
  const location = useLocationIfRouted();
  if (outcome === undefined || outcome.form !== id) return undefined;
  return location !== null && outcomeAt === `${location.pathname}${location.search}`
    ? outcome
    : undefined;
}

/**
 * The one form of the application: its state (form-state.tsx) validated by a zod schema, with an error
 * summary that lists every error as a link to its field and takes focus when a submit fails.
 */
export function Form<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  onSubmit,
  submitLabel,
  onCancel,
  extraActions,
  children,
  methodsRef,
  className,
  id = 'main',
}: FormProps<TInput, TOutput>) {
  const outcome = useOwnOutcome(id);
  const methods = useFormStore(
    outcome === undefined ? defaultValues : mergePostedFields(defaultValues, outcome.fields),
    schema,
    outcome === undefined
      ? undefined
      : Object.fromEntries(outcome.errors.map((error) => [error.field, error.message])),
  );
  const { errors, isSubmitting } = useFormStatus(methods);
  if (methodsRef) methodsRef.current = methods;
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.focus();
  }, [focusRequest]);

  const showErrors = (errors: ExternalFieldError[]) => {
    for (const error of errors) {
      methods.setError(error.field, { type: 'server', message: error.message });
    }
    if (errors.length > 0) setFocusRequest((count) => count + 1);
  };

  const submitWith = (intent: string | null) =>
    methods.handleSubmit(
      (values) => onSubmit(values, { methods, showErrors, intent }),
      () => setFocusRequest((count) => count + 1),
    );

  return (
    <FormProvider store={methods as never}>
      {/* Posted to the page's own address when the browser sends it itself (no script yet, or
          none): the page's action takes it on the server. POST keeps what a form holds (a
          password) out of addresses and logs. With the app running, the app submits it. */}
      <form
        className={className ?? 'usa-form usa-form--large'}
        method="post"
        noValidate
        onSubmit={(event) => {
          // A press can come once this form is the app's but before what was typed while the
          // page was taken over has been entered into its state (that waits for the page's last
          // part): enter it now, so the submit checks and sends what the person sees.
          finishTakeOver();
          const submitter = event.nativeEvent.submitter;
          const intent =
            submitter?.getAttribute('name') === FORM_INTENT_FIELD
              ? submitter.getAttribute('value')
              : null;
          void submitWith(intent)(event);
        }}
      >
        <FormProof formId={id} />
        <ErrorSummary ref={summaryRef} errors={errors} alert={outcome?.alert} />
        {typeof children === 'function' ? children(methods) : children}
        {(submitLabel !== undefined || onCancel !== undefined) && (
          <div className="usa-button-group margin-top-4">
            {submitLabel !== undefined && (
              <button type="submit" className="usa-button" disabled={isSubmitting}>
                {submitLabel}
              </button>
            )}
            {extraActions}
            {onCancel !== undefined && <CancelButton onCancel={onCancel} />}
          </div>
        )}
      </form>
    </FormProvider>
  );
}

/**
 * A form's Cancel: posted as the "cancel" intent when the browser sends the form itself (the
 * page's action asks first, or goes where Cancel goes); with the app, `onCancel` runs.
 */
export function CancelButton({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="submit"
      name={FORM_INTENT_FIELD}
      value={CANCEL_INTENT}
      formNoValidate
      className="usa-button usa-button--outline"
      onClick={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {t('common.cancel')}
    </button>
  );
}
