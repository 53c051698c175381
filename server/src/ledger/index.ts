import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import { Ledger } from './service.ts';

export { seedDemoBalances } from './seed.ts';
export type { Ledger } from './service.ts';

/** The ledger: the one writer of player balances. */
export function createLedger(deps: { db: Db; currencies: Pick<Currencies, 'get' | 'enabledCodes'> }): Ledger {
  return new Ledger(deps.db, deps.currencies);
}
