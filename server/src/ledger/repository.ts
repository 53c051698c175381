import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The house side of every player balance change (double-entry). */
const HOUSE_ACCOUNT = 'house:operator';

export type BalanceColumn = 'cash' | 'operator_bonus';

/** A balance row in minor units. */
export interface BalanceRow {
  currency: string;
  cash: number;
  operator_bonus: number;
}

/** wallet_balances, ledger_transactions and ledger_entries: the only code that writes them. */
export const ledgerRepository = {
  async openBalances(db: Db, userId: string, currencies: readonly string[]): Promise<void> {
    if (currencies.length === 0) return;
    await db
      .insertInto('wallet_balances')
      .values(currencies.map((currency) => ({ user_id: userId, currency, cash: 0, operator_bonus: 0, updated_at: new Date() })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },

  balances(db: Db, userId: string): Promise<BalanceRow[]> {
    return db.selectFrom('wallet_balances').select(['currency', 'cash', 'operator_bonus']).where('user_id', '=', userId).execute();
  },

  balance(db: Db, userId: string, currency: string): Promise<BalanceRow | undefined> {
    return db
      .selectFrom('wallet_balances')
      .select(['currency', 'cash', 'operator_bonus'])
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .executeTakeFirst();
  },

  async transactionByKey(db: Db, idempotencyKey: string): Promise<string | undefined> {
    const row = await db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
    return row?.id;
  },

  /** Adds minor units to one column of a balance; undefined when that would take it below zero. */
  addToBalance(db: Db, userId: string, currency: string, column: BalanceColumn, minor: number): Promise<BalanceRow | undefined> {
    return db
      .updateTable('wallet_balances')
      .set({ [column]: sql`${sql.ref(column)} + ${minor}`, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .where(sql<boolean>`${sql.ref(column)} + ${minor} >= 0`)
      .returning(['currency', 'cash', 'operator_bonus'])
      .executeTakeFirst();
  },

  /** A ledger transaction with its two entries: the player's account and the house, summing to zero. */
  async record(
    db: Db,
    entry: { kind: string; idempotencyKey: string | null; userId: string; currency: string; account: string; minor: number },
  ): Promise<string> {
    const transaction = await db
      .insertInto('ledger_transactions')
      .values({ kind: entry.kind, idempotency_key: entry.idempotencyKey, user_id: entry.userId, currency: entry.currency })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ledger_entries')
      .values([
        { transaction_id: transaction.id, account: entry.account, currency: entry.currency, amount: entry.minor },
        { transaction_id: transaction.id, account: HOUSE_ACCOUNT, currency: entry.currency, amount: -entry.minor },
      ])
      .execute();
    return transaction.id;
  },
};
