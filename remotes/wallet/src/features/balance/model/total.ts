import type { Balance, Currency, ExchangeRates } from '@app/contract';
import { visibleCurrencyCodes } from '@app/state';
import { decimalsOf, totalIn } from '@app/ui';

/**
 * All the player's money (cash and bonus of every currency) in the display currency, or null
 * without a display currency or a rate for one of them (a page never shows a made-up total).
 */
export function balanceTotal(
  balances: readonly Balance[],
  displayCurrency: string,
  rates: ExchangeRates,
  currencies: readonly Pick<Currency, 'currency' | 'decimals'>[],
): string | null {
  if (!displayCurrency) return null;
  const entries = balances.flatMap((balance) => [
    { amount: balance.cash, currency: balance.currency },
    { amount: balance.operatorBonus, currency: balance.currency },
  ]);
  return totalIn(entries, displayCurrency, rates, { decimals: decimalsOf(displayCurrency, currencies) });
}

/** The balances of the currencies the product uses (enabled and not hidden), in the list's order. */
export function visibleBalances(
  balances: readonly Balance[],
  currencies: readonly Pick<Currency, 'currency' | 'aggregatedEnabled' | 'aggregatedHidden'>[],
): Balance[] {
  const visible = visibleCurrencyCodes(currencies);
  return visible.flatMap((code) => balances.filter((balance) => balance.currency === code));
}
