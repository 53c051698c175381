import { useCallback, useRef, useState } from 'react';
import { useMoneyCall, type MoneyCallOptions } from './moneyCall.ts';

export interface QuotedMoneyCallOptions<S, Q, R> extends Pick<MoneyCallOptions<Q, R>, 'balanceOf' | 'refresh' | 'intentOf'> {
  /** What the subject's quote is for (the id its button shows busy under, and its quote error). */
  idOf: (subject: S) => string;
  /** Asks the platform what it pays now: nothing is paid yet. */
  quote: (subject: S) => Promise<Q>;
  /** Pays the quote on screen: a money call with its intent's Idempotency-Key. */
  pay: (quote: Q, idempotencyKey: string) => Promise<R>;
  /** The quote was refused (such as a list to fetch again). */
  onQuoteError?: (error: unknown) => void;
  /** The quote was paid (before the dialog closes). */
  onPaid?: (answer: R) => void;
  /**
   * A refused payment the player can act on: `{ moved }`, a new quote to show instead (the player
   * decides again); 'gone', nothing can be paid now; undefined, it shows as the confirm error.
   */
  onRefused?: (error: unknown, quote: Q) => { moved: Q } | 'gone' | undefined;
}

export interface QuotedMoneyCall<S, Q, R> {
  /** The subject being quoted (its button is busy). */
  quoting: string | null;
  /** Why the last quote was refused, with the subject it was for. */
  quoteError: { id: string; error: unknown } | null;
  /** The quote on screen, waiting for the player's confirmation. */
  quote: Q | null;
  /** The quote moved while the player looked: the new one is on screen now. */
  moved: boolean;
  /** Nothing can be paid any more for the quote on screen. */
  gone: boolean;
  confirming: boolean;
  confirmError: unknown;
  /** The last answer paid, for the confirmation on the page. */
  done: R | null;
  /** Asks for a quote (after `beforeQuote`, such as a choice still being saved), nothing paid yet. */
  start: (subject: S, beforeQuote?: () => Promise<void>) => Promise<void>;
  /** Pays the quote on screen: a double tap pays once. */
  confirm: () => Promise<void>;
  /** Closes the quote without paying. */
  cancel: () => void;
}

/**
 * A payment in two steps, quote then confirm: the platform quotes what it pays, the player sees it
 * and confirms, and only then is it paid, once. One thing runs at a time (a quote or a payment).
 * The payment is a money call (useMoneyCall): the quote confirmed keeps its Idempotency-Key until
 * its answer is known, its answered balance shows at once and the queries named are fetched again.
 */
export function useQuotedMoneyCall<S, Q, R>(options: QuotedMoneyCallOptions<S, Q, R>): QuotedMoneyCall<S, Q, R> {
  // The latest options, read when a step sets off (the callbacks stay the same across renders).
  const latest = useRef(options);
  latest.current = options;
  const { send } = useMoneyCall((quote: Q, key: string) => latest.current.pay(quote, key), options);
  const [quoting, setQuoting] = useState<string | null>(null);
  const [quoteError, setQuoteError] = useState<{ id: string; error: unknown } | null>(null);
  const [quote, setQuote] = useState<Q | null>(null);
  const [moved, setMoved] = useState(false);
  const [gone, setGone] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<unknown>(null);
  const [done, setDone] = useState<R | null>(null);
  const running = useRef(false);

  const start = useCallback(async (subject: S, beforeQuote?: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    const { idOf, quote: ask, onQuoteError } = latest.current;
    const id = idOf(subject);
    setQuoting(id);
    setQuoteError(null);
    setConfirmError(null);
    setMoved(false);
    setGone(false);
    setDone(null);
    try {
      await beforeQuote?.();
      setQuote(await ask(subject));
    } catch (error) {
      setQuoteError({ id, error });
      onQuoteError?.(error);
    } finally {
      running.current = false;
      setQuoting(null);
    }
  }, []);

  const confirm = useCallback(async () => {
    if (!quote || running.current) return;
    running.current = true;
    setConfirming(true);
    setConfirmError(null);
    try {
      const answer = await send(quote);
      latest.current.onPaid?.(answer);
      setQuote(null);
      setMoved(false);
      setDone(answer);
    } catch (error) {
      const refused = latest.current.onRefused?.(error, quote);
      if (refused === 'gone') {
        setGone(true);
      } else if (refused) {
        setQuote(refused.moved);
        setMoved(true);
      } else {
        setConfirmError(error);
      }
    } finally {
      running.current = false;
      setConfirming(false);
    }
  }, [quote, send]);

  const cancel = useCallback(() => {
    if (running.current) return;
    setQuote(null);
    setMoved(false);
    setGone(false);
    setConfirmError(null);
  }, []);

  return { quoting, quoteError, quote, moved, gone, confirming, confirmError, done, start, confirm, cancel };
}
