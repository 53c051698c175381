import { basisPointsOf, cappedOdds, combinedOdds, oddsToHundredths, payoutMinor } from '@app/contract';
import type { BetRow, LegRow } from './repository.ts';
import { oddsText } from './views.ts';

export type Settlement =
  | { status: 'open' }
  | { status: 'lost'; payout: 0n; odds: number }
  | { status: 'void'; payout: bigint; odds: number }
  | { status: 'won'; payout: bigint; odds: number };

/** The odds of the legs that still count (void ones count 1.00), in hundredths, and what they pay within the bet's cap. */
function counted(bet: BetRow, legs: readonly LegRow[]): { odds: number; payout: bigint } {
  const odds = cappedOdds(combinedOdds(legs.filter((leg) => leg.result !== 'void').map((leg) => oddsText(leg.odds))));
  const payout = payoutMinor(BigInt(bet.stake), odds);
  const cap = BigInt(bet.potential_win);
  return { odds: Number(oddsToHundredths(odds)), payout: payout < cap ? payout : cap };
}

/**
 * Where a bet stands from its legs' results: lost as soon as one leg is lost; otherwise open while a
 * leg has no result; every leg void gives the stake back; else won at the odds of the legs that
 * count (a void leg counts 1.00), never above the potential win it was accepted with.
 */
export function settlementOf(bet: BetRow, legs: readonly LegRow[]): Settlement {
  if (legs.some((leg) => leg.result === 'lost')) return { status: 'lost', payout: 0n, odds: bet.odds };
  if (legs.some((leg) => leg.result === null)) return { status: 'open' };
  if (legs.every((leg) => leg.result === 'void')) return { status: 'void', payout: BigInt(bet.stake), odds: 100 };
  return { status: 'won', ...counted(bet, legs) };
}

/**
 * What cashing the bet out pays now (minor units), or null when it cannot be: what the bet would
 * pay times the chance, read from the current odds, that its open legs all win, less the margin
 * (basis points), rounded down. Null when the bet is settled, a leg has lost, or a leg's market is
 * not open (suspended, or its event is over).
 */
export function cashoutOfferOf(bet: BetRow, legs: readonly LegRow[], marginBp: number): bigint | null {
  if (bet.status !== 'open' || legs.length === 0) return null;
  let value = counted(bet, legs).payout;
  for (const leg of legs) {
    if (leg.result === 'lost') return null;
    if (leg.result !== null) continue;
    if (leg.market_status !== 'open' || (leg.event_status !== 'upcoming' && leg.event_status !== 'live')) return null;
    value = (value * 100n) / BigInt(leg.current_odds);
  }
  const offer = basisPointsOf(value, 10_000 - marginBp);
  return offer > 0n ? offer : null;
}
