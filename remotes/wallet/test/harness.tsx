// What the wallet's page tests share: the product's texts in memory, a player signed in (or not)
// in the shared store, the fake API at the network boundary, and the wallet's pages on their
// routes (as the host lists them), so a test follows the player from page to page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Balance, EndpointPath, Transaction, UserInfo } from '@app/contract';
import { queryClient, realtimeHub } from '@app/api';
import {
  apiPath,
  FAKE_CURRENCIES,
  FAKE_SESSION,
  FAKE_USER_INFO,
  fakeApi,
  paymentRoutes,
  type FakeApi,
  type FakeRoute,
  type PaymentRoutesOptions,
} from '@app/api/testing';
import { i18n, SUPPORTED_LANGUAGES } from '@app/i18n';
import {
  accountSettingsAtom,
  currencyListAtom,
  DEFAULT_ACCOUNT_SETTINGS,
  signInWith,
  signOutLocally,
  store,
  userInfoAtom,
  walletAtom,
} from '@app/state';
import BankCardBind from '../src/pages/BankCardBind.tsx';
import CashWithdrawProgress from '../src/pages/CashWithdrawProgress.tsx';
import Deposit from '../src/pages/Deposit.tsx';
import DepositBankCard from '../src/pages/DepositBankCard.tsx';
import DepositBankCardSubmit from '../src/pages/DepositBankCardSubmit.tsx';
import DepositFiat from '../src/pages/DepositFiat.tsx';
import Transactions from '../src/pages/Transactions.tsx';
import Withdraw from '../src/pages/Withdraw.tsx';
import WithdrawBankCard from '../src/pages/WithdrawBankCard.tsx';
import WithdrawBankCardSubmit from '../src/pages/WithdrawBankCardSubmit.tsx';
import WithdrawFiat from '../src/pages/WithdrawFiat.tsx';

const root = join(__dirname, '..');
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
const sharedTexts = (language: string, namespace: string) => readJson(require.resolve(`@app/i18n/locales/${language}/${namespace}.json`));

/** The real i18n instance with the host's common and error texts and the wallet's own, in every language. */
export async function setupTexts(): Promise<void> {
  const resources = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      {
        common: sharedTexts(language, 'common'),
        error_codes: sharedTexts(language, 'error_codes'),
        wallet: readJson(join(root, 'locales', language, 'wallet.json')),
      },
    ]),
  );
  if (!i18n.isInitialized) {
    await i18n.init({
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common', 'error_codes', 'wallet'],
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

/** The wallet's own text for a key, in English unless told. */
export function text(key: string, values: Record<string, unknown> = {}, lng = 'en'): string {
  return i18n.t(key, { ns: 'wallet', lng, ...values });
}

export interface PlayerOptions {
  kycLevel?: number;
  balances?: Balance[];
  /** The verification level withdrawals need (deposits need 0). */
  minWithdrawKycLevel?: number;
  minDepositKycLevel?: number;
  userInfo?: Partial<UserInfo>;
}

/** A signed-in player with the start-up state the host would have loaded. */
export function signIn(options: PlayerOptions = {}): void {
  signInWith(FAKE_SESSION);
  store.set(currencyListAtom, FAKE_CURRENCIES);
  store.set(walletAtom, {
    currency: 'USD',
    channel: '',
    balances: options.balances ?? [{ currency: 'USD', cash: '100', operatorBonus: '5' }],
  });
  store.set(userInfoAtom, { ...FAKE_USER_INFO, kycLevel: options.kycLevel ?? 2, ...options.userInfo });
  store.set(accountSettingsAtom, {
    ...DEFAULT_ACCOUNT_SETTINGS,
    paymentSettings: {
      ...DEFAULT_ACCOUNT_SETTINGS.paymentSettings,
      minDepositKycLevel: options.minDepositKycLevel ?? 0,
      minWithdrawKycLevel: options.minWithdrawKycLevel ?? 0,
    },
  });
}

/** A visitor: nobody signed in, the currency list loaded. */
export function signOut(): void {
  signOutLocally();
  store.set(userInfoAtom, null);
  store.set(currencyListAtom, FAKE_CURRENCIES);
}

let api: FakeApi | null = null;

/** The fake API with the payment routes (and anything else a test adds). */
export function startApi(options: PaymentRoutesOptions = {}): FakeApi {
  api?.restore();
  api = fakeApi(paymentRoutes(options));
  return api;
}

/** How the fake platform answers one path, for a test that answers otherwise first (a failure, a lost answer). */
export function platformRoute(path: EndpointPath, options: PaymentRoutesOptions = {}): FakeRoute {
  const route = paymentRoutes(options)[apiPath(path)];
  if (!route) throw new Error(`The fake platform has no route ${path}`);
  return route;
}

/** Every test starts from an empty cache and the real fetch back. */
export function resetAll(): void {
  api?.restore();
  api = null;
  queryClient.clear();
  try {
    sessionStorage.clear();
  } catch {
    // No session storage: nothing to clear.
  }
}

/** The bodies a path received, in order. */
export function bodiesTo(fake: FakeApi, path: string): unknown[] {
  return fake.callsTo(`/v1${path}`).map((call) => call.body);
}

/** Pushes a message as the host's socket would. */
export function pushTransaction(transaction: Transaction): void {
  act(() => realtimeHub.dispatch({ m: 'payment.transaction.update', p: transaction }));
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

/** The wallet's pages at the paths of the host's route table, and stand-ins for the pages of others. */
export function renderWallet(at: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/deposit" element={<Deposit />} />
          <Route path="/deposit/fiat" element={<DepositFiat />} />
          <Route path="/deposit/bank-card" element={<DepositBankCard />} />
          <Route path="/deposit/bank-card/submit" element={<DepositBankCardSubmit />} />
          <Route path="/withdraw" element={<Withdraw />} />
          <Route path="/withdraw/fiat" element={<WithdrawFiat />} />
          <Route path="/withdraw/bank-card" element={<WithdrawBankCard />} />
          <Route path="/withdraw/bank-card/submit" element={<WithdrawBankCardSubmit />} />
          <Route path="/wallet/bank-card/bind" element={<BankCardBind />} />
          <Route path="/cash-withdraw-progress" element={<CashWithdrawProgress />} />
          <Route path="/transactions" element={<Transactions />} />
          <Route path="*" element={<h1>Another page</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}
