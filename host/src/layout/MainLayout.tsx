import { Outlet, useLocation } from 'react-router-dom';
import { AppHeader } from './AppHeader.tsx';
import { TabBar } from './TabBar.tsx';
import { showsTabBar } from '../routes.ts';

export function MainLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <AppHeader withBack />
      <main id="main" className={showsTabBar(pathname) ? 'app-main' : 'app-main app-main--no-tabbar'}>
        <Outlet />
      </main>
      <TabBar />
    </>
  );
}
