import type { Bonus } from '../bonus/index.ts';
import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import type { MoneyLimits } from '../responsible-gambling/index.ts';
import type { BetGames } from './games.ts';
import type { BetRow } from './repository.ts';
import type { BetRules } from './writer.ts';

/** The domains a bet's rules come from. */
export interface BetRulesDeps {
  currencies: Pick<Currencies, 'assertOpenForBets'>;
  limits: Pick<MoneyLimits, 'count'>;
  bonus: Pick<Bonus, 'addWagering' | 'checkStake' | 'expireWithin' | 'staked' | 'returned'>;
  /** The VIP programme, which counts every settled bet. */
  vip: { settled(tx: Db, bet: BetRow): Promise<void> };
  games: Pick<BetGames, 'wageringKind'>;
}

/**
 * The rules every bet follows, from the domains that own them: no stake in a currency closed to bets
 * (originals, provider games and sports alike), the wager and loss limits, the bonus wagering (at
 * the share of the game's kind) and its highest stake, bonus money staked and given back, and the
 * VIP programme's count once a bet is settled.
 */
export function betRules(deps: BetRulesDeps): BetRules {
  const { currencies, limits, bonus, vip, games } = deps;
  return {
    openForBets: (tx, currency) => currencies.assertOpenForBets(currency, tx),
    count: (tx, userId, type, currency, amount) => limits.count(tx, userId, type, currency, amount),
    addWagering: (tx, stake) => bonus.addWagering(tx, { ...stake, kind: games.wageringKind(stake) }),
    checkStake: (tx, stake) => bonus.checkStake(tx, stake.userId, stake.currency, stake.amount),
    settled: (tx, bet) => vip.settled(tx, bet),
    bonus: {
      expire: (tx, userId, currency) => bonus.expireWithin(tx, userId, currency),
      staked: (tx, userId, currency, amount) => bonus.staked(tx, userId, currency, amount),
      returned: (tx, userId, currency, amount, source, bet) => bonus.returned(tx, userId, currency, amount, source, bet),
    },
  };
}
