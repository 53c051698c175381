import type { Db } from '../db/database.ts';
import { currenciesRepository } from './repository.ts';
import { Currencies } from './service.ts';

export { currenciesRoutes } from './routes.ts';
export { currenciesCommands, currenciesOperatorHandlers } from './operator.ts';
export { convertLimits } from './round-limits.ts';
export { seedCurrencies } from './seed.ts';
export { BASE_CURRENCY, type Currencies } from './service.ts';

/** The currencies the platform knows and their exchange rates. */
export function createCurrencies(deps: { db: Db }): Currencies {
  return new Currencies(currenciesRepository(deps.db));
}
