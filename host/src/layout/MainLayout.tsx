import { Outlet, useLocation } from 'react-router-dom';
import { TabBar } from './TabBar.tsx';
import { showsTabBar } from '../routes.ts';

export function MainLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <main id="main" className={showsTabBar(pathname) ? 'app-main' : 'app-main app-main--no-tabbar'}>
        <Outlet />
      </main>
      <TabBar />
    </>
  );
}
