import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { CurrencyRow } from '../db/schema.ts';

/** The currencies and exchange_rates tables. */
export function currenciesRepository(db: Db) {
  return {
    /** executor: a transaction the caller is in, when it is in one. */
    list(executor: Db = db): Promise<CurrencyRow[]> {
      return executor.selectFrom('currencies').selectAll().orderBy('sort_order').orderBy('code').execute();
    },

    find(code: string, executor: Db = db): Promise<CurrencyRow | undefined> {
      return executor.selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirst();
    },

    rates(base: string, codes: readonly string[], executor: Db = db): Promise<Array<{ currency: string; rate: string; updated_at: Date }>> {
      let query = executor
        .selectFrom('exchange_rates')
        .select(['currency', sql<string>`rate::text`.as('rate'), 'updated_at'])
        .where('base_currency', '=', base);
      if (codes.length > 0) query = query.where('currency', 'in', [...codes]);
      return query.orderBy('currency').execute();
    },

    async setRates(base: string, rates: ReadonlyArray<[currency: string, rate: string]>): Promise<void> {
      await db.transaction().execute(async (tx) => {
        for (const [currency, rate] of rates) {
          await tx
            .insertInto('exchange_rates')
            .values({ base_currency: base, currency, rate, updated_at: new Date() })
            .onConflict((oc) => oc.columns(['base_currency', 'currency']).doUpdateSet({ rate, updated_at: new Date() }))
            .execute();
        }
      });
    },
  };
}
export type CurrenciesRepository = ReturnType<typeof currenciesRepository>;
