import type { Db } from '../db/database.ts';
import { BASE_CURRENCY } from './service.ts';

/**
 * The currencies the platform starts with. GBP is enabled but hidden and JPY disabled, so the rule
 * of spec section 5 (only enabled and not hidden currencies are used) shows in the list.
 */
export const SEED_CURRENCIES = [
  { code: 'USD', name: 'US Dollar', decimals: 2, aggregated_enabled: true, aggregated_hidden: false, sort_order: 1 },
  { code: 'EUR', name: 'Euro', decimals: 2, aggregated_enabled: true, aggregated_hidden: false, sort_order: 2 },
  { code: 'BRL', name: 'Brazilian Real', decimals: 2, aggregated_enabled: true, aggregated_hidden: false, sort_order: 3 },
  { code: 'INR', name: 'Indian Rupee', decimals: 2, aggregated_enabled: true, aggregated_hidden: false, sort_order: 4 },
  { code: 'VND', name: 'Vietnamese Dong', decimals: 0, aggregated_enabled: true, aggregated_hidden: false, sort_order: 5 },
  { code: 'TRY', name: 'Turkish Lira', decimals: 2, aggregated_enabled: true, aggregated_hidden: false, sort_order: 6 },
  { code: 'GBP', name: 'Pound Sterling', decimals: 2, aggregated_enabled: true, aggregated_hidden: true, sort_order: 7 },
  { code: 'JPY', name: 'Japanese Yen', decimals: 0, aggregated_enabled: false, aggregated_hidden: false, sort_order: 8 },
] as const;

/** Units per US dollar. */
export const SEED_RATES: Record<string, string> = {
  EUR: '0.92',
  BRL: '5.45',
  INR: '83.2',
  VND: '25400',
  TRY: '32.5',
  GBP: '0.79',
  JPY: '155.3',
};

/** The currencies and rates every platform needs; each row is written once and never overwritten. */
export async function seedCurrencies(db: Db): Promise<void> {
  await db
    .insertInto('currencies')
    .values(SEED_CURRENCIES.map((currency) => ({ ...currency })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('exchange_rates')
    .values(
      Object.entries(SEED_RATES).map(([currency, rate]) => ({ base_currency: BASE_CURRENCY, currency, rate, updated_at: new Date() })),
    )
    .onConflict((oc) => oc.columns(['base_currency', 'currency']).doNothing())
    .execute();
}
