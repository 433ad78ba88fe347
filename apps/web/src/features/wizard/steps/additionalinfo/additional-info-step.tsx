import { useMemo } from 'react';
import { ADDITIONAL_INFO_MAX_LENGTH, createAdditionalInfoSchema } from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { YesNoRadio } from '../../../../components/choice-fields.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { deleteAttachment } from '../../../../lib/api/attachments.ts';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import sharedStepText from '../shared-step-text.en.ts';
import stepText from './additional-info-step.en.ts';

addCatalogue(sharedStepText, stepText);

export default function AdditionalInfoStep({
  definition,
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  const { additionalInfoIsRequired, hasAttachment } = definition.pages;
  const schema = useMemo(
    () =>
      createAdditionalInfoSchema({
        required: additionalInfoIsRequired,
        asksAboutAttachments: hasAttachment,
      }),
    [additionalInfoIsRequired, hasAttachment],
  );
  const slice = filing.additionalInfo;
  return (
    <>
      <StepHeading step={step} />
      <Form
        schema={schema}
        defaultValues={slice}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={async (values) => {
          const additionalInfo = { ...values, additionalInfo: values.additionalInfo.trim() };
          if (
            additionalInfo.additionalInfoAttachmentRadio === 'N' &&
            slice.attachments.length > 0
          ) {
            // Answering No drops the files attached earlier, on the server too.
            await Promise.allSettled(
              slice.attachments.map((file) => deleteAttachment({ key: file.key })),
            );
            additionalInfo.attachments = [];
          }
          onSubmit({ additionalInfo });
        }}
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
