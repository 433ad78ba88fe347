// The page of a step that is its fields alone: its module describes them (labels, kinds, limits)
// and its rules check them, so a step declared in the domain, even at run time, has a page and
// takes its post without a component of its own.
import { useMemo } from 'react';
import {
  schemaForStep,
  sliceFromForm,
  sliceOf,
  stepOf,
  stepRulesOf,
  validateWith,
  type FilingValues,
  type StepField,
} from '@registrar/domain';
import type { $ZodType } from 'zod/v4/core';
import { Form } from '../../../../components/form.tsx';
import { YesNoRadio } from '../../../../components/choice-fields.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import type { StepAction, StepPageProps } from '../../../../lib/step-page.ts';

type SliceValues = Record<string, unknown>;

/** The step's slice as the changes the engine keeps. */
function changesOf(slice: string, value: unknown): Partial<FilingValues> {
  return { [slice]: value };
}

/** The fields posted without the app: read into the slice by the module, checked by its rules. */
export const stepAction: StepAction = ({ definition, step, filing, fields }) => {
  if (step.slice === undefined) return Promise.resolve({ kind: 'next', changes: {} });
  const posted = sliceFromForm(stepRulesOf(step.page), sliceOf(filing, step.slice), fields);
  const schema = schemaForStep(definition, step.page, { values: filing });
  const result =
    schema === undefined ? { ok: true as const, value: posted } : validateWith(schema, posted);
  if (!result.ok) {
    const errors = result.errors.map((error) => ({ field: error.path, message: error.message }));
    return Promise.resolve({ kind: 'refused', errors });
  }
  return Promise.resolve({ kind: 'next', changes: changesOf(step.slice, result.value) });
};

function Field({ field }: { field: StepField }) {
  const common = {
    name: field.name,
    ...(field.hint === undefined ? {} : { hint: field.hint }),
    ...(field.required === undefined ? {} : { required: field.required }),
  };
  if (field.kind === 'yesno') return <YesNoRadio {...common} legend={field.label} />;
  return (
    <TextField
      {...common}
      label={field.label}
      multiline={field.kind === 'paragraph'}
      {...(field.maxLength === undefined
        ? {}
        : { maxLength: field.maxLength, showCharacterCount: field.kind === 'paragraph' })}
    />
  );
}

export default function FieldsStep({
  definition,
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
  const form = stepOf(step.page)?.form;
  const slice = step.slice;
  const schema = useMemo(
    () => schemaForStep(definition, step.page, { values: filing }),
    [definition, step.page, filing],
  );
  if (form === undefined || slice === undefined || schema === undefined) return null;
  const { intro, fields } = form;
  return (
    <>
      <StepHeading step={step} />
      {intro !== undefined && <p>{intro}</p>}
      <Form
        schema={schema as $ZodType<SliceValues, SliceValues>}
        defaultValues={sliceOf(filing, slice) as SliceValues}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={(value) => onSubmit(changesOf(slice, value))}
      >
        {fields.map((field) => (
          <Field key={field.name} field={field} />
        ))}
      </Form>
    </>
  );
}
