import { sql } from 'kysely';
import type { Balance, Currency, WalletBalanceUpdatePayload } from '@app/contract';
import type { Db } from '../db/database.ts';
import type { CurrencyRow } from '../db/schema.ts';
import { fromMinorUnits, toMinorUnits, trimDecimal } from '../platform/money.ts';
import { ApiError } from '../plugins/errors.ts';

export const BASE_CURRENCY = 'USD';

/** The house side of every player balance change (double-entry). */
const HOUSE_ACCOUNT = 'house:operator';

export type BalanceKind = 'cash' | 'operatorBonus';

export interface Adjustment {
  userId: string;
  currency: string;
  /** Signed change, decimal string in the major unit. */
  amount: string;
  kind: BalanceKind;
  /** Why the money moved (ledger transaction kind). */
  reason: string;
  /** The same key never moves money twice. */
  idempotencyKey?: string;
}

export interface AdjustmentResult extends WalletBalanceUpdatePayload {
  transactionId: string;
  /** False when the idempotency key had already been used: nothing moved this time. */
  applied: boolean;
}

function toCurrency(row: CurrencyRow): Currency {
  return {
    currency: row.code,
    name: row.name,
    decimals: row.decimals,
    aggregatedEnabled: row.aggregated_enabled,
    aggregatedHidden: row.aggregated_hidden,
  };
}

/** Currencies, exchange rates, balances and the ledger. */
export class WalletStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async currencies(): Promise<Currency[]> {
    const rows = await this.#db.selectFrom('currencies').selectAll().orderBy('sort_order').orderBy('code').execute();
    return rows.map(toCurrency);
  }

  async currency(code: string): Promise<Currency | undefined> {
    const row = await this.#db.selectFrom('currencies').selectAll().where('code', '=', code).executeTakeFirst();
    return row ? toCurrency(row) : undefined;
  }

  /** A currency a player may hold: enabled and not hidden (spec section 5). */
  async isPlayable(code: string): Promise<boolean> {
    const currency = await this.currency(code);
    return !!currency && currency.aggregatedEnabled && !currency.aggregatedHidden;
  }

  /** Units of each currency per one unit of the base currency; the base itself is 1. */
  async exchangeRates(base: string, codes: readonly string[]): Promise<{ rates: Record<string, string>; updatedAt: string }> {
    let query = this.#db
      .selectFrom('exchange_rates')
      .select(['currency', sql<string>`rate::text`.as('rate'), 'updated_at'])
      .where('base_currency', '=', base);
    if (codes.length > 0) query = query.where('currency', 'in', [...codes]);
    const rows = await query.orderBy('currency').execute();
    const rates: Record<string, string> = {};
    let updatedAt = new Date(0);
    for (const row of rows) {
      rates[row.currency] = trimDecimal(row.rate);
      if (row.updated_at > updatedAt) updatedAt = row.updated_at;
    }
    if (codes.length === 0 || codes.includes(base)) rates[base] = '1';
    return { rates, updatedAt: updatedAt.toISOString() };
  }

  async setExchangeRates(base: string, rates: Record<string, string>): Promise<void> {
    const known = new Set((await this.currencies()).map((c) => c.currency));
    for (const code of [base, ...Object.keys(rates)]) {
      if (!known.has(code)) throw new ApiError(400, 'CURRENCY_NOT_AVAILABLE', `Unknown currency ${code}`);
    }
    await this.#db.transaction().execute(async (tx) => {
      for (const [currency, rate] of Object.entries(rates)) {
        if (currency === base) continue;
        await tx
          .insertInto('exchange_rates')
          .values({ base_currency: base, currency, rate, updated_at: new Date() })
          .onConflict((oc) => oc.columns(['base_currency', 'currency']).doUpdateSet({ rate, updated_at: new Date() }))
          .execute();
      }
    });
  }

  /** Makes sure the player has a balance row for every enabled currency. */
  async openBalances(userId: string, db: Db = this.#db): Promise<void> {
    await sql`
      insert into wallet_balances (user_id, currency)
      select ${userId}::uuid, code from currencies where aggregated_enabled
      on conflict do nothing`.execute(db);
  }

  async balances(userId: string): Promise<Balance[]> {
    const rows = await this.#db
      .selectFrom('wallet_balances as b')
      .innerJoin('currencies as c', 'c.code', 'b.currency')
      .select(['b.currency', 'b.cash', 'b.operator_bonus', 'c.decimals'])
      .where('b.user_id', '=', userId)
      .where('c.aggregated_enabled', '=', true)
      .orderBy('c.sort_order')
      .orderBy('c.code')
      .execute();
    return rows.map((row) => ({
      currency: row.currency,
      cash: fromMinorUnits(row.cash, row.decimals),
      operatorBonus: fromMinorUnits(row.operator_bonus, row.decimals),
    }));
  }

  /**
   * Moves money between a player's balance and the house in one transaction: a ledger transaction
   * with two entries summing to zero, and the balance row. A balance never goes below zero.
   */
  async adjust(adjustment: Adjustment): Promise<AdjustmentResult> {
    const currency = await this.currency(adjustment.currency);
    if (!currency || !currency.aggregatedEnabled)
      throw new ApiError(400, 'CURRENCY_NOT_AVAILABLE', `The currency ${adjustment.currency} is not available`);
    let minor: number;
    try {
      minor = toMinorUnits(adjustment.amount, currency.decimals);
    } catch {
      throw new ApiError(400, 'VALIDATION_FAILED', `The amount does not fit ${currency.currency} (${currency.decimals} decimals)`);
    }
    if (minor === 0) throw new ApiError(400, 'VALIDATION_FAILED', 'The amount must not be zero');
    const column = adjustment.kind === 'cash' ? 'cash' : 'operator_bonus';
    const account = `user:${adjustment.userId}:${adjustment.kind === 'cash' ? 'cash' : 'bonus'}`;

    return this.#db.transaction().execute(async (tx) => {
      if (adjustment.idempotencyKey) {
        const previous = await tx
          .selectFrom('ledger_transactions')
          .select('id')
          .where('idempotency_key', '=', adjustment.idempotencyKey)
          .executeTakeFirst();
        if (previous) {
          const balance = await this.#balanceRow(tx, adjustment.userId, currency);
          return { ...balance, transactionId: previous.id, applied: false };
        }
      }
      await this.openBalances(adjustment.userId, tx);
      const updated = await tx
        .updateTable('wallet_balances')
        .set({ [column]: sql`${sql.ref(column)} + ${minor}`, updated_at: new Date() })
        .where('user_id', '=', adjustment.userId)
        .where('currency', '=', currency.currency)
        .where(sql<boolean>`${sql.ref(column)} + ${minor} >= 0`)
        .returning(['cash', 'operator_bonus'])
        .executeTakeFirst();
      if (!updated) throw new ApiError(409, 'INSUFFICIENT_FUNDS', 'The balance is too low for this change');
      const transaction = await tx
        .insertInto('ledger_transactions')
        .values({
          kind: adjustment.reason,
          idempotency_key: adjustment.idempotencyKey ?? null,
          user_id: adjustment.userId,
          currency: currency.currency,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('ledger_entries')
        .values([
          { transaction_id: transaction.id, account, currency: currency.currency, amount: minor },
          { transaction_id: transaction.id, account: HOUSE_ACCOUNT, currency: currency.currency, amount: -minor },
        ])
        .execute();
      return {
        currency: currency.currency,
        afterCash: fromMinorUnits(updated.cash, currency.decimals),
        afterOperatorBonus: fromMinorUnits(updated.operator_bonus, currency.decimals),
        transactionId: transaction.id,
        applied: true,
      };
    });
  }

  async #balanceRow(db: Db, userId: string, currency: Currency): Promise<WalletBalanceUpdatePayload> {
    const row = await db
      .selectFrom('wallet_balances')
      .select(['cash', 'operator_bonus'])
      .where('user_id', '=', userId)
      .where('currency', '=', currency.currency)
      .executeTakeFirst();
    return {
      currency: currency.currency,
      afterCash: fromMinorUnits(row?.cash ?? 0, currency.decimals),
      afterOperatorBonus: fromMinorUnits(row?.operator_bonus ?? 0, currency.decimals),
    };
  }
}
