import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMoneyCall } from '@app/api';
import { betsKey } from '../../../shared/api/keys.ts';
import { seedsKey } from '../api/originals.ts';

const refresh = () => [betsKey(), seedsKey()];

/**
 * A bet as one player intent (the game's choices and the amount), a money call (useMoneyCall): its
 * Idempotency-Key is kept until the platform's answer is known (a double tap or a retry after a
 * lost answer is one bet), one call at a time. After a bet, placed or not, the lists of bets and
 * the seed pair's nonce are fetched again.
 */
export function useBetIntent<A, R>(details: unknown, call: (args: A, idempotencyKey: string) => Promise<R>) {
  const client = useQueryClient();
  const money = useMoneyCall(call, { intentOf: (args: A) => [details, args], refresh });
  const { run: send } = money;

  const run = useCallback(
    async (args: A): Promise<R | undefined> => {
      try {
        return await send(args);
      } catch (caught) {
        for (const queryKey of refresh()) void client.invalidateQueries({ queryKey });
        throw caught;
      }
    },
    [client, send],
  );
  return { run, pending: money.pending };
}
