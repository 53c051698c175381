import { useEffect, useMemo, useState } from 'react';
import type { SportsEvent } from '@app/contract';
import { onRealtimeMessage } from '@app/api';
import { newerEvent } from '../../../shared/model/live.ts';
import { eventTopic } from '../../../shared/model/topics.ts';
import { useTopics } from '../../../shared/hooks/useTopics.ts';

/**
 * The matches of open bets as they stand, from the socket: each match's topic is followed while
 * the list shows (its snapshot comes on subscribing, then each update), so an open bet on a live
 * match shows the score and the clock. Newer messages win over older ones (by the event's version).
 */
export function useLegEvents(eventIds: readonly string[]): ReadonlyMap<string, SportsEvent> {
  const key = [...new Set(eventIds)].sort().join(' ');
  const topics = useMemo(() => (key ? key.split(' ').map((id) => eventTopic(id)) : []), [key]);
  useTopics(topics);
  const [events, setEvents] = useState<ReadonlyMap<string, SportsEvent>>(new Map());
  useEffect(() => {
    const wanted = new Set(key ? key.split(' ') : []);
    const put = (incoming: SportsEvent) => {
      if (!wanted.has(incoming.id)) return;
      setEvents((held) => {
        const next = newerEvent(held.get(incoming.id), incoming);
        return next === held.get(incoming.id) ? held : new Map(held).set(incoming.id, next);
      });
    };
    const stops = [
      onRealtimeMessage('sports.event.snapshot', ({ event }) => put(event)),
      onRealtimeMessage('sports.event.update', ({ event }) => put(event)),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [key]);
  return events;
}
