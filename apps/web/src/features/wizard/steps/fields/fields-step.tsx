// The page of a step that is its fields alone: its module describes them (labels, kinds, limits)
// and its rules check them, so a step declared in the domain, even at run time, has a page and
// takes its post without a component of its own.
import { useMemo } from 'react';
import {
  schemaForStep,
  readSlice,
  sliceFromForm,
  stepOf,
  stepRulesOf,
  type FilingTypeDefinition,
  type FilingValues,
  type StepDefinition,
  type StepField,
} from '@registrar/domain';
import type { $ZodType } from 'zod/v4/core';
import { Form } from '../../../../components/form.tsx';
import { YesNoRadio } from '../../../../components/choice-fields.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { readPostedForm } from '../../../../lib/page-form.ts';
import type { StepAction, StepPageProps } from '../../../../lib/step-page.ts';

type SliceValues = Record<string, unknown>;

/**
 * The slice the step edits and the rules of its form. A step whose module describes fields but
 * that edits no slice, or has no rules for it, was registered wrongly: its page says so rather
 * than show a form nothing would check.
 */
function formOf(definition: FilingTypeDefinition, step: StepDefinition, filing: FilingValues) {
  const schema = schemaForStep(definition, step.page, { values: filing });
  if (step.slice === undefined || schema === undefined)
    throw new Error(`The step ${step.page} shows fields but has no rules for a slice to keep them`);
  return { slice: step.slice, schema: schema as $ZodType<SliceValues, SliceValues> };
}

/** The step's slice as the changes the engine keeps. */
function changesOf(slice: string, value: unknown): Partial<FilingValues> {
  return { [slice]: value };
}

/** The fields posted without the app: read into the slice by the module, checked by its rules. */
export const stepAction: StepAction = ({ definition, step, filing, fields }) => {
  const { slice, schema } = formOf(definition, step, filing);
  const rules = stepRulesOf(step.page);
  const posted = readPostedForm(schema, readSlice<SliceValues>(filing, slice), fields, {
    read: (values, posted) => sliceFromForm(rules, values, posted) as SliceValues,
  });
  return Promise.resolve(
    posted.ok
      ? { kind: 'next', changes: changesOf(slice, posted.value) }
      : { kind: 'refused', errors: posted.errors },
  );
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
  const { slice, schema } = useMemo(
    () => formOf(definition, step, filing),
    [definition, step, filing],
  );
  const { intro, fields } = stepOf(step.page)?.form ?? { fields: [] };
  return (
    <>
      <StepHeading step={step} />
      {intro !== undefined && <p>{intro}</p>}
      <Form
        schema={schema}
        defaultValues={readSlice<SliceValues>(filing, slice)}
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
