import type { BonusLot } from '@app/contract';
import { addDecimal, compareDecimal, isPositive, maxDecimal, subtractDecimal, trimZeros } from '@app/contract/money';

/** What of the bonus money may move to cash now: the completed lots' money, no more than the bonus balance. */
export function releasableOf(lots: readonly BonusLot[], operatorBonus: string): string {
  let total = '0';
  for (const lot of lots) if (lot.status === 'completed') total = trimZeros(addDecimal(total, lot.remaining));
  return compareDecimal(total, operatorBonus) > 0 ? operatorBonus : total;
}

export interface LotProgress {
  /** Wagered as a share of the requirement, 0 to 100 (two decimals, rounded down). */
  percent: number;
  /** Still to wager ("0" once met). */
  remaining: string;
  met: boolean;
}

/** Where one lot's wagering stands. */
export function lotProgress(lot: Pick<BonusLot, 'wagered' | 'wageringRequired'>): LotProgress {
  const hasRequirement = isPositive(lot.wageringRequired);
  const met = !hasRequirement || compareDecimal(lot.wagered, lot.wageringRequired) >= 0;
  const share = met ? 100 : Math.min(100, Math.max(0, (Number(lot.wagered) / Number(lot.wageringRequired)) * 100));
  return {
    percent: Math.floor(share * 100) / 100,
    remaining: trimZeros(maxDecimal(subtractDecimal(lot.wageringRequired, lot.wagered), '0')),
    met,
  };
}

/** The time left until `expiresAt` in its largest whole unit (at least one minute), or null once it has passed. */
export function timeLeft(expiresAt: string, now: number): { value: number; unit: 'day' | 'hour' | 'minute' } | null {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return null;
  const days = Math.floor(left / 86_400_000);
  if (days >= 1) return { value: days, unit: 'day' };
  const hours = Math.floor(left / 3_600_000);
  if (hours >= 1) return { value: hours, unit: 'hour' };
  return { value: Math.max(1, Math.floor(left / 60_000)), unit: 'minute' };
}
