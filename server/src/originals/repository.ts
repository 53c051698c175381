import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';

type Int8 = ColumnType<number, number | bigint | undefined, number | bigint>;
type Minor = ColumnType<number, bigint | number, bigint | number>;

/** This domain's tables (migration 0034). */
export type OriginalsTables = {
  originals_seed_pairs: {
    id: string;
    user_id: string;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    /** The secret server seed the next pair will use, committed by its hash (migration 0039); null once revealed. */
    next_server_seed: ColumnType<string | null, string, null>;
    next_server_seed_hash: ColumnType<string | null, string, null>;
    next_nonce: Int8;
    status: ColumnType<'active' | 'revealed', 'active' | undefined, 'revealed'>;
    created_at: ColumnType<Date, Date | undefined, never>;
    revealed_at: ColumnType<Date | null, Date | null | undefined, Date>;
  };
  originals_mines_rounds: {
    bet_id: string;
    user_id: string;
    seed_pair_id: string;
    nonce: Int8;
    mines: number;
    revealed: ColumnType<number[], string | undefined, string>;
    status: ColumnType<MinesStatus, MinesStatus | undefined, MinesStatus>;
    created_at: ColumnType<Date, Date | undefined, never>;
    ended_at: ColumnType<Date | null, Date | null | undefined, Date>;
  };
  originals_limits: { currency: string; min_bet: Minor; max_bet: Minor; max_win: Minor };
};
export type MinesStatus = 'active' | 'busted' | 'cashed_out';
export type SeedPairRow = Selectable<OriginalsTables['originals_seed_pairs']>;
export type MinesRoundRow = Selectable<OriginalsTables['originals_mines_rounds']>;
export type LimitRow = Selectable<OriginalsTables['originals_limits']>;
export type NewSeedPair = Pick<SeedPairRow, 'id' | 'user_id' | 'server_seed' | 'server_seed_hash' | 'client_seed'> & {
  next_server_seed: string;
  next_server_seed_hash: string;
};

const tables = (executor: Db): Kysely<OriginalsTables> => executor.withTables<OriginalsTables>();

/** The player's seed pairs in one status (one at most is active), every column. */
function playerPairs(executor: Db, userId: string, status: SeedPairRow['status']) {
  return tables(executor).selectFrom('originals_seed_pairs').selectAll().where('user_id', '=', userId).where('status', '=', status);
}

export const originalsRepository = {
  activePair(executor: Db, userId: string): Promise<SeedPairRow | undefined> {
    return playerPairs(executor, userId, 'active').executeTakeFirst();
  },

  /** The active pair locked for the caller's transaction (a bet takes its nonce, a rotation ends it). */
  lockActivePair(tx: Db, userId: string): Promise<SeedPairRow | undefined> {
    return playerPairs(tx, userId, 'active').forUpdate().executeTakeFirst();
  },

  /** Adds the pair unless the player already has an active one (made meanwhile by another call). */
  async insertActive(executor: Db, pair: NewSeedPair): Promise<void> {
    await tables(executor)
      .insertInto('originals_seed_pairs')
      .values(pair)
      .onConflict((oc) => oc.column('user_id').where('status', '=', 'active').doNothing())
      .execute();
  },

  pair(executor: Db, pairId: string): Promise<SeedPairRow | undefined> {
    return tables(executor).selectFrom('originals_seed_pairs').selectAll().where('id', '=', pairId).executeTakeFirst();
  },

  /**
   * Takes the player's active pair's next nonce in one statement (its row stays locked until the
   * caller's transaction ends); undefined when the player has no active pair yet.
   */
  takeActiveNonce(tx: Db, userId: string): Promise<SeedPairRow | undefined> {
    return tables(tx)
      .updateTable('originals_seed_pairs')
      .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .returningAll()
      .executeTakeFirst();
  },

  lastRevealed(executor: Db, userId: string): Promise<SeedPairRow | undefined> {
    return playerPairs(executor, userId, 'revealed').orderBy('revealed_at', 'desc').limit(1).executeTakeFirst();
  },

  /** Ends the pair: its server seed is shown from now on, and the next one (promoted by the caller) leaves its row. */
  async reveal(tx: Db, pairId: string, at: Date): Promise<void> {
    await tables(tx)
      .updateTable('originals_seed_pairs')
      .set({ status: 'revealed', revealed_at: at, next_server_seed: null, next_server_seed_hash: null })
      .where('id', '=', pairId)
      .execute();
  },

  /**
   * Writes the revealed server seed into the fairness record of every bet the pair made, so a bet
   * read anywhere (the bet history, an export) carries all it takes to verify it.
   */
  async revealInBets(tx: Db, userId: string, serverSeedHash: string, serverSeed: string): Promise<void> {
    await sql`
      update game_bets
      set fairness = jsonb_set(fairness, '{serverSeed}', to_jsonb(${serverSeed}::text))
      where user_id = ${userId} and is_original and fairness ->> 'serverSeedHash' = ${serverSeedHash}`.execute(tx);
  },

  activeRound(executor: Db, userId: string): Promise<MinesRoundRow | undefined> {
    return tables(executor)
      .selectFrom('originals_mines_rounds')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .executeTakeFirst();
  },

  lockRound(tx: Db, betId: string): Promise<MinesRoundRow | undefined> {
    return tables(tx).selectFrom('originals_mines_rounds').selectAll().where('bet_id', '=', betId).forUpdate().executeTakeFirst();
  },

  insertRound(tx: Db, round: Pick<MinesRoundRow, 'bet_id' | 'user_id' | 'seed_pair_id' | 'nonce' | 'mines'>): Promise<MinesRoundRow> {
    return tables(tx).insertInto('originals_mines_rounds').values(round).returningAll().executeTakeFirstOrThrow();
  },

  updateRound(tx: Db, betId: string, change: { revealed: number[]; status: MinesStatus; endedAt?: Date }): Promise<MinesRoundRow> {
    return tables(tx)
      .updateTable('originals_mines_rounds')
      .set({ revealed: JSON.stringify(change.revealed), status: change.status, ...(change.endedAt ? { ended_at: change.endedAt } : {}) })
      .where('bet_id', '=', betId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  limits(executor: Db): Promise<LimitRow[]> {
    return tables(executor).selectFrom('originals_limits').selectAll().orderBy('currency').execute();
  },

  limit(executor: Db, currency: string): Promise<LimitRow | undefined> {
    return tables(executor).selectFrom('originals_limits').selectAll().where('currency', '=', currency).executeTakeFirst();
  },

  async insertMissingLimits(executor: Db, rows: LimitRow[]): Promise<void> {
    if (rows.length === 0) return;
    await tables(executor)
      .insertInto('originals_limits')
      .values(rows)
      .onConflict((oc) => oc.column('currency').doNothing())
      .execute();
  },
};
