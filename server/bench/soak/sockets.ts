// Sockets following live odds, as many phones with the sportsbook open do: each opens /ws on an
// instance, subscribes to the live topic, and when closed (an instance stopping or killed) opens
// again after a short random wait on the next instance. The soak reports how many are held, what
// arrived, and how long each was without a socket (its reconnect time).
import WebSocket from 'ws';
import { percentile } from '../percentile.ts';

export interface SocketFigures {
  wanted: number;
  held: number;
  messages: number;
  /** Changes (not snapshots) that reached the sockets following the live list: the feed is running while they come. */
  liveUpdates: number;
  closes: Record<string, number>;
  reconnects: number;
  reconnectP50Ms: number;
  reconnectP99Ms: number;
  reconnectMaxMs: number;
  /** Sockets still without a connection at the end, and for how long the longest has been. */
  stillDown: number;
  longestDownMs: number;
}

export class Sockets {
  readonly #urls: string[];
  #topics: string[] = [];
  #stopped = false;
  readonly #open = new Set<WebSocket>();
  /** When each socket that is down lost its connection. */
  readonly #downSince = new Map<number, number>();
  readonly #reconnectMs: number[] = [];
  readonly #closes = new Map<string, number>();
  #messages = 0;
  #liveUpdates = 0;
  #wanted = 0;
  /** The topic that lists every live event (its sockets hear every change the feed makes to one). */
  readonly #liveTopic: string | undefined;

  /** The instances' addresses: the array itself, so that a restarted instance's new address is followed. */
  constructor(urls: string[], liveTopic?: string) {
    this.#urls = urls;
    this.#liveTopic = liveTopic;
  }

  /** Opens `count` sockets, 100 at a time, each following one of the topics (in turn). */
  async open(count: number, topics: string[]): Promise<void> {
    this.#wanted = count;
    this.#topics = topics;
    for (let from = 0; from < count; from += 100) {
      await Promise.all(Array.from({ length: Math.min(100, count - from) }, (_, index) => this.#connect(from + index, from + index)));
    }
  }

  #connect(id: number, instance: number): Promise<void> {
    return new Promise((resolve) => {
      if (this.#stopped) return resolve();
      const url = this.#urls[instance % this.#urls.length]!.replace(/^http/, 'ws') + '/ws';
      const socket = new WebSocket(url, { skipUTF8Validation: true, handshakeTimeout: 10_000 });
      let opened = false;
      socket.on('open', () => {
        opened = true;
        this.#open.add(socket);
        socket.send(JSON.stringify({ m: 'topic.subscribe', p: { topic: this.#topics[id % this.#topics.length] } }));
        const since = this.#downSince.get(id);
        if (since !== undefined) {
          this.#reconnectMs.push(Date.now() - since);
          this.#downSince.delete(id);
        }
        resolve();
      });
      const live = this.#liveTopic !== undefined && this.#topics[id % this.#topics.length] === this.#liveTopic;
      socket.on('message', (data: Buffer) => {
        this.#messages += 1;
        if (live && !data.toString().includes('snapshot')) this.#liveUpdates += 1;
      });
      socket.on('error', () => undefined);
      socket.on('close', (code) => {
        this.#open.delete(socket);
        const key = opened ? String(code) : 'refused';
        this.#closes.set(key, (this.#closes.get(key) ?? 0) + 1);
        resolve();
        if (this.#stopped) return;
        if (!this.#downSince.has(id)) this.#downSince.set(id, Date.now());
        // The client's reconnect: soon, spread out, to another instance.
        setTimeout(() => void this.#connect(id, instance + 1), 200 + Math.random() * (opened ? 800 : 1500));
      });
    });
  }

  figures(): SocketFigures {
    const sorted = [...this.#reconnectMs].sort((a, b) => a - b);
    const now = Date.now();
    const downs = [...this.#downSince.values()];
    return {
      wanted: this.#wanted,
      held: this.#open.size,
      messages: this.#messages,
      liveUpdates: this.#liveUpdates,
      closes: Object.fromEntries(this.#closes),
      reconnects: sorted.length,
      reconnectP50Ms: percentile(sorted, 0.5),
      reconnectP99Ms: percentile(sorted, 0.99),
      reconnectMaxMs: sorted.at(-1) ?? 0,
      stillDown: downs.length,
      longestDownMs: downs.length ? now - Math.min(...downs) : 0,
    };
  }

  close(): void {
    this.#stopped = true;
    for (const socket of this.#open) socket.terminate();
    this.#open.clear();
  }
}
