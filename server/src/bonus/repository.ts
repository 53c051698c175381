import { sql, type ColumnType, type Insertable, type Kysely, type Selectable } from 'kysely';

type Minor = ColumnType<string, bigint | string, bigint | string>;

/** This domain's tables (migrations 0019 and 0035). */
export type BonusTables = {
  bonus_settings: { id: number; wagering_multiplier: number; expiry_days: number };
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
    expired_at: Date | null;
  };
  bonus_wagering: { user_id: string; currency: string; required: Minor; done: Minor };
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

/** The rules bonus money starts with: wagered 30 times, gone after 30 days. */
export const DEFAULT_BONUS_SETTINGS = { id: 1, wagering_multiplier: 30, expiry_days: 30 } as const;

export const bonusRepository = {
  async wagering(db: BonusDb, userId: string, currency: string): Promise<{ required: bigint; done: bigint }> {
    const row = await db
      .selectFrom('bonus_wagering')
      .select(['required', 'done'])
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .executeTakeFirst();
    return { required: BigInt(row?.required ?? 0), done: BigInt(row?.done ?? 0) };
  },

  /**
   * Adds to what must be wagered, or to what has been (the row is made on first use). A negative
   * change (a refunded bet) takes back down to zero at most. The row to insert must pass the CHECK
   * before the conflict is seen, so it carries no negative amount.
   */
  async addWagering(db: BonusDb, userId: string, currency: string, change: { required?: bigint; done?: bigint }): Promise<void> {
    const required = change.required ?? 0n;
    const done = change.done ?? 0n;
    const atLeastZero = (amount: bigint) => (amount < 0n ? 0n : amount).toString();
    await db
      .insertInto('bonus_wagering')
      .values({ user_id: userId, currency, required: atLeastZero(required), done: atLeastZero(done) })
      .onConflict((oc) =>
        oc.columns(['user_id', 'currency']).doUpdateSet({
          required: sql`greatest(bonus_wagering.required + ${required.toString()}::bigint, 0)`,
          done: sql`greatest(bonus_wagering.done + ${done.toString()}::bigint, 0)`,
        }),
      )
      .execute();
  },

  rewards(db: BonusDb, currency: string): Promise<RewardRow[]> {
    return db.selectFrom('deposit_rewards').selectAll().where('currency', '=', currency).orderBy('sequence').execute();
  },

  async reward(db: BonusDb, currency: string, sequence: number): Promise<RewardRow | undefined> {
    return db
      .selectFrom('deposit_rewards')
      .selectAll()
      .where('currency', '=', currency)
      .where('sequence', '=', sequence)
      .executeTakeFirst();
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

  async saveSettings(db: BonusDb, settings: { wagering_multiplier: number; expiry_days: number }): Promise<void> {
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
  openLots(db: BonusDb, userId: string, currency: string): Promise<LotRow[]> {
    return db
      .selectFrom('bonus_lots')
      .selectAll()
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
      .where('remaining', '>', '0')
      .orderBy('created_at')
      .orderBy('id')
      .forUpdate()
      .execute();
  },

  /** The lots whose time has run out with money left (one player's, or anyone's), oldest first. */
  dueLots(db: BonusDb, now: Date, owner?: { userId: string; currency: string }, limit = 500): Promise<LotRow[]> {
    let query = db.selectFrom('bonus_lots').selectAll().where('remaining', '>', '0').where('expires_at', '<=', now);
    if (owner) query = query.where('user_id', '=', owner.userId).where('currency', '=', owner.currency);
    return query.orderBy('expires_at').limit(limit).execute();
  },

  /** The lot locked again, once the caller's transaction holds it (another sweep may have emptied it). */
  lockLot(db: BonusDb, id: string): Promise<LotRow | undefined> {
    return db.selectFrom('bonus_lots').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async setRemaining(db: BonusDb, id: string, remaining: bigint, expiredAt?: Date): Promise<void> {
    await db
      .updateTable('bonus_lots')
      .set({ remaining: remaining.toString(), ...(expiredAt ? { expired_at: expiredAt } : {}) })
      .where('id', '=', id)
      .execute();
  },

  async resetWagering(db: BonusDb, userId: string, currency: string): Promise<void> {
    await db
      .updateTable('bonus_wagering')
      .set({ required: '0', done: '0' })
      .where('user_id', '=', userId)
      .where('currency', '=', currency)
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
