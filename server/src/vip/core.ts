import type { BetRow } from '../bets/index.ts';
import type { Bonus } from '../bonus/index.ts';
import type { Db } from '../db/database.ts';
import type { Ledger } from '../ledger/index.ts';
import type { VipDb, VipTables } from './repository.ts';

export const VIP_BASE_CURRENCY = 'USD';

/** A reward's or a claim's id as the player sends it (anything else is no such reward or claim). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the VIP programme is given by the composition root. */
export interface VipDeps {
  db: Db;
  ledger: Pick<Ledger, 'run' | 'transfer' | 'decimals' | 'balances'>;
  bonus: Pick<Bonus, 'credit' | 'rules' | 'updateRules'>;
  /** Units of a currency per US dollar (undefined when the platform has no rate for it). */
  rate(currency: string, executor?: Db): Promise<string | undefined>;
  /** The house edge of a bet's game, in basis points (1 % = 100). */
  houseEdge(bet: Pick<BetRow, 'game_id' | 'is_original'>): Promise<number>;
  /** Records the player's new level on their account (in the transaction of the bet that reached it). */
  setVipLevel(userId: string, level: number, executor: Db): Promise<void>;
  now?: () => Date;
}

/** What every use case of the programme shares: its deps, the clock and its tables. */
export interface VipCore extends VipDeps {
  now(): Date;
  tables(executor?: Db): VipDb;
}

export function vipCore(deps: VipDeps): VipCore {
  return {
    ...deps,
    now: deps.now ?? (() => new Date()),
    tables: (executor = deps.db) => executor.withTables<VipTables>(),
  };
}
