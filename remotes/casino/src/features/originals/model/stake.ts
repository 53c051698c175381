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
