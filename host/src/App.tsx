import { Suspense, lazy, type ReactNode } from 'react';
import { Provider as StoreProvider, useAtomValue } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { AppKitValues, queryClient } from '@app/api';
import { i18n } from '@app/i18n';
import { isSignedInAtom, operatorAtom, store } from '@app/state';
import { AppRoutes, type AppRoutesProps } from './AppRoutes.tsx';
import { useRootFontSize } from './layout/rootFontSize.ts';
import { RealtimeBridge } from './realtime/RealtimeBridge.tsx';
import { PageSpinner } from './layout/PageSpinner.tsx';
import { ErrorScreen } from './screens/ErrorScreen.tsx';
import { Toasts } from './screens/Toasts.tsx';
import { usePreferences } from './startup/preferences.ts';
import { useStartupQueries } from './startup/queries.ts';
import { useRefetchAfterMaintenance } from './startup/afterMaintenance.ts';

// Neither is needed by a first screen, so both load when they are shown (with the kit's display
// and overlay parts they use), not with the first load.
const MaintenanceScreen = lazy(() => import('./screens/MaintenanceScreen.tsx'));
const SecurityReminder = lazy(() => import('./screens/SecurityReminder.tsx'));
// Signed-in players only: the reality check and the session-time limit (responsible gambling).
const RealityCheck = lazy(() => import('./screens/RealityCheck.tsx'));

/** The page-wide providers: the one store, query cache and i18n instance, and the kit's values from the store. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <AppKitValues>{children}</AppKitValues>
        </I18nextProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}

/** Start-up calls, theme and language, the realtime socket: everything that runs whatever the page. */
function Startup() {
  useStartupQueries();
  useRefetchAfterMaintenance();
  usePreferences();
  return <RealtimeBridge />;
}

export interface AppProps extends AppRoutesProps {
  /** The address to draw, in a server draw (no browser history there); the page's own address otherwise. */
  location?: string;
}

/** The page's history in the browser; a fixed address in a server draw. */
function Router({ location, children }: { location: string | undefined; children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter basename="">{children}</BrowserRouter>
  ) : (
    <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>
  );
}

/** The maintenance screen replaces the whole application while the operator's flag is set. */
function Shell({ location, ...props }: AppProps) {
  const { isMaintenance, passwordExpired } = useAtomValue(operatorAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  if (isMaintenance) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <MaintenanceScreen />
      </Suspense>
    );
  }
  return (
    <Router location={location}>
      <AppRoutes {...props} />
      {passwordExpired ? (
        <Suspense fallback={null}>
          <SecurityReminder />
        </Suspense>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      ) : null}
    </Router>
  );
}

export function App(props: AppProps) {
  useRootFontSize();
  return (
    <AppProviders>
      <Suspense fallback={null}>
        <Toasts>
          <ErrorBoundary FallbackComponent={ErrorScreen}>
            <Startup />
            <Shell {...props} />
          </ErrorBoundary>
        </Toasts>
      </Suspense>
    </AppProviders>
  );
}
