import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { SportsEvent } from '@app/contract';
import { onRealtimeMessage } from '@app/api';
import { isOpenEvent, newerEvent, withMarket } from '../model/live.ts';
import { useTopics } from './useTopics.ts';

export interface LiveEventsOptions {
  /** The topics whose messages the list follows (the live topic, leagues). */
  topics: readonly string[];
  /** Whether an event the list did not have (a snapshot, a match that went live) belongs in it. */
  belongs: (event: SportsEvent) => boolean;
}

/** How long live messages for a list are gathered before it is drawn again. */
export const LIVE_BATCH_MS = 100;

/** A list kept live, in the two sections it is drawn in. */
export interface LiveList {
  live: SportsEvent[];
  upcoming: SportsEvent[];
}

function byStart(a: SportsEvent, b: SportsEvent): number {
  // ISO times in UTC sort as text; comparing code units needs no collator (whose first use is slow).
  return a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0;
}

/**
 * A list of events kept in step with the socket: scores, clocks and odds change in place, and newer
 * messages win over older ones (by the event's version).
 *
 * Nothing the player sees moves under their finger. Each event keeps the place it was drawn in
 * until the list is loaded again: a match that starts is marked live in its row, one that ends stays
 * marked as ended with its odds closed, and events the list did not have (a match that went live
 * meanwhile) join at the end of their section, below what is drawn. A list loaded again shows no
 * match that is over: its live section has the matches live now only.
 */
export function useLiveEvents(base: readonly SportsEvent[] | undefined, { topics, belongs }: LiveEventsOptions): LiveList | undefined {
  useTopics(topics);
  const [live, setLive] = useState<ReadonlyMap<string, SportsEvent>>(new Map());
  const known = useRef<ReadonlyMap<string, SportsEvent>>(new Map());
  const belongsRef = useRef(belongs);
  const topicsRef = useRef(topics);
  useEffect(() => {
    belongsRef.current = belongs;
    topicsRef.current = topics;
    known.current = new Map((base ?? []).map((event) => [event.id, event]));
  });

  useEffect(() => {
    // Live messages are gathered for LIVE_BATCH_MS and drawn together, as a transition: a busy
    // feed costs the list a few passes a second, each yielding to the player's taps and scrolls.
    type Change = (held: ReadonlyMap<string, SportsEvent>) => ReadonlyMap<string, SportsEvent>;
    let queued: Change[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const changes = queued;
      queued = [];
      startTransition(() => setLive((held) => changes.reduce((current, change) => change(current), held)));
    };
    const update = (change: Change) => {
      queued.push(change);
      timer ??= setTimeout(flush, LIVE_BATCH_MS);
    };
    const put = (incoming: SportsEvent) =>
      update((held) => {
        const current = held.get(incoming.id) ?? known.current.get(incoming.id);
        // An event the list did not have joins only while it is open and belongs.
        if (!current && !(isOpenEvent(incoming) && belongsRef.current(incoming))) return held;
        const next = newerEvent(current, incoming);
        if (next === held.get(incoming.id)) return held;
        return new Map(held).set(incoming.id, next);
      });
    const stops = [
      onRealtimeMessage('sports.list.snapshot', ({ topic, events }) => {
        if (topicsRef.current.includes(topic)) for (const event of events) put(event);
      }),
      onRealtimeMessage('sports.event.update', ({ event }) => put(event)),
      onRealtimeMessage('sports.odds.update', ({ eventId, version, market }) =>
        update((held) => {
          const current = held.get(eventId) ?? known.current.get(eventId);
          if (!current) return held;
          const next = withMarket(current, version, market);
          return next === current ? held : new Map(held).set(eventId, next);
        }),
      ),
    ];
    return () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, []);

  // A list that has just arrived is drawn in a pass of its own that yields to the browser (a
  // sportsbook's first screen has dozens of matches), the loading state staying until it is done.
  const shown = useDeferredValue(base);
  // The loaded list, open events by start time: sorted once per list, not again with each message.
  const loaded = useMemo(() => {
    if (!shown) return undefined;
    const events = shown.filter(isOpenEvent).sort(byStart);
    return { events, ids: new Set(events.map((event) => event.id)) };
  }, [shown]);
  // A list loaded again starts from where things stand: the matches over by then (whose rows the
  // list before kept at full time) are left out of it, even one the list still has open (it may
  // have been read before the message that ended it). Done as the new list is drawn, so no pass
  // shows them in it.
  const [fresh, setFresh] = useState<{ loaded: typeof loaded; over: ReadonlySet<string> }>({ loaded, over: new Set() });
  if (fresh.loaded !== loaded) {
    const over = new Set([...live.values()].filter((event) => !isOpenEvent(event)).map((event) => event.id));
    setFresh({ loaded, over });
    if (over.size > 0) setLive((held) => new Map([...held].filter(([id]) => !over.has(id))));
  }
  return useMemo(() => {
    if (!loaded) return undefined;
    const list: LiveList = { live: [], upcoming: [] };
    // The loaded list in its sections (as it was loaded), each event as it is now.
    for (const event of loaded.events) {
      if (!fresh.over.has(event.id)) list[event.status === 'live' ? 'live' : 'upcoming'].push(newerEvent(live.get(event.id), event));
    }
    // Then those that joined since, in the order they came (a map keeps the order its keys were added in).
    for (const [id, event] of live) {
      if (!loaded.ids.has(id)) list[event.status === 'upcoming' ? 'upcoming' : 'live'].push(event);
    }
    return list;
  }, [loaded, live, fresh.over]);
}
