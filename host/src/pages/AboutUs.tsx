import { useTranslation } from '@app/i18n';
import { LicenceSeal } from '@app/ui/display';
import { InfoPage } from './InfoPage.tsx';

/** About us: who runs the site, and its gaming licence when the operator shows one. */
export default function AboutUs() {
  const { t } = useTranslation();
  return (
    <InfoPage titleKey="pages.aboutUs">
      <p>{t('pages.aboutUsText', { brand: document.title })}</p>
      <LicenceSeal />
    </InfoPage>
  );
}
