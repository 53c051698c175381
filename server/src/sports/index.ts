import type { Currency } from '@app/contract';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../platform/bus.ts';
import { SportsBets, type SportsBetsDeps } from './bets.ts';
import { SportsBook, type SportsBetBook } from './book.ts';
import { seedSportsBook } from './seed.ts';
import { SportsCatalogue } from './service.ts';

export { sportsRoutes } from './routes.ts';
export { SPORTSBOOK_GAME_ID } from './bets.ts';
export type { SportsBetBook } from './book.ts';

/**
 * The sportsbook: what the odds feed publishes (the book, its side of the feed protocol), what the
 * player sees of it (the catalogue, and the snapshots the socket sends on subscribe), and bets.
 */
export interface SportsDomain {
  book: SportsBook;
  catalogue: SportsCatalogue;
  bets: SportsBets;
  /** The snapshot a socket gets when it subscribes to one of the book's topics (sports.*), or null. */
  snapshot: SportsCatalogue['snapshot'];
}

export function createSports(
  deps: Omit<SportsBetsDeps, 'bets'> & { bets: SportsBetBook; bus: Pick<EventBus, 'publish' | 'publishTopic'> },
): SportsDomain {
  const decimals = (currency: string) => deps.decimals(currency);
  const catalogue = new SportsCatalogue(deps.db, decimals);
  return {
    book: new SportsBook({ db: deps.db, bus: deps.bus, bets: deps.bets, decimals }),
    catalogue,
    bets: new SportsBets(deps),
    snapshot: (topic) => catalogue.snapshot(topic),
  };
}

/** The book's rules and every currency's stake limits where none are set yet. */
export function seedSports(deps: {
  db: Db;
  currencies: {
    list(): Promise<Currency[]>;
    exchangeRates(base: string, codes: readonly string[]): Promise<{ rates: Record<string, string> }>;
  };
}): Promise<void> {
  return seedSportsBook(deps.db, deps.currencies);
}
