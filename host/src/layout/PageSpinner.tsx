import { useAtomValue } from 'jotai';
import { useTranslation } from '@app/i18n';
import { cmsConfigAtom } from '@app/state';
import { Spinner } from '@app/ui';

/** The loading screen of a lazily loaded page; its look follows cmsConfig.loading_type. */
export function PageSpinner() {
  const { t } = useTranslation();
  const { loading_type: loadingType } = useAtomValue(cmsConfigAtom);
  return <Spinner type={loadingType} label={t('loading')} />;
}
