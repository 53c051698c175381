import type { Db } from '../db/database.ts';
import type { Ledger } from '../ledger/index.ts';
import { BetHistory } from './history.ts';
import { BetWriter, type BetRules } from './writer.ts';

export { betView, BetHistory } from './history.ts';
export { BetWriter, type BetRules, type BetStake, type BonusStakes, type PlaceBet } from './writer.ts';
export type { BetRow, BetsTables } from './repository.ts';

/**
 * Bets on every game (provider games, originals, sports): the writer, the one place a stake and a
 * bet's settlement move money through the ledger, and the history the player and the reality check read.
 */
export interface Bets {
  writer: BetWriter;
  history: BetHistory;
}

export function createBets(deps: { db: Db; ledger: Pick<Ledger, 'transfer' | 'decimals' | 'balances'>; rules: BetRules }): Bets {
  return {
    writer: new BetWriter(deps.db, deps.ledger, deps.rules),
    history: new BetHistory(deps.db, (currency) => deps.ledger.decimals(currency)),
  };
}
