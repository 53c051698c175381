import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useAreaTranslation } from '../../../area.ts';
import '../promotions.css';

interface Banner {
  id: 'welcome' | 'originals' | 'vip';
  to: string;
}

const BANNERS: readonly Banner[] = [
  { id: 'welcome', to: '/deposit' },
  { id: 'originals', to: '/originals/dice' },
  { id: 'vip', to: '/vip' },
];

/**
 * The home page's offers: cards that snap side by side as the player swipes (each a link with
 * its title, a line and a call to action), drawn in CSS with their artwork in the stylesheet, so they cost no request.
 */
export function HeroBanners() {
  const { t } = useAreaTranslation();
  const headingId = useId();
  return (
    <section className="banners" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('banners.label')}
      </h2>
      <ul className="banners__track">
        {BANNERS.map(({ id, to }) => (
          <li key={id} className={`banner banner--${id}`}>
            <Link className="banner__link" to={to}>
              <span className="banner__eyebrow">{t(`banners.${id}.eyebrow`)}</span>
              <span className="banner__title">{t(`banners.${id}.title`)}</span>
              <span className="banner__text">{t(`banners.${id}.text`)}</span>
              <span className="banner__cta">{t(`banners.${id}.cta`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
