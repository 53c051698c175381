// What the host's and the areas' page tests share: a player signed in (or not) in the shared store,
// the fake API at the network boundary, and an area's pages on their routes (as the host lists them)
// with a stand-in for every other page, so a test follows the player from page to page. The pages
// render with the kit's values from the store (AppKitValues), as under the host's root.
import { isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AccountSettings, Balance, UserInfo } from '@app/contract';
import { i18n } from '@app/i18n';
import {
  accountSettingsAtom,
  currencyListAtom,
  initialWallet,
  signInWith,
  signOutLocally,
  store,
  userInfoAtom,
  walletAtom,
} from '@app/state';
import { AppKitValues } from '../AppKitValues.tsx';
import { queryClient } from '../query.ts';
import { FAKE_CURRENCIES } from './config.ts';
import { FAKE_SESSION } from './auth.ts';
import { fakeApi, type FakeApi, type FakeRoutes } from './fakeApi.ts';
import { FAKE_USER_INFO } from './user.ts';

export interface SignInOptions {
  /** The player's balances; by default $100 cash and no bonus. The player plays in USD. */
  balances?: Balance[];
  /** What differs from the fake player's details. */
  userInfo?: Partial<UserInfo>;
  /** The operator's settings as the host would have loaded them; left as they are when not given. */
  accountSettings?: AccountSettings;
}

/** A signed-in player with the start-up state the host would have loaded; returns their details. */
export function signInPlayer({ balances, userInfo, accountSettings }: SignInOptions = {}): UserInfo {
  const details = { ...FAKE_USER_INFO, ...userInfo };
  signInWith(FAKE_SESSION);
  store.set(currencyListAtom, FAKE_CURRENCIES);
  store.set(walletAtom, {
    ...initialWallet,
    currency: 'USD',
    balances: balances ?? [{ currency: 'USD', cash: '100', operatorBonus: '0' }],
  });
  store.set(userInfoAtom, details);
  if (accountSettings) store.set(accountSettingsAtom, accountSettings);
  return details;
}

/** A visitor: nobody signed in, the currency list loaded. */
export function signOutPlayer(): void {
  signOutLocally();
  store.set(currencyListAtom, FAKE_CURRENCIES);
}

let api: FakeApi | null = null;

/** The fake API with these routes, in place of the one a test started before. */
export function startFakeApi(routes: FakeRoutes = {}): FakeApi {
  api?.restore();
  api = fakeApi(routes);
  return api;
}

/** Puts the real fetch back and empties the query cache. */
export function resetFakeApi(): void {
  api?.restore();
  api = null;
  queryClient.clear();
}

/** The bodies a path received, in order. */
export function bodiesTo(fake: FakeApi, path: string): unknown[] {
  return fake.callsTo(`/v1${path}`).map((call) => call.body);
}

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return (
    <output data-testid="location" data-from={typeof from === 'string' ? from : undefined} hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** Where the player is now (path and query). */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** The page a link asked to come back to (its state's `from`, as sign-in reads it). */
export function cameFrom(): string | null {
  return document.querySelector('[data-testid="location"]')?.getAttribute('data-from') ?? null;
}

/** An area's pages by their paths in the host's route table. */
export type AreaPages = Readonly<Record<string, ComponentType>>;

export interface RenderAreaOptions {
  /** What holds the router: the real i18n instance and the kit's values unless told (the host passes its own providers). */
  providers?: ComponentType<{ children: ReactNode }>;
  /** Drawn inside the router beside the pages (a probe of the location, a watcher of queries). */
  extra?: ReactNode;
}

function Texts({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppKitValues>{children}</AppKitValues>
    </I18nextProvider>
  );
}

/**
 * The one render of the page tests: at `at`, inside a router, either an area's pages (at the paths
 * of the host's route table, with a stand-in for every other page) or routes of one's own (the
 * host's table); where the player is stays readable (`currentLocation`, `cameFrom`).
 */
export function renderArea(at: string, pages: AreaPages | ReactElement, { providers: Providers = Texts, extra }: RenderAreaOptions = {}) {
  const routes = isValidElement(pages) ? (
    pages
  ) : (
    <Routes>
      {Object.entries(pages).map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="*" element={<h1>Another page</h1>} />
    </Routes>
  );
  return render(
    <Providers>
      <MemoryRouter initialEntries={[at]}>
        {routes}
        {extra}
        <Where />
      </MemoryRouter>
    </Providers>,
  );
}

/** Fixes the clock (only Date) at a moment: timers stay real for the page and the player. */
export function fixClock(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
