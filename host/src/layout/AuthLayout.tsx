import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from '@app/i18n';
import { AppHeader } from './AppHeader.tsx';

export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <>
      <AppHeader />
      <main id="main" className="app-main app-main--no-tabbar auth-layout">
        <Link to="/" className="auth-layout__back">
          {t('auth.backHome')}
        </Link>
        <Outlet />
      </main>
    </>
  );
}
