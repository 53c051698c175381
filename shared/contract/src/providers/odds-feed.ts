import type { MarketType, Outcome, Score, SportId } from '../sports.ts';

/*
 * What an odds feed sends a sportsbook, and the little it asks of it: the whole of the interface
 * between the two, so the feed runs as a service of its own (its messages are plain data). The
 * platform's book implements FeedSink; the simulated feed (server/simulators/odds-feed) sends to it.
 */

export interface FeedSelection {
  id: string;
  outcome: Outcome;
  /** Decimal odds with the margin in, two decimals ("1.85"). */
  odds: string;
}

export interface FeedMarket {
  id: string;
  type: MarketType;
  /** A total's or handicap's line ("2.5", "-1.5", "+0.5"); null for the others. */
  line: string | null;
  status: 'open' | 'suspended';
  selections: FeedSelection[];
}

export interface FeedClock {
  period: number;
  minute: number | null;
}

/** An event as the feed and the book both know it: who plays, when, and how it stands. */
export interface FeedEvent {
  id: string;
  sportId: SportId;
  home: string;
  away: string;
  startsAt: Date;
  status: 'upcoming' | 'live';
  score: Score | null;
  clock: FeedClock | null;
}

/** A new event (a fixture) with its markets priced. */
export interface FeedFixture extends FeedEvent {
  league: { id: string; name: string; country: string };
  markets: FeedMarket[];
}

/** A change to a running event: its state (kick-off, score, clock) and any of its markets' status or odds. */
export interface FeedUpdate {
  eventId: string;
  /** The event's state when it changed: live from kick-off, with the score and the clock. */
  state?: { status: 'live'; score: Score; clock: FeedClock };
  markets?: Array<{ marketId: string; status?: 'open' | 'suspended'; odds?: Record<string, string> }>;
}

/** The end of an event: the final score and each market's result per selection (a market left out is void). */
export interface FeedResult {
  eventId: string;
  score: Score;
  markets: Array<{ marketId: string; results: Record<string, 'won' | 'lost' | 'void'> }>;
}

/** An event the book holds as not finished, as the feed needs it to carry on with it after a restart. */
export interface FeedOpenEvent extends FeedEvent {
  leagueId: string;
  markets: Array<{ id: string; type: MarketType; line: string | null; status: string; selections: FeedSelection[] }>;
}

/** The sportsbook as the feed sees it. Each call is idempotent: a message sent twice changes nothing more. */
export interface FeedSink {
  /** The events the book holds that have not finished (a restarted feed carries on with them). */
  openEvents(): Promise<FeedOpenEvent[]>;
  /** A new fixture; false when the book already has an event of that id. */
  fixture(fixture: FeedFixture): Promise<boolean>;
  update(update: FeedUpdate): Promise<void>;
  /** The event is over: its markets are settled and the bets on them with it. */
  result(result: FeedResult): Promise<void>;
  /** The event is called off: its markets are void. */
  cancel(eventId: string): Promise<void>;
}
