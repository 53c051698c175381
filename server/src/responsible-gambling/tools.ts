import { EXCLUSION_TYPES, LIMIT_COOLING_HOURS, type UserRgConfig, type UserRgType } from '@app/contract';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import { ApiError } from '../http/errors.ts';
import { rgRepository as repository, type RgTables, type ToolRow } from './repository.ts';

const DAY_MS = 86_400_000;
const isExclusion = (type: UserRgType) => (EXCLUSION_TYPES as readonly string[]).includes(type);

function view(row: ToolRow): UserRgConfig {
  return {
    configId: row.id,
    type: row.type,
    value: row.value,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    pendingValue: row.pending_value,
    pendingRemoval: row.pending_removal,
    effectiveAt: row.effective_at?.toISOString() ?? null,
  };
}

/** What a tool does to the player's signed-in sessions (sign-in owns them). */
export interface SessionHooks {
  /** A time-out or self-exclusion has started: every session ends (the player may sign in again to withdraw). */
  excluded(userId: string): Promise<void>;
  /** A session-time limit has been set or lowered: live sessions end at the latest `minutes` from now. */
  limited(userId: string, minutes: number): Promise<void>;
}

/**
 * The account's tools: a time-out (1, 7 or 30 days) and self-exclusion (6 months, 1 or 5 years),
 * which block play, deposits and bets until they end and are never undone early; the reality check
 * (a reminder every so many minutes, changed at once); the session limit (lowered at once, raised or
 * removed after the cooling period).
 */
export class AccountTools {
  readonly #db: Db;
  readonly #now: () => Date;
  readonly #sessions: SessionHooks | undefined;

  constructor(deps: { db: Db; now(): Date; sessions?: SessionHooks }) {
    this.#db = deps.db;
    this.#now = deps.now;
    this.#sessions = deps.sessions;
  }

  #tables(executor: Db = this.#db) {
    return executor.withTables<RgTables>();
  }

  async list(userId: string): Promise<UserRgConfig[]> {
    const now = this.#now();
    const tables = this.#tables();
    await repository.settleTools(tables, userId, now);
    return (await repository.tools(tables, userId, now)).map(view);
  }

  /** The time-out or self-exclusion in force, the one that ends last. */
  async exclusion(userId: string): Promise<{ type: UserRgType; endsAt: string } | null> {
    const now = this.#now();
    const rows = (await repository.tools(this.#tables(), userId, now)).filter((row) => isExclusion(row.type) && row.ends_at);
    const last = rows.sort((a, b) => b.ends_at!.getTime() - a.ends_at!.getTime())[0];
    return last ? { type: last.type, endsAt: last.ends_at!.toISOString() } : null;
  }

  /** RG_EXCLUDED while a time-out or self-exclusion is in force (play, deposits and bets; never withdrawals). */
  async assertNotExcluded(userId: string): Promise<void> {
    const exclusion = await this.exclusion(userId);
    if (exclusion) throw new ApiError('RG_EXCLUDED', `You are taking a break until ${exclusion.endsAt}`, exclusion);
  }

  /** The session limit in force, in minutes (null without one). */
  async sessionLimitMinutes(userId: string): Promise<number | null> {
    const now = this.#now();
    await repository.settleTools(this.#tables(), userId, now);
    const row = (await repository.tools(this.#tables(), userId, now)).find((tool) => tool.type === 'session_limit');
    return row?.value ?? null;
  }

  async add(userId: string, tool: { type: UserRgType; value: number }): Promise<UserRgConfig> {
    const now = this.#now();
    const row = await inTransaction(this.#db, async (tx) => {
      const tables = this.#tables(tx);
      await repository.lockPlayer(tables, userId);
      await repository.settleTools(tables, userId, now);
      if (isExclusion(tool.type)) {
        return repository.insertTool(tables, {
          user_id: userId,
          ...tool,
          starts_at: now,
          ends_at: new Date(now.getTime() + tool.value * DAY_MS),
        });
      }
      const existing = (await repository.tools(tables, userId, now)).find((row) => row.type === tool.type);
      if (!existing) return repository.insertTool(tables, { user_id: userId, ...tool, starts_at: now, ends_at: null });
      // A reminder is no limit: it changes at once. A session limit is loosened only after the cooling period.
      if (tool.type === 'session_reminder' || tool.value <= existing.value) {
        return repository.updateTool(tables, existing.id, {
          value: tool.value,
          pending_value: null,
          pending_removal: false,
          effective_at: null,
        });
      }
      return repository.updateTool(tables, existing.id, {
        pending_value: tool.value,
        pending_removal: false,
        effective_at: new Date(now.getTime() + LIMIT_COOLING_HOURS * 3_600_000),
      });
    });
    if (isExclusion(tool.type)) await this.#sessions?.excluded(userId);
    else if (tool.type === 'session_limit' && row.value === tool.value) await this.#sessions?.limited(userId, tool.value);
    return view(row);
  }

  async remove(userId: string, configId: string): Promise<void> {
    const now = this.#now();
    await inTransaction(this.#db, async (tx) => {
      const tables = this.#tables(tx);
      await repository.lockPlayer(tables, userId);
      await repository.settleTools(tables, userId, now);
      const row = repository.isId(configId)
        ? (await repository.tools(tables, userId, now)).find((tool) => tool.id === configId)
        : undefined;
      if (!row) throw new ApiError('NOT_FOUND', 'No such responsible-gambling setting');
      if (isExclusion(row.type)) {
        throw new ApiError('RG_CONFIG_LOCKED', 'A time-out or self-exclusion cannot be ended early', {
          endsAt: row.ends_at?.toISOString(),
        });
      }
      if (row.type === 'session_reminder') {
        await repository.updateTool(tables, row.id, { removed_at: now });
        return;
      }
      if (row.pending_removal) return;
      await repository.updateTool(tables, row.id, {
        pending_value: null,
        pending_removal: true,
        effective_at: new Date(now.getTime() + LIMIT_COOLING_HOURS * 3_600_000),
      });
    });
  }
}
