import type { BonusLot } from '../api/bonusLots.ts';

/** Wagered as a share of a lot's requirement, 0 to 100 (two decimals, rounded down); 100 once met. */
export function lotPercent(lot: Pick<BonusLot, 'wagered' | 'wageringRequired'>): number {
  const required = Number(lot.wageringRequired);
  if (!(required > 0) || Number(lot.wagered) >= required) return 100;
  const share = Math.min(100, Math.max(0, (Number(lot.wagered) / required) * 100));
  return Math.floor(share * 100) / 100;
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
