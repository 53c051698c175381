import type { Db } from '../db/database.ts';
import { whenCommitted } from '../db/one-transaction.ts';
import type { EventBus } from './bus.ts';
import { InstanceCache } from './instance-cache.ts';

/** The longest a cached settings row is used on an instance that did not hear of a change. */
export const SETTINGS_MAX_AGE_MS = 1000;

export interface OperatorSettingsOptions {
  /** One process owns the database (the embedded PGlite): nobody else writes it, the cache never expires. */
  ownsDatabase: boolean;
  /** How long a cached row may be used on a shared database (SETTINGS_MAX_AGE_MS). */
  maxAgeMs?: number;
}

/**
 * The operator's settings rows (operator_settings), read on every request of the shared path
 * (maintenance, password rules) and kept on every instance (InstanceCache: dropped at once where a
 * row is written, on the others when the bus's notice arrives, and read again once
 * SETTINGS_MAX_AGE_MS old on a shared database).
 */
export class OperatorSettings {
  readonly #db: Db;
  readonly #bus: EventBus;
  readonly #cache: InstanceCache<unknown>;
  readonly #unsubscribe: () => void;

  constructor(db: Db, bus: EventBus, options: OperatorSettingsOptions) {
    this.#db = db;
    this.#bus = bus;
    this.#cache = new InstanceCache(bus, { ownsDatabase: options.ownsDatabase, maxAgeMs: options.maxAgeMs ?? SETTINGS_MAX_AGE_MS });
    this.#unsubscribe = bus.onNotice((notice) => {
      if (notice.type === 'invalidate') this.#cache.drop(notice.key);
    });
  }

  /** Whether reads may be served from the cache now. */
  get caching(): boolean {
    return this.#cache.caching;
  }

  read(key: string): Promise<unknown> {
    return this.#cache.read(key, () => this.#load(key));
  }

  async write(key: string, value: unknown): Promise<void> {
    const json = JSON.stringify(value);
    await this.#db
      .insertInto('operator_settings')
      .values({ key, value: json, updated_at: new Date() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
      .execute();
    await whenCommitted(async () => {
      this.#cache.drop(key);
      await this.#bus.notify({ type: 'invalidate', key });
    });
  }

  close() {
    this.#unsubscribe();
    this.#cache.close();
  }

  async #load(key: string): Promise<unknown> {
    const row = await this.#db.selectFrom('operator_settings').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  }
}
