import { atom } from 'jotai';
import type { Balance } from '@app/contract';

/** Wallet state (spec section 3): the selected currency, the payment channel and the balances. */
export interface WalletState {
  currency: string;
  channel: string;
  balances: Balance[];
}

export const initialWallet: WalletState = { currency: '', channel: '', balances: [] };

export const walletAtom = atom<WalletState>(initialWallet);

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
