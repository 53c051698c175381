// The realtime topic API for areas: live data (a sports event's odds, say) over the host's one
// socket. An area subscribes to a topic and listens to messages by name; the host's connection
// carries the subscriptions to the server, sends them again after every reconnect, and hands every
// message it receives to the listeners here. No area opens a socket of its own.

import type { ClientMessage, ServerMessage } from '@app/contract';

/** A message as it travels on the socket: m is its name, p its payload. */
export interface RealtimeMessage<P = unknown> {
  m: string;
  p: P;
}

/** The name of a message the server sends (the contract's realtime messages). */
export type ServerMessageName = ServerMessage['m'];
/** The payload of the server message named N. */
export type ServerPayload<N extends ServerMessageName> = Extract<ServerMessage, { m: N }>['p'];

type Listener = (payload: unknown) => void;

/** What the host's connection gives the hub while a socket is open. */
export interface RealtimeTransport {
  send(message: ClientMessage): void;
}

const listeners = new Map<string, Set<Listener>>();
/** Each wanted topic with how many subscribers want it. */
const topics = new Map<string, number>();
const demandWatchers = new Set<() => void>();
let transport: RealtimeTransport | null = null;

function changed() {
  for (const watcher of demandWatchers) watcher();
}

/**
 * Follows a topic until the returned function is called. Subscriptions are counted: the server is
 * asked once, however many components want the same topic, and told to stop when the last one goes.
 */
export function subscribeTopic(topic: string): () => void {
  const count = topics.get(topic) ?? 0;
  topics.set(topic, count + 1);
  if (count === 0) {
    transport?.send({ m: 'topic.subscribe', p: { topic } });
    changed();
  }
  let active = true;
  return () => {
    if (!active) return;
    active = false;
    const left = (topics.get(topic) ?? 1) - 1;
    if (left > 0) {
      topics.set(topic, left);
      return;
    }
    topics.delete(topic);
    transport?.send({ m: 'topic.unsubscribe', p: { topic } });
    changed();
  };
}

/**
 * Calls `listener` with the payload of every message named `name` until the returned function is
 * called. The payload is typed by the contract's message of that name.
 */
export function onRealtimeMessage<N extends ServerMessageName>(name: N, listener: (payload: ServerPayload<N>) => void): () => void {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  const wrapped: Listener = (payload) => listener(payload as ServerPayload<N>);
  set.add(wrapped);
  return () => {
    set.delete(wrapped);
    if (set.size === 0) listeners.delete(name);
  };
}

/** The host's side of the hub: the connection attaches a socket, feeds it messages and detaches it. */
export const realtimeHub = {
  /** The topics wanted now (the connection keeps a socket open for them even when signed out). */
  wantedTopics(): string[] {
    return [...topics.keys()];
  },
  /** A socket is open: every wanted topic is asked for again (a reconnect gets the current state). */
  attach(next: RealtimeTransport): void {
    transport = next;
    for (const topic of topics.keys()) next.send({ m: 'topic.subscribe', p: { topic } });
  },
  detach(): void {
    transport = null;
  },
  /** Hands a received message to its listeners; a listener that throws does not stop the others. */
  dispatch(message: RealtimeMessage): void {
    for (const listener of [...(listeners.get(message.m) ?? [])]) {
      try {
        listener(message.p);
      } catch (error) {
        console.error(`A realtime listener for ${message.m} failed:`, error);
      }
    }
  },
  /** Calls `watcher` whenever the set of wanted topics gains its first or loses its last topic. */
  watchDemand(watcher: () => void): () => void {
    demandWatchers.add(watcher);
    return () => demandWatchers.delete(watcher);
  },
};
