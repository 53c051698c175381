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
