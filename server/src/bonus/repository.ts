import { sql, type ColumnType, type Insertable, type Kysely, type Selectable } from 'kysely';

type Minor = ColumnType<string, bigint | string, bigint | string>;

/** This domain's tables (migration 0019). */
export type BonusTables = {
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

  async seedRewards(db: BonusDb, rows: Array<Insertable<BonusTables['deposit_rewards']>>): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('deposit_rewards')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
