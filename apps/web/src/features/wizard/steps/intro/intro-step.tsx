import type { StepPageProps } from '../../../../lib/step-page.ts';
import { useTranslation } from '../../../../app/i18n/index.ts';
import { IntroContent } from './intro-content.tsx';

/**
 * An existing-entity filing's intro page (reportintro, intro): the editable content for the
 * transaction type, Next only when the entity is known, and Cancel.
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
      <div className="usa-button-group margin-top-4">
        {entityId !== '' && (
          <button type="button" className="usa-button" onClick={() => onSubmit({})}>
            {t('common.next')}
          </button>
        )}
        <button type="button" className="usa-button usa-button--outline" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </>
  );
}
