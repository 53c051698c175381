import { startTransition, useEffect, useRef, useState } from 'react';
import type { Market, SportsEvent } from '@app/contract';
import { onRealtimeMessage } from '@app/api';
import { newerEvent, replaceMarket } from '../../../shared/model/live.ts';
import { eventTopic } from '../../../shared/model/topics.ts';
import { useTopics } from '../../../shared/hooks/useTopics.ts';

export interface LiveEvent {
  event: SportsEvent;
  markets: Market[];
}

/**
 * One event with its markets kept in step with its topic: the snapshot sent on every
 * (re)subscription replaces what is shown, then scores and odds change in place; a message older
 * than what is shown (by the event's version) is ignored.
 */
export function useLiveEvent(eventId: string, loaded: LiveEvent | undefined): LiveEvent | undefined {
  useTopics([eventTopic(eventId)]);
  const [live, setLive] = useState<LiveEvent | undefined>(undefined);
  const loadedRef = useRef(loaded);
  useEffect(() => {
    loadedRef.current = loaded;
  });

  useEffect(() => {
    // Live messages are drawn as transitions: React may gather several into one pass and yields
    // to the player's taps and scrolls while it draws.
    const update: typeof setLive = (next) => startTransition(() => setLive(next));
    const stops = [
      onRealtimeMessage('sports.event.snapshot', (snapshot) => {
        if (snapshot.event.id !== eventId) return;
        update((held) =>
          held && held.event.version > snapshot.event.version ? held : { event: snapshot.event, markets: snapshot.markets },
        );
      }),
      onRealtimeMessage('sports.event.update', ({ event }) => {
        if (event.id !== eventId) return;
        update((held) => {
          const base = held ?? loadedRef.current;
          if (!base) return held;
          const next = newerEvent(base.event, event);
          return next === base.event ? held : { ...base, event: next };
        });
      }),
      onRealtimeMessage('sports.odds.update', ({ eventId: id, version, market }) => {
        if (id !== eventId) return;
        update((held) => {
          const base = held ?? loadedRef.current;
          if (!base || version < base.event.version) return held;
          return { event: { ...base.event, version }, markets: replaceMarket(base.markets, market) };
        });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [eventId]);

  if (!live) return loaded;
  if (loaded && loaded.event.version > live.event.version) return loaded;
  return live;
}
