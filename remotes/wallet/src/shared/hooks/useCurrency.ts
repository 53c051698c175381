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

/** The currency of a wallet page from the one asked for in the URL, checked against the visible list. */
export function useWalletCurrency(requested: string | null): WalletCurrency {
  const list = useAtomValue(currencyListAtom);
  const { currency: selected } = useAtomValue(walletAtom);
  // The currency rule of @app/state (the contract's copy would bring the schemas into a visitor's page).
  const codes = visibleCurrencyCodes(list);
  const options = list.filter((entry) => codes.includes(entry.currency));
  const currency =
    requested && codes.includes(requested) ? requested : codes.includes(selected) ? selected : (codes[0] ?? requested ?? selected ?? '');
  return { currency, decimals: decimalsOf(currency, list), options, loading: list.length === 0 };
}
