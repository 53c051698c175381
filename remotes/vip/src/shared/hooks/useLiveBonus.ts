import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeMessage } from '@app/api';
import { balanceDetailsKey, levelKey } from '../api/keys.ts';

/**
 * Keeps the Bonus tab in step with the socket while it is shown: a wallet.balance.update (a bet
 * settled, a deposit credited, a reward paid) refreshes the bonus money with its wagering and the
 * player's progress on the ladder.
 */
export function useLiveBonus(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return onRealtimeMessage('wallet.balance.update', () => {
      void client.invalidateQueries({ queryKey: balanceDetailsKey() });
      void client.invalidateQueries({ queryKey: levelKey() });
    });
  }, [client, enabled]);
}
