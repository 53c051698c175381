import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from '@app/i18n';
import { TABS, showsTabBar } from '../routes.ts';
import { TabIcon } from './TabIcon.tsx';

/** The fixed bottom bar with the five tabs, shown only on the paths the specification lists. */
export function TabBar() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  if (!showsTabBar(pathname)) return null;
  return (
    <nav className="tabbar" aria-label={t('nav.main')}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className="tabbar__link">
          <TabIcon name={tab.icon} />
          <span>{t(tab.labelKey)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
