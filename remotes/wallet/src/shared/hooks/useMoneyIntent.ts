import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@app/api';
import { useIdempotencyKey } from '@app/ui';

export interface MoneyIntent<A, R> {
  /** Sends the call once: a second tap while it runs does nothing (and answers undefined). */
  run: (args: A) => Promise<R | undefined>;
  pending: boolean;
  /** The last failure, for the page to explain (a KYC level, a limit, a lost connection). */
  error: unknown;
  /** The Idempotency-Key the call carries. */
  idempotencyKey: string;
}

/**
 * A money-moving call as one player intent: the same details (what the player chose) keep the same Idempotency-Key (a
 * double tap or a retry after a lost answer moves the money once), the call runs one at a time,
 * and the key is renewed once the platform has answered (a success, or a refusal it will not
 * change its mind about), so the next intent is a new one.
 */
export function useMoneyIntent<A, R>(details: unknown, call: (args: A, idempotencyKey: string) => Promise<R>): MoneyIntent<A, R> {
  const { key, renew } = useIdempotencyKey(details);
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = useCallback(
    async (args: A) => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      setError(null);
      try {
        const result = await call(args, key);
        renew();
        return result;
      } catch (caught) {
        setError(caught);
        if (caught instanceof ApiError && isDecided(caught)) renew();
        throw caught;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [call, key, renew],
  );

  return { run, pending, error, idempotencyKey: key };
}

/**
 * A refusal the platform will answer the same way to the same key: a new key lets the player try
 * again once things change (a verified account, a new balance). A timeout, a lost connection, a
 * server error or a call still in progress keep the key, so a retry cannot move the money twice.
 */
function isDecided(error: ApiError): boolean {
  return error.status >= 400 && error.status < 500 && error.reason !== 'IDEMPOTENCY_KEY_IN_PROGRESS';
}
