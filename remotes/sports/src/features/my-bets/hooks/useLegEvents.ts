import { useEffect, useMemo, useState } from 'react';
import type { SportsEvent } from '@app/contract';
import { onRealtimeMessage } from '@app/api';
import { useLiveNow } from '../../../shared/api/liveNow.ts';
import { newerEvent } from '../../../shared/model/live.ts';
import { eventTopic } from '../../../shared/model/topics.ts';
import { useTopics } from '../../../shared/hooks/useTopics.ts';

/**
 * The matches of open bets as they stand: the matches live now (asked for once there are open bets,
 * and again every so often) give a live match's score and clock from the start, and each match's
 * topic is followed while the list shows (its snapshot comes on subscribing, then each update).
 * Whichever of the two is newer wins (by the event's version).
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
  const liveNow = useLiveNow(key !== '');
  const listed = liveNow.data?.list;
  return useMemo(() => {
    if (!listed || listed.length === 0) return events;
    const wanted = new Set(key ? key.split(' ') : []);
    const merged = new Map(events);
    for (const event of listed) if (wanted.has(event.id)) merged.set(event.id, newerEvent(events.get(event.id), event));
    return merged;
  }, [events, listed, key]);
}
