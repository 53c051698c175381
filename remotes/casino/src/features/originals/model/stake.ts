import { compareDecimal, fromMinor, multiplyMinor, ratioOf, trimZeros, typedToMinor } from '@app/contract/money';

/** Half the stake, kept to the currency's digits and not below the smallest bet. */
export function halfStake(amount: string, decimals: number, min?: string): string {
  return clampStake(scaleStake(amount, 1n, 2n, decimals), min, undefined);
}

/** Twice the stake, not above the largest bet. */
export function doubleStake(amount: string, decimals: number, max?: string): string {
  return clampStake(scaleStake(amount, 2n, 1n, decimals), undefined, max);
}

/** A stake as typed, in minor units (digits past the currency's cut). */
function stakeMinor(amount: string, decimals: number): bigint {
  return typedToMinor(amount || '0', decimals) ?? 0n;
}

/** amount × numerator / denominator in exact integer arithmetic, rounded down to the currency's digits. */
function scaleStake(amount: string, numerator: bigint, denominator: bigint, decimals: number): string {
  return trimZeros(fromMinor(ratioOf(stakeMinor(amount, decimals), numerator, denominator), decimals));
}

function clampStake(amount: string, min: string | undefined, max: string | undefined): string {
  if (min !== undefined && compareDecimal(amount, min) < 0) return min;
  if (max !== undefined && compareDecimal(amount, max) > 0) return max;
  return amount;
}

/** A money amount times a multiplier ("1.9800"), rounded down to the currency's digits. */
export function payoutOf(amount: string, multiplier: string, decimals: number): string {
  try {
    return trimZeros(fromMinor(multiplyMinor(stakeMinor(amount, decimals), multiplier), decimals));
  } catch {
    return '0';
  }
}

/** The stakes a player last bet on the originals, by currency, kept in this browser. */
const STAKE_KEY = 'originals.stake';

function rememberedStakes(): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(STAKE_KEY) ?? '{}');
    return kept && typeof kept === 'object' ? (kept as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps the stake of a bet just placed, the next game's first stake in that currency. */
export function rememberStake(currency: string, amount: string): void {
  try {
    localStorage.setItem(STAKE_KEY, JSON.stringify({ ...rememberedStakes(), [currency]: amount }));
  } catch {
    // A browser that keeps nothing starts from the default each time.
  }
}

/**
 * The stake a game starts with: the player's last stake in the currency while the limits allow it,
 * else ten times the smallest bet (1.00 in dollars), not above the largest; 1 until the limits are known.
 */
export function defaultStake(rules: { currency: string; decimals: number; min?: string; max?: string }): string {
  const kept = rememberedStakes()[rules.currency];
  const within = (amount: string) =>
    (rules.min === undefined || compareDecimal(amount, rules.min) >= 0) &&
    (rules.max === undefined || compareDecimal(amount, rules.max) <= 0);
  if (typeof kept === 'string' && /^\d+(\.\d+)?$/.test(kept) && rules.min !== undefined && within(kept)) return kept;
  if (rules.min === undefined) return '1';
  return clampStake(scaleStake(rules.min, 10n, 1n, rules.decimals), rules.min, rules.max);
}
