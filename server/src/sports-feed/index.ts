import { SportsFeed, type FeedOptions } from './feed.ts';

export type { FeedFixture, FeedOpenEvent, FeedResult, FeedSink, FeedUpdate, FeedMarket, FeedSelection } from './protocol.ts';
export { SportsFeed, type FeedOptions } from './feed.ts';
export { LEAGUES } from './catalogue.ts';

/**
 * The simulated odds feed: a module of its own, as a real feed deployed apart would be. It talks to
 * a sportsbook only through the protocol (FeedSink): fixtures, odds and status changes, scores,
 * results and cancellations.
 */
export function createSportsFeed(options: FeedOptions): SportsFeed {
  return new SportsFeed(options);
}
