import type { Db } from '../db/database.ts';
import type { EventBus } from './bus.ts';

/** The longest a cached settings row is used on an instance that did not hear of a change. */
export const SETTINGS_MAX_AGE_MS = 1000;

export interface OperatorSettingsOptions {
  /** One process owns the database (the embedded PGlite): nobody else writes it, the cache never expires. */
  ownsDatabase: boolean;
  /** How long a cached row may be used on a shared database (SETTINGS_MAX_AGE_MS). */
  maxAgeMs?: number;
}

interface Cached {
  value: Promise<unknown>;
  loadedAt: number;
}

/**
 * The operator's settings rows (operator_settings), read on every request of the shared path
 * (maintenance, password rules) and kept in a cache on every instance:
 *
 *   - A write drops the row from the writer's cache at once and announces itself on the bus
 *     (Redis, or Postgres NOTIFY without Redis), whose notice drops it on every other instance as it
 *     arrives (a few milliseconds).
 *   - On a shared database a cached row is used only while the bus hears the other instances
 *     (bus.noticesLive()), everything cached is dropped when that stops or starts again, and a row
 *     is read again once it is SETTINGS_MAX_AGE_MS old: a change that reaches an instance by no
 *     notice (a notice lost with its connection) still holds there within that time.
 *   - With the embedded database (one process owns it) the cache holds until a write.
 */
export class OperatorSettings {
  readonly #db: Db;
  readonly #bus: EventBus;
  readonly #ownsDatabase: boolean;
  readonly #maxAgeMs: number;
  readonly #cache = new Map<string, Cached>();
  readonly #unsubscribe: Array<() => void>;

  constructor(db: Db, bus: EventBus, options: OperatorSettingsOptions) {
    this.#db = db;
    this.#bus = bus;
    this.#ownsDatabase = options.ownsDatabase;
    this.#maxAgeMs = options.maxAgeMs ?? SETTINGS_MAX_AGE_MS;
    this.#unsubscribe = [
      bus.onNotice((notice) => {
        if (notice.type === 'invalidate') this.#cache.delete(notice.key);
      }),
      bus.onNoticeGap(() => this.#cache.clear()),
    ];
  }

  /** Whether reads may be served from the cache now. */
  get caching(): boolean {
    return this.#ownsDatabase || (this.#bus.crossInstance && this.#bus.noticesLive());
  }

  read(key: string): Promise<unknown> {
    if (!this.caching) return this.#load(key);
    const now = Date.now();
    const cached = this.#cache.get(key);
    if (cached && (this.#ownsDatabase || now - cached.loadedAt < this.#maxAgeMs)) return cached.value;
    // The row is read once for every request waiting on it; a failed read is not kept.
    const entry: Cached = { value: this.#load(key), loadedAt: now };
    this.#cache.set(key, entry);
    entry.value.catch(() => {
      if (this.#cache.get(key) === entry) this.#cache.delete(key);
    });
    return entry.value;
  }

  async write(key: string, value: unknown): Promise<void> {
    const json = JSON.stringify(value);
    await this.#db
      .insertInto('operator_settings')
      .values({ key, value: json, updated_at: new Date() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
      .execute();
    this.#cache.delete(key);
    await this.#bus.notify({ type: 'invalidate', key });
  }

  close() {
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    this.#cache.clear();
  }

  async #load(key: string): Promise<unknown> {
    const row = await this.#db.selectFrom('operator_settings').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  }
}
