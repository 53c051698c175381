import { useTranslation } from '@app/i18n';
import { InfoPage } from './InfoPage.tsx';

export default function AboutUs() {
  const { t } = useTranslation();
  return (
    <InfoPage titleKey="pages.aboutUs">
      <p>{t('pages.aboutUsText', { brand: document.title })}</p>
    </InfoPage>
  );
}
