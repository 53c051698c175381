/**
 * The stakes a player chooses from: round amounts of the session's currency, as a player of that
 * currency counts (0.10, 0.20, 0.50, 1, 2, 5 … in euros and dollars; 1, 2, 5, 10 … in lira; 2,000,
 * 5,000, 10,000 … in đồng), never the game's limits converted from US dollars (€0.23, €460). Those
 * of the ladder within the limits, at most 12; the minimum alone when none of them fits.
 */
const LADDERS: Readonly<Record<string, readonly string[]>> = {
  USD: ['0.10', '0.20', '0.50', '1', '2', '5', '10', '20', '50', '100', '200', '500'],
  EUR: ['0.10', '0.20', '0.50', '1', '2', '5', '10', '20', '50', '100', '200', '500'],
  GBP: ['0.10', '0.20', '0.50', '1', '2', '5', '10', '20', '50', '100', '200', '500'],
  BRL: ['0.50', '1', '2', '5', '10', '20', '50', '100', '200', '500', '1000', '2000'],
  TRY: ['1', '2', '5', '10', '20', '50', '100', '200', '500', '1000', '2000', '5000'],
  INR: ['5', '10', '20', '50', '100', '200', '500', '1000', '2000', '5000', '10000', '20000'],
  VND: ['2000', '5000', '10000', '20000', '50000', '100000', '200000', '500000', '1000000', '2000000', '5000000', '10000000'],
};

function toMinorUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt((fraction + '0'.repeat(decimals)).slice(0, decimals) || '0');
}

/** 1, 2 and 5 times the powers of ten (minor units), for a currency without a ladder of its own. */
function roundSeries(max: bigint): bigint[] {
  const series: bigint[] = [];
  for (let power = 1n; power <= max; power *= 10n) for (const step of [1n, 2n, 5n]) series.push(step * power);
  return series;
}

/** The stakes in minor units of `currency` between `min` and `max` (minor units). */
export function stakeOptions(currency: string, decimals: number, min: bigint, max: bigint): bigint[] {
  const ladder = LADDERS[currency]?.map((amount) => toMinorUnits(amount, decimals)) ?? roundSeries(max);
  const within = ladder.filter((amount) => amount >= min && amount <= max && amount > 0n);
  if (within.length === 0) return [min > 0n ? min : 1n];
  if (within.length <= 12) return within;
  // Too many on a phone's selector: keep the ends and an even spread between.
  const step = (within.length - 1) / 11;
  return Array.from({ length: 12 }, (_, index) => within[Math.round(index * step)]!);
}
