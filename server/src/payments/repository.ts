import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import type { TransactionStatus, TransactionType } from '@app/contract';
import { afterPosition, cursorAt, keysetPage, keysetWindow, type KeysetPosition, type KeysetRequest } from '../db/keyset.ts';
import { rowWhere } from '../db/rows.ts';
import type { CreatedAt } from '../db/schema.ts';

/** payment_transactions and payment_steps (migration 0018): this domain's tables. */
export type PaymentTransactionsTable = {
  id: string;
  user_id: string;
  type: 'deposit' | 'withdraw';
  currency: string;
  /** Minor units: what the player asked to pay in or take out. */
  amount: ColumnType<string, bigint | string, never>;
  /** Minor units: the channel's fee, taken out of the amount. */
  fee: ColumnType<string, bigint | string, never>;
  status: TransactionStatus;
  channel_id: string;
  channel_name: string;
  bank_card_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  provider: string | null;
  provider_ref: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};
export type PaymentStepsTable = {
  transaction_id: string;
  seq: number;
  status: TransactionStatus;
  note: string | null;
  at: CreatedAt;
};
export type PaymentTables = { payment_transactions: PaymentTransactionsTable; payment_steps: PaymentStepsTable };
export type PaymentsDb = Kysely<PaymentTables>;
export type PaymentRow = Selectable<PaymentTransactionsTable>;
export type StepRow = Selectable<PaymentStepsTable>;

export interface TransactionFilter {
  type?: TransactionType | undefined;
  currency?: string | undefined;
  status?: TransactionStatus | undefined;
  /** Inclusive UTC days. */
  from?: string | undefined;
  to?: string | undefined;
  transactionId?: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const paymentsRepository = {
  async insert(db: PaymentsDb, row: Omit<PaymentRow, 'created_at' | 'updated_at'>): Promise<PaymentRow> {
    return db.insertInto('payment_transactions').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async addStep(db: PaymentsDb, transactionId: string, status: TransactionStatus, note: string | null = null): Promise<void> {
    await db
      .insertInto('payment_steps')
      .values((eb) => ({
        transaction_id: transactionId,
        seq: eb
          .selectFrom('payment_steps')
          .select(sql<number>`coalesce(max(seq), 0) + 1`.as('next'))
          .where('transaction_id', '=', transactionId)
          .$castTo<number>(),
        status,
        note,
      }))
      .execute();
  },

  /** Moves a transaction on from one of the given statuses; undefined when it had already moved (or is not there). */
  async advance(db: PaymentsDb, id: string, from: readonly TransactionStatus[], to: TransactionStatus): Promise<PaymentRow | undefined> {
    return db
      .updateTable('payment_transactions')
      .set({ status: to, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
  },

  async find(db: PaymentsDb, id: string): Promise<PaymentRow | undefined> {
    if (!UUID.test(id)) return undefined;
    return rowWhere(db, 'payment_transactions', { id });
  },

  async byProviderRef(db: PaymentsDb, provider: string, ref: string): Promise<PaymentRow | undefined> {
    return rowWhere(db, 'payment_transactions', { provider, provider_ref: ref });
  },

  /** Whether the player has a deposit that settled: one indexed read, stopping at the first. */
  async hasSettledDeposit(db: PaymentsDb, userId: string): Promise<boolean> {
    const row = await db
      .selectFrom('payment_transactions')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', 'deposit')
      .where('status', '=', 'success')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  async steps(db: PaymentsDb, ids: readonly string[]): Promise<StepRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('payment_steps').selectAll().where('transaction_id', 'in', ids).orderBy('transaction_id').orderBy('seq').execute();
  },

  /**
   * A page of the player's transactions, newest first, by cursor or number (db/keyset.ts), how many
   * match in all and where the next page starts.
   */
  async page(db: PaymentsDb, userId: string, filter: TransactionFilter, request: KeysetRequest) {
    const window = keysetWindow(request);
    const none = { rows: [], total: 0, nextCursor: null };
    let query = db.selectFrom('payment_transactions').where('user_id', '=', userId);
    if (filter.transactionId) {
      if (!UUID.test(filter.transactionId)) return none;
      query = query.where('id', '=', filter.transactionId);
    }
    if (filter.type) {
      // Payments are deposits and withdrawals; the ledger's other kinds are not among them.
      if (filter.type !== 'deposit' && filter.type !== 'withdraw') return none;
      query = query.where('type', '=', filter.type);
    }
    if (filter.currency) query = query.where('currency', '=', filter.currency);
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.from) query = query.where('created_at', '>=', new Date(`${filter.from}T00:00:00.000Z`));
    if (filter.to) query = query.where('created_at', '<', new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + 86_400_000));
    let rows = query.selectAll().select(cursorAt.as('cursor_at'));
    if (window.after) rows = rows.where(afterPosition(window.after));
    const [read, count] = await Promise.all([
      rows.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(window.offset).limit(window.limit).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const paged = keysetPage(read, request.pageSize);
    return { rows: paged.rows, total: Number(count.total), nextCursor: paged.nextCursor };
  },

  /**
   * A page of the withdrawals waiting for the operator, oldest first (created_at, id), after a
   * position (of one player when given): the partial index payment_transactions_reviewing reads
   * exactly them in that order. One row more than the page is read, to know whether another follows.
   */
  async reviewing(
    db: PaymentsDb,
    limit: number,
    after: KeysetPosition | null,
    userId?: string,
  ): Promise<Array<PaymentRow & { cursor_at: string }>> {
    let query = db
      .selectFrom('payment_transactions')
      .selectAll()
      .select(cursorAt.as('cursor_at'))
      .where('type', '=', 'withdraw')
      .where('status', '=', 'reviewing');
    // One player's (a player page): the same index, the few rows of theirs among the queue.
    if (userId) query = query.where('user_id', '=', userId);
    if (after) query = query.where(sql<boolean>`(created_at, id) > (${after.at}::timestamptz, ${after.id}::uuid)`);
    return query
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit + 1)
      .execute();
  },

  /** How many withdrawals wait for the operator (payment_transactions_reviewing). */
  async reviewingCount(db: PaymentsDb): Promise<number> {
    const row = await db
      .selectFrom('payment_transactions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('type', '=', 'withdraw')
      .where('status', '=', 'reviewing')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },
};
