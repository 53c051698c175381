import { rescaleMinor, toMinor } from '@app/contract';

/**
 * A game's bet limits are set in USD; a session in another currency gets them converted at the
 * platform's rate, the minimum rounded up and the maximum rounded down to the currency's minor unit
 * (so a converted limit never allows less or more than the USD one). A game without limits plays
 * from 0.10 to 100 USD.
 */
export const DEFAULT_MIN_BET_USD = '0.10';
export const DEFAULT_MAX_BET_USD = '100.00';

/** The digits a USD limit and a rate are read with (more are cut). */
const SCALE_DIGITS = 10;

function scaled(decimal: string): bigint {
  return toMinor(decimal.trim(), SCALE_DIGITS, { truncate: true });
}

/** usd × rate in the currency's minor units, rounded up or down. */
export function convertLimit(usd: string, rate: string, decimals: number, round: 'up' | 'down'): bigint {
  return rescaleMinor(scaled(usd) * scaled(rate), 2 * SCALE_DIGITS, decimals, round);
}

/** The min and max bet in the currency (minor units), the max never below the min. */
export function limitsIn(
  game: { minBet: string | null; maxBet: string | null },
  rate: string,
  decimals: number,
): { min: bigint; max: bigint } {
  const min = convertLimit(game.minBet ?? DEFAULT_MIN_BET_USD, rate, decimals, 'up');
  const max = convertLimit(game.maxBet ?? DEFAULT_MAX_BET_USD, rate, decimals, 'down');
  const floor = min > 0n ? min : 1n;
  return { min: floor, max: max > floor ? max : floor };
}

/**
 * The most a provider game's round may return, as a multiple of its stake, by engine: above every
 * pay its paytable can make (a slot's 20 lines of five sevens, keno's ten of ten, baccarat's
 * pairs), so that a win above it is a provider's error or a forged call. 10,000 for an engine not
 * listed.
 */
export const MAX_WIN_MULTIPLIER: Readonly<Record<string, number>> = { slot: 5_000, keno: 50_000, baccarat: 100 };
export const DEFAULT_MAX_WIN_MULTIPLIER = 10_000;

export function maxWinMultiplier(engine: string | undefined): number {
  return (engine && MAX_WIN_MULTIPLIER[engine]) || DEFAULT_MAX_WIN_MULTIPLIER;
}

/**
 * The most one round may win (minor units): its stake times its game's maximum multiplier, within
 * the house's per-bet cap in the currency where one is set.
 */
export function roundMaxWin(stake: bigint, engine: string | undefined, houseCap: bigint | undefined): bigint {
  const byStake = stake * BigInt(maxWinMultiplier(engine));
  return houseCap !== undefined && houseCap < byStake ? houseCap : byStake;
}
