import { sql, type ColumnType, type Insertable, type Kysely, type Selectable } from 'kysely';
import { rowWhere } from '../db/rows.ts';

type Minor = ColumnType<string, bigint | string, bigint | string>;

export type LotStatus = 'wagering' | 'completed' | 'forfeited' | 'expired';

/** This domain's tables (migrations 0019, 0035 and 0041). */
export type BonusTables = {
  bonus_settings: {
    id: number;
    wagering_multiplier: number;
    expiry_days: number;
    contribution_slots: ColumnType<number, number | undefined, number>;
    contribution_table: ColumnType<number, number | undefined, number>;
    contribution_live: ColumnType<number, number | undefined, number>;
    contribution_originals: ColumnType<number, number | undefined, number>;
    contribution_sports: ColumnType<number, number | undefined, number>;
    max_stake_cents: ColumnType<string | null, bigint | string | null | undefined, bigint | string | null>;
  };
  bonus_lots: {
    id: string;
    user_id: string;
    currency: string;
    amount: Minor;
    remaining: Minor;
    wagering: Minor;
    source: string;
    created_at: Date;
    expires_at: Date;
    expired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    wagered: ColumnType<string, bigint | string | undefined, bigint | string>;
    status: ColumnType<LotStatus, LotStatus | undefined, LotStatus>;
    ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  deposit_rewards: {
    currency: string;
    sequence: number;
    match_percent: number;
    max_bonus: Minor;
    min_deposit: Minor;
    wagering_multiplier: number;
  };
  deposit_counts: { user_id: string; settled: number };
  deposit_reward_grants: {
    user_id: string;
    sequence: number;
    deposit_id: string;
    currency: string;
    bonus: Minor;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
};
export type BonusDb = Kysely<BonusTables>;
export type RewardRow = Selectable<BonusTables['deposit_rewards']>;
export type LotRow = Selectable<BonusTables['bonus_lots']>;
export type BonusSettingsRow = Selectable<BonusTables['bonus_settings']>;

/**
 * The rules bonus money starts with: wagered 30 times, gone after 30 days; a stake counts in full on
 * slots and the sportsbook, half on the originals (their house edge is the smallest), a tenth at
 * the tables and the live casino; no highest stake.
 */
export const DEFAULT_BONUS_SETTINGS = {
  id: 1,
  wagering_multiplier: 30,
  expiry_days: 30,
  contribution_slots: 100,
  contribution_table: 10,
  contribution_live: 10,
  contribution_originals: 50,
  contribution_sports: 100,
  max_stake_cents: null,
} as const;

/** The player's lots in one currency, every column: where each read of a player's lots starts. */
function playerLots(db: BonusDb, userId: string, currency: string) {
  return db.selectFrom('bonus_lots').selectAll().where('user_id', '=', userId).where('currency', '=', currency);
}

export const bonusRepository = {
  /** What the player's wagering lots ask for and how much of it is done (minor units). */
  async wagering(db: BonusDb, userId: string, currency: string): Promise<{ required: bigint; done: bigint }> {
    const row = await db
      .selectFrom('bonus_lots')
      .select((eb) => [eb.fn.sum<string>('wagering').as('required'), eb.fn.sum<string>('wagered').as('done')])
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .where('status', '=', 'wagering')
      .executeTakeFirst();
    return { required: BigInt(row?.required ?? 0), done: BigInt(row?.done ?? 0) };
  },

  rewards(db: BonusDb, currency: string): Promise<RewardRow[]> {
    return db.selectFrom('deposit_rewards').selectAll().where('currency', '=', currency).orderBy('sequence').execute();
  },

  async reward(db: BonusDb, currency: string, sequence: number): Promise<RewardRow | undefined> {
    return rowWhere(db, 'deposit_rewards', { currency, sequence });
  },

  /** Counts one more settled deposit of the player; answers which one it was (1 for the first). */
  async countDeposit(db: BonusDb, userId: string): Promise<number> {
    const row = await db
      .insertInto('deposit_counts')
      .values({ user_id: userId, settled: 1 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ settled: sql`deposit_counts.settled + 1` }))
      .returning('settled')
      .executeTakeFirstOrThrow();
    return row.settled;
  },

  async settledDeposits(db: BonusDb, userId: string): Promise<number> {
    const row = await db.selectFrom('deposit_counts').select('settled').where('user_id', '=', userId).executeTakeFirst();
    return row?.settled ?? 0;
  },

  async grant(
    db: BonusDb,
    grant: { user_id: string; sequence: number; deposit_id: string; currency: string; bonus: bigint },
  ): Promise<boolean> {
    const row = await db
      .insertInto('deposit_reward_grants')
      .values({ ...grant, bonus: grant.bonus.toString() })
      .onConflict((oc) => oc.doNothing())
      .returning('sequence')
      .executeTakeFirst();
    return row !== undefined;
  },

  async granted(db: BonusDb, userId: string): Promise<number[]> {
    const rows = await db.selectFrom('deposit_reward_grants').select('sequence').where('user_id', '=', userId).execute();
    return rows.map((row) => row.sequence);
  },

  async settings(db: BonusDb): Promise<BonusSettingsRow> {
    const row = await db.selectFrom('bonus_settings').selectAll().where('id', '=', 1).executeTakeFirst();
    return row ?? { ...DEFAULT_BONUS_SETTINGS };
  },

  async saveSettings(db: BonusDb, settings: Omit<Insertable<BonusTables['bonus_settings']>, 'id'>): Promise<void> {
    await db
      .insertInto('bonus_settings')
      .values({ id: 1, ...settings })
      .onConflict((oc) => oc.column('id').doUpdateSet(settings))
      .execute();
  },

  async seedSettings(db: BonusDb): Promise<void> {
    await db
      .insertInto('bonus_settings')
      .values({ ...DEFAULT_BONUS_SETTINGS })
      .onConflict((oc) => oc.doNothing())
      .execute();
  },

  async addLot(db: BonusDb, lot: Insertable<BonusTables['bonus_lots']>): Promise<void> {
    await db.insertInto('bonus_lots').values(lot).execute();
  },

  /** The player's bonus lots with money left, oldest first, locked for the caller's transaction. */
  openLots(db: BonusDb, userId: string, currency: string, status?: LotStatus): Promise<LotRow[]> {
    let query = playerLots(db, userId, currency).where('remaining', '>', '0');
    if (status) query = query.where('status', '=', status);
    return query.orderBy('created_at').orderBy('id').forUpdate().execute();
  },

  /** The player's lots still wagering (credited by `at`), oldest first, locked for the caller's transaction. */
  wageringLots(db: BonusDb, userId: string, currency: string, at?: Date): Promise<LotRow[]> {
    let query = playerLots(db, userId, currency).where('status', '=', 'wagering');
    if (at) query = query.where('created_at', '<=', at);
    return query.orderBy('created_at').orderBy('id').forUpdate().execute();
  },

  /** The lots a player sees: those still wagering and the completed ones with money left, oldest first. */
  shownLots(db: BonusDb, userId: string, currency: string): Promise<LotRow[]> {
    return playerLots(db, userId, currency)
      .where((eb) => eb.or([eb('status', '=', 'wagering'), eb.and([eb('status', '=', 'completed'), eb('remaining', '>', '0')])]))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  },

  /** Whether one of the player's lots was forfeited or expired at `since` or later (while a bet placed then was open). */
  async endedSince(db: BonusDb, userId: string, currency: string, since: Date): Promise<boolean> {
    const row = await db
      .selectFrom('bonus_lots')
      .select('id')
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .where('status', 'in', ['forfeited', 'expired'])
      .where('ended_at', '>=', since)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The lots still wagering whose time has run out (one player's, or anyone's), oldest first. */
  dueLots(db: BonusDb, now: Date, owner?: { userId: string; currency: string }, limit = 500): Promise<LotRow[]> {
    let query = db.selectFrom('bonus_lots').selectAll().where('status', '=', 'wagering').where('expires_at', '<=', now);
    if (owner) query = query.where('user_id', '=', owner.userId).where('currency', '=', owner.currency);
    return query.orderBy('expires_at').limit(limit).execute();
  },

  /** The lot locked again, once the caller's transaction holds it (another sweep may have emptied it). */
  lockLot(db: BonusDb, id: string): Promise<LotRow | undefined> {
    return db.selectFrom('bonus_lots').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async updateLot(
    db: BonusDb,
    id: string,
    patch: { remaining?: bigint; wagered?: bigint; status?: LotStatus; ended_at?: Date; expired_at?: Date },
  ): Promise<void> {
    const { remaining, wagered, ...rest } = patch;
    await db
      .updateTable('bonus_lots')
      .set({
        ...rest,
        ...(remaining !== undefined ? { remaining: remaining.toString() } : {}),
        ...(wagered !== undefined ? { wagered: wagered.toString() } : {}),
      })
      .where('id', '=', id)
      .execute();
  },

  allRewards(db: BonusDb, currency?: string): Promise<RewardRow[]> {
    let query = db.selectFrom('deposit_rewards').selectAll();
    if (currency) query = query.where('currency', '=', currency);
    return query.orderBy('currency').orderBy('sequence').execute();
  },

  async replaceRewards(db: BonusDb, currency: string, rows: Array<Insertable<BonusTables['deposit_rewards']>>): Promise<void> {
    await db.deleteFrom('deposit_rewards').where('currency', '=', currency).execute();
    if (rows.length > 0) await db.insertInto('deposit_rewards').values(rows).execute();
  },

  async seedRewards(db: BonusDb, rows: Array<Insertable<BonusTables['deposit_rewards']>>): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('deposit_rewards')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
