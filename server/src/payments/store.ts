import { fromMinor, type cursorPageOf, type Transaction, type transactionSchema } from '@app/contract';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { KeysetRequest } from '../db/keyset.ts';
import { afterCommit } from '../db/transaction.ts';
import { ApiError } from '../http/errors.ts';
import type { EventBus } from '../platform/bus.ts';
import { paymentsRepository as repository, type PaymentRow, type PaymentTables, type TransactionFilter } from './repository.ts';
import { toTransaction } from './view.ts';

type Page = z.infer<ReturnType<typeof cursorPageOf<typeof transactionSchema>>>;

/** The payments' records as the player and the operator see them, and the realtime messages they send. */
export class PaymentStore {
  readonly #db: Db;
  readonly #decimals: (currency: string, executor?: Db) => Promise<number>;
  readonly #bus: Pick<EventBus, 'publish' | 'publishTopic'>;

  constructor(db: Db, decimals: (currency: string, executor?: Db) => Promise<number>, bus: Pick<EventBus, 'publish' | 'publishTopic'>) {
    this.#db = db;
    this.#decimals = decimals;
    this.#bus = bus;
  }

  /** This domain's tables, in the caller's transaction or outside one. */
  tables(executor: Db = this.#db) {
    return executor.withTables<PaymentTables>();
  }

  async view(row: PaymentRow, executor: Db = this.#db): Promise<Transaction> {
    const steps = await repository.steps(this.tables(executor), [row.id]);
    return toTransaction(row, steps, await this.#decimals(row.currency, executor));
  }

  /** Many rows as transactions, their steps read in one statement (a list's page). */
  async views(rows: readonly PaymentRow[], executor: Db = this.#db): Promise<Transaction[]> {
    const steps = await repository.steps(
      this.tables(executor),
      rows.map((row) => row.id),
    );
    const byTransaction = new Map<string, typeof steps>();
    for (const step of steps) byTransaction.set(step.transaction_id, [...(byTransaction.get(step.transaction_id) ?? []), step]);
    const list: Transaction[] = [];
    for (const row of rows) list.push(toTransaction(row, byTransaction.get(row.id) ?? [], await this.#decimals(row.currency, executor)));
    return list;
  }

  /** One of the player's transactions (TRANSACTION_NOT_FOUND for anyone else's). */
  async get(userId: string, transactionId: string): Promise<Transaction> {
    const row = await repository.find(this.tables(), transactionId);
    if (!row || row.user_id !== userId) throw new ApiError('TRANSACTION_NOT_FOUND', 'No such transaction');
    return this.view(row);
  }

  /** Whether the player has made a deposit that settled (the operator may hold real-money play until one has). */
  async hasSettledDeposit(userId: string): Promise<boolean> {
    return repository.hasSettledDeposit(this.tables(), userId);
  }

  /** A page of the player's transactions, newest first, with their steps: by cursor (or by number, for clients that still send one). */
  async page(userId: string, filter: TransactionFilter & KeysetRequest): Promise<Page> {
    const tables = this.tables();
    const { rows, total, nextCursor } = await repository.page(tables, userId, filter, filter);
    const steps = await repository.steps(
      tables,
      rows.map((row) => row.id),
    );
    const list: Transaction[] = [];
    for (const row of rows) {
      list.push(
        toTransaction(
          row,
          steps.filter((step) => step.transaction_id === row.id),
          await this.#decimals(row.currency),
        ),
      );
    }
    return { list, page: filter.page, pageSize: filter.pageSize, total, nextCursor };
  }

  /**
   * Once the transaction commits: the whole transaction to its player (payment.transaction.update),
   * and on a final outcome the notice the shell shows as a toast (payment.settle).
   */
  announce(tx: Db, row: PaymentRow, settled?: { amount: bigint }): void {
    afterCommit(tx, async () => {
      const transaction = await this.view(row);
      await this.#bus.publish(row.user_id, { m: 'payment.transaction.update', p: transaction });
      // The back office's queue: a withdrawal requested, then decided.
      if (row.type === 'withdraw') {
        await this.#bus.publishTopic('operator.withdrawals', {
          m: 'operator.withdrawal',
          p: { event: row.status === 'reviewing' ? 'requested' : 'decided', withdrawal: { ...transaction, userId: row.user_id } },
        });
      }
      if (settled) {
        const decimals = await this.#decimals(row.currency);
        await this.#bus.publish(row.user_id, {
          m: 'payment.settle',
          p: { type: row.type, amount: fromMinor(settled.amount, decimals), currency: row.currency, status: row.status },
        });
      }
    });
  }
}
