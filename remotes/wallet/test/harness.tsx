// What the wallet's page tests share: the product's texts in memory, a player signed in (or not)
// in the shared store, the fake API at the network boundary, and the wallet's pages on their
// routes (as the host lists them), so a test follows the player from page to page.
import { join } from 'node:path';
import { act } from '@testing-library/react';
import type { Balance, EndpointPath, Transaction, UserInfo } from '@app/contract';
import { realtimeHub } from '@app/api';
import {
  apiPath,
  type AreaPages,
  type FakeApi,
  type FakeRoute,
  renderArea,
  resetFakeApi,
  signInPlayer,
  startFakeApi,
} from '@app/api/testing';
import { setupAreaTexts, textsOf } from '@app/i18n/testing';
import { DEFAULT_ACCOUNT_SETTINGS } from '@app/state';
import { paymentRoutes, type PaymentRoutesOptions } from './fakes.ts';
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

export { bodiesTo, cameFrom, currentLocation, fixClock, signOutPlayer as signOut } from '@app/api/testing';

/** The real i18n instance with the host's common and error texts and the wallet's own, in every language. */
export const setupTexts = () => setupAreaTexts('wallet', join(__dirname, '..'));

/** The wallet's own text for a key, in English unless told. */
export const text = textsOf('wallet');

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
  signInPlayer({
    balances: options.balances ?? [{ currency: 'USD', cash: '100', operatorBonus: '5' }],
    userInfo: { kycLevel: options.kycLevel ?? 2, ...options.userInfo },
    accountSettings: {
      ...DEFAULT_ACCOUNT_SETTINGS,
      paymentSettings: {
        ...DEFAULT_ACCOUNT_SETTINGS.paymentSettings,
        minDepositKycLevel: options.minDepositKycLevel ?? 0,
        minWithdrawKycLevel: options.minWithdrawKycLevel ?? 0,
      },
    },
  });
}

/** The fake API with the payment routes (and anything else a test adds). */
export function startApi(options: PaymentRoutesOptions = {}): FakeApi {
  return startFakeApi(paymentRoutes(options));
}

/** How the fake platform answers one path, for a test that answers otherwise first (a failure, a lost answer). */
export function platformRoute(path: EndpointPath, options: PaymentRoutesOptions = {}): FakeRoute {
  const route = paymentRoutes(options)[apiPath(path)];
  if (!route) throw new Error(`The fake platform has no route ${path}`);
  return route;
}

/** Every test starts from an empty cache and the real fetch back. */
export function resetAll(): void {
  resetFakeApi();
  try {
    sessionStorage.clear();
  } catch {
    // No session storage: nothing to clear.
  }
}

/** Pushes a message as the host's socket would. */
export function pushTransaction(transaction: Transaction): void {
  act(() => realtimeHub.dispatch({ m: 'payment.transaction.update', p: transaction }));
}

/** The area's pages at the paths of the host's route table. */
const PAGES: AreaPages = {
  '/deposit': Deposit,
  '/deposit/fiat': DepositFiat,
  '/deposit/bank-card': DepositBankCard,
  '/deposit/bank-card/submit': DepositBankCardSubmit,
  '/withdraw': Withdraw,
  '/withdraw/fiat': WithdrawFiat,
  '/withdraw/bank-card': WithdrawBankCard,
  '/withdraw/bank-card/submit': WithdrawBankCardSubmit,
  '/wallet/bank-card/bind': BankCardBind,
  '/cash-withdraw-progress': CashWithdrawProgress,
  '/transactions': Transactions,
};

/** The wallet's pages at the paths of the host's route table, and stand-ins for the pages of others. */
export function renderWallet(at: string) {
  return renderArea(at, PAGES);
}
