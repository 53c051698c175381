import { useTranslation } from '@app/i18n';
import { Spinner } from '@app/ui';

/** The loading screen of a lazily loaded page; its look follows cmsConfig.loading_type. */
export function PageSpinner({ loadingType = 'loading1' }: { loadingType?: string }) {
  const { t } = useTranslation();
  return <Spinner type={loadingType} label={t('loading')} />;
}
