// What the account's page tests share: the product's texts in memory, a player signed in (or not)
// in the shared store, the fake API at the network boundary, and the account's pages on their
// routes (as the host lists them), so a test follows the player from page to page.
import { join } from 'node:path';
import { act } from '@testing-library/react';
import type { AccountSettings, UserInfo } from '@app/contract';
import { setNotifier, type ToastVariant } from '@app/api';
import {
  type AreaPages,
  authRoutes,
  FAKE_CURRENCIES,
  type FakeApi,
  fixClock,
  renderArea,
  resetFakeApi,
  signInPlayer,
  startFakeApi,
} from '@app/api/testing';
import { i18n } from '@app/i18n';
import { setupAreaTexts, textsOf } from '@app/i18n/testing';
import { configAtom, DEFAULT_ACCOUNT_SETTINGS, initialConfig, store, userInfoAtom } from '@app/state';
import {
  accountRoutes,
  kycRoutes,
  responsibleGamblingRoutes,
  type AccountRoutesOptions,
  type KycRoutesOptions,
  type ResponsibleGamblingRoutesOptions,
} from './fakes/index.ts';
import Kyc from '../src/pages/Kyc.tsx';
import KycVerifyEmail from '../src/pages/KycVerifyEmail.tsx';
import KycVerifyIdentity from '../src/pages/KycVerifyIdentity.tsx';
import KycVerifyProfile from '../src/pages/KycVerifyProfile.tsx';
import Limits from '../src/pages/Limits.tsx';
import Profile from '../src/pages/Profile.tsx';
import ResponsibleGambling from '../src/pages/ResponsibleGambling.tsx';
import SelfExclusion from '../src/pages/SelfExclusion.tsx';

export { bodiesTo, currentLocation, fixClock, signOutPlayer as signOut } from '@app/api/testing';

/** The real i18n instance with the host's common and error texts and the account's own, in every language. */
export const setupTexts = () => setupAreaTexts('account', join(__dirname, '..'));

/** The account's own text for a key, in English unless told. */
export const text = textsOf('account');

/** A text of the error catalogue, in English. */
export const errorCode = textsOf('error_codes');

export interface PlayerOptions {
  userInfo?: Partial<UserInfo>;
  accountSettings?: Partial<AccountSettings>;
}

/** A signed-in player with the start-up state the host would have loaded. */
export function signIn(options: PlayerOptions = {}): UserInfo {
  store.set(configAtom, { ...initialConfig, currencyList: FAKE_CURRENCIES, displayCurrency: 'USD' });
  return signInPlayer({
    userInfo: { nickname: 'Ace', ...options.userInfo },
    accountSettings: { ...DEFAULT_ACCOUNT_SETTINGS, ...options.accountSettings },
  });
}

export interface ApiOptions extends AccountRoutesOptions, ResponsibleGamblingRoutesOptions, KycRoutesOptions {}

/** The fake platform: the player's account, their identity documents, their responsible-gambling settings and signing out. */
export function startApi(options: ApiOptions = {}): FakeApi {
  const userInfo = { ...store.get(userInfoAtom), ...options.userInfo };
  return startFakeApi({
    ...authRoutes(),
    ...accountRoutes({ ...options, userInfo }),
    ...kycRoutes({ ...options, kycLevel: options.kycLevel ?? userInfo.kycLevel }),
    ...responsibleGamblingRoutes(options),
  });
}

/** The toasts the app showed, in order. */
export const toasts: { message: string; variant: ToastVariant }[] = [];
setNotifier((message, variant) => toasts.push({ message, variant }));

/** Every test starts from an empty cache, stored preferences cleared, and the real fetch back. */
export function resetAll(): void {
  resetFakeApi();
  toasts.length = 0;
  window.localStorage.clear();
}

/**
 * The hooks of an account page test file: the texts loaded first; each test at the fixed `clock`
 * and signed in, when told; after each, real timers, everything `resetAll` forgets, and English again.
 */
export function pageTests({ clock, signedIn = false }: { clock?: string; signedIn?: boolean } = {}): void {
  beforeAll(setupTexts);
  beforeEach(() => {
    if (clock) fixClock(clock);
    if (signedIn) signIn();
  });
  afterEach(async () => {
    jest.useRealTimers();
    resetAll();
    await act(() => i18n.changeLanguage('en'));
  });
}

/** The area's pages at the paths of the host's route table. */
const PAGES: AreaPages = {
  '/profile': Profile,
  '/kyc': Kyc,
  '/kyc/verify-email': KycVerifyEmail,
  '/kyc/verify-profile': KycVerifyProfile,
  '/kyc/verify-identity': KycVerifyIdentity,
  '/responsible-gambling': ResponsibleGambling,
  '/responsible-gambling/self-exclusion': SelfExclusion,
  '/responsible-gambling/limits/:type': Limits,
};

/** The account's pages at the paths of the host's route table, and a stand-in for the pages of others. */
export function renderAccount(at: string) {
  return renderArea(at, PAGES);
}

/** A moment as the pages write it ("Jun 16, 2026, 2:00 AM" in English). */
export function shownDateTime(iso: string, lng = 'en'): string {
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
