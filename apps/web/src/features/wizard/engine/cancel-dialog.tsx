import { FormProof } from '../../../components/form-proof.tsx';
import { FORM_INTENT_FIELD } from '@registrar/domain';
import { useTranslation } from '../../../app/i18n/index.ts';
import { Modal } from '../../../components/modal.tsx';

/** The cancel confirmation: Yes leaves to the file-a-form page, and what was entered is lost. */
export function CancelDialog({
  onConfirm,
  onDecline,
}: {
  onConfirm: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      heading={t('wizard.cancelDialogTitle')}
      onClose={onDecline}
      footer={
        <ul className="usa-button-group">
          <li className="usa-button-group__item">
            <button type="button" className="usa-button" onClick={onConfirm}>
              {t('wizard.cancelDialogConfirm')}
            </button>
          </li>
          <li className="usa-button-group__item">
            <button type="button" className="usa-button usa-button--outline" onClick={onDecline}>
              {t('wizard.cancelDialogDecline')}
            </button>
          </li>
        </ul>
      }
    >
      <p>{t('wizard.cancelDialogText')}</p>
    </Modal>
  );
}

/** The intent of "Yes please, cancel" on the confirmation page. */
export const CANCEL_CONFIRMED_INTENT = 'cancel-confirmed';

/**
 * The same question as a page, for a browser without the app's script: Cancel posted the step's
 * form and the wizard came back here (`?cancel=1`). Yes posts; No returns to the step.
 */
export function CancelConfirmation({ stepHref }: { stepHref: string }) {
  const { t } = useTranslation();
  return (
    <form method="post" className="margin-y-4">
      <FormProof formId="cancel" />
      <h2>{t('wizard.cancelDialogTitle')}</h2>
      <p>{t('wizard.cancelDialogText')}</p>
      <div className="usa-button-group">
        <button
          type="submit"
          className="usa-button"
          name={FORM_INTENT_FIELD}
          value={CANCEL_CONFIRMED_INTENT}
        >
          {t('wizard.cancelDialogConfirm')}
        </button>
        <a className="usa-button usa-button--outline" href={stepHref}>
          {t('wizard.cancelDialogDecline')}
        </a>
      </div>
    </form>
  );
}
