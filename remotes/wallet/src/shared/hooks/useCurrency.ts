import { useAtomValue } from 'jotai';
import type { Currency } from '@app/contract';
import { decimalsOf } from '@app/ui';
import { currencyListAtom, visibleCurrencyCodes, walletAtom } from '@app/state';

export interface WalletCurrency {
  /** The currency the page works in: the one asked for when it is visible, else the selected one. */
  currency: string;
  /** Its decimals. */
  decimals: number;
  /** The currencies a player may pick (visible ones). */
  options: Currency[];
  /** The currency list has not arrived yet. */
  loading: boolean;
}

/**
 * The currency of a wallet page from the one asked for in the URL, checked against the visible list.
 * A withdrawal page also takes a currency the operator has hidden (still enabled) while the player
 * holds cash in it: that money can be taken out, though nothing is paid into or bet in it.
 */
export function useWalletCurrency(requested: string | null, purpose: 'withdraw' | 'other' = 'other'): WalletCurrency {
  const list = useAtomValue(currencyListAtom);
  const { currency: selected, balances } = useAtomValue(walletAtom);
  // The currency rule of @app/state (the contract's copy would bring the schemas into a visitor's page).
  const visible = visibleCurrencyCodes(list);
  const held = (code: string) => balances.some((balance) => balance.currency === code && Number(balance.cash) > 0);
  const codes =
    purpose === 'withdraw'
      ? list
          .filter((entry) => visible.includes(entry.currency) || (entry.aggregatedEnabled && held(entry.currency)))
          .map((entry) => entry.currency)
      : visible;
  const options = list.filter((entry) => codes.includes(entry.currency));
  const currency =
    requested && codes.includes(requested) ? requested : codes.includes(selected) ? selected : (codes[0] ?? requested ?? selected ?? '');
  return { currency, decimals: decimalsOf(currency, list), options, loading: list.length === 0 };
}
