import { votingAssetsSchema } from '@registrar/domain';
import type { StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { YesNoRadio } from '../../../../components/choice-fields.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';

const ASSETS_DISTRIBUTION_MAX_LENGTH = 2500;

/** Voting & assets of a nonprofit corporation (spec/000 sections 3 and 5). */
export default function VotingAssetsStep({
  step,
  filing,
  submitLabel,
  onSubmit,
  onCancel,
}: StepPageProps) {
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
          legend="Will the nonprofit corporation have voting members?"
          required
        />
        <TextField
          name="assetsDistribution"
          label="Distribution of assets on dissolution"
          hint="Describe how the corporation's assets will be distributed if it dissolves."
          multiline
          maxLength={ASSETS_DISTRIBUTION_MAX_LENGTH}
          showCharacterCount
          required
        />
      </Form>
    </>
  );
}
