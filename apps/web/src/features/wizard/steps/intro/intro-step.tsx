import { FormProof } from '../../../../components/form-proof.tsx';
import { CancelButton } from '../../../../components/form.tsx';
import type { StepAction, StepPageProps } from '../../../../lib/step-page.ts';
import { useTranslation } from '../../../../app/i18n/index.ts';
import { IntroContent } from './intro-content.tsx';

/** Next on an intro page posted without the app: the filing starts (the wizard made its draft). */
export const stepAction: StepAction = () => Promise.resolve({ kind: 'next', changes: {} });

/**
 * An existing-entity filing's intro page (reportintro, intro): the editable content for the
 * transaction type, Next only when the entity is known, and Cancel. Next is a form's button, so
 * it starts the filing with or without the app.
 */
export default function IntroStep({ definition, filing, onSubmit, onCancel }: StepPageProps) {
  const { t } = useTranslation();
  const entityId = filing.filingState.entityId;
  return (
    <>
      <h1 className="margin-bottom-2">{definition.title}</h1>
      <IntroContent
        entityId={entityId}
        transactionType={filing.filingState.transactionType || definition.transactionType}
      />
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({});
        }}
      >
        <FormProof formId="main" />
        <div className="usa-button-group margin-top-4">
          {entityId !== '' && (
            <button type="submit" className="usa-button">
              {t('common.next')}
            </button>
          )}
          <CancelButton onCancel={onCancel} />
        </div>
      </form>
    </>
  );
}
