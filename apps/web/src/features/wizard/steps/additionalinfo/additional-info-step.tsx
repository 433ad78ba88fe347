import { useMemo } from 'react';
import {
  ADDITIONAL_INFO_MAX_LENGTH,
  createAdditionalInfoSchema,
  listsPage,
  type AdditionalInfoValues,
  type FilingTypeDefinition,
} from '@registrar/domain';
import { formStepAction, type StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { YesNoRadio } from '../../../../components/choice-fields.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { deleteAttachment } from '../../../../lib/api/attachments.ts';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import sharedStepText from '../shared-step-text.en.ts';
import stepText from './additional-info-step.en.ts';

addCatalogue(sharedStepText, stepText);

/** The step's rules for this filing type: required text or files, and the attach question. */
function schemaOf(definition: FilingTypeDefinition) {
  return createAdditionalInfoSchema({
    required: definition.additionalInfoIsRequired === true,
    asksAboutAttachments: listsPage(definition, 'attachments'),
  });
}

/**
 * Additional information as kept: the text without the spaces around it; answering No to
 * attaching files drops the files attached earlier, on the server too.
 */
async function keep(values: AdditionalInfoValues, before: AdditionalInfoValues) {
  const additionalInfo = { ...values, additionalInfo: values.additionalInfo.trim() };
  if (additionalInfo.additionalInfoAttachmentRadio === 'N' && before.attachments.length > 0) {
    await Promise.allSettled(before.attachments.map((file) => deleteAttachment({ key: file.key })));
    additionalInfo.attachments = [];
  }
  return { additionalInfo };
}

/** Additional information posted without the app: checked and kept as the page keeps it. */
export const stepAction = formStepAction({
  schema: ({ definition }) => schemaOf(definition),
  defaults: ({ filing }) => filing.additionalInfo,
  keep: async (values, { filing }) => ({
    kind: 'next',
    changes: await keep(values, filing.additionalInfo),
  }),
});

export default function AdditionalInfoStep({
  definition,
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const additionalInfoIsRequired = definition.additionalInfoIsRequired === true;
  const hasAttachment = listsPage(definition, 'attachments');
  const schema = useMemo(() => schemaOf(definition), [definition]);
  const slice = filing.additionalInfo;
  return (
    <>
      <StepHeading step={step} />
      <Form
        schema={schema}
        defaultValues={slice}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={async (values) => onSubmit(await keep(values, slice))}
      >
        <TextField
          name="additionalInfo"
          // A required box is the filing's substance (an amendment's text): it takes the step's title.
          label={additionalInfoIsRequired ? step.title : t('steps.additionalinfo.label')}
          hint={additionalInfoIsRequired ? undefined : t('steps.shared.optional')}
          multiline
          maxLength={ADDITIONAL_INFO_MAX_LENGTH}
          showCharacterCount
          required={additionalInfoIsRequired}
        />
        {hasAttachment && (
          <YesNoRadio
            name="additionalInfoAttachmentRadio"
            legend={t('steps.additionalinfo.attachFiles')}
            required
          />
        )}
      </Form>
    </>
  );
}
