import type { Db } from '../db/database.ts';
import type { Ledger } from '../ledger/index.ts';
import { BetHistory } from './history.ts';
import { betRules, type BetRulesDeps } from './rules.ts';
import { BetWriter } from './writer.ts';

export { BetGames, type CatalogueGame, type CataloguePages } from './games.ts';
export { betView, BetHistory } from './history.ts';
export { betRules, type BetRulesDeps } from './rules.ts';
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

/** The bets on the ledger, under the rules of the domains that own them (see betRules). */
export function createBets(deps: BetRulesDeps & { db: Db; ledger: Pick<Ledger, 'transfer' | 'decimals' | 'balances'> }): Bets {
  return {
    writer: new BetWriter(deps.db, deps.ledger, betRules(deps)),
    history: new BetHistory(deps.db, (currency) => deps.ledger.decimals(currency)),
  };
}
