import type { MarketType, Outcome, Score } from '@app/contract';
import type { FeedEvent, FeedMarket, FeedSink } from '@app/contract/providers';

/*
 * Events and markets a test makes for itself, as the odds feed and the book exchange them: ids
 * derived from the test's event id, so a test finds its own among the feed's.
 */

/** A live football match between two of the feed's teams, `minute` minutes into the second half's clock. */
export function liveFootballMatch(id: string, score: Score, minute: number, startedMinutesAgo = minute): FeedEvent {
  return {
    id,
    sportId: 'football',
    home: 'Harrow Vale',
    away: 'Eastmoor Town',
    startsAt: new Date(Date.now() - startedMinutesAgo * 60_000),
    status: 'live',
    score,
    clock: { period: 2, minute },
  };
}

/** An open market of the event: `${eventId}-${suffix}`, with a selection `${market id}-${outcome}` at the odds given per outcome. */
export function openMarket(
  eventId: string,
  suffix: string,
  type: MarketType,
  line: string | null,
  odds: Record<string, string>,
): FeedMarket {
  const id = `${eventId}-${suffix}`;
  return {
    id,
    type,
    line,
    status: 'open',
    selections: Object.entries(odds).map(([outcome, price]) => ({ id: `${id}-${outcome}`, outcome: outcome as Outcome, odds: price })),
  };
}

/** A book that takes every message and holds nothing; a test gives the calls it watches. */
export function quietSink(calls: Partial<FeedSink> = {}): FeedSink {
  return {
    openEvents: async () => [],
    fixture: async () => true,
    update: async () => undefined,
    result: async () => undefined,
    cancel: async () => undefined,
    ...calls,
  };
}
