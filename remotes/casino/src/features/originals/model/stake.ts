import { compareAmounts } from '@app/ui/forms';

/** Half the stake, kept to the currency's digits and not below the smallest bet. */
export function halfStake(amount: string, decimals: number, min?: string): string {
  return clampStake(scaleStake(amount, 1, 2, decimals), min, undefined);
}

/** Twice the stake, not above the largest bet. */
export function doubleStake(amount: string, decimals: number, max?: string): string {
  return clampStake(scaleStake(amount, 2, 1, decimals), undefined, max);
}

/** amount × numerator / denominator in exact integer arithmetic, rounded down to the currency's digits. */
function scaleStake(amount: string, numerator: number, denominator: number, decimals: number): string {
  const [whole = '0', fraction = ''] = (amount || '0').split('.');
  const minor = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0').slice(0, decimals)}`);
  const scaled = (minor * BigInt(numerator)) / BigInt(denominator);
  if (decimals === 0) return scaled.toString();
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`.replace(/\.?0+$/, '') || '0';
}

function clampStake(amount: string, min: string | undefined, max: string | undefined): string {
  if (min !== undefined && compareAmounts(amount, min) < 0) return min;
  if (max !== undefined && compareAmounts(amount, max) > 0) return max;
  return amount;
}

/** A money amount times a multiplier ("1.9800"), rounded down to the currency's digits. */
export function payoutOf(amount: string, multiplier: string, decimals: number): string {
  const [mWhole = '0', mFraction = ''] = multiplier.split('.');
  const scale = mFraction.length;
  const numerator = Number(`${mWhole}${mFraction}`);
  if (!Number.isSafeInteger(numerator)) return '0';
  return scaleStake(amount, numerator, 10 ** scale, decimals);
}
