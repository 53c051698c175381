import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Balance } from '@app/contract';
import { balanceMark, showAnsweredBalance, store } from '@app/state';
import { ApiError } from './errors.ts';
import { failureText } from './notify.ts';

/** The reason of a refusal, when the platform gave one. */
export function reasonOf(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.reason ?? error.code) : undefined;
}

/** An area's translate function, reading its own `common.failed` and `common.failedConnection`. */
export type AreaTranslate = (key: 'common.failed' | 'common.failedConnection') => string;

/**
 * What to tell the player about a failed call (see failureText): an area's own words for a
 * refusal it explains better (`own`, undefined leaves it to the error catalogue), the catalogue's
 * text for a coded refusal, the area's `common.failed` for a refusal without a reason and its
 * `common.failedConnection` for a call that never got an answer; null when there is nothing to say.
 */
export function useFailureText(t: AreaTranslate, own?: (error: ApiError) => string | undefined): (error: unknown) => string | null {
  return useCallback(
    (error: unknown) => {
      const mine = own && error instanceof ApiError && !error.handled ? own(error) : undefined;
      return mine ?? failureText(error, { failed: t('common.failed'), connection: t('common.failedConnection') });
    },
    [t, own],
  );
}

/**
 * Whether the platform's answer to a call is known: it answered (a success, or a refusal it will
 * answer the same way to the same key). A call that never got an answer (offline, timed out), a
 * server error or a call still in progress under its key leave it unknown: the money may have
 * moved, so the next try must carry the same key.
 */
export function answerKnown(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.reason !== 'IDEMPOTENCY_KEY_IN_PROGRESS';
}

export interface MoneyCallOptions<A, R> {
  /** What makes two calls one player intent (default: the call's arguments, what is sent). */
  intentOf?: (args: A) => unknown;
  /** The balance the platform answered with: it shows at once in the shared wallet state. */
  balanceOf?: (answer: R) => Balance | undefined;
  /** Queries fetched again once the money has moved (a function: the keys as they are then, such as the player's). */
  refresh?: readonly QueryKey[] | (() => readonly QueryKey[]);
  /** The area's translate, for `failure`. */
  t?: AreaTranslate;
  /** The area's own words for some refusals (see useFailureText). */
  own?: (error: ApiError) => string | undefined;
}

export interface MoneyCall<A, R> {
  /**
   * Sends the call, one at a time: a second tap while one runs does nothing (and answers
   * undefined). A failure is kept in `error` and thrown to the caller.
   */
  run: (args: A) => Promise<R | undefined>;
  /** Sends the call with its intent's key and applies its balance, without the one-at-a-time guard (several bets in one run). */
  send: (args: A) => Promise<R>;
  pending: boolean;
  /** The last failure of `run`. */
  error: unknown;
  /** What to tell the player about it (with `t`), else null. */
  failure: string | null;
  /** Forgets the last failure. */
  reset: () => void;
  /** The Idempotency-Key the intent of these arguments carries now. */
  keyOf: (args: A) => string;
}

/**
 * One money-moving call of the page, the same in every area. Each player intent (what is sent,
 * or `intentOf`) has one Idempotency-Key, kept across double taps and retries until its answer is
 * known: a call whose answer was lost (offline, timed out, a server error) is sent again under the
 * same key, so the platform moves the money once and answers the first result; a success or a
 * definite refusal ends the intent, and the same choice made again is a new one with a new key.
 * The balance the platform answers with shows at once in the header (unless the socket spoke
 * since the call set off), and the queries named are fetched again.
 */
export function useMoneyCall<A, R>(
  call: (args: A, idempotencyKey: string) => Promise<R>,
  options: MoneyCallOptions<A, R> = {},
): MoneyCall<A, R> {
  const client = useQueryClient();
  // The latest call and options, read when a call sets off (the callbacks stay the same across renders).
  const latest = useRef({ call, options });
  latest.current = { call, options };
  const keys = useRef(new Map<string, string>());
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const text = useFailureText(options.t ?? noWords, options.own);

  const signatureOf = useCallback((args: A) => {
    const { intentOf } = latest.current.options;
    return JSON.stringify((intentOf ? intentOf(args) : args) ?? null);
  }, []);

  const keyOf = useCallback(
    (args: A) => {
      const signature = signatureOf(args);
      let key = keys.current.get(signature);
      if (!key) {
        key = crypto.randomUUID();
        keys.current.set(signature, key);
      }
      return key;
    },
    [signatureOf],
  );

  const send = useCallback(
    async (args: A): Promise<R> => {
      const { call: sendCall, options: current } = latest.current;
      const signature = signatureOf(args);
      const key = keyOf(args);
      // The intent is over once its answer is known: the same choice made again is a new intent.
      const done = () => {
        if (keys.current.get(signature) === key) keys.current.delete(signature);
      };
      const mark = balanceMark(store);
      let answer: R;
      try {
        answer = await sendCall(args, key);
      } catch (caught) {
        if (answerKnown(caught)) done();
        throw caught;
      }
      done();
      const balance = current.balanceOf?.(answer);
      if (balance) showAnsweredBalance(store, balance, mark);
      const refresh = typeof current.refresh === 'function' ? current.refresh() : (current.refresh ?? []);
      for (const queryKey of refresh) void client.invalidateQueries({ queryKey });
      return answer;
    },
    [client, keyOf, signatureOf],
  );

  const run = useCallback(
    async (args: A): Promise<R | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      setError(null);
      try {
        return await send(args);
      } catch (caught) {
        setError(caught);
        throw caught;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [send],
  );

  const reset = useCallback(() => setError(null), []);
  const failure = useMemo(() => (options.t ? text(error) : null), [error, options.t, text]);
  return { run, send, pending, error, failure, reset, keyOf };
}

const noWords: AreaTranslate = () => '';
