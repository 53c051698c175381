import { normaliseAmount } from '@app/ui/forms';
import { ratioOf, typedToMinor } from '@app/contract/money';

/** How many bets one autobet may place. */
export const AUTOBET_MIN_COUNT = 1;
export const AUTOBET_MAX_COUNT = 1000;
/** The largest increase after a win or a loss, in percent. */
export const AUTOBET_MAX_PERCENT = 1000;

/** What the stake does after a round: back to the stake the run started with, or up by a percentage. */
export type AfterRound = { kind: 'reset' } | { kind: 'increase'; basisPoints: bigint };

/** An autobet as the player set it, in minor units of the play currency. */
export interface AutobetPlan {
  count: number;
  onWin: AfterRound;
  onLoss: AfterRound;
  /** Stop once the run's profit reaches this (minor units), or never. */
  stopProfit: bigint | null;
  /** Stop once the run's loss reaches this (minor units), or never. */
  stopLoss: bigint | null;
}

/** The settings as the player typed them. */
export interface AutobetTyped {
  count: string;
  onWin: 'reset' | 'increase';
  onWinPercent: string;
  onLoss: 'reset' | 'increase';
  onLossPercent: string;
  stopProfit: string;
  stopLoss: string;
}

export const DEFAULT_AUTOBET: AutobetTyped = {
  count: '10',
  onWin: 'reset',
  onWinPercent: '100',
  onLoss: 'reset',
  onLossPercent: '100',
  stopProfit: '',
  stopLoss: '',
};

export type AutobetField = 'count' | 'onWinPercent' | 'onLossPercent' | 'stopProfit' | 'stopLoss';
export type AutobetProblem = 'count' | 'percent' | 'amount';

/** A percentage with at most two decimals, 0 to the largest increase, in basis points; null otherwise. */
export function parsePercent(typed: string): bigint | null {
  const plain = typed.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d{0,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  const basisPoints = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return basisPoints <= BigInt(AUTOBET_MAX_PERCENT) * 100n ? basisPoints : null;
}

/** A whole number of bets within the allowed range; null otherwise. */
export function parseCount(typed: string): number | null {
  const plain = typed.trim();
  if (!/^\d{1,4}$/.test(plain)) return null;
  const count = Number(plain);
  return count >= AUTOBET_MIN_COUNT && count <= AUTOBET_MAX_COUNT ? count : null;
}

/** An optional stop amount: empty is none, else a positive amount in minor units; undefined when it is not one. */
export function parseStopAmount(typed: string, decimals: number): bigint | null | undefined {
  if (!typed.trim()) return null;
  const minor = typedToMinor(normaliseAmount(typed, decimals), decimals);
  return minor !== null && minor > 0n ? minor : undefined;
}

/** The plan the typed settings describe, or what is wrong with each field that is not right. */
export function parsePlan(
  typed: AutobetTyped,
  decimals: number,
): { plan: AutobetPlan; problems?: undefined } | { plan?: undefined; problems: Partial<Record<AutobetField, AutobetProblem>> } {
  const problems: Partial<Record<AutobetField, AutobetProblem>> = {};
  const count = parseCount(typed.count);
  if (count === null) problems.count = 'count';
  const after = (kind: 'reset' | 'increase', percent: string, field: 'onWinPercent' | 'onLossPercent'): AfterRound | null => {
    if (kind === 'reset') return { kind };
    const basisPoints = parsePercent(percent);
    if (basisPoints === null) {
      problems[field] = 'percent';
      return null;
    }
    return { kind, basisPoints };
  };
  const onWin = after(typed.onWin, typed.onWinPercent, 'onWinPercent');
  const onLoss = after(typed.onLoss, typed.onLossPercent, 'onLossPercent');
  const stopProfit = parseStopAmount(typed.stopProfit, decimals);
  if (stopProfit === undefined) problems.stopProfit = 'amount';
  const stopLoss = parseStopAmount(typed.stopLoss, decimals);
  if (stopLoss === undefined) problems.stopLoss = 'amount';
  if (count === null || !onWin || !onLoss || stopProfit === undefined || stopLoss === undefined) return { problems };
  return { plan: { count, onWin, onLoss, stopProfit, stopLoss } };
}

/** A round is won when it pays more than its stake; a round that pays the stake back or less counts as a loss. */
export function roundWon(stake: bigint, payout: bigint): boolean {
  return payout > stake;
}

/**
 * The stake of the next bet: after a win or a loss, back to the run's first stake or the last
 * stake raised by the percentage, rounded down to the currency's minor unit.
 */
export function nextStake(base: bigint, last: bigint, won: boolean, plan: Pick<AutobetPlan, 'onWin' | 'onLoss'>): bigint {
  const rule = won ? plan.onWin : plan.onLoss;
  if (rule.kind === 'reset') return base;
  return ratioOf(last, 10_000n + rule.basisPoints, 10_000n);
}

/** Whether a stake is outside the currency's limits (minor units; an unknown limit is no limit). */
export function stakeOutside(stake: bigint, min: bigint | null, max: bigint | null): 'aboveMax' | 'belowMin' | null {
  if (max !== null && stake > max) return 'aboveMax';
  if (min !== null && stake < min) return 'belowMin';
  return null;
}

/** The run so far: bets placed and the profit (payouts less stakes, minor units, negative for a loss). */
export interface AutobetTally {
  placed: number;
  profit: bigint;
}

/** Whether the run ends after the bets so far: the profit or the loss stop reached, or every bet placed. */
export function stopAfter(tally: AutobetTally, plan: AutobetPlan): 'profit' | 'loss' | 'done' | null {
  if (plan.stopProfit !== null && tally.profit >= plan.stopProfit) return 'profit';
  if (plan.stopLoss !== null && -tally.profit >= plan.stopLoss) return 'loss';
  if (tally.placed >= plan.count) return 'done';
  return null;
}
