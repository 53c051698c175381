import { fromMinor, LIMIT_COOLING_HOURS, type LimitPeriod, type WalletRgConfig, type WalletRgType } from '@app/contract';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError, minorUnitsOf } from '../http/errors.ts';
import { periodEnd, periodStart, PERIODS } from './periods.ts';
import { rgRepository as repository, type LimitRow, type RgTables } from './repository.ts';

export interface LimitDeps {
  db: Db;
  decimals(currency: string): Promise<number>;
  now(): Date;
}

/**
 * Money limits: deposit, loss and wager, each daily, weekly or monthly, per currency. Setting or
 * lowering a limit applies at once; raising or removing one applies only after the cooling period
 * (24 hours), shown as pending meanwhile. What each period uses is counted where money moves, in the
 * same transaction, and a movement that would go over a limit in force is refused.
 */
export class MoneyLimits {
  readonly #deps: LimitDeps;

  constructor(deps: LimitDeps) {
    this.#deps = deps;
  }

  #tables(executor: Db = this.#deps.db) {
    return executor.withTables<RgTables>();
  }

  async #view(row: LimitRow, executor?: Db): Promise<WalletRgConfig> {
    const decimals = await this.#deps.decimals(row.currency);
    const now = this.#deps.now();
    const used = await repository.usage(this.#tables(executor), {
      user_id: row.user_id,
      type: row.type,
      currency: row.currency,
      period: row.period,
      period_start: periodStart(row.period, now),
    });
    return {
      configId: row.id,
      type: row.type,
      period: row.period,
      currency: row.currency,
      amount: fromMinor(BigInt(row.amount), decimals),
      used: fromMinor(used, decimals),
      resetsAt: periodEnd(row.period, now).toISOString(),
      pendingAmount: row.pending_amount === null ? null : fromMinor(BigInt(row.pending_amount), decimals),
      pendingRemoval: row.pending_removal,
      effectiveAt: row.effective_at?.toISOString() ?? null,
    };
  }

  async list(userId: string, type?: WalletRgType): Promise<WalletRgConfig[]> {
    const tables = this.#tables();
    await repository.settleLimits(tables, userId, this.#deps.now());
    const rows = await repository.limits(tables, userId, { type });
    const views: WalletRgConfig[] = [];
    for (const row of rows) views.push(await this.#view(row));
    return views;
  }

  /** Sets a limit: a new or lower one at once, a higher one after the cooling period. */
  async set(userId: string, limit: { type: WalletRgType; period: LimitPeriod; currency: string; amount: string }): Promise<WalletRgConfig> {
    const decimals = await this.#deps.decimals(limit.currency);
    const amount = minorUnitsOf(limit.amount, decimals);
    const now = this.#deps.now();
    const row = await inTransaction(this.#deps.db, async (tx) => {
      const tables = this.#tables(tx);
      await repository.lockPlayer(tables, userId);
      await repository.settleLimits(tables, userId, now);
      const [existing] = await repository
        .limits(tables, userId, { type: limit.type, currency: limit.currency })
        .then((rows) => rows.filter((row) => row.period === limit.period));
      if (!existing) return repository.insertLimit(tables, { user_id: userId, ...limit, amount });
      if (amount <= BigInt(existing.amount)) {
        return repository.updateLimit(tables, existing.id, { amount, pending_amount: null, pending_removal: false, effective_at: null });
      }
      return repository.updateLimit(tables, existing.id, {
        pending_amount: amount,
        pending_removal: false,
        effective_at: new Date(now.getTime() + LIMIT_COOLING_HOURS * 3_600_000),
      });
    });
    return this.#view(row);
  }

  /** Removes a limit after the cooling period (it stays in force meanwhile). */
  async remove(userId: string, configId: string): Promise<void> {
    const now = this.#deps.now();
    await inTransaction(this.#deps.db, async (tx) => {
      const tables = this.#tables(tx);
      await repository.lockPlayer(tables, userId);
      await repository.settleLimits(tables, userId, now);
      const row = await repository.limit(tables, userId, configId);
      if (!row) throw new ApiError('NOT_FOUND', 'No such limit');
      if (row.pending_removal) return;
      await repository.updateLimit(tables, row.id, {
        pending_amount: null,
        pending_removal: true,
        effective_at: new Date(now.getTime() + LIMIT_COOLING_HOURS * 3_600_000),
      });
    });
  }

  /**
   * Counts a movement towards the player's use of each type named (one or several: a stake counts
   * towards both the wager and the loss limits) in every period, in the caller's transaction and
   * in one statement; RG_LIMIT_REACHED (naming the limit and when it resets) when it would go over
   * a limit in force, which rolls the caller's transaction back. A negative amount gives use back
   * (a deposit that failed, a win against the loss limit) and is never refused.
   */
  async count(
    tx: Db,
    userId: string,
    type: WalletRgType | readonly WalletRgType[],
    currency: string,
    amount: bigint,
    at: Date = this.#deps.now(),
  ): Promise<void> {
    const types = typeof type === 'string' ? [type] : type;
    const periods = PERIODS.map((period) => ({ period, start: periodStart(period, at) }));
    const counted = await repository.countUsage(this.#tables(tx), { userId, types, currency, periods }, amount, this.#deps.now());
    if (amount <= 0n) return;
    for (const limitType of types) {
      for (const period of PERIODS) {
        const row = counted.find((candidate) => candidate.type === limitType && candidate.period === period);
        if (!row || row.limit === null || row.used <= row.limit) continue;
        const decimals = await this.#deps.decimals(currency);
        throw new ApiError('RG_LIMIT_REACHED', `This would go over your ${period} ${limitType} limit`, {
          limitType,
          period,
          amount: fromMinor(row.limit, decimals),
          used: fromMinor(row.used - amount, decimals),
          currency,
          resetsAt: periodEnd(period, at).toISOString(),
        });
      }
    }
  }
}
