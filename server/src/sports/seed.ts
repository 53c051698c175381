import type { Currency } from '@app/contract';
import { convertLimits, type Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import { sportsRepository as repository, type LimitRow } from './repository.ts';

/** The limits every currency starts with, in US dollars; other currencies get them through their rate. */
const USD_LIMITS = { min_stake: 0.1, max_stake: 2_000, max_payout: 50_000 } as const;
/** The rules the book starts with: accumulators of up to 12 legs, 5 % of a cash-out's value kept. */
export const DEFAULT_MAX_LEGS = 12;
export const DEFAULT_CASHOUT_MARGIN_BP = 500;

export function limitsFor(currency: Pick<Currency, 'currency' | 'decimals'>, rate: number): LimitRow {
  return { currency: currency.currency, ...convertLimits(USD_LIMITS, currency, rate) };
}

/**
 * The book's rules and every currency's stake limits, where none are set yet (never overwrites): the
 * margin (basis points) is the configured one (SPORTS_MARGIN_PERCENT) until the operator changes it.
 */
export async function seedSportsBook(db: Db, currencies: Pick<Currencies, 'listWithRates'>, marginBp: number): Promise<void> {
  await repository.ensureSettings(db, { maxLegs: DEFAULT_MAX_LEGS, cashoutMarginBp: DEFAULT_CASHOUT_MARGIN_BP, marginBp });
  const rows = (await currencies.listWithRates()).map(({ currency, rate }) => limitsFor(currency, rate));
  await repository.insertMissingLimits(db, rows);
}
