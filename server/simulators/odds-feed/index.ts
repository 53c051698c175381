import { SportsFeed, type FeedOptions } from './feed.ts';

export type { FeedFixture, FeedOpenEvent, FeedResult, FeedSink, FeedUpdate, FeedMarket, FeedSelection } from '@app/contract/providers';
export { SportsFeed, type FeedOptions } from './feed.ts';
export { LEAGUES } from './catalogue.ts';

/**
 * The simulated odds feed: a third party of its own, as a real feed deployed apart would be. It talks
 * to a sportsbook only through the feed protocol (FeedSink, @app/contract/providers): fixtures, odds
 * and status changes, scores, results and cancellations.
 */
export function createSportsFeed(options: FeedOptions): SportsFeed {
  return new SportsFeed(options);
}
