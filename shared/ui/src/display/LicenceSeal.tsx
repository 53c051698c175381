import { useTranslation } from '@app/i18n';
import { useKitValues } from '../components/KitValues.tsx';

/** Only a web address opens from the seal (never a script or a data address from the config). */
function webAddress(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The operator's gaming licence where players look for it (the home page's foot, About us): the
 * licence image of the site config (cmsConfig license_image, given by the app as the kit's
 * `licence`) linking to the licence (license_url), in a new tab, named for screen readers. Nothing
 * while license_enable is off or there is nothing to show.
 */
export function LicenceSeal({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { license_enable: enabled, license_image: image, license_url: url, brand_name: brand } = useKitValues().licence;
  const href = url ? webAddress(url) : null;
  if (!enabled || (!image && !href)) return null;
  const name = brand ? t('licence.nameOf', { brand }) : t('licence.name');
  const seal = image ? <img className="licence-seal__image" src={image} alt={href ? '' : name} height={48} loading="lazy" /> : null;
  return (
    <footer className={['licence-seal', className].filter(Boolean).join(' ')}>
      {href ? (
        <a className="licence-seal__link" href={href} target="_blank" rel="noopener noreferrer">
          {seal}
          <span className={image ? 'visually-hidden' : undefined}>{name}</span>
          <span className="visually-hidden"> {t('licence.newTab')}</span>
        </a>
      ) : (
        seal
      )}
    </footer>
  );
}
