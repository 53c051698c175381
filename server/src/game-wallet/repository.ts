import type { ColumnType, Kysely, Selectable } from 'kysely';
import type { Db } from '../db/database.ts';

/** The seamless wallet's tables (migration 0032). */
export type GameWalletTables = {
  gamewallet_sessions: {
    id: string;
    provider: string;
    user_id: string;
    currency: string;
    game_id: string;
    game_name: string;
    account_session_id: string | null;
    created_at: ColumnType<Date, Date | undefined, never>;
    last_seen_at: ColumnType<Date, Date | undefined, Date>;
    ended_at: Date | null;
    end_reason: string | null;
  };
  gamewallet_transactions: {
    provider: string;
    transaction_id: string;
    kind: 'bet' | 'win' | 'rollback';
    status: 'ok' | 'voided';
    session_id: string;
    user_id: string;
    round_id: string;
    bet_id: string | null;
    reference_transaction_id: string | null;
    amount: ColumnType<string | number, bigint | string, bigint | string>;
    currency: string;
    answer_status: number;
    answer: ColumnType<WalletAnswer, string, string>;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
};

export type GameSessionRow = Selectable<GameWalletTables['gamewallet_sessions']>;
export type WalletTransactionRow = Selectable<GameWalletTables['gamewallet_transactions']>;
export type NewWalletTransaction = Omit<WalletTransactionRow, 'created_at' | 'answer' | 'amount'> & {
  amount: bigint;
  answer: WalletAnswer;
};

/** What the platform answers a provider: OK with the balance after the call, or a refusal. */
export type WalletAnswer =
  { status: 'OK'; balance: string; currency: string; transactionId?: string } | { status: 'ERROR'; code: string; message: string };

const tables = (db: Db): Kysely<GameWalletTables> => db.withTables<GameWalletTables>();

export const gameWalletRepository = {
  async insertSession(db: Db, row: Omit<GameSessionRow, 'created_at' | 'last_seen_at' | 'ended_at' | 'end_reason'>): Promise<void> {
    await tables(db).insertInto('gamewallet_sessions').values(row).execute();
  },

  session(db: Db, provider: string, id: string): Promise<GameSessionRow | undefined> {
    return tables(db)
      .selectFrom('gamewallet_sessions')
      .selectAll()
      .where('id', '=', id)
      .where('provider', '=', provider)
      .executeTakeFirst();
  },

  async touchSession(db: Db, id: string): Promise<void> {
    await tables(db).updateTable('gamewallet_sessions').set({ last_seen_at: new Date() }).where('id', '=', id).execute();
  },

  /** Ends open sessions (by id, by account session, or all of a player's); answers how many ended. */
  async endSessions(db: Db, where: { id?: string; userId: string; accountSessionId?: string }, reason: string): Promise<number> {
    let query = tables(db)
      .updateTable('gamewallet_sessions')
      .set({ ended_at: new Date(), end_reason: reason })
      .where('user_id', '=', where.userId)
      .where('ended_at', 'is', null);
    if (where.id) query = query.where('id', '=', where.id);
    if (where.accountSessionId) {
      const accountSessionId = where.accountSessionId;
      // A session opened without its account session ends with any of the player's.
      query = query.where((eb) => eb.or([eb('account_session_id', '=', accountSessionId), eb('account_session_id', 'is', null)]));
    }
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Inserts the transaction unless its id is known (a concurrent duplicate waits for the first to commit). */
  async claim(db: Db, row: NewWalletTransaction): Promise<boolean> {
    const inserted = await tables(db)
      .insertInto('gamewallet_transactions')
      .values({ ...row, amount: row.amount.toString(), answer: JSON.stringify(row.answer) })
      .onConflict((conflict) => conflict.columns(['provider', 'transaction_id']).doNothing())
      .returning('transaction_id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  transaction(db: Db, provider: string, transactionId: string, lock = false): Promise<WalletTransactionRow | undefined> {
    let query = tables(db)
      .selectFrom('gamewallet_transactions')
      .selectAll()
      .where('provider', '=', provider)
      .where('transaction_id', '=', transactionId);
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  },

  /** The accepted bet of a round (one bet per round), locked for the caller's transaction. */
  roundBet(db: Db, provider: string, roundId: string, userId: string): Promise<WalletTransactionRow | undefined> {
    return tables(db)
      .selectFrom('gamewallet_transactions')
      .selectAll()
      .where('provider', '=', provider)
      .where('round_id', '=', roundId)
      .where('user_id', '=', userId)
      .where('kind', '=', 'bet')
      .where('status', '=', 'ok')
      .forUpdate()
      .executeTakeFirst();
  },

  async answer(db: Db, provider: string, transactionId: string, answer: WalletAnswer, betId?: string): Promise<void> {
    await tables(db)
      .updateTable('gamewallet_transactions')
      .set({ answer: JSON.stringify(answer), answer_status: 200, ...(betId ? { bet_id: betId } : {}) })
      .where('provider', '=', provider)
      .where('transaction_id', '=', transactionId)
      .execute();
  },
};
