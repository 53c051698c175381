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

export const rgRepository = {
  isId: (id: string) => UUID.test(id),

  /** Applies the raises and removals whose cooling period has passed, for one player. */
  async settleLimits(db: RgDb, userId: string, now: Date): Promise<void> {
    await db
      .deleteFrom('rg_money_limits')
      .where('user_id', '=', userId)
      .where('pending_removal', '=', true)
      .where('effective_at', '<=', now)
      .execute();
    await db
      .updateTable('rg_money_limits')
      .set({ amount: sql`pending_amount`, pending_amount: null, effective_at: null })
      .where('user_id', '=', userId)
      .where('pending_amount', 'is not', null)
      .where('effective_at', '<=', now)
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

  /** Adds to (or, negative, takes from) a period's use; answers the use after it. */
  async addUsage(
    db: RgDb,
    key: { user_id: string; type: WalletRgType; currency: string; period: LimitPeriod; period_start: Date },
    amount: bigint,
  ): Promise<bigint> {
    const row = await db
      .insertInto('rg_usage')
      .values({ ...key, amount: (amount > 0n ? amount : 0n).toString() })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'type', 'currency', 'period', 'period_start'])
          .doUpdateSet({ amount: sql`greatest(rg_usage.amount + ${amount.toString()}::bigint, 0)` }),
      )
      .returning('amount')
      .executeTakeFirstOrThrow();
    return BigInt(row.amount);
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
