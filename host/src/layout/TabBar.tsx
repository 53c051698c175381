import { Dices, Gift, House, Trophy, UserRound, type LucideIcon } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from '@app/i18n';
import { TABS, showsTabBar } from '../routes.ts';

const ICONS: Record<(typeof TABS)[number]['icon'], LucideIcon> = {
  home: House,
  casino: Dices,
  sports: Trophy,
  bonus: Gift,
  profile: UserRound,
};

/** The fixed bottom bar with the five tabs, shown only on the paths the specification lists. */
export function TabBar() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (!showsTabBar(pathname)) return null;
  return (
    <nav className="tabbar" aria-label={t('nav.main')}>
      {TABS.map((tab) => {
        const Icon = ICONS[tab.icon];
        return (
          <NavLink key={tab.to} to={tab.to} end className="tabbar__link">
            <span className="tabbar__pill" aria-hidden="true">
              <Icon className="tabbar__icon" strokeWidth={2.1} />
            </span>
            <span>{t(tab.labelKey)}</span>
          </NavLink>
        );
      })}
    </nav>
  );
}
