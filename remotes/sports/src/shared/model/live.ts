import type { Market, SportsEvent } from '@app/contract';

// Live data arrives as whole events, single markets and snapshots, in any order: each carries the
// event's version, and a message older than what is shown is ignored.

/** An event with the version a message brings: the newer of the two, or the one held when the message is older. */
export function newerEvent(held: SportsEvent | undefined, incoming: SportsEvent): SportsEvent {
  if (!held || incoming.version >= held.version) return incoming;
  return held;
}

/**
 * A market's new odds or status applied to an event shown in a list (only its match result market
 * is shown there): a newer message for that market replaces it and moves the version on; one for
 * any other market changes nothing the list shows, so the event is kept as it is (and its row is
 * not drawn again).
 */
export function withMarket(event: SportsEvent, version: number, market: Market): SportsEvent {
  if (version < event.version || market.eventId !== event.id) return event;
  const isMain = event.mainMarket ? event.mainMarket.id === market.id : market.type === 'match_result';
  if (!isMain) return event;
  return { ...event, version, mainMarket: market.status === 'settled' || market.status === 'void' ? null : market };
}

/** The markets of an event page with one market replaced (or added). */
export function replaceMarket(markets: readonly Market[], market: Market): Market[] {
  const index = markets.findIndex((held) => held.id === market.id);
  if (index === -1) return [...markets, market];
  return markets.map((held, at) => (at === index ? market : held));
}

/** Whether an event still belongs in a list of live and upcoming events. */
export function isOpenEvent(event: SportsEvent): boolean {
  return event.status === 'live' || event.status === 'upcoming';
}
