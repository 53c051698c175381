/**
 * A game's bet limits are set in USD; a session in another currency gets them converted at the
 * platform's rate, the minimum rounded up and the maximum rounded down to the currency's minor unit
 * (so a converted limit never allows less or more than the USD one). A game without limits plays
 * from 0.10 to 100 USD.
 */
export const DEFAULT_MIN_BET_USD = '0.10';
export const DEFAULT_MAX_BET_USD = '100.00';

const SCALE_DIGITS = 10;

function scaled(decimal: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`Not a decimal: ${decimal}`);
  return BigInt(match[1]! + (match[2] ?? '').padEnd(SCALE_DIGITS, '0').slice(0, SCALE_DIGITS));
}

/** usd × rate in the currency's minor units, rounded up or down. */
export function convertLimit(usd: string, rate: string, decimals: number, round: 'up' | 'down'): bigint {
  const product = scaled(usd) * scaled(rate);
  const divisor = 10n ** BigInt(2 * SCALE_DIGITS - decimals);
  const whole = product / divisor;
  return round === 'up' && product % divisor !== 0n ? whole + 1n : whole;
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
