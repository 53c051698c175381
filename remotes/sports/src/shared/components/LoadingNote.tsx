import { useAreaTranslation } from '../../area.ts';

/** Tells screen readers that the placeholders on screen are content on its way. */
export function LoadingNote() {
  const { t } = useAreaTranslation();
  return (
    <p className="visually-hidden" role="status">
      {t('common.loading')}
    </p>
  );
}
