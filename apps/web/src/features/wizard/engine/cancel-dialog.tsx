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
