import { useCallback } from 'react';
import { useMoneyFormatter } from '@app/ui';

export interface PlayerMoneyOptions {
  /** `up` for what the player still owes (a figure to wager is never shown a cent short). */
  round?: 'nearest' | 'up';
  /** Without the cents (a ladder's thresholds). */
  whole?: boolean;
}

/**
 * VIP amounts are kept in the programme's base currency (US dollars); the player reads them in the
 * currency they play in, at the platform's rates. Until a rate is known, the base currency shows.
 */
export function usePlayerMoney(): (amount: string, base: string, options?: PlayerMoneyOptions) => string {
  const money = useMoneyFormatter();
  return useCallback(
    (amount, base, { round = 'nearest', whole = false } = {}) => {
      const decimals = whole ? { decimals: 0 } : {};
      return money.formatInDisplay(amount, base, { round, ...decimals }) ?? money.format(amount, base, decimals);
    },
    [money],
  );
}
