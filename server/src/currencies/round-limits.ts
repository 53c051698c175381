import type { Currency } from '@app/contract';

/**
 * A round figure near `value` (minor units): 1, 2 or 5 times a power of ten, so that a converted
 * limit reads as an operator would have set it (0.092 EUR becomes 0.10, 2,540 VND becomes 2,000).
 */
function roundFigure(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].reduce((best, candidate) =>
    Math.abs(Math.log(candidate * power) - Math.log(value)) < Math.abs(Math.log(best * power) - Math.log(value)) ? candidate : best,
  );
  return Math.round(step * power);
}

/**
 * Limits set in the base currency (US dollars), each in `currency`'s minor units at `rate` units per
 * dollar, as a round figure.
 */
export function convertLimits<K extends string>(
  baseLimits: Readonly<Record<K, number>>,
  currency: Pick<Currency, 'decimals'>,
  rate: number,
): Record<K, number> {
  const entries = Object.entries<number>(baseLimits).map(([key, amount]) => [key, roundFigure(amount * rate * 10 ** currency.decimals)]);
  return Object.fromEntries(entries) as Record<K, number>;
}
