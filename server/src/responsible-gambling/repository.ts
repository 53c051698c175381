import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import type { LimitPeriod, UserRgType, WalletRgType } from '@app/contract';

type Minor = ColumnType<string, bigint | string, bigint | string>;
type NullableMinor = ColumnType<string | null, bigint | string | null, bigint | string | null>;

/** This domain's tables (migration 0020). */
export type RgTables = {
  rg_money_limits: {
    id: ColumnType<string, string | undefined, never>;
    user_id: string;
    type: WalletRgType;
    period: LimitPeriod;
    currency: string;
    amount: Minor;
    pending_amount: NullableMinor;
    pending_removal: ColumnType<boolean, boolean | undefined, boolean>;
    effective_at: Date | null;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  rg_usage: { user_id: string; type: WalletRgType; currency: string; period: LimitPeriod; period_start: Date; amount: Minor };
  rg_account_tools: {
    id: ColumnType<string, string | undefined, never>;
    user_id: string;
    type: UserRgType;
    value: number;
    starts_at: Date;
    ends_at: Date | null;
    pending_value: number | null;
    pending_removal: ColumnType<boolean, boolean | undefined, boolean>;
    effective_at: Date | null;
    removed_at: Date | null;
  };
};
export type RgDb = Kysely<RgTables>;
export type LimitRow = Selectable<RgTables['rg_money_limits']>;
export type ToolRow = Selectable<RgTables['rg_account_tools']>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A limit whose removal's cooling period has passed: gone. */
const dueRemoval = (now: Date) => sql<boolean>`(pending_removal and effective_at <= ${now})`;
/** A limit whose raise's cooling period has passed: the pending amount is the one in force. */
const dueRaise = (now: Date) => sql<boolean>`(pending_amount is not null and effective_at <= ${now})`;

export const rgRepository = {
  isId: (id: string) => UUID.test(id),

  /** Applies the raises and removals whose cooling period has passed, for one player. */
  async settleLimits(db: RgDb, userId: string, now: Date): Promise<void> {
    await db.deleteFrom('rg_money_limits').where('user_id', '=', userId).where(dueRemoval(now)).execute();
    await db
      .updateTable('rg_money_limits')
      .set({ amount: sql`pending_amount`, pending_amount: null, effective_at: null })
      .where('user_id', '=', userId)
      .where(dueRaise(now))
      .execute();
  },

  limits(db: RgDb, userId: string, filter: { type?: WalletRgType | undefined; currency?: string } = {}): Promise<LimitRow[]> {
    let query = db.selectFrom('rg_money_limits').selectAll().where('user_id', '=', userId);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.currency) query = query.where('currency', '=', filter.currency);
    return query.orderBy('type').orderBy('currency').orderBy('period').execute();
  },

  async limit(db: RgDb, userId: string, id: string): Promise<LimitRow | undefined> {
    if (!UUID.test(id)) return undefined;
    return db.selectFrom('rg_money_limits').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
  },

  async insertLimit(
    db: RgDb,
    row: { user_id: string; type: WalletRgType; period: LimitPeriod; currency: string; amount: bigint },
  ): Promise<LimitRow> {
    return db
      .insertInto('rg_money_limits')
      .values({ ...row, amount: row.amount.toString() })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async updateLimit(
    db: RgDb,
    id: string,
    change: { amount?: bigint; pending_amount: bigint | null; pending_removal: boolean; effective_at: Date | null },
  ): Promise<LimitRow> {
    const { amount, pending_amount, ...rest } = change;
    return db
      .updateTable('rg_money_limits')
      .set({ ...rest, pending_amount: pending_amount?.toString() ?? null, ...(amount !== undefined ? { amount: amount.toString() } : {}) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /**
   * One statement for a movement counted towards limits: applies the player's due raises and
   * removals (as settleLimits does), adds `amount` to the use of each type in each period (never
   * below zero), and answers each period's use after it beside the limit in force then, if any.
   */
  async countUsage(
    db: RgDb,
    key: { userId: string; types: readonly WalletRgType[]; currency: string; periods: ReadonlyArray<{ period: LimitPeriod; start: Date }> },
    amount: bigint,
    now: Date,
  ): Promise<Array<{ type: WalletRgType; period: LimitPeriod; used: bigint; limit: bigint | null }>> {
    const { userId, currency } = key;
    const added = (amount > 0n ? amount : 0n).toString();
    const rows = sql.join(
      key.types.flatMap((type) =>
        key.periods.map(
          ({ period, start }) => sql`(${userId}::uuid, ${type}, ${currency}, ${period}, ${start}::timestamptz, ${added}::bigint)`,
        ),
      ),
    );
    // The statement's parts share one snapshot, so the limit in force is read as the settling
    // parts leave it: a due raise in force, a due removal gone.
    const result = await sql<{ type: WalletRgType; period: LimitPeriod; used: string; in_force: string | null }>`
      with removed as (
        delete from rg_money_limits where user_id = ${userId} and ${dueRemoval(now)}
      ), raised as (
        update rg_money_limits set amount = pending_amount, pending_amount = null, effective_at = null
         where user_id = ${userId} and ${dueRaise(now)} and not ${dueRemoval(now)}
      ), used as (
        insert into rg_usage (user_id, type, currency, period, period_start, amount) values ${rows}
        on conflict (user_id, type, currency, period, period_start)
        do update set amount = greatest(rg_usage.amount + ${amount.toString()}::bigint, 0)
        returning type, period, amount
      )
      select u.type, u.period, u.amount::text as used,
             (select (case when ${dueRaise(now)} then l.pending_amount else l.amount end)::text
                from rg_money_limits l
               where l.user_id = ${userId} and l.type = u.type and l.currency = ${currency} and l.period = u.period
                 and not ${dueRemoval(now)}) as in_force
        from used u`.execute(db);
    return result.rows.map((row) => ({
      type: row.type,
      period: row.period,
      used: BigInt(row.used),
      limit: row.in_force === null ? null : BigInt(row.in_force),
    }));
  },

  async usage(
    db: RgDb,
    key: { user_id: string; type: WalletRgType; currency: string; period: LimitPeriod; period_start: Date },
  ): Promise<bigint> {
    const row = await db
      .selectFrom('rg_usage')
      .select('amount')
      .where('user_id', '=', key.user_id)
      .where('type', '=', key.type)
      .where('currency', '=', key.currency)
      .where('period', '=', key.period)
      .where('period_start', '=', key.period_start)
      .executeTakeFirst();
    return BigInt(row?.amount ?? 0);
  },

  /** Applies the session-limit raises and removals whose cooling period has passed. */
  async settleTools(db: RgDb, userId: string, now: Date): Promise<void> {
    await db
      .updateTable('rg_account_tools')
      .set({ removed_at: now })
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .where('pending_removal', '=', true)
      .where('effective_at', '<=', now)
      .execute();
    await db
      .updateTable('rg_account_tools')
      .set({ value: sql`pending_value`, pending_value: null, effective_at: null })
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .where('pending_value', 'is not', null)
      .where('effective_at', '<=', now)
      .execute();
  },

  /** The player's tools in force or waiting: exclusions that have not ended, the reminder and the session limit. */
  tools(db: RgDb, userId: string, now: Date): Promise<ToolRow[]> {
    return db
      .selectFrom('rg_account_tools')
      .selectAll()
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .orderBy('starts_at')
      .execute();
  },

  async insertTool(
    db: RgDb,
    row: { user_id: string; type: UserRgType; value: number; starts_at: Date; ends_at: Date | null },
  ): Promise<ToolRow> {
    return db
      .insertInto('rg_account_tools')
      .values({ ...row, pending_value: null, effective_at: null, removed_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async updateTool(
    db: RgDb,
    id: string,
    change: Partial<Pick<ToolRow, 'value' | 'pending_value' | 'pending_removal' | 'effective_at' | 'removed_at'>>,
  ): Promise<ToolRow> {
    return db.updateTable('rg_account_tools').set(change).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  },

  /** Holds the player's limits and tools against concurrent changes until the end of the transaction. */
  async lockPlayer(db: RgDb, userId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`rg:${userId}`}, 0))`.execute(db);
  },
};
