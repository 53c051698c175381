import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { registerNamespace, useTranslation } from '@app/i18n';
import { Page } from './components/Page.tsx';

export interface AreaNavItem {
  to: string;
  /** Key under `nav.` in the area's namespace. */
  key: string;
}

export interface AreaDefinition {
  /** The area's i18n namespace, also its federation name (casino, wallet, ...). */
  namespace: string;
  /** Where the area's own locale files are deployed (beside its build). */
  localesBase: string;
  /** The area build's version, shown on its pages for operators and tests. */
  build: string;
  /** The area's own sub-navigation. */
  nav: readonly AreaNavItem[];
}

export interface AreaLayoutProps {
  /** Key of the page title in the area's namespace. */
  titleKey: string;
  children?: ReactNode;
}

/**
 * Sets up an area (remote): its texts load from its own deployment, and its pages share one
 * layout: the area's name, the page heading and the area's sub-navigation.
 */
export function createArea({ namespace, localesBase, build, nav }: AreaDefinition) {
  registerNamespace(namespace, localesBase);
  const useAreaTranslation = () => useTranslation(namespace);

  function AreaLayout({ titleKey, children }: AreaLayoutProps) {
    const { t } = useAreaTranslation();
    return (
      <Page area={t('area')} title={t(titleKey)} build={build}>
        {nav.length > 0 ? (
          <nav className="area-nav" aria-label={t('area')}>
            {nav.map((item) => (
              <NavLink key={item.to} to={item.to} end className="area-nav__link">
                {t(`nav.${item.key}`)}
              </NavLink>
            ))}
          </nav>
        ) : null}
        {children ?? <p className="card">{t('intro')}</p>}
      </Page>
    );
  }

  return { AreaLayout, useAreaTranslation };
}
