import type { Currencies } from '../currencies/index.ts';
import type { BetWriter } from '../bets/index.ts';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../platform/bus.ts';
import { SportsBets, type SportsBetsDeps } from './bets.ts';
import { SportsBook } from './book.ts';
import { SportsOperator } from './operator.ts';
import { seedSportsBook } from './seed.ts';
import { SportsCatalogue } from './service.ts';
import { SportsTrading } from './trading.ts';

export { sportsRoutes } from './routes.ts';
export { SPORTSBOOK_GAME_ID } from './bets.ts';
export { settlementSweep, takeUpFeed } from './sweep.ts';
export { SPORTS_SETTINGS_KEY, sportsCommands, sportsOperatorHandlers } from './operator.ts';
export type { SportsOperator } from './operator.ts';
export type { SportsTrading } from './trading.ts';

/**
 * The sportsbook: what the odds feed publishes (the book, its side of the feed protocol), what the
 * player sees of it (the catalogue, and the snapshots the socket sends on subscribe), bets, the
 * operator's rules (the margin, the legs, the cash-out margin, the stake limits) and the operator's
 * trading on its events (hold, resume, settle, void).
 */
export interface SportsDomain {
  book: SportsBook;
  catalogue: SportsCatalogue;
  bets: SportsBets;
  operator: SportsOperator;
  trading: SportsTrading;
  /** The snapshot a socket gets when it subscribes to one of the book's topics (sports.*), or null. */
  snapshot: SportsCatalogue['snapshot'];
  /** Stops following the bus's notices. */
  close(): void;
}

export function createSports(
  deps: Omit<SportsBetsDeps, 'bets'> & {
    bets: BetWriter;
    bus: Pick<EventBus, 'publish' | 'publishTopic' | 'notify' | 'onNotice' | 'onNoticeGap'>;
    log?: { warn(message: string): void };
    /** Bets a result settles in one transaction (SETTLE_BATCH when not given). */
    settleBatch?: number;
  },
): SportsDomain {
  const decimals = (currency: string) => deps.decimals(currency);
  const catalogue = new SportsCatalogue(deps.db, decimals);
  const operator = new SportsOperator({ db: deps.db, bus: deps.bus, catalogue, decimals, ...(deps.log ? { log: deps.log } : {}) });
  const book = new SportsBook({
    db: deps.db,
    bus: deps.bus,
    bets: deps.bets,
    decimals,
    ...(deps.settleBatch ? { settleBatch: deps.settleBatch } : {}),
  });
  return {
    book,
    catalogue,
    bets: new SportsBets(deps),
    operator,
    trading: new SportsTrading({ db: deps.db, book }),
    snapshot: (topic) => catalogue.snapshot(topic),
    close: () => operator.close(),
  };
}

/** The book's rules (the margin from `marginPercent` when none is set yet) and every currency's stake limits where none are set yet. */
export function seedSports(deps: { db: Db; currencies: Pick<Currencies, 'listWithRates'>; marginPercent: number }): Promise<void> {
  return seedSportsBook(deps.db, deps.currencies, Math.round(deps.marginPercent * 100));
}
