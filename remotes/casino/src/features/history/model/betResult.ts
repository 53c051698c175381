import type { GameBet } from '@app/contract';
import { compareDecimal, subtractDecimal } from '@app/contract/money';

/** What a bet left the player with: won more than the stake, lost some or all of it, or got it back. */
export type BetResult = 'win' | 'loss' | 'even';

/** How a row reads: a settled bet by its result, an open or refunded one by its state. */
export type BetOutcomeState = BetResult | 'open' | 'rolled_back';

/** The player's net on a bet: what it paid less the stake ("-0.70" for a 0.30× payout on 1). */
export function betNet(bet: Pick<GameBet, 'amount' | 'payout'>): string {
  return subtractDecimal(bet.payout, bet.amount);
}

/**
 * A settled bet's result by its net: a win when it paid more than the stake, a loss when less
 * (a 0.30× payout is a loss though it paid something), even when it paid the stake back.
 */
export function betResult(bet: Pick<GameBet, 'amount' | 'payout'>): BetResult {
  const net = compareDecimal(bet.payout, bet.amount);
  return net > 0 ? 'win' : net < 0 ? 'loss' : 'even';
}

/** The state a row shows: an open or refunded bet has no result yet (or none at all). */
export function betOutcomeState(bet: Pick<GameBet, 'amount' | 'payout' | 'status'>): BetOutcomeState {
  return bet.status === 'settled' ? betResult(bet) : bet.status;
}
