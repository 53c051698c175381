import type { ReactNode } from 'react';
import { i18n } from '@app/i18n';
import { authAtom, signedOut, store } from '@app/state';
import { currentLocation, renderArea } from '@app/api/testing';
import type { AreaName, PageModule } from '../federation/remotes.ts';
import { AppProviders } from '../App.tsx';
import { AppRoutes } from '../AppRoutes.tsx';
import en from '@app/i18n/locales/en/common.json';

/** Starts the real i18n instance with the English texts in memory (no HTTP in unit tests). */
export async function setupI18n() {
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: en } },
      interpolation: { escapeValue: false },
    });
  }
}

export { currentLocation };

/** The path the player is on now (without the query). */
export function currentPath(): string {
  return currentLocation().split('?')[0] ?? '';
}

/** A stand-in for a remote's page: its heading names the area and page it came from. */
function fakeLoad(area: AreaName, page: string): Promise<PageModule> {
  return Promise.resolve({ default: () => <h1>{`${area}:${page}`}</h1> });
}

export function signIn() {
  store.set(authAtom, {
    ...signedOut,
    isLogin: true,
    accessToken: 'token',
    refreshToken: 'refresh',
    user: { userId: 'u1' },
    expiresIn: 900,
    expiresAt: Date.now() + 900_000,
  });
}

export function signOut() {
  store.set(authAtom, signedOut);
}

/** The shell's routes at `path`, each area's page from `load`, inside the app's providers. */
export function renderAt(path: string, load: (area: AreaName, page: string) => Promise<PageModule> = fakeLoad, extra?: ReactNode) {
  return renderArea(path, <AppRoutes loadAreaPage={load} />, { providers: AppProviders, extra });
}
