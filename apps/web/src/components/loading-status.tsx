import { useTranslation } from '../app/i18n/index.ts';

/** A page's wait, announced politely (role status): "Loading" unless the page says more. */
export function LoadingStatus({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <p className="margin-y-4" role="status">
      {text ?? t('common.loading')}
    </p>
  );
}
