import type { Currency } from '@app/contract';
import type { Db } from '../db/database.ts';
import { seedLimits } from './currency-limits.ts';

export { createOriginals, type OriginalsDomain } from './domain.ts';
export { realMoneyGate, type PlayGate } from './gate.ts';
export { originalsRoutes } from './routes.ts';

/** Adds the bet limits of every currency that has none yet (from the US dollar ones through its rate). */
export function seedOriginalsLimits(deps: {
  db: Db;
  currencies: {
    list(): Promise<Currency[]>;
    exchangeRates(base: string, codes: readonly string[]): Promise<{ rates: Record<string, string> }>;
  };
}): Promise<void> {
  return seedLimits(deps.db, deps.currencies);
}
