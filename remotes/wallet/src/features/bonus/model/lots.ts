import type { BonusLot } from '../api/bonusLots.ts';

/** Wagered as a share of a lot's requirement, 0 to 100 (two decimals, rounded down); 100 once met. */
export function lotPercent(lot: Pick<BonusLot, 'wagered' | 'wageringRequired'>): number {
  const required = Number(lot.wageringRequired);
  if (!(required > 0) || Number(lot.wagered) >= required) return 100;
  const share = Math.min(100, Math.max(0, (Number(lot.wagered) / required) * 100));
  return Math.floor(share * 100) / 100;
}
