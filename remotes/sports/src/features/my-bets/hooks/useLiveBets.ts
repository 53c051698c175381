import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtimeMessage } from '@app/api';
import type { SportsBet } from '@app/contract';
import { betsKey } from '../../../shared/api/keys.ts';

/**
 * Keeps my bets in step with the socket: when one of them is settled, cashed out or voided
 * (sports.bet.settled), both lists are fetched again and the last one is kept to tell the player.
 */
export function useLiveBets(enabled: boolean): SportsBet | null {
  const client = useQueryClient();
  const [settled, setSettled] = useState<SportsBet | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    return onRealtimeMessage('sports.bet.settled', ({ bet }) => {
      setSettled(bet);
      void client.invalidateQueries({ queryKey: betsKey() });
    });
  }, [client, enabled]);
  return settled;
}
