import { Fragment, lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { playerIdAtom } from '@app/state';
import { BEYOND_SPEC_ROUTES, ROUTES, type HostPage, type RouteEntry } from './routes.ts';
import { AreaPage } from './federation/AreaPage.tsx';
import { AreaPart } from './federation/AreaPart.tsx';
import type { AreaName, PageModule } from './federation/remotes.ts';
import { MainLayout } from './layout/MainLayout.tsx';
import { AuthLayout } from './layout/AuthLayout.tsx';
import { RequireAuth } from './layout/RequireAuth.tsx';
import { PageSpinner } from './layout/PageSpinner.tsx';
import { ScrollToTop } from './layout/ScrollToTop.tsx';
import { SessionEnded } from './layout/SessionEnded.tsx';

const HOST_PAGES: Record<HostPage, LazyExoticComponent<ComponentType>> = {
  AboutUs: lazy(() => import('./pages/AboutUs.tsx')),
  Terms: lazy(() => import('./pages/Terms.tsx')),
  Privacy: lazy(() => import('./pages/Privacy.tsx')),
  RedirectHandler: lazy(() => import('./pages/RedirectHandler.tsx')),
  SignIn: lazy(() => import('./pages/auth/SignIn.tsx')),
  SignUp: lazy(() => import('./pages/auth/SignUp.tsx')),
  ForgotPassword: lazy(() => import('./pages/auth/ForgotPassword.tsx')),
  OAuthCallback: lazy(() => import('./pages/auth/OAuthCallback.tsx')),
};

export interface AppRoutesProps {
  /** Loads an area's page; the federation runtime unless a test replaces it. */
  loadAreaPage?: (area: AreaName, page: string) => Promise<PageModule>;
}

/**
 * An area's page belongs to the player it was opened for: when the signed-in player changes, it
 * is mounted afresh, so nothing it held (a query's result, a form, kept data) is shown to the next.
 */
function ForPlayer({ children }: { children: ReactNode }) {
  return <Fragment key={useAtomValue(playerIdAtom)}>{children}</Fragment>;
}

function element(route: RouteEntry, load: AppRoutesProps['loadAreaPage']) {
  let page;
  if ('area' in route.owner) {
    page = (
      <ForPlayer>
        <AreaPage key={route.path} area={route.owner.area} page={route.owner.page} {...(load ? { load } : {})} />
        {route.parts?.map((part) => (
          <AreaPart key={`${part.area}/${part.part}`} area={part.area} part={part.part} {...(load ? { load } : {})} />
        ))}
      </ForPlayer>
    );
  } else {
    const HostPageComponent = HOST_PAGES[route.owner.host];
    page = (
      <Suspense fallback={<PageSpinner />}>
        <HostPageComponent />
      </Suspense>
    );
  }
  return route.guarded ? <RequireAuth>{page}</RequireAuth> : page;
}

/** The route objects of the table: built once per page loader, not on every render. */
function routeObjects(load: AppRoutesProps['loadAreaPage']): RouteObject[] {
  const children = (layout: RouteEntry['layout']) =>
    [...ROUTES, ...BEYOND_SPEC_ROUTES]
      .filter((route) => route.layout === layout)
      .map((route) => ({ path: route.path, element: element(route, load) }));
  return [
    { element: <MainLayout />, children: children('main') },
    { element: <AuthLayout />, children: children('auth') },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

/** The route table of spec section 2, owned by the host. */
export function AppRoutes({ loadAreaPage }: AppRoutesProps) {
  const routes = useMemo(() => routeObjects(loadAreaPage), [loadAreaPage]);
  return (
    <>
      <ScrollToTop />
      <SessionEnded />
      {useRoutes(routes)}
    </>
  );
}
