import type { ReactNode } from 'react';
import { Dices, Gift, Trophy, UserRound, Wallet, type LucideIcon } from 'lucide-react';
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

/**
 * Each area's emblem in its pages' banner: the icons of the host's tab bar and header, so they
 * cost nothing more (the kit's core is built into the host's first load, beside them).
 */
const EMBLEMS: Record<string, LucideIcon> = { casino: Dices, sports: Trophy, wallet: Wallet, account: UserRound, vip: Gift };

export interface AreaLayoutProps {
  /** Key of the page title in the area's namespace. */
  titleKey: string;
  /** What the title's placeholders read ("Deposit with {{channel}}"). */
  titleValues?: Record<string, string>;
  /**
   * The title and the area's links on one row, the title smaller: for pages whose content must
   * start high on a phone (a game's bet button, a list of matches).
   */
  compact?: boolean;
  children?: ReactNode;
}

/**
 * Sets up an area (remote): its texts load from its own deployment, and its pages share one
 * layout: the area's name, the page heading, the area's sub-navigation (a segmented bar of links)
 * and, until a page has content of its own, a banner with the area's emblem and introduction.
 */
export function createArea({ namespace, localesBase, build, nav }: AreaDefinition) {
  const Icon = EMBLEMS[namespace];
  registerNamespace(namespace, localesBase);
  const useAreaTranslation = () => useTranslation(namespace);

  function AreaLayout({ titleKey, titleValues, compact = false, children }: AreaLayoutProps) {
    const { t } = useAreaTranslation();
    const links =
      nav.length > 0 ? (
        <nav className="area-nav" aria-label={t('area')}>
          {nav.map((item) => (
            <NavLink key={item.to} to={item.to} end className="area-nav__link">
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
      ) : null;
    return (
      <Page
        area={t('area')}
        title={titleValues ? t(titleKey, titleValues) : t(titleKey)}
        build={build}
        compact={compact}
        aside={compact ? links : undefined}
      >
        {compact ? null : links}
        {children ?? (
          <div className="area-hero">
            {Icon ? (
              <span className="area-hero__icon">
                <Icon aria-hidden="true" />
              </span>
            ) : null}
            <p className="area-hero__text">{t('intro')}</p>
          </div>
        )}
      </Page>
    );
  }

  return { AreaLayout, useAreaTranslation };
}
