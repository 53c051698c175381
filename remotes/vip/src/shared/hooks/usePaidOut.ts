import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Balance } from '@app/contract';
import { showAnsweredBalance, store } from '@app/state';
import { balanceDetailsKey, balancesKey } from '../api/keys.ts';

/**
 * After money has moved (a reward paid, bonus money moved to cash): the balance the platform
 * answered shows at once in the header (unless the socket spoke since the call set off, from
 * `balanceMark` taken then), and the balances and the bonus details are fetched again
 * (the socket's wallet.balance.update confirms the same a moment later).
 */
export function usePaidOut(): (balance: Balance, mark: number) => void {
  const client = useQueryClient();
  return useCallback(
    (balance: Balance, mark: number) => {
      showAnsweredBalance(store, balance, mark);
      void client.invalidateQueries({ queryKey: balancesKey() });
      void client.invalidateQueries({ queryKey: balanceDetailsKey() });
    },
    [client],
  );
}
