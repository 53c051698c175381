import { divideMinor, fromMinor, multiplyMinor, rescaleMinor, toMinor } from '@app/contract';

/**
 * VIP amounts in the base currency are kept in micro-dollars (6 decimals), so a rakeback of a
 * fraction of a cent per bet adds up exactly; they travel with two decimals. Shares are basis
 * points (12.5 % = 1250). Rates are the platform's: units of a currency per US dollar.
 */
export const BASE_DECIMALS = 6;

/** "1000.50" -> 1 000 500 000 micro-dollars (RangeError past six decimals). */
export function parseBase(amount: string): bigint {
  return toMinor(amount, BASE_DECIMALS);
}

/** Micro-dollars as dollars and cents, rounded down ("1000.50"), or up for what is still owed. */
export function formatBase(micro: bigint, round: 'down' | 'up' = 'down'): string {
  return fromMinor(rescaleMinor(micro, BASE_DECIMALS, 2, round), 2);
}

/** A currency amount (minor units) in micro-dollars at `rate`, rounded down; 0 for a rate of zero. */
export function toBase(minor: bigint, decimals: number, rate: string): bigint {
  return divideMinor(minor, rate, { fromDecimals: decimals, toDecimals: BASE_DECIMALS });
}

/** Micro-dollars in a currency's minor units at `rate`, rounded down. */
export function fromBase(micro: bigint, decimals: number, rate: string): bigint {
  return multiplyMinor(micro, rate, { fromDecimals: BASE_DECIMALS, toDecimals: decimals });
}

/** The ISO week of a moment in UTC ("2026-W05") and when it ends (the next Monday, 00:00 UTC). */
export function isoWeek(at: Date): { period: string; endsAt: Date } {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  const monday = day - weekday * 86_400_000;
  const thursday = new Date(monday + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return { period: `${year}-W${String(week).padStart(2, '0')}`, endsAt: new Date(monday + 7 * 86_400_000) };
}

/** The calendar month of a moment in UTC ("2026-02") and when it ends. */
export function calendarMonth(at: Date): { period: string; endsAt: Date } {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  return { period: `${year}-${String(month + 1).padStart(2, '0')}`, endsAt: new Date(Date.UTC(year, month + 1, 1)) };
}
