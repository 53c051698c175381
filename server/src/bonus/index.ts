import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import type { Ledger } from '../ledger/index.ts';
import { bonusRepository, type BonusTables } from './repository.ts';
import { seedDepositRewards } from './seed.ts';
import { Bonus, type BonusRate } from './service.ts';

export { bonusRoutes } from './routes.ts';
export { bonusCommands, bonusOperatorHandlers } from './operator.ts';
export { GAME_KINDS, gameKindOf } from './service.ts';
export type { Bonus, BonusCredit, BonusRate, BonusRules, GameKind, LotView, SettledDeposit } from './service.ts';

/** Bonus money: deposit rewards, wagering, bonus to cash, and expiry (`now`: the clock, for tests). */
export function createBonus(deps: {
  db: Db;
  ledger: Pick<Ledger, 'run' | 'transfer' | 'decimals' | 'balances'>;
  now?: () => Date;
  /** Units of a currency per US dollar (the highest stake while wagering is set in dollars). */
  rate?: BonusRate;
}): Bonus {
  return new Bonus(deps.db, deps.ledger, deps.now, deps.rate);
}

/** Adds the deposit rewards and the bonus rules the platform starts with (an operator's own stay as they are). */
export async function seedBonus(deps: { db: Db; currencies: Pick<Currencies, 'list'> }): Promise<void> {
  const tables = deps.db.withTables<BonusTables>();
  await bonusRepository.seedSettings(tables);
  await seedDepositRewards(tables, deps.currencies);
}
