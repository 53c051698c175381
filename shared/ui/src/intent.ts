import { useCallback, useMemo, useState } from 'react';

/**
 * One idempotency key per player intent (a deposit, a withdrawal, a claim), for the Idempotency-Key
 * header of a money-moving call. The same details keep the same key across re-renders, double taps
 * and retries after a failure, so the platform moves the money once; other details, or `renew()`
 * once the intent has gone through, start a new intent with a new key.
 */
export function useIdempotencyKey(details: unknown): { key: string; renew: () => void } {
  const [generation, setGeneration] = useState(0);
  const signature = JSON.stringify(details ?? null);
  const key = useMemo(() => `${crypto.randomUUID()}`, [signature, generation]);
  const renew = useCallback(() => setGeneration((value) => value + 1), []);
  return { key, renew };
}
