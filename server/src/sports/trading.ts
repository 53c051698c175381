import {
  finalScoreProblem,
  marketDecision,
  type EventStatus,
  type Market,
  type OperatorEventFilter,
  type OperatorSportsEvent,
  type Score,
  type SportId,
} from '@app/contract';
import type { Db } from '../db/database.ts';
import { afterCommit, inTransaction } from '../db/transaction.ts';
import { ApiError } from '../http/errors.ts';
import type { SportsBook } from './book.ts';
import { sportsRepository as repository, type EventRow } from './repository.ts';
import { eventsWithMarkets } from './views.ts';

export interface TradingDeps {
  db: Db;
  /** Ends an event and announces it; settles its bets once the end has committed. */
  book: Pick<SportsBook, 'end' | 'announce' | 'settleOpenBets'>;
  now?: () => Date;
}

/** An event as the operator sees it, with its markets. */
export interface TradedEvent {
  event: OperatorSportsEvent;
  markets: Market[];
}

const OPEN_STATUSES: readonly EventStatus[] = ['upcoming', 'live'];

/** Why each final score is refused (finalScoreProblem), as the operator reads it. */
const SCORE_PROBLEMS = {
  below_current: 'below the score the event stands at',
  unfinished: 'not a match over: one side needs the sets to win and the other fewer',
  no_winner: 'level, and the match result needs a winner in this sport',
} as const;

function invalidScore(message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', `score: ${message}`, { issues: [{ path: 'score', message }] });
}

/** Each selection's result in a market the final score decides (none when it cannot say: the market is void). */
function resultsAt(
  sportId: SportId,
  market: { type: Market['type']; line: string | null },
  selections: Array<{ id: string; outcome: string }>,
  score: Score,
) {
  const decision = marketDecision(sportId, market, score, true);
  if (!decision.decided || !decision.winner) return undefined;
  return Object.fromEntries(selections.map((selection) => [selection.id, selection.outcome === decision.winner ? 'won' : 'lost'] as const));
}

/**
 * The operator's trading on the book's events: the list, the hold (every market suspended for
 * players until resumed, whatever the feed says), and an event ended by hand, settled from its
 * final score or voided, as the feed's own result or cancellation would. Each change holds the
 * event's row, as every writer of the book does, so a bet being placed on it commits first or
 * sees it changed; an event's bets are settled once its end has committed (in batches, as after
 * the feed's result), and the feed's later messages for an event over change nothing.
 */
export class SportsTrading {
  readonly #deps: TradingDeps;

  constructor(deps: TradingDeps) {
    this.#deps = deps;
  }

  async list(request: {
    status: OperatorEventFilter;
    sportId?: SportId | undefined;
    search?: string | undefined;
    page: number;
    pageSize: number;
  }) {
    const { rows, total } = await repository.operatorEvents(
      this.#deps.db,
      { status: request.status, sportId: request.sportId, search: request.search },
      { limit: request.pageSize, offset: (request.page - 1) * request.pageSize },
    );
    const views = await this.#views(this.#deps.db, rows);
    return { list: views.map((view) => view.event), page: request.page, pageSize: request.pageSize, total };
  }

  async event(eventId: string, executor: Db = this.#deps.db): Promise<TradedEvent> {
    const row = await repository.event(executor, eventId);
    const [view] = row ? await this.#views(executor, [row]) : [];
    if (!view) throw new ApiError('SPORTS_EVENT_NOT_FOUND', 'No such event', { eventId });
    return view;
  }

  suspend(eventId: string): Promise<TradedEvent> {
    return this.#hold(eventId, true);
  }

  resume(eventId: string): Promise<TradedEvent> {
    return this.#hold(eventId, false);
  }

  /**
   * Ends an open event with its final score: every market not settled yet settled from the score,
   * the event finished; its bets settled once that has committed. Refused for an event whose start
   * is still ahead, and for a score it cannot end with (finalScoreProblem).
   */
  settle(eventId: string, score: Score): Promise<TradedEvent> {
    return inTransaction(this.#deps.db, async (tx) => {
      const event = await this.#open(tx, eventId);
      if (event.starts_at.getTime() > (this.#deps.now?.() ?? new Date()).getTime()) {
        throw invalidScore('the event has not started yet: void it, or settle it once it has been played');
      }
      const current = event.score_home === null || event.score_away === null ? null : { home: event.score_home, away: event.score_away };
      const problem = finalScoreProblem(event.sport_id, score, current);
      if (problem) throw invalidScore(SCORE_PROBLEMS[problem]);
      const markets = await repository.markets(tx, [eventId]);
      const selections = await repository.selections(
        tx,
        markets.map((market) => market.id),
      );
      const results = new Map(
        markets.map((market) => [
          market.id,
          resultsAt(
            event.sport_id,
            market,
            selections.filter((selection) => selection.market_id === market.id),
            score,
          ),
        ]),
      );
      await this.#deps.book.end(tx, event, 'finished', score, (marketId) => results.get(marketId));
      afterCommit(tx, () => this.#deps.book.settleOpenBets(eventId));
      return this.event(eventId, tx);
    });
  }

  /** Calls an open event off: every market not settled yet void; its bets settled once that has committed. */
  voidEvent(eventId: string): Promise<TradedEvent> {
    return inTransaction(this.#deps.db, async (tx) => {
      const event = await this.#open(tx, eventId);
      await this.#deps.book.end(tx, event, 'cancelled', undefined, () => undefined);
      afterCommit(tx, () => this.#deps.book.settleOpenBets(eventId));
      return this.event(eventId, tx);
    });
  }

  /** Holds an open event or lets it go, announced to its followers; asked for what it already is, nothing changes. */
  #hold(eventId: string, held: boolean): Promise<TradedEvent> {
    return inTransaction(this.#deps.db, async (tx) => {
      const event = await this.#open(tx, eventId);
      if (event.suspended !== held) {
        await repository.updateEvent(tx, eventId, { suspended: held });
        await this.#deps.book.announce(tx, eventId, event.status === 'live');
      }
      return this.event(eventId, tx);
    });
  }

  /** The event, locked for the caller's transaction: SPORTS_EVENT_NOT_FOUND, or SPORTS_EVENT_OVER once it has finished or been cancelled. */
  async #open(tx: Db, eventId: string): Promise<EventRow> {
    const event = await repository.event(tx, eventId, true);
    if (!event) throw new ApiError('SPORTS_EVENT_NOT_FOUND', 'No such event', { eventId });
    if (!OPEN_STATUSES.includes(event.status)) {
      throw new ApiError('SPORTS_EVENT_OVER', `The event is ${event.status} already`, { eventId, status: event.status });
    }
    return event;
  }

  async #views(executor: Db, rows: readonly EventRow[]): Promise<TradedEvent[]> {
    const views = await eventsWithMarkets(executor, rows);
    const openBets = await repository.openBetCounts(
      executor,
      rows.map((row) => row.id),
    );
    return views.map(({ event, markets }, index) => {
      const row = rows[index]!;
      return {
        event: { ...event, suspended: row.suspended, openBets: openBets.get(row.id) ?? 0, endedAt: row.ended_at?.toISOString() ?? null },
        markets,
      };
    });
  }
}
