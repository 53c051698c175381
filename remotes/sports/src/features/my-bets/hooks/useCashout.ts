import { useCallback, useRef, useState } from 'react';
import { ApiError, reasonOf, useMoneyCall } from '@app/api';
import type { SportsBet } from '@app/contract';
import { balancesKey, betsKey } from '../../../shared/api/keys.ts';
import { cashOut, quoteCashout, type CashedOut, type CashoutQuote } from '../api/cashout.ts';

export interface Cashout {
  /** The bet whose offer is being asked for. */
  quoting: string | null;
  quoteError: { betId: string; error: unknown } | null;
  /** The offer on screen, waiting for the player's confirmation. */
  quote: CashoutQuote | null;
  /** The offer moved while the player looked: the new one is on screen now (null: no offer any more). */
  moved: boolean;
  /** The offer is gone (a market suspended, the match over): nothing can be cashed out now. */
  gone: boolean;
  confirming: boolean;
  confirmError: unknown;
  /** The last bet cashed out, for the confirmation on the page. */
  done: SportsBet | null;
  start: (bet: SportsBet) => Promise<void>;
  confirm: () => Promise<void>;
  cancel: () => void;
}

const cashOutAt = ({ betId, offer }: { betId: string; offer: string }, key: string) => cashOut(betId, offer, key);
const balanceOf = (answer: CashedOut) => answer.balance;
const refresh = () => [balancesKey(), betsKey()];

/**
 * Cashing a bet out in two steps: the platform quotes the offer, the player confirms it, and it is
 * paid once, only while the offer is still the one shown. When it moved, the new offer replaces it
 * on screen and the player decides again. The payment is a money call (useMoneyCall): the offer
 * confirmed keeps its Idempotency-Key until its answer is known.
 */
export function useCashout(): Cashout {
  const { send } = useMoneyCall(cashOutAt, { balanceOf, refresh });
  const [quoting, setQuoting] = useState<string | null>(null);
  const [quoteError, setQuoteError] = useState<Cashout['quoteError']>(null);
  const [quote, setQuote] = useState<CashoutQuote | null>(null);
  const [moved, setMoved] = useState(false);
  const [gone, setGone] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<unknown>(null);
  const [done, setDone] = useState<SportsBet | null>(null);
  const running = useRef(false);

  const start = useCallback(async (bet: SportsBet) => {
    if (running.current) return;
    running.current = true;
    setQuoting(bet.id);
    setQuoteError(null);
    setConfirmError(null);
    setMoved(false);
    setGone(false);
    setDone(null);
    try {
      setQuote(await quoteCashout(bet.id));
    } catch (error) {
      setQuoteError({ betId: bet.id, error });
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
      const answer = await send({ betId: quote.betId, offer: quote.offer });
      setQuote(null);
      setMoved(false);
      setDone(answer.bet);
    } catch (error) {
      const offer = error instanceof ApiError ? (error.meta as Record<string, unknown> | undefined)?.offer : undefined;
      if (reasonOf(error) === 'SPORTS_CASHOUT_OFFER_CHANGED' && typeof offer === 'string') {
        setQuote({ ...quote, offer });
        setMoved(true);
      } else if (reasonOf(error) === 'SPORTS_CASHOUT_OFFER_CHANGED' || reasonOf(error) === 'SPORTS_CASHOUT_UNAVAILABLE') {
        setGone(true);
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
