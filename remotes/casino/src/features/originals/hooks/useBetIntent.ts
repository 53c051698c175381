import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/api';
import { useIdempotencyKey } from '@app/ui';
import { betsKey } from '../../../shared/api/keys.ts';
import { seedsKey } from '../api/originals.ts';

/**
 * A bet as one player intent: the same details keep the same Idempotency-Key (a double tap or a
 * retry after a lost answer is one bet), one call at a time, and a new key once the platform has
 * answered. After a bet the lists of bets and the seed pair's nonce are fetched again.
 */
export function useBetIntent<A, R>(details: unknown, call: (args: A, idempotencyKey: string) => Promise<R>) {
  const client = useQueryClient();
  const { key, renew } = useIdempotencyKey(details);
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async (args: A): Promise<R | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      try {
        const result = await call(args, key);
        renew();
        return result;
      } catch (caught) {
        if (caught instanceof ApiError && caught.status >= 400 && caught.status < 500 && caught.reason !== 'IDEMPOTENCY_KEY_IN_PROGRESS')
          renew();
        throw caught;
      } finally {
        running.current = false;
        setPending(false);
        void client.invalidateQueries({ queryKey: betsKey() });
        void client.invalidateQueries({ queryKey: seedsKey() });
      }
    },
    [call, key, renew, client],
  );
  return { run, pending, idempotencyKey: key };
}
