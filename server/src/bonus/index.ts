import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import type { Ledger } from '../ledger/index.ts';
import type { BonusTables } from './repository.ts';
import { seedDepositRewards } from './seed.ts';
import { Bonus } from './service.ts';

export { bonusRoutes } from './routes.ts';
export type { Bonus, SettledDeposit } from './service.ts';

/** Bonus money: deposit rewards, wagering, and bonus to cash. */
export function createBonus(deps: { db: Db; ledger: Pick<Ledger, 'run' | 'transfer' | 'decimals' | 'balances' | 'payload'> }): Bonus {
  return new Bonus(deps.db, deps.ledger);
}

/** Adds the deposit rewards the platform starts with (an operator's own stay as they are). */
export function seedBonus(deps: { db: Db; currencies: Pick<Currencies, 'list'> }): Promise<void> {
  return seedDepositRewards(deps.db.withTables<BonusTables>(), deps.currencies);
}
