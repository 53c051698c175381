// What the account's page tests share: the product's texts in memory, a player signed in (or not)
// in the shared store, the fake API at the network boundary, and the account's pages on their
// routes (as the host lists them), so a test follows the player from page to page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AccountSettings, UserInfo } from '@app/contract';
import { queryClient, setNotifier, type ToastVariant } from '@app/api';
import {
  accountRoutes,
  authRoutes,
  FAKE_CURRENCIES,
  FAKE_SESSION,
  FAKE_USER_INFO,
  fakeApi,
  kycRoutes,
  responsibleGamblingRoutes,
  type AccountRoutesOptions,
  type FakeApi,
  type KycRoutesOptions,
  type ResponsibleGamblingRoutesOptions,
} from '@app/api/testing';
import { i18n, SUPPORTED_LANGUAGES } from '@app/i18n';
import {
  accountSettingsAtom,
  configAtom,
  currencyListAtom,
  DEFAULT_ACCOUNT_SETTINGS,
  initialConfig,
  initialWallet,
  signInWith,
  signOutLocally,
  store,
  userInfoAtom,
  walletAtom,
} from '@app/state';
import Kyc from '../src/pages/Kyc.tsx';
import KycVerifyEmail from '../src/pages/KycVerifyEmail.tsx';
import KycVerifyIdentity from '../src/pages/KycVerifyIdentity.tsx';
import KycVerifyProfile from '../src/pages/KycVerifyProfile.tsx';
import Limits from '../src/pages/Limits.tsx';
import Profile from '../src/pages/Profile.tsx';
import ResponsibleGambling from '../src/pages/ResponsibleGambling.tsx';
import SelfExclusion from '../src/pages/SelfExclusion.tsx';

const root = join(__dirname, '..');
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const sharedTexts = (language: string, namespace: string) => readJson(require.resolve(`@app/i18n/locales/${language}/${namespace}.json`));

/** The real i18n instance with the host's common and error texts and the account's own, in every language. */
export async function setupTexts(): Promise<void> {
  const resources = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      {
        common: sharedTexts(language, 'common'),
        error_codes: sharedTexts(language, 'error_codes'),
        account: readJson(join(root, 'locales', language, 'account.json')),
      },
    ]),
  );
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common', 'error_codes', 'account'],
      defaultNS: 'common',
      resources,
      interpolation: { escapeValue: false },
    });
  } else {
    for (const [language, bundles] of Object.entries(resources))
      for (const [namespace, bundle] of Object.entries(bundles)) i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
  await i18n.changeLanguage('en');
}

/** The account's own text for a key, in English unless told. */
export function text(key: string, values: Record<string, unknown> = {}, lng = 'en'): string {
  return i18n.t(key, { ns: 'account', lng, ...values });
}

/** A text of the error catalogue, in English. */
export function errorCode(reason: string, values: Record<string, unknown> = {}): string {
  return i18n.t(reason, { ns: 'error_codes', lng: 'en', ...values });
}

export interface PlayerOptions {
  userInfo?: Partial<UserInfo>;
  accountSettings?: Partial<AccountSettings>;
}

/** A signed-in player with the start-up state the host would have loaded. */
export function signIn(options: PlayerOptions = {}): UserInfo {
  const userInfo = { ...FAKE_USER_INFO, nickname: 'Ace', ...options.userInfo };
  signInWith(FAKE_SESSION);
  store.set(configAtom, { ...initialConfig, currencyList: FAKE_CURRENCIES, displayCurrency: 'USD' });
  store.set(walletAtom, { ...initialWallet, currency: 'USD', balances: [{ currency: 'USD', cash: '100', operatorBonus: '0' }] });
  store.set(userInfoAtom, userInfo);
  store.set(accountSettingsAtom, { ...DEFAULT_ACCOUNT_SETTINGS, ...options.accountSettings });
  return userInfo;
}

/** A visitor: nobody signed in, the currency list loaded. */
export function signOut(): void {
  signOutLocally();
  store.set(currencyListAtom, FAKE_CURRENCIES);
}

export interface ApiOptions extends AccountRoutesOptions, ResponsibleGamblingRoutesOptions, KycRoutesOptions {}

let api: FakeApi | null = null;

/** The fake platform: the player's account, their identity documents, their responsible-gambling settings and signing out. */
export function startApi(options: ApiOptions = {}): FakeApi {
  api?.restore();
  const userInfo = { ...store.get(userInfoAtom), ...options.userInfo };
  api = fakeApi({
    ...authRoutes(),
    ...accountRoutes({ ...options, userInfo }),
    ...kycRoutes({ ...options, kycLevel: options.kycLevel ?? userInfo.kycLevel }),
    ...responsibleGamblingRoutes(options),
  });
  return api;
}

/** The toasts the app showed, in order. */
export const toasts: { message: string; variant: ToastVariant }[] = [];
setNotifier((message, variant) => toasts.push({ message, variant }));

/** Every test starts from an empty cache, stored preferences cleared, and the real fetch back. */
export function resetAll(): void {
  api?.restore();
  api = null;
  queryClient.clear();
  toasts.length = 0;
  window.localStorage.clear();
}

/** The bodies a path received, in order. */
export function bodiesTo(fake: FakeApi, path: string): unknown[] {
  return fake.callsTo(`/v1${path}`).map((call) => call.body);
}

function Where() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** Where the player is now (path and query). */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** The account's pages at the paths of the host's route table, and a stand-in for the pages of others. */
export function renderAccount(at: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/profile" element={<Profile />} />
          <Route path="/kyc" element={<Kyc />} />
          <Route path="/kyc/verify-email" element={<KycVerifyEmail />} />
          <Route path="/kyc/verify-profile" element={<KycVerifyProfile />} />
          <Route path="/kyc/verify-identity" element={<KycVerifyIdentity />} />
          <Route path="/responsible-gambling" element={<ResponsibleGambling />} />
          <Route path="/responsible-gambling/self-exclusion" element={<SelfExclusion />} />
          <Route path="/responsible-gambling/limits/:type" element={<Limits />} />
          <Route path="*" element={<h1>Another page</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** A moment as the pages write it ("Jun 16, 2026, 2:00 AM" in English). */
export function shownDateTime(iso: string, lng = 'en'): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Fixes the clock (only Date): timers stay real for the page and the player. */
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
