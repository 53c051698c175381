import { useEffect, useState } from 'react';
import { onRealtimeMessage } from '@app/api';
import { applyMarket, type SlipLeg } from '../../../shared/model/slip.ts';
import { slipStore } from '../../../shared/model/stores.ts';
import { eventTopic } from '../../../shared/model/topics.ts';
import { useTopics } from '../../../shared/hooks/useTopics.ts';

/** The most events the slip follows live (a socket follows at most 50 topics, the pages need some). */
export const MAX_SLIP_TOPICS = 20;

export interface OddsNews {
  leg: SlipLeg;
  from: string;
  to: string;
}

/**
 * Keeps the slip's odds and market states live: it follows the topic of each event on the slip,
 * takes each message only when it is not older than what the slip holds (by the event's version:
 * a snapshot and a live update may cross), and tells what moved (for the slip's own announcement;
 * the odds buttons do not announce).
 */
export function useSlipLive(legs: readonly SlipLeg[]): OddsNews | null {
  const events = [...new Set(legs.map((leg) => leg.eventId))].slice(0, MAX_SLIP_TOPICS);
  useTopics(events.map(eventTopic));
  const [news, setNews] = useState<OddsNews | null>(null);

  useEffect(() => {
    const update = (markets: readonly Parameters<typeof applyMarket>[1][], version: number) => {
      const before = slipStore.get().legs;
      let after = before;
      for (const market of markets) after = applyMarket(after, market, version);
      if (after === before) return;
      slipStore.set((slip) => ({ ...slip, legs: after }));
      const moved = after.find((leg, index) => before[index] && before[index].liveOdds !== leg.liveOdds);
      if (moved) setNews({ leg: moved, from: before[after.indexOf(moved)]?.liveOdds ?? moved.odds, to: moved.liveOdds });
    };
    const stops = [
      onRealtimeMessage('sports.odds.update', ({ market, version }) => update([market], version)),
      onRealtimeMessage('sports.event.snapshot', ({ event, markets }) => update(markets, event.version)),
      onRealtimeMessage('sports.event.update', ({ event }) => {
        if (event.mainMarket) update([event.mainMarket], event.version);
        if (event.status === 'finished' || event.status === 'cancelled') {
          const over = (leg: SlipLeg) => leg.eventId === event.id && leg.status === 'open' && (leg.version ?? -1) <= event.version;
          if (slipStore.get().legs.some(over))
            slipStore.set((slip) => ({
              ...slip,
              legs: slip.legs.map((leg) =>
                over(leg) ? { ...leg, status: event.status === 'cancelled' ? 'void' : 'settled', version: event.version } : leg,
              ),
            }));
        }
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  return news;
}
