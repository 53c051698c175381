import { ApiError, reasonOf, useQuotedMoneyCall, type QuotedMoneyCall } from '@app/api';
import type { SportsBet } from '@app/contract';
import { balancesKey, betsKey } from '../../../shared/api/keys.ts';
import { cashOut, quoteCashout, type CashedOut, type CashoutQuote } from '../api/cashout.ts';

/**
 * The cash-out of a bet: `quote` is the offer on screen, `moved` says it moved while the player
 * looked (the new one is on screen now), `gone` that nothing can be cashed out now (a market
 * suspended, the match over), `done` the last bet cashed out.
 */
export type Cashout = QuotedMoneyCall<SportsBet, CashoutQuote, CashedOut>;

const balanceOf = (answer: CashedOut) => answer.balance;
const refresh = () => [balancesKey(), betsKey()];
// The offer confirmed is the intent: a moved offer confirmed is a new one.
const intentOf = (quote: CashoutQuote) => ({ betId: quote.betId, offer: quote.offer });
const options = {
  idOf: (bet: SportsBet) => bet.id,
  quote: (bet: SportsBet) => quoteCashout(bet.id),
  pay: (quote: CashoutQuote, key: string) => cashOut(quote.betId, quote.offer, key),
  intentOf,
  balanceOf,
  refresh,
  onRefused: (error: unknown, quote: CashoutQuote) => {
    const offer = error instanceof ApiError ? (error.meta as Record<string, unknown> | undefined)?.offer : undefined;
    if (reasonOf(error) === 'SPORTS_CASHOUT_OFFER_CHANGED' && typeof offer === 'string') return { moved: { ...quote, offer } };
    if (reasonOf(error) === 'SPORTS_CASHOUT_OFFER_CHANGED' || reasonOf(error) === 'SPORTS_CASHOUT_UNAVAILABLE') return 'gone' as const;
    return undefined;
  },
};

/**
 * Cashing a bet out in two steps: the platform quotes the offer, the player confirms it, and it is
 * paid once, only while the offer is still the one shown. When it moved, the new offer replaces it
 * on screen and the player decides again (a quoted money call, useQuotedMoneyCall).
 */
export function useCashout(): Cashout {
  return useQuotedMoneyCall(options);
}
