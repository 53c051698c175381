import { sql, type ColumnType, type Insertable, type Kysely, type QueryCreator, type Selectable } from 'kysely';

type Micro = ColumnType<string, bigint | string, bigint | string>;

/** This domain's tables (migration 0035): base-currency amounts in micro-dollars, shares in basis points. */
export type VipTables = {
  vip_levels: {
    level: number;
    name: string;
    threshold: Micro;
    rakeback_bp: number;
    level_up_bonus: Micro;
    weekly_bp: number;
    monthly_bp: number;
  };
  vip_settings: {
    id: number;
    min_cash_percent: number;
    max_cash_percent: number;
    default_cash_percent: number;
    claim_quote_seconds: number;
  };
  vip_players: {
    user_id: string;
    level: ColumnType<number, number | undefined, number>;
    wagered: Micro;
    cash_percent: ColumnType<number | null, number | null | undefined, number | null>;
    updated_at: ColumnType<Date, Date | undefined, Date>;
  };
  vip_periods: {
    user_id: string;
    period: string;
    kind: 'weekly' | 'monthly';
    ends_at: Date;
    wagered: Micro;
    level: number;
    rewarded: ColumnType<boolean, boolean | undefined, boolean>;
  };
  vip_rewards: {
    id: string;
    user_id: string;
    key: string;
    kind: RewardKind;
    level: number;
    period: string | null;
    amount: Micro;
    claimed: ColumnType<string, bigint | string | undefined, bigint | string>;
    cash_percent: ColumnType<number | null, number | null | undefined, number | null>;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  vip_claims: {
    id: string;
    reward_id: string;
    user_id: string;
    currency: string;
    base_amount: Micro;
    to_cash: Micro;
    to_bonus: Micro;
    cash_percent: number;
    wagering_required: Micro;
    expires_at: Date;
    created_at: ColumnType<Date, Date | undefined, never>;
    claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    result: ColumnType<string | null, string | null | undefined, string | null>;
  };
};
export type RewardKind = 'level_up' | 'weekly' | 'monthly' | 'rakeback';
export type VipDb = Kysely<VipTables>;
export type LevelRow = Selectable<VipTables['vip_levels']>;
export type SettingsRow = Selectable<VipTables['vip_settings']>;
export type PlayerRow = Selectable<VipTables['vip_players']>;
export type PeriodRow = Selectable<VipTables['vip_periods']>;
export type RewardRow = Selectable<VipTables['vip_rewards']>;
export type ClaimRow = Selectable<VipTables['vip_claims']>;

/** The programme's rules before the operator changes them: any split, half and half to start, quotes for a minute. */
export const DEFAULT_VIP_SETTINGS: SettingsRow = {
  id: 1,
  min_cash_percent: 0,
  max_cash_percent: 100,
  default_cash_percent: 50,
  claim_quote_seconds: 60,
};

/** The player's periods that are over and have not yet made their reward. */
function duePeriodsOf(db: VipDb, userId: string, now: Date) {
  return db.selectFrom('vip_periods').where('user_id', '=', userId).where('rewarded', '=', false).where('ends_at', '<=', now);
}

/** An accruing reward (rakeback): added to, made on first use. */
export interface AccruingReward {
  id: string;
  user_id: string;
  key: string;
  kind: RewardKind;
  level: number;
  amount: bigint;
}

const accrueQuery = (db: VipDb, row: AccruingReward) =>
  db
    .insertInto('vip_rewards')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'key']).doUpdateSet({
        amount: sql`vip_rewards.amount + ${row.amount.toString()}::bigint`,
        level: row.level,
      }),
    );

export const vipRepository = {
  levels(db: VipDb): Promise<LevelRow[]> {
    return db.selectFrom('vip_levels').selectAll().orderBy('level').execute();
  },

  async replaceLevels(db: VipDb, rows: Array<Insertable<VipTables['vip_levels']>>): Promise<void> {
    await db.deleteFrom('vip_levels').execute();
    if (rows.length > 0) await db.insertInto('vip_levels').values(rows).execute();
  },

  async seedLevels(db: VipDb, rows: Array<Insertable<VipTables['vip_levels']>>): Promise<void> {
    const existing = await db.selectFrom('vip_levels').select('level').limit(1).executeTakeFirst();
    if (existing) return;
    await db
      .insertInto('vip_levels')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  },

  async settings(db: VipDb): Promise<SettingsRow> {
    return (await db.selectFrom('vip_settings').selectAll().where('id', '=', 1).executeTakeFirst()) ?? { ...DEFAULT_VIP_SETTINGS };
  },

  async saveSettings(db: VipDb, row: SettingsRow): Promise<void> {
    const { id: _id, ...values } = row;
    await db
      .insertInto('vip_settings')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  },

  async seedSettings(db: VipDb): Promise<void> {
    await db
      .insertInto('vip_settings')
      .values({ ...DEFAULT_VIP_SETTINGS })
      .onConflict((oc) => oc.doNothing())
      .execute();
  },

  player(db: VipDb, userId: string): Promise<PlayerRow | undefined> {
    return db.selectFrom('vip_players').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  /**
   * Adds wagering to the player's total and locks the row for the caller's transaction (bets of one
   * player count one after another); answers the new total, the level before it and the ladder, read
   * in the same statement (one round trip for what every settled bet needs of the programme).
   */
  async addWagered(db: VipDb, userId: string, micro: bigint, at: Date): Promise<{ wagered: bigint; level: number; ladder: LevelRow[] }> {
    const { rows } = await sql<{ wagered: number | string; level: number; ladder: LevelRow[] }>`
      with player as (
        insert into vip_players (user_id, wagered, updated_at)
        values (${userId}, ${micro.toString()}::bigint, ${at})
        on conflict (user_id) do update set wagered = vip_players.wagered + excluded.wagered, updated_at = excluded.updated_at
        returning wagered, level
      )
      select player.wagered, player.level, (
        select coalesce(json_agg(json_build_object(
          'level', l.level, 'name', l.name, 'threshold', l.threshold::text, 'rakeback_bp', l.rakeback_bp,
          'level_up_bonus', l.level_up_bonus::text, 'weekly_bp', l.weekly_bp, 'monthly_bp', l.monthly_bp
        ) order by l.level), '[]'::json)
        from vip_levels l
      ) as ladder
      from player`.execute(db);
    const row = rows[0];
    if (!row) throw new Error('The VIP player row was not written');
    return { wagered: BigInt(row.wagered), level: row.level, ladder: row.ladder };
  },

  async setLevel(db: VipDb, userId: string, level: number): Promise<void> {
    await db.updateTable('vip_players').set({ level }).where('user_id', '=', userId).execute();
  },

  async setCashPercent(db: VipDb, userId: string, cashPercent: number): Promise<void> {
    await db
      .insertInto('vip_players')
      .values({ user_id: userId, wagered: 0n, cash_percent: cashPercent })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ cash_percent: cashPercent }))
      .execute();
  },

  /**
   * Adds a stake to each of the player's periods (the week's and the month's) and, when given, to an
   * accruing reward (rakeback, made on first use), in one statement.
   */
  async addPeriods(
    db: VipDb,
    rows: ReadonlyArray<{ user_id: string; period: string; kind: 'weekly' | 'monthly'; ends_at: Date; wagered: bigint; level: number }>,
    accrued?: AccruingReward,
  ): Promise<void> {
    if (rows.length === 0) {
      if (accrued) await accrueQuery(db, accrued).execute();
      return;
    }
    // The reward's upsert rides along as a data-modifying WITH of the periods' one.
    const creator: QueryCreator<VipTables> = accrued ? db.with('accrued', () => accrueQuery(db, accrued)) : db;
    await creator
      .insertInto('vip_periods')
      .values([...rows])
      .onConflict((oc) =>
        oc.columns(['user_id', 'period']).doUpdateSet({
          wagered: sql`vip_periods.wagered + excluded.wagered`,
          level: sql`excluded.level`,
        }),
      )
      .execute();
  },

  /** Whether one of the player's periods is over and has not yet made its reward (read without a lock). */
  async hasDuePeriod(db: VipDb, userId: string, now: Date): Promise<boolean> {
    return (await duePeriodsOf(db, userId, now).select('period').limit(1).executeTakeFirst()) !== undefined;
  },

  /** The player's periods that are over and have not yet made their reward, locked for the caller's transaction. */
  duePeriods(db: VipDb, userId: string, now: Date): Promise<PeriodRow[]> {
    return duePeriodsOf(db, userId, now).selectAll().orderBy('ends_at').forUpdate().execute();
  },

  async markRewarded(db: VipDb, userId: string, period: string): Promise<void> {
    await db.updateTable('vip_periods').set({ rewarded: true }).where('user_id', '=', userId).where('period', '=', period).execute();
  },

  /** Makes a reward once per key (a second attempt changes nothing). */
  async createReward(db: VipDb, row: Insertable<VipTables['vip_rewards']>): Promise<void> {
    await db
      .insertInto('vip_rewards')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .execute();
  },

  /** Adds to an accruing reward (rakeback), made on first use. */
  async accrue(db: VipDb, row: AccruingReward): Promise<void> {
    await accrueQuery(db, row).execute();
  },

  /** The player's rewards with something left to claim, oldest first. */
  openRewards(db: VipDb, userId: string): Promise<RewardRow[]> {
    return db
      .selectFrom('vip_rewards')
      .selectAll()
      .where('user_id', '=', userId)
      .where(sql<boolean>`amount > claimed`)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  },

  reward(db: VipDb, userId: string, rewardId: string, lock = false): Promise<RewardRow | undefined> {
    const query = db.selectFrom('vip_rewards').selectAll().where('id', '=', rewardId).where('user_id', '=', userId);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  },

  async setRewardCashPercent(db: VipDb, rewardId: string, cashPercent: number): Promise<void> {
    await db.updateTable('vip_rewards').set({ cash_percent: cashPercent }).where('id', '=', rewardId).execute();
  },

  async addClaimed(db: VipDb, rewardId: string, micro: bigint): Promise<void> {
    await db
      .updateTable('vip_rewards')
      .set({ claimed: sql`claimed + ${micro.toString()}::bigint` })
      .where('id', '=', rewardId)
      .execute();
  },

  async createClaim(db: VipDb, row: Insertable<VipTables['vip_claims']>): Promise<void> {
    await db.insertInto('vip_claims').values(row).execute();
  },

  /** The claim, locked for the caller's transaction (a second confirmation waits here, then finds it paid). */
  lockClaim(db: VipDb, userId: string, claimId: string): Promise<ClaimRow | undefined> {
    return db.selectFrom('vip_claims').selectAll().where('id', '=', claimId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  },

  async markClaimed(db: VipDb, claimId: string, at: Date, result: string): Promise<void> {
    await db.updateTable('vip_claims').set({ claimed_at: at, result }).where('id', '=', claimId).execute();
  },
};
