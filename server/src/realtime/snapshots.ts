import type { ServerMessage } from '@app/contract';

/**
 * A domain's answer to "what does this topic look like now?": the message a socket gets right
 * after it subscribes to a topic starting with `prefix`, so that a client that was away (or just
 * arrived) starts from the current state rather than from the next change. Read from the database
 * by the instance the socket is on; null when there is nothing to send.
 */
export interface TopicSnapshotProvider {
  prefix: string;
  snapshot(topic: string): Promise<ServerMessage | null>;
}

/**
 * The snapshot providers, by topic prefix. Subscriptions to one topic that arrive together share
 * one read: a read starts on the next turn of the event loop after the first of them, so every
 * subscriber it serves had subscribed before it began (nothing published before the read can be
 * missing from it).
 */
export class TopicSnapshots {
  readonly #providers: readonly TopicSnapshotProvider[];
  readonly #waiting = new Map<string, Promise<ServerMessage | null>>();

  constructor(providers: readonly TopicSnapshotProvider[]) {
    this.#providers = providers;
  }

  /** The topic's snapshot, or null when no provider knows it. */
  snapshot(topic: string): Promise<ServerMessage | null> {
    const provider = this.#providers.find((candidate) => topic.startsWith(candidate.prefix));
    if (!provider) return Promise.resolve(null);
    const waiting = this.#waiting.get(topic);
    if (waiting) return waiting;
    const read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.#waiting.delete(topic);
      return provider.snapshot(topic);
    });
    this.#waiting.set(topic, read);
    return read;
  }
}
