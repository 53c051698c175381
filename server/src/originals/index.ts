import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import { seedLimits } from './currency-limits.ts';

export { createOriginals, type OriginalsDomain } from './domain.ts';
export { realMoneyGate, type PlayGate } from './gate.ts';
export { originalsRoutes } from './routes.ts';
export type { LimitRow as OriginalsLimitRow } from './repository.ts';

/** Adds the bet limits of every currency that has none yet (from the US dollar ones through its rate). */
export function seedOriginalsLimits(deps: { db: Db; currencies: Pick<Currencies, 'listWithRates'> }): Promise<void> {
  return seedLimits(deps.db, deps.currencies);
}
