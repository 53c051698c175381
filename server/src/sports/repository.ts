import { sql, type ColumnType, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { EventStatus, MarketStatus, MarketType, OddsChange, Outcome, SportId } from '@app/contract';
import type { Db } from '../db/database.ts';
import { afterPosition, cursorAt, keysetPage, keysetWindow, type KeysetRequest } from '../db/keyset.ts';

type Int8 = ColumnType<number, number | bigint, number | bigint>;
type Result = 'won' | 'lost' | 'void';
export type BetStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out';

/** The book's tables (migrations 0037, 0038, 0049 and 0055). */
export type SportsTables = {
  sports_leagues: { id: string; sport_id: SportId; name: string; country: string };
  sports_events: {
    id: string;
    sport_id: SportId;
    league_id: string;
    home: string;
    away: string;
    starts_at: Date;
    status: ColumnType<EventStatus, EventStatus | undefined, EventStatus>;
    score_home: number | null;
    score_away: number | null;
    clock_period: number | null;
    clock_minute: number | null;
    version: ColumnType<number, number | undefined, number>;
    created_at: ColumnType<Date, Date | undefined, never>;
    ended_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
    /** Held by the operator (migration 0055): every market shown and refused as suspended until resumed. */
    suspended: ColumnType<boolean, boolean | undefined, boolean>;
  };
  sports_markets: {
    id: string;
    event_id: string;
    position: number;
    type: MarketType;
    line: string | null;
    status: ColumnType<MarketStatus, MarketStatus | undefined, MarketStatus>;
  };
  sports_selections: {
    id: string;
    market_id: string;
    position: number;
    outcome: Outcome;
    /** Hundredths (1.85 is 185). */
    odds: number;
    result: ColumnType<Result | null, Result | null | undefined, Result | null>;
  };
  sports_bets: {
    id: string;
    user_id: string;
    kind: 'single' | 'accumulator';
    currency: string;
    stake: Int8;
    odds: number;
    potential_win: Int8;
    status: ColumnType<BetStatus, BetStatus | undefined, BetStatus>;
    payout: ColumnType<number, number | bigint | undefined, number | bigint>;
    created_at: ColumnType<Date, Date | undefined, never>;
    settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  };
  sports_bet_legs: { bet_id: string; position: number; selection_id: string; market_id: string; event_id: string; odds: number };
  sports_limits: { currency: string; min_stake: Int8; max_stake: Int8; max_payout: Int8 };
  sports_settings: {
    id: number;
    max_legs: number;
    cashout_margin_bp: number;
    /** The margin priced into the odds (migration 0038): the seed fills it at start, so it is always read filled. */
    margin_bp: number;
    /** What a slip does when odds move until its player chooses (migration 0049). */
    odds_change_default: ColumnType<OddsChange, OddsChange | undefined, OddsChange>;
  };
};

export type EventRow = Selectable<SportsTables['sports_events']> & { league_name: string };
export type MarketRow = Selectable<SportsTables['sports_markets']>;
export type SelectionRow = Selectable<SportsTables['sports_selections']>;
export type BetRow = Selectable<SportsTables['sports_bets']>;
export type LimitRow = Selectable<SportsTables['sports_limits']>;
export type SettingsRow = Selectable<SportsTables['sports_settings']>;

/** A leg with what a bet's view and its settlement read of its selection, market and event. */
export interface LegRow {
  bet_id: string;
  position: number;
  selection_id: string;
  odds: number;
  current_odds: number;
  outcome: Outcome;
  result: Result | null;
  market_id: string;
  market_type: MarketType;
  line: string | null;
  market_status: MarketStatus;
  event_id: string;
  sport_id: SportId;
  home: string;
  away: string;
  starts_at: Date;
  event_status: EventStatus;
}

const tables = (executor: Db): Kysely<SportsTables> => executor.withTables<SportsTables>();
const OPEN: EventStatus[] = ['upcoming', 'live'];

/**
 * A market's status as players see it and bets and cash-outs read it: suspended while the operator
 * holds its event (`e`), whatever the feed's status (`m.status`) is.
 */
const marketStatusSeen = sql<MarketStatus>`case when e.suspended and m.status = 'open' then 'suspended' else m.status end`;

function eventsQuery(executor: Db) {
  return tables(executor)
    .selectFrom('sports_events as e')
    .innerJoin('sports_leagues as l', 'l.id', 'e.league_id')
    .selectAll('e')
    .select('l.name as league_name');
}

/** Kysely access to the book's own tables. */
export const sportsRepository = {
  async settings(executor: Db): Promise<SettingsRow> {
    return tables(executor).selectFrom('sports_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  },

  /** The rules row where there is none, and its margin where it has none yet (a book older than the setting). */
  async ensureSettings(executor: Db, defaults: { maxLegs: number; cashoutMarginBp: number; marginBp: number }): Promise<void> {
    await tables(executor)
      .insertInto('sports_settings')
      .values({ id: 1, max_legs: defaults.maxLegs, cashout_margin_bp: defaults.cashoutMarginBp, margin_bp: defaults.marginBp })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await tables(executor)
      .updateTable('sports_settings')
      .set({ margin_bp: defaults.marginBp })
      .where('id', '=', 1)
      .where(sql<boolean>`margin_bp is null`)
      .execute();
  },

  async updateSettings(
    executor: Db,
    values: Partial<Pick<SettingsRow, 'max_legs' | 'cashout_margin_bp' | 'margin_bp' | 'odds_change_default'>>,
  ): Promise<void> {
    if (Object.keys(values).length === 0) return;
    await tables(executor).updateTable('sports_settings').set(values).where('id', '=', 1).execute();
  },

  limits(executor: Db): Promise<LimitRow[]> {
    return tables(executor).selectFrom('sports_limits').selectAll().orderBy('currency').execute();
  },

  /** The currency's limits, locked for the caller's transaction when `lock`. */
  limit(executor: Db, currency: string, lock = false): Promise<LimitRow | undefined> {
    const query = tables(executor).selectFrom('sports_limits').selectAll().where('currency', '=', currency);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  },

  async saveLimit(executor: Db, row: LimitRow): Promise<void> {
    await tables(executor)
      .insertInto('sports_limits')
      .values(row)
      .onConflict((oc) =>
        oc.column('currency').doUpdateSet({ min_stake: row.min_stake, max_stake: row.max_stake, max_payout: row.max_payout }),
      )
      .execute();
  },

  async insertMissingLimits(executor: Db, rows: LimitRow[]): Promise<void> {
    if (rows.length === 0) return;
    await tables(executor)
      .insertInto('sports_limits')
      .values(rows)
      .onConflict((oc) => oc.column('currency').doNothing())
      .execute();
  },

  async upsertLeague(executor: Db, league: { id: string; sport_id: SportId; name: string; country: string }): Promise<void> {
    await tables(executor)
      .insertInto('sports_leagues')
      .values(league)
      .onConflict((oc) => oc.column('id').doUpdateSet({ name: league.name, country: league.country }))
      .execute();
  },

  async insertEvent(
    executor: Db,
    event: Omit<Selectable<SportsTables['sports_events']>, 'created_at' | 'ended_at' | 'version' | 'suspended'>,
    markets: MarketRow[],
    selections: SelectionRow[],
  ): Promise<boolean> {
    const inserted = await tables(executor)
      .insertInto('sports_events')
      .values(event)
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    if (markets.length > 0) await tables(executor).insertInto('sports_markets').values(markets).execute();
    if (selections.length > 0) await tables(executor).insertInto('sports_selections').values(selections).execute();
    return true;
  },

  /** The event, locked for the caller's transaction when `lock`. */
  async event(executor: Db, eventId: string, lock = false): Promise<EventRow | undefined> {
    let query = eventsQuery(executor).where('e.id', '=', eventId);
    if (lock) query = query.forUpdate('e');
    return query.executeTakeFirst();
  },

  async updateEvent(
    executor: Db,
    eventId: string,
    values: Partial<Pick<EventRow, 'status' | 'score_home' | 'score_away' | 'clock_period' | 'clock_minute' | 'ended_at' | 'suspended'>>,
  ): Promise<Selectable<SportsTables['sports_events']>> {
    return tables(executor)
      .updateTable('sports_events')
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
      .where('id', '=', eventId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  markets(executor: Db, eventIds: readonly string[], types?: MarketType[]): Promise<MarketRow[]> {
    if (eventIds.length === 0) return Promise.resolve([]);
    let query = tables(executor).selectFrom('sports_markets').selectAll().where('event_id', 'in', eventIds);
    if (types) query = query.where('type', 'in', types);
    return query.orderBy('event_id').orderBy('position').execute();
  },

  selections(executor: Db, marketIds: readonly string[]): Promise<SelectionRow[]> {
    if (marketIds.length === 0) return Promise.resolve([]);
    return tables(executor)
      .selectFrom('sports_selections')
      .selectAll()
      .where('market_id', 'in', marketIds)
      .orderBy('market_id')
      .orderBy('position')
      .execute();
  },

  async setMarketStatus(executor: Db, marketId: string, status: MarketStatus): Promise<void> {
    await tables(executor).updateTable('sports_markets').set({ status }).where('id', '=', marketId).execute();
  },

  /** Sets a market's odds (hundredths by selection id) in one statement. */
  async setOdds(executor: Db, marketId: string, odds: ReadonlyMap<string, number>): Promise<void> {
    if (odds.size === 0) return;
    const cases = sql.join(
      [...odds].map(([id, value]) => sql`when ${id} then ${value}::integer`),
      sql` `,
    );
    await tables(executor)
      .updateTable('sports_selections')
      .set({ odds: sql<number>`case id ${cases} else odds end` })
      .where('market_id', '=', marketId)
      .where('id', 'in', [...odds.keys()])
      .execute();
  },

  async setResult(executor: Db, selectionId: string, result: Result): Promise<void> {
    await tables(executor).updateTable('sports_selections').set({ result }).where('id', '=', selectionId).execute();
  },

  /** Events not finished, live first, then by start (a page of them). */
  async openEvents(
    executor: Db,
    filter: { sportId?: SportId; leagueId?: string; status?: 'live' | 'upcoming' },
    page: { limit: number; offset: number },
  ): Promise<{ rows: EventRow[]; total: number }> {
    let query = eventsQuery(executor).where('e.status', 'in', filter.status ? [filter.status] : OPEN);
    if (filter.sportId) query = query.where('e.sport_id', '=', filter.sportId);
    if (filter.leagueId) query = query.where('e.league_id', '=', filter.leagueId);
    const [rows, count] = await Promise.all([
      query
        .orderBy(sql`case when e.status = 'live' then 0 else 1 end`)
        .orderBy('e.starts_at')
        .orderBy('e.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },

  /**
   * The operator's list: the open events (live first, then by start) or those of one state; those
   * over the newest ended first. A search is part of a team's or league's name (any case) or the id.
   */
  async operatorEvents(
    executor: Db,
    filter: { status: 'open' | EventStatus; sportId?: SportId | undefined; search?: string | undefined },
    page: { limit: number; offset: number },
  ): Promise<{ rows: EventRow[]; total: number }> {
    let query = eventsQuery(executor).where('e.status', 'in', filter.status === 'open' ? OPEN : [filter.status]);
    if (filter.sportId) query = query.where('e.sport_id', '=', filter.sportId);
    const text = filter.search?.trim().toLowerCase();
    if (text) {
      // The search's own % and _ are text, not wildcards.
      const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
      query = query.where((eb) =>
        eb.or([
          eb('e.id', '=', text),
          eb(sql<string>`lower(e.home)`, 'like', pattern),
          eb(sql<string>`lower(e.away)`, 'like', pattern),
          eb(sql<string>`lower(l.name)`, 'like', pattern),
        ]),
      );
    }
    const over = filter.status === 'finished' || filter.status === 'cancelled';
    const ordered = over
      ? query.orderBy('e.ended_at', 'desc').orderBy('e.id', 'desc')
      : query
          .orderBy(sql`case when e.status = 'live' then 0 else 1 end`)
          .orderBy('e.starts_at')
          .orderBy('e.id');
    const [rows, count] = await Promise.all([
      ordered.limit(page.limit).offset(page.offset).execute(),
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.total) };
  },

  /** How many open bets have a leg on each of the events (those with none left out). */
  async openBetCounts(executor: Db, eventIds: readonly string[]): Promise<Map<string, number>> {
    if (eventIds.length === 0) return new Map();
    const rows = await tables(executor)
      .selectFrom('sports_bet_legs as l')
      .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
      .select((eb) => ['l.event_id', eb.fn.count<number>('b.id').distinct().as('bets')])
      .where('l.event_id', 'in', eventIds)
      .where('b.status', '=', 'open')
      .groupBy('l.event_id')
      .execute();
    return new Map(rows.map((row) => [row.event_id, Number(row.bets)]));
  },

  /** Events not finished with their markets and selections, as the feed takes them up after a restart. */
  async allOpenEvents(executor: Db): Promise<EventRow[]> {
    return eventsQuery(executor).where('e.status', 'in', OPEN).orderBy('e.starts_at').execute();
  },

  /** Counts of events not finished (and live) per league. */
  async leagueCounts(
    executor: Db,
  ): Promise<Array<{ id: string; sport_id: SportId; name: string; country: string; events: number; live: number }>> {
    const rows = await tables(executor)
      .selectFrom('sports_leagues as l')
      .leftJoin('sports_events as e', (join) => join.onRef('e.league_id', '=', 'l.id').on('e.status', 'in', OPEN))
      .select((eb) => [
        'l.id',
        'l.sport_id',
        'l.name',
        'l.country',
        eb.fn.count<number>('e.id').as('events'),
        eb.fn.count<number>(sql`case when e.status = 'live' then 1 end`).as('live'),
      ])
      .groupBy(['l.id', 'l.sport_id', 'l.name', 'l.country'])
      .orderBy('l.sport_id')
      .orderBy('l.name')
      .execute();
    return rows.map((row) => ({ ...row, events: Number(row.events), live: Number(row.live) }));
  },

  /**
   * The selections a slip names, with their market and event; their events are locked (shared) for
   * the caller's transaction. Every change to an event's markets and selections (odds, status,
   * results) is made holding that event's row (book.update, book.#close), so holding the events keeps
   * the slip's odds as read until the bet commits. Only the events are locked, in the order the
   * writers lock: a bet that also locked the selections could hold one the feed is about to change
   * while waiting for the event the feed holds (a deadlock).
   */
  async slipSelections(
    executor: Db,
    selectionIds: readonly string[],
  ): Promise<
    Array<{ id: string; odds: number; market_id: string; market_status: MarketStatus; event_id: string; event_status: EventStatus }>
  > {
    return tables(executor)
      .selectFrom('sports_selections as s')
      .innerJoin('sports_markets as m', 'm.id', 's.market_id')
      .innerJoin('sports_events as e', 'e.id', 'm.event_id')
      .select(['s.id', 's.odds', 's.market_id', marketStatusSeen.as('market_status'), 'm.event_id', 'e.status as event_status'])
      .where('s.id', 'in', selectionIds)
      .forShare('e')
      .execute();
  },

  async insertBet(executor: Db, bet: Insertable<SportsTables['sports_bets']>, legs: Array<Selectable<SportsTables['sports_bet_legs']>>) {
    const row = await tables(executor).insertInto('sports_bets').values(bet).returningAll().executeTakeFirstOrThrow();
    await tables(executor).insertInto('sports_bet_legs').values(legs).execute();
    return row;
  },

  async bet(executor: Db, betId: string, lock = false): Promise<BetRow | undefined> {
    let query = tables(executor).selectFrom('sports_bets').selectAll().where('id', '=', betId);
    if (lock) query = query.forUpdate();
    return query.executeTakeFirst();
  },

  async finishBet(executor: Db, betId: string, status: Exclude<BetStatus, 'open'>, payout: bigint, odds: number): Promise<BetRow> {
    return tables(executor)
      .updateTable('sports_bets')
      .set({ status, payout, odds, settled_at: new Date() })
      .where('id', '=', betId)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /**
   * The next open bets with a leg on the event after `after` in the order of their ids (so two
   * settlements lock them alike), locked for the caller's transaction in the same statement. With `skipLocked` a bet another transaction
   * holds (a cash-out, another instance's settlement) is passed over instead of waited for.
   */
  async lockOpenBetsOn(
    executor: Db,
    eventId: string,
    page: { after?: string | undefined; limit: number; skipLocked: boolean },
  ): Promise<BetRow[]> {
    let query = tables(executor)
      .selectFrom('sports_bets as b')
      .selectAll('b')
      .where('b.status', '=', 'open')
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('sports_bet_legs as l').select('l.bet_id').whereRef('l.bet_id', '=', 'b.id').where('l.event_id', '=', eventId)),
      );
    if (page.after !== undefined) query = query.where('b.id', '>', page.after);
    const locked = query.orderBy('b.id').limit(page.limit).forUpdate();
    return (page.skipLocked ? locked.skipLocked() : locked).execute();
  },

  /** The events over (finished or cancelled) that still have an open bet with a leg on them. */
  async overEventsWithOpenBets(executor: Db): Promise<string[]> {
    const rows = await tables(executor)
      .selectFrom('sports_bet_legs as l')
      .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
      .innerJoin('sports_events as e', 'e.id', 'l.event_id')
      .select('e.id')
      .distinct()
      .where('b.status', '=', 'open')
      .where('e.status', 'in', ['finished', 'cancelled'])
      .orderBy('e.id')
      .execute();
    return rows.map((row) => row.id);
  },

  /**
   * The bets' legs; with `lock`, their events are locked (shared) for the caller's transaction, which
   * holds their markets and selections as read (see slipSelections).
   */
  legs(executor: Db, betIds: readonly string[], lock = false): Promise<LegRow[]> {
    if (betIds.length === 0) return Promise.resolve([]);
    const query = tables(executor)
      .selectFrom('sports_bet_legs as l')
      .innerJoin('sports_selections as s', 's.id', 'l.selection_id')
      .innerJoin('sports_markets as m', 'm.id', 'l.market_id')
      .innerJoin('sports_events as e', 'e.id', 'l.event_id')
      .select([
        'l.bet_id',
        'l.position',
        'l.selection_id',
        'l.odds',
        's.odds as current_odds',
        's.outcome',
        's.result',
        'l.market_id',
        'm.type as market_type',
        'm.line',
        marketStatusSeen.as('market_status'),
        'l.event_id',
        'e.sport_id',
        'e.home',
        'e.away',
        'e.starts_at',
        'e.status as event_status',
      ])
      .where('l.bet_id', 'in', betIds)
      .orderBy('l.bet_id')
      .orderBy('l.position');
    return (lock ? query.forShare('e') : query).execute();
  },

  /** A page of the player's open or settled bets, newest first, by cursor or number (db/keyset.ts). */
  async userBets(
    executor: Db,
    userId: string,
    open: boolean,
    request: KeysetRequest,
  ): Promise<{ rows: BetRow[]; total: number; nextCursor: string | null }> {
    let query = tables(executor).selectFrom('sports_bets').where('user_id', '=', userId);
    query = open ? query.where('status', '=', 'open') : query.where('status', '!=', 'open');
    const window = keysetWindow(request);
    let rows = query.selectAll().select(cursorAt.as('cursor_at'));
    if (window.after) rows = rows.where(afterPosition(window.after));
    const [read, count] = await Promise.all([
      rows.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const paged = keysetPage(read, request.pageSize);
    return { rows: paged.rows, total: Number(count.total), nextCursor: paged.nextCursor };
  },
};
