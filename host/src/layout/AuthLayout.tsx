import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from '@app/i18n';

export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <main id="main" className="app-main app-main--no-tabbar auth-layout">
      <Link to="/">{t('auth.backHome')}</Link>
      <Outlet />
    </main>
  );
}
