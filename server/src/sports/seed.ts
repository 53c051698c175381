import type { Currency } from '@app/contract';
import type { Db } from '../db/database.ts';
import { sportsRepository as repository, type LimitRow } from './repository.ts';

/** The limits every currency starts with, in US dollars; other currencies get them through their rate. */
const USD_LIMITS = { minStake: 0.1, maxStake: 2_000, maxPayout: 50_000 } as const;
/** The rules the book starts with: accumulators of up to 12 legs, 5 % of a cash-out's value kept. */
export const DEFAULT_MAX_LEGS = 12;
export const DEFAULT_CASHOUT_MARGIN_BP = 500;

/** A round figure near `value` (minor units): 1, 2 or 5 times a power of ten, as an operator would set it. */
function roundFigure(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].reduce((best, candidate) =>
    Math.abs(Math.log(candidate * power) - Math.log(value)) < Math.abs(Math.log(best * power) - Math.log(value)) ? candidate : best,
  );
  return Math.round(step * power);
}

export function limitsFor(currency: Pick<Currency, 'currency' | 'decimals'>, rate: number): LimitRow {
  const minor = (usd: number) => roundFigure(usd * rate * 10 ** currency.decimals);
  return {
    currency: currency.currency,
    min_stake: minor(USD_LIMITS.minStake),
    max_stake: minor(USD_LIMITS.maxStake),
    max_payout: minor(USD_LIMITS.maxPayout),
  };
}

/**
 * The book's rules and every currency's stake limits, where none are set yet (never overwrites): the
 * margin (basis points) is the configured one (SPORTS_MARGIN_PERCENT) until the operator changes it.
 */
export async function seedSportsBook(
  db: Db,
  currencies: {
    list(): Promise<Currency[]>;
    exchangeRates(base: string, codes: readonly string[]): Promise<{ rates: Record<string, string> }>;
  },
  marginBp: number,
): Promise<void> {
  await repository.ensureSettings(db, { maxLegs: DEFAULT_MAX_LEGS, cashoutMarginBp: DEFAULT_CASHOUT_MARGIN_BP, marginBp });
  const known = await currencies.list();
  const { rates } = await currencies.exchangeRates(
    'USD',
    known.map((currency) => currency.currency),
  );
  const rows = known.flatMap((currency) => {
    const rate = Number(rates[currency.currency]);
    return rate > 0 ? [limitsFor(currency, rate)] : [];
  });
  await repository.insertMissingLimits(db, rows);
}
