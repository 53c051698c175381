import { atom, type createStore } from 'jotai';
import type { Balance } from '@app/contract';
import { currencyListAtom, displayCurrencyAtom, selectCurrency } from './config.ts';

/** Wallet state (spec section 3): the selected currency, the payment channel and the balances. */
export interface WalletState {
  currency: string;
  channel: string;
  balances: Balance[];
}

export const initialWallet: WalletState = { currency: '', channel: '', balances: [] };

export const walletAtom = atom<WalletState>(initialWallet);

/**
 * Whether the signed-in player's balances have been read since the page loaded (until then a
 * balance is unknown, not zero: a player with no money yet has no balances at all).
 */
export const balancesKnownAtom = atom(false);

/** The balance of the selected currency, if it is known. */
export const currentBalanceAtom = atom((get) => {
  const wallet = get(walletAtom);
  return wallet.balances.find((balance) => balance.currency === wallet.currency);
});

/** Updates one currency's cash and operatorBonus in place (wallet.balance.update), adding it when new. */
export function updateBalance(balances: readonly Balance[], update: { currency: string; cash: string; operatorBonus: string }): Balance[] {
  const index = balances.findIndex((balance) => balance.currency === update.currency);
  if (index === -1) return [...balances, { currency: update.currency, cash: update.cash, operatorBonus: update.operatorBonus }];
  return balances.map((balance, at) => (at === index ? { ...balance, cash: update.cash, operatorBonus: update.operatorBonus } : balance));
}

type Store = Pick<ReturnType<typeof createStore>, 'get' | 'set'>;

/**
 * How many wallet.balance.update messages the socket has delivered. Each carries the balance as
 * the platform holds it after a move, in the order the moves were made, so it is the latest word.
 */
export const balanceMessagesAtom = atom(0);

/** A wallet.balance.update from the socket: the currency's balance as the platform now holds it. */
export function balanceFromSocket(target: Store, update: { currency: string; cash: string; operatorBonus: string }): void {
  target.set(walletAtom, (wallet) => ({ ...wallet, balances: updateBalance(wallet.balances, update) }));
  target.set(balanceMessagesAtom, (count) => count + 1);
}

/** Taken as a call that moves money sets off: what showAnsweredBalance compares with. */
export function balanceMark(target: Store): number {
  return target.get(balanceMessagesAtom);
}

/**
 * Shows the balance a call that moved money answered with, at once, unless the socket has spoken
 * since the call set off (the mark): then what it said may be newer than the answer (a bet settled
 * while a cash-out was on its way back), and the call's own message follows it in any case.
 */
export function showAnsweredBalance(target: Store, balance: Balance, mark: number): void {
  if (target.get(balanceMessagesAtom) !== mark) return;
  target.set(walletAtom, (wallet) => ({ ...wallet, balances: updateBalance(wallet.balances, balance) }));
}

/**
 * The player chose a currency (at sign-up): it becomes the selected one, in the header and the
 * wallet, by the rule of spec section 5: kept only if it is among the visible aggregated
 * currencies (a hidden or unknown one leaves the selection as it is). Before the currency list has
 * arrived it is taken as the stored choice, which the list then keeps or replaces by the same rule.
 */
export function chooseCurrency(code: string, target: Store): void {
  const list = target.get(currencyListAtom);
  const currency = list.length === 0 ? code : selectCurrency(list, code);
  if (!code || currency !== code) return;
  target.set(walletAtom, (wallet) => ({ ...wallet, currency }));
  target.set(displayCurrencyAtom, currency);
}
