import { compareDecimal, isPositive, maxDecimal, subtractDecimal, trimZeros } from '@app/contract/money';

export interface Wagering {
  /** The bonus money may move to cash: there is some, and its wagering is met. */
  canTransfer: boolean;
  /** The bonus asks for wagering at all. */
  hasRequirement: boolean;
  met: boolean;
  /** Still to wager ("0" once met). */
  remaining: string;
  /** Done as a share of what is asked, 0 to 100. */
  percent: number;
}

/** Where the bonus money stands: how much wagering is left, and whether it may become cash. */
export function wageringOf(balance: { operatorBonus: string; wageringRequired: string; wageringDone: string }): Wagering {
  const hasRequirement = isPositive(balance.wageringRequired);
  const met = compareDecimal(balance.wageringDone, balance.wageringRequired) >= 0;
  const required = Number(balance.wageringRequired);
  const percent = !hasRequirement || met ? 100 : Math.min(100, Math.max(0, (Number(balance.wageringDone) / required) * 100));
  return {
    canTransfer: met && isPositive(balance.operatorBonus),
    hasRequirement,
    met,
    remaining: trimZeros(maxDecimal(subtractDecimal(balance.wageringRequired, balance.wageringDone), '0')),
    percent: Math.floor(percent * 100) / 100,
  };
}
