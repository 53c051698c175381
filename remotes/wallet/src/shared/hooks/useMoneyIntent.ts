import { useMoneyCall } from '@app/api';

export interface MoneyIntent<A, R> {
  /** Sends the call once: a second tap while it runs does nothing (and answers undefined). */
  run: (args: A) => Promise<R | undefined>;
  pending: boolean;
  /** The last failure, for the page to explain (a KYC level, a limit, a lost connection). */
  error: unknown;
}

/**
 * A payment as one player intent (what the player chose and what is sent), a money call
 * (useMoneyCall): its Idempotency-Key is kept until the platform's answer is known (a double tap
 * or a retry after a lost answer moves the money once), one call at a time; a success or a
 * refusal it will not change its mind about ends the intent, so the next one is new.
 */
export function useMoneyIntent<A, R>(details: unknown, call: (args: A, idempotencyKey: string) => Promise<R>): MoneyIntent<A, R> {
  const { run, pending, error } = useMoneyCall(call, { intentOf: (args: A) => [details, args] });
  return { run, pending, error };
}
