import type { Currency, WalletBalanceUpdatePayload } from '@app/contract';
import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { fromMinorUnits, toMinorUnits } from '../platform/money.ts';
import { ledgerRepository as repository, type BalanceRow } from './repository.ts';

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

function payload(row: BalanceRow | undefined, currency: Currency): WalletBalanceUpdatePayload {
  return {
    currency: currency.currency,
    afterCash: fromMinorUnits(row?.cash ?? 0, currency.decimals),
    afterOperatorBonus: fromMinorUnits(row?.operator_bonus ?? 0, currency.decimals),
  };
}

/** The one writer of player balances: every change is a double-entry ledger transaction. */
export class Ledger {
  readonly #db: Db;
  readonly #currencies: Pick<Currencies, 'get' | 'enabledCodes'>;

  constructor(db: Db, currencies: Pick<Currencies, 'get' | 'enabledCodes'>) {
    this.#db = db;
    this.#currencies = currencies;
  }

  /** Makes sure the player has a balance row for every enabled currency (executor: the caller's transaction). */
  async openBalances(userId: string, executor: Db = this.#db): Promise<void> {
    await repository.openBalances(executor, userId, await this.#currencies.enabledCodes(executor));
  }

  /** The player's balance rows, in minor units. */
  balances(userId: string): Promise<BalanceRow[]> {
    return repository.balances(this.#db, userId);
  }

  /**
   * Moves money between a player's balance and the house in one transaction: a ledger transaction
   * with two entries summing to zero, and the balance row. A balance never goes below zero.
   */
  async adjust(adjustment: Adjustment): Promise<AdjustmentResult> {
    const currency = await this.#currencies.get(adjustment.currency);
    if (!currency || !currency.aggregatedEnabled)
      throw new ApiError('CURRENCY_NOT_AVAILABLE', `The currency ${adjustment.currency} is not available`);
    let minor: number;
    try {
      minor = toMinorUnits(adjustment.amount, currency.decimals);
    } catch {
      throw new ApiError('VALIDATION_FAILED', `The amount does not fit ${currency.currency} (${currency.decimals} decimals)`);
    }
    if (minor === 0) throw new ApiError('VALIDATION_FAILED', 'The amount must not be zero');
    const column = adjustment.kind === 'cash' ? 'cash' : 'operator_bonus';
    const account = `user:${adjustment.userId}:${adjustment.kind === 'cash' ? 'cash' : 'bonus'}`;

    return this.#db.transaction().execute(async (tx) => {
      if (adjustment.idempotencyKey) {
        const previous = await repository.transactionByKey(tx, adjustment.idempotencyKey);
        if (previous) {
          const row = await repository.balance(tx, adjustment.userId, currency.currency);
          return { ...payload(row, currency), transactionId: previous, applied: false };
        }
      }
      await this.openBalances(adjustment.userId, tx);
      const updated = await repository.addToBalance(tx, adjustment.userId, currency.currency, column, minor);
      if (!updated) throw new ApiError('INSUFFICIENT_FUNDS', 'The balance is too low for this change');
      const transactionId = await repository.record(tx, {
        kind: adjustment.reason,
        idempotencyKey: adjustment.idempotencyKey ?? null,
        userId: adjustment.userId,
        currency: currency.currency,
        account,
        minor,
      });
      return { ...payload(updated, currency), transactionId, applied: true };
    });
  }
}
