import { votingAssetsSchema, type VotingAssetsValues } from '@registrar/domain';
import { formStepAction, type StepPageProps } from '../../../../lib/step-page.ts';
import { Form } from '../../../../components/form.tsx';
import { YesNoRadio } from '../../../../components/choice-fields.tsx';
import { TextField } from '../../../../components/text-field.tsx';
import { StepHeading } from '../../../../components/step-heading.tsx';
import { addCatalogue, useTranslation } from '../../../../app/i18n/index.ts';
import stepText from './voting-assets-step.en.ts';

addCatalogue(stepText);

const ASSETS_DISTRIBUTION_MAX_LENGTH = 2500;

/** Voting & assets of a nonprofit corporation. */
/** Voting and assets as kept: the statement without the spaces around it. */
const keep = (values: VotingAssetsValues) => ({
  votingAssets: { ...values, assetsDistribution: values.assetsDistribution.trim() },
});

/** Voting and assets posted without the app: checked and kept as the page keeps them. */
export const stepAction = formStepAction({
  schema: () => votingAssetsSchema,
  defaults: ({ filing }) => filing.votingAssets,
  keep: (values) => ({ kind: 'next', changes: keep(values) }),
});

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
        onSubmit={(values) => onSubmit(keep(values))}
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
