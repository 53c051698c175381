import { useTranslation } from '@app/i18n';

/** Tells screen readers that the placeholders on screen are content on its way. */
export function LoadingNote() {
  const { t } = useTranslation();
  return (
    <p className="visually-hidden" role="status">
      {t('ui.loading')}
    </p>
  );
}
