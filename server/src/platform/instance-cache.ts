import { withinOneTransaction } from '../db/one-transaction.ts';
import type { EventBus } from './bus.ts';

export interface InstanceCacheOptions {
  /** One process owns the database (the embedded PGlite): every write to it is this instance's own. */
  ownsDatabase: boolean;
  /** How long a value may be used on a shared database without a notice having dropped it. */
  maxAgeMs: number;
  /** The same when this process owns the database (default: no limit). */
  ownedMaxAgeMs?: number;
  /** The most values kept: past it, the one read longest ago goes (default: no limit). */
  maxEntries?: number;
}

interface Entry<V> {
  value: Promise<V>;
  loadedAt: number;
  /** What the value belongs to (a player), for dropping everything of it at once. */
  tag: string | undefined;
}

/**
 * Values read from the database and kept on this instance, under one rule for what may be served
 * from memory (the operator's settings, the sessions of signed-in calls):
 *
 *   - Whoever changes a value drops it here, on the instance that changed it, before the change's
 *     answer goes out, and announces it on the bus (Redis, or Postgres NOTIFY without Redis), whose
 *     notice drops it on every other instance as it arrives (a few milliseconds).
 *   - On a shared database values are served from memory only while the bus hears the other
 *     instances (bus.noticesLive()); everything kept is dropped when that stops or starts again, and
 *     a value is read again once it is maxAgeMs old: a change that reaches an instance by no notice
 *     (one lost with its connection) still holds there within that time.
 *   - With the embedded database (one process owns it) a value holds until it is dropped, or for
 *     ownedMaxAgeMs.
 *
 * A value is read once for every request waiting on it; a failed read is not kept. Dropping a value
 * whose read is under way drops that read too, so a read that began before a change never outlives it.
 */
export class InstanceCache<V> {
  readonly #bus: Pick<EventBus, 'crossInstance' | 'noticesLive'>;
  readonly #ownsDatabase: boolean;
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, Entry<V>>();
  /** The keys read with each tag. */
  readonly #tagged = new Map<string, Set<string>>();
  readonly #unsubscribe: () => void;

  constructor(bus: Pick<EventBus, 'crossInstance' | 'noticesLive' | 'onNoticeGap'>, options: InstanceCacheOptions) {
    this.#bus = bus;
    this.#ownsDatabase = options.ownsDatabase;
    this.#maxAgeMs = options.ownsDatabase ? (options.ownedMaxAgeMs ?? Number.POSITIVE_INFINITY) : options.maxAgeMs;
    this.#maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
    this.#unsubscribe = bus.onNoticeGap(() => this.clear());
  }

  /** Whether values may be served from memory now. */
  get caching(): boolean {
    return this.#ownsDatabase || (this.#bus.crossInstance && this.#bus.noticesLive());
  }

  /** How many values are kept. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The value of `key`: kept, or read with `load`. `keep(value)` says whether a value read may be
   * kept (a value that names nothing, say, is read again next time).
   */
  read(key: string, load: () => Promise<V>, options: { tag?: string; keep?: (value: V) => boolean } = {}): Promise<V> {
    // Inside an inOneTransaction what is read may yet be rolled back: read it, keep nothing.
    if (!this.caching || withinOneTransaction()) return load();
    const now = Date.now();
    const cached = this.#entries.get(key);
    if (cached && now - cached.loadedAt < this.#maxAgeMs) return cached.value;
    // Kept last in the map's order, which is the order of reading (the oldest goes first).
    if (cached) this.drop(key);
    const entry: Entry<V> = { value: load(), loadedAt: now, tag: options.tag };
    this.#entries.set(key, entry);
    if (entry.tag !== undefined) {
      const keys = this.#tagged.get(entry.tag);
      if (keys) keys.add(key);
      else this.#tagged.set(entry.tag, new Set([key]));
    }
    if (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.drop(oldest.value);
    }
    const forget = () => {
      if (this.#entries.get(key) === entry) this.drop(key);
    };
    entry.value.then((value) => {
      if (options.keep && !options.keep(value)) forget();
    }, forget);
    return entry.value;
  }

  drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    if (entry.tag === undefined) return;
    const keys = this.#tagged.get(entry.tag);
    keys?.delete(key);
    if (keys?.size === 0) this.#tagged.delete(entry.tag);
  }

  /** Drops every value read with this tag. */
  dropTagged(tag: string): void {
    for (const key of this.#tagged.get(tag) ?? []) this.#entries.delete(key);
    this.#tagged.delete(tag);
  }

  clear(): void {
    this.#entries.clear();
    this.#tagged.clear();
  }

  close(): void {
    this.#unsubscribe();
    this.clear();
  }
}
