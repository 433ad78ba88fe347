import { votingAssetsSchema } from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { YesNoRadio } from '../../../../components/choice-fields.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import stepText from './voting-assets-step.en.ts';

addCatalogue(stepText);

const ASSETS_DISTRIBUTION_MAX_LENGTH = 2500;

/** Voting & assets of a nonprofit corporation. */
export default function VotingAssetsStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <StepHeading step={step} />
      <Form
        schema={votingAssetsSchema}
        defaultValues={filing.votingAssets}
        submitLabel={submitLabel}
        onCancel={onCancel}
        onSubmit={(values) =>
          onSubmit({
            votingAssets: { ...values, assetsDistribution: values.assetsDistribution.trim() },
          })
        }
      >
        <YesNoRadio
          name="votingMembersRadio"
          legend={t('steps.votingassets.votingMembers')}
          required
        />
        <TextField
          name="assetsDistribution"
          label={t('steps.votingassets.assetsDistribution')}
          hint={t('steps.votingassets.assetsDistributionHint')}
          multiline
          maxLength={ASSETS_DISTRIBUTION_MAX_LENGTH}
          showCharacterCount
          required
        />
      </Form>
    </>
  );
}
