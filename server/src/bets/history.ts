import type { Kysely } from 'kysely';
import { fromMinor, type GameBet } from '@app/contract';
import type { Db } from '../db/database.ts';
import { afterPosition, cursorAt, keysetPage, keysetWindow } from '../db/keyset.ts';
import type { BetRow, BetsTables } from './repository.ts';

/** A bet as the player sees it, its amounts in the currency's `decimals`. */
export function betView(row: BetRow, decimals: number): GameBet {
  const amount = BigInt(row.amount);
  const payout = BigInt(row.payout);
  return {
    betId: row.id,
    gameId: row.game_id,
    gameName: row.game_name,
    isOriginal: row.is_original,
    currency: row.currency,
    amount: fromMinor(amount, decimals),
    payout: fromMinor(payout, decimals),
    multiplier: (Number((payout * 100n) / amount) / 100).toFixed(2),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at ? row.settled_at.toISOString() : null,
    // The column holds the rules' version (records of bets older than it do not carry one).
    fairness: row.fairness ? { ...row.fairness, ruleVersion: row.rule_version ?? 1 } : null,
  };
}

/** The read side of the bets: the player's bet history and the reality check's sums. */
export class BetHistory {
  readonly #db: Db;
  readonly #decimals: (currency: string) => Promise<number>;

  constructor(db: Db, decimals: (currency: string) => Promise<number>) {
    this.#db = db;
    this.#decimals = decimals;
  }

  #tables(): Kysely<BetsTables> {
    return this.#db.withTables<BetsTables>();
  }

  /**
   * The player's bets, newest first (one game's when given): the page after `cursor`, or without
   * one the page-th from the top (db/keyset.ts), and the cursor of the next page.
   */
  async list(
    userId: string,
    page: number,
    pageSize: number,
    gameId?: string,
    cursor?: string,
  ): Promise<{ list: GameBet[]; total: number; nextCursor: string | null }> {
    let query = this.#tables().selectFrom('game_bets').where('user_id', '=', userId);
    if (gameId) query = query.where('game_id', '=', gameId);
    const window = keysetWindow({ cursor, page, pageSize });
    let rows = query.selectAll().select(cursorAt.as('cursor_at'));
    if (window.after) rows = rows.where(afterPosition(window.after));
    const [read, count] = await Promise.all([
      rows.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const paged = keysetPage(read, pageSize);
    const list: GameBet[] = [];
    for (const row of paged.rows) list.push(await this.view(row));
    return { list, total: Number(count.total), nextCursor: paged.nextCursor };
  }

  /**
   * The player's bets on every game but one (the operator's view of the casino bets, the
   * sportsbook's left out), newest first, a page by cursor.
   */
  async listExcept(
    userId: string,
    exceptGameId: string,
    request: { cursor?: string | undefined; pageSize: number },
  ): Promise<{ list: GameBet[]; nextCursor: string | null }> {
    const window = keysetWindow({ cursor: request.cursor, page: 1, pageSize: request.pageSize });
    let rows = this.#tables()
      .selectFrom('game_bets')
      .where('user_id', '=', userId)
      .where('game_id', '!=', exceptGameId)
      .selectAll()
      .select(cursorAt.as('cursor_at'));
    if (window.after) rows = rows.where(afterPosition(window.after));
    const read = await rows.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.limit).execute();
    const paged = keysetPage(read, request.pageSize);
    const list: GameBet[] = [];
    for (const row of paged.rows) list.push(await this.view(row));
    return { list, nextCursor: paged.nextCursor };
  }

  /** What the player staked and got back per currency on bets placed since `since` (refunded ones left out), minor units. */
  async resultsSince(userId: string, since: Date): Promise<Array<{ currency: string; staked: bigint; returned: bigint }>> {
    const rows = await this.#tables()
      .selectFrom('game_bets')
      .select((eb) => ['currency', eb.fn.sum<string>('amount').as('staked'), eb.fn.sum<string>('payout').as('returned')])
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .where('status', '!=', 'rolled_back')
      .groupBy('currency')
      .orderBy('currency')
      .execute();
    return rows.map((row) => ({ currency: row.currency, staked: BigInt(row.staked), returned: BigInt(row.returned) }));
  }

  /** A bet as the player sees it. */
  async view(row: BetRow): Promise<GameBet> {
    return betView(row, await this.#decimals(row.currency));
  }
}
