import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import {
  ArrowDownToLine,
  FileText,
  Landmark,
  LayoutDashboard,
  LogOut,
  Rocket,
  ScrollText,
  Settings,
  ShieldCheck,
  Trophy,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { navFor, type NavKey } from '../permissions.ts';
import { useMember, useSession } from '../session/SessionProvider.tsx';
import { LiveBadge } from '../realtime/Live.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

const ICONS: Record<NavKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  players: Users,
  withdrawals: ArrowDownToLine,
  documents: FileText,
  sports: Trophy,
  settings: Settings,
  releases: Rocket,
  ledger: Landmark,
  audit: ScrollText,
};

/** The signed-in frame: side navigation of what the role may use, top bar with the member and sign-out. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('backoffice');
  const member = useMember();
  const { signOut } = useSession();
  return (
    <div className="bo-shell">
      <a className="bo-skip" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="bo-topbar">
        <p className="bo-topbar__brand">
          <ShieldCheck aria-hidden="true" size={22} /> {t('app.name')}
        </p>
        <div className="bo-topbar__member">
          <LiveBadge />
          <span className="bo-topbar__email" data-testid="member-email">
            {member.email}
          </span>
          <span className="bo-topbar__role" data-testid="member-role">
            {t(`roles.${member.role}`)}
          </span>
          <ThemeToggle />
          <button type="button" className="button button--secondary button--small" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" size={16} /> {t('topBar.signOut')}
          </button>
        </div>
      </header>
      <nav className="bo-nav" aria-label={t('app.mainNavigation')}>
        <ul>
          {navFor(member.role).map((entry) => {
            const Icon = ICONS[entry.key];
            return (
              <li key={entry.key}>
                <NavLink to={entry.path} end={entry.path === '/'} className="bo-nav__link" title={t(`nav.${entry.key}`)}>
                  <Icon aria-hidden="true" size={20} />
                  <span>{t(`nav.${entry.key}`)}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <main className="bo-main" id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
