import { Suspense, type ReactNode } from 'react';
import { Provider as StoreProvider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '@app/api';
import { i18n } from '@app/i18n';
import { store } from '@app/state';
import { AppRoutes, type AppRoutesProps } from './AppRoutes.tsx';
import { useRootFontSize } from './layout/rootFontSize.ts';

/** The page-wide providers: the one store, query cache and i18n instance. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </StoreProvider>
  );
}

export function App(props: AppRoutesProps) {
  useRootFontSize();
  return (
    <AppProviders>
      <BrowserRouter basename="">
        <Suspense fallback={null}>
          <AppRoutes {...props} />
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
