import { fromMinor, parseMinor, percentOf, trimZeros } from '@app/contract/money';

/**
 * An amount split into the cash share and the rest as bonus money, in the currency's decimals
 * (the cash part rounded down, as the platform quotes it).
 */
export function splitAmount(amount: string, cashPercent: number, decimals: number): { toCash: string; toBonus: string } {
  const total = parseMinor(amount.trim(), decimals, { truncate: true }) ?? 0n;
  const cash = percentOf(total, String(Math.round(cashPercent)));
  return { toCash: trimZeros(fromMinor(cash, decimals)), toBonus: trimZeros(fromMinor(total - cash, decimals)) };
}
