import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Balance } from '@app/contract';
import { showAnsweredBalance, store } from '@app/state';
import { BALANCES_KEY, BETS_KEY } from '../api/keys.ts';

/**
 * After money has moved (a bet placed, a bet cashed out): the balance the platform answered shows
 * at once in the header, and the balances and the bets are fetched again (the socket's
 * wallet.balance.update confirms the same a moment later).
 */
export function useMoneyMoved(): (balance: Balance, mark: number) => void {
  const client = useQueryClient();
  return useCallback(
    (balance: Balance, mark: number) => {
      showAnsweredBalance(store, balance, mark);
      void client.invalidateQueries({ queryKey: BALANCES_KEY });
      void client.invalidateQueries({ queryKey: BETS_KEY });
    },
    [client],
  );
}
