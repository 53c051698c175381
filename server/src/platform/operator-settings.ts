import type { Db } from '../db/database.ts';
import type { EventBus } from './bus.ts';

/**
 * The operator's settings rows (operator_settings). When cacheable (one process owns the database)
 * reads go through a cache that a write drops at once, and every instance hears of the write on the
 * bus; otherwise every read goes to the database. Either way a change (maintenance off, a new
 * password policy) applies from the next request on.
 */
export class OperatorSettings {
  readonly #db: Db;
  readonly #bus: EventBus;
  readonly #cacheable: boolean;
  readonly #cache = new Map<string, Promise<unknown>>();
  readonly #unsubscribe: () => void;

  constructor(db: Db, bus: EventBus, cacheable: boolean) {
    this.#db = db;
    this.#bus = bus;
    this.#cacheable = cacheable;
    this.#unsubscribe = bus.onNotice((notice) => {
      if (notice.type === 'invalidate') this.#cache.delete(notice.key);
    });
  }

  async read(key: string): Promise<unknown> {
    if (!this.#cacheable) return this.#load(key);
    let value = this.#cache.get(key);
    if (!value) {
      value = this.#load(key);
      this.#cache.set(key, value);
      value.catch(() => this.#cache.delete(key));
    }
    return value;
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
    this.#unsubscribe();
    this.#cache.clear();
  }

  async #load(key: string): Promise<unknown> {
    const row = await this.#db.selectFrom('operator_settings').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  }
}
