import {
  marketDecision,
  oddsToHundredths,
  SPORTS_LIVE_TOPIC,
  sportsEventTopic,
  sportsLeagueTopic,
  suspendsOnScore,
  type EventStatus,
  type Score,
  type ServerMessage,
  type SportId,
  type SportsBet,
} from '@app/contract';
import type { BetWriter } from '../bets/index.ts';
import type { Db } from '../db/database.ts';
import { afterCommit, inTransaction } from '../db/transaction.ts';
import type { EventBus } from '../platform/bus.ts';
import type { FeedFixture, FeedOpenEvent, FeedResult, FeedSink, FeedUpdate } from '@app/contract/providers';
import { sportsRepository as repository, type BetRow, type EventRow, type MarketRow, type SelectionRow } from './repository.ts';
import { settlementOf } from './rules.ts';
import { betView, eventsWithMarkets, marketView } from './views.ts';

export interface BookDeps {
  db: Db;
  bus: Pick<EventBus, 'publish' | 'publishTopic'>;
  /** The one writer of bets: settling a bet moves its money through it, in the caller's transaction. */
  bets: BetWriter;
  decimals(currency: string): Promise<number>;
  /** Bets settled in one transaction (default SETTLE_BATCH). */
  settleBatch?: number;
}

/** Bets an event's result settles in one transaction. */
export const SETTLE_BATCH = 20;

const OPEN_STATUSES: readonly EventStatus[] = ['upcoming', 'live'];

/**
 * The outcome that wins a market the score has decided while the event runs, or undefined while it
 * is still to play (or when the score alone cannot name the winner: the result will).
 */
function decisionOf(sportId: SportId, market: { type: MarketRow['type']; line: string | null }, score: Score | null) {
  const decision = marketDecision(sportId, market, score);
  return decision.decided && decision.winner ? { winner: decision.winner } : undefined;
}

/** A selection's result in a market decided for `winner`; null while the market is undecided. */
function resultOf(decision: { winner: string } | undefined, outcome: string): 'won' | 'lost' | null {
  if (!decision) return null;
  return outcome === decision.winner ? 'won' : 'lost';
}

/** The topics an event's changes go to: its own, its league's, and the live one while it is (or was just) live. */
export function topicsOf(event: Pick<EventRow, 'id' | 'league_id'>, live: boolean): string[] {
  const topics = [sportsEventTopic(event.id), sportsLeagueTopic(event.league_id)];
  if (live) topics.push(SPORTS_LIVE_TOPIC);
  return topics;
}

/**
 * The book's side of the feed protocol: fixtures, odds and status changes, scores and results are
 * written in one transaction each, and, once committed, published to the event's topics. A result
 * then settles every bet on the event, in batches, each bet exactly once: a result or a
 * cancellation for an event already over changes nothing but settle what it left open.
 */
export class SportsBook implements FeedSink {
  readonly #deps: BookDeps;
  readonly #settleBatch: number;

  constructor(deps: BookDeps) {
    this.#deps = deps;
    this.#settleBatch = Math.max(1, deps.settleBatch ?? SETTLE_BATCH);
  }

  async openEvents(): Promise<FeedOpenEvent[]> {
    const rows = await repository.allOpenEvents(this.#deps.db);
    const views = await eventsWithMarkets(this.#deps.db, rows);
    return views.map(({ event, markets }) => ({
      id: event.id,
      sportId: event.sportId,
      leagueId: event.leagueId,
      home: event.home,
      away: event.away,
      startsAt: new Date(event.startsAt),
      status: event.status === 'live' ? 'live' : 'upcoming',
      score: event.score,
      clock: event.clock,
      markets: markets.map((market) => ({
        id: market.id,
        type: market.type,
        line: market.line,
        status: market.status,
        selections: market.selections.map((selection) => ({ id: selection.id, outcome: selection.outcome, odds: selection.odds })),
      })),
    }));
  }

  fixture(fixture: FeedFixture): Promise<boolean> {
    return inTransaction(this.#deps.db, async (tx) => {
      await repository.upsertLeague(tx, {
        id: fixture.league.id,
        sport_id: fixture.sportId,
        name: fixture.league.name,
        country: fixture.league.country,
      });
      // A match taken on under way may have decided a market already: it is settled from the start.
      const decided = (market: FeedFixture['markets'][number]) => decisionOf(fixture.sportId, market, fixture.score);
      const markets: MarketRow[] = fixture.markets.map((market, position) => ({
        id: market.id,
        event_id: fixture.id,
        position,
        type: market.type,
        line: market.line,
        status: decided(market) ? 'settled' : market.status,
      }));
      const selections: SelectionRow[] = fixture.markets.flatMap((market) =>
        market.selections.map((selection, position) => ({
          id: selection.id,
          market_id: market.id,
          position,
          outcome: selection.outcome,
          odds: Number(oddsToHundredths(selection.odds)),
          result: resultOf(decided(market), selection.outcome),
        })),
      );
      const inserted = await repository.insertEvent(
        tx,
        {
          id: fixture.id,
          sport_id: fixture.sportId,
          league_id: fixture.league.id,
          home: fixture.home,
          away: fixture.away,
          starts_at: fixture.startsAt,
          status: fixture.status,
          score_home: fixture.score?.home ?? null,
          score_away: fixture.score?.away ?? null,
          clock_period: fixture.clock?.period ?? null,
          clock_minute: fixture.clock?.minute ?? null,
        },
        markets,
        selections,
      );
      if (!inserted) return false;
      const row = await repository.event(tx, fixture.id);
      if (row) {
        const [view] = await eventsWithMarkets(tx, [row]);
        if (view) this.#publish(tx, topicsOf(row, row.status === 'live'), [{ m: 'sports.event.update', p: { event: view.event } }]);
      }
      return true;
    });
  }

  /**
   * A change to a running event. When its score changes, the book itself, whatever the feed says of
   * its markets: closes and settles at once every market the score has decided (marketDecision), and,
   * after a goal, a set or a map, suspends every market the update does not set a status for (the
   * feed reopens it with odds made from the new score). Bets a market settled are settled after the
   * change commits.
   */
  async update(update: FeedUpdate): Promise<void> {
    const settled = await inTransaction(this.#deps.db, async (tx) => {
      const event = await repository.event(tx, update.eventId, true);
      if (!event || !OPEN_STATUSES.includes(event.status)) return false;
      const markets = new Map((await repository.markets(tx, [event.id])).map((market) => [market.id, market]));
      const changed: MarketRow[] = [];
      const state = update.state;
      const before = event.score_home === null || event.score_away === null ? null : { home: event.score_home, away: event.score_away };
      const scored = state !== undefined && before !== null && (state.score.home !== before.home || state.score.away !== before.away);
      const told = new Set<string>();
      for (const change of update.markets ?? []) {
        const market = markets.get(change.marketId);
        if (!market || (market.status !== 'open' && market.status !== 'suspended')) continue;
        if (change.status) told.add(market.id);
        if (change.status && change.status !== market.status) {
          await repository.setMarketStatus(tx, market.id, change.status);
          market.status = change.status;
        }
        const odds = new Map(Object.entries(change.odds ?? {}).map(([selectionId, text]) => [selectionId, Number(oddsToHundredths(text))]));
        await repository.setOdds(tx, market.id, odds);
        changed.push(market);
      }
      // Decided by the score as it now stands (the update's, or the one the book holds).
      const score = state?.score ?? before;
      let settling = false;
      for (const market of markets.values()) {
        if (market.status !== 'open' && market.status !== 'suspended') continue;
        const decision = decisionOf(event.sport_id, market, score);
        if (decision) {
          await this.#settleMarket(tx, market, decision);
          settling = true;
        } else if (scored && market.status === 'open' && !told.has(market.id) && suspendsOnScore(event.sport_id)) {
          await repository.setMarketStatus(tx, market.id, 'suspended');
          market.status = 'suspended';
        } else continue;
        if (!changed.includes(market)) changed.push(market);
      }
      if (!state && changed.length === 0) return false;
      const updated = await repository.updateEvent(
        tx,
        event.id,
        state
          ? {
              status: state.status,
              score_home: state.score.home,
              score_away: state.score.away,
              clock_period: state.clock.period,
              clock_minute: state.clock.minute,
            }
          : {},
      );
      const row: EventRow = { ...updated, league_name: event.league_name };
      const messages: ServerMessage[] = [];
      if (state) {
        // The whole event as it stands (its main market with it).
        const [view] = await eventsWithMarkets(tx, [row]);
        for (const market of view?.markets ?? []) {
          if (changed.some((one) => one.id === market.id)) {
            messages.push({ m: 'sports.odds.update', p: { eventId: row.id, version: row.version, market } });
          }
        }
        if (view) messages.push({ m: 'sports.event.update', p: { event: view.event } });
      } else {
        // Only the markets that changed: their selections as they now stand.
        const selections = await repository.selections(
          tx,
          changed.map((market) => market.id),
        );
        for (const market of changed) {
          const own = selections.filter((selection) => selection.market_id === market.id);
          messages.push({
            m: 'sports.odds.update',
            p: { eventId: row.id, version: row.version, market: marketView(market, own, row.suspended) },
          });
        }
      }
      this.#publish(tx, topicsOf(row, row.status === 'live'), messages);
      return settling;
    });
    if (settled) await this.settleOpenBets(update.eventId);
  }

  /** Closes a market the score has decided: settled, its winning selection won and the others lost. */
  async #settleMarket(tx: Db, market: MarketRow, decision: { winner: string }): Promise<void> {
    await repository.setMarketStatus(tx, market.id, 'settled');
    market.status = 'settled';
    for (const selection of await repository.selections(tx, [market.id])) {
      await repository.setResult(tx, selection.id, resultOf(decision, selection.outcome) ?? 'void');
    }
  }

  result(result: FeedResult): Promise<void> {
    const outcomes = new Map(result.markets.map((market) => [market.marketId, market.results]));
    return this.#close(result.eventId, 'finished', result.score, (marketId) => outcomes.get(marketId));
  }

  cancel(eventId: string): Promise<void> {
    return this.#close(eventId, 'cancelled', undefined, () => undefined);
  }

  /**
   * Ends an event: each market settled with the selections' results (a selection left out is void)
   * or void as a whole, in one transaction; then the open bets with a leg on it, settled as far as
   * their legs allow in batches of their own (settleOpenBets). An event already over keeps its
   * results; only bets it left open are settled.
   */
  async #close(
    eventId: string,
    status: 'finished' | 'cancelled',
    score: Score | undefined,
    resultsOf: (marketId: string) => Record<string, 'won' | 'lost' | 'void'> | undefined,
  ): Promise<void> {
    const known = await inTransaction(this.#deps.db, async (tx) => {
      const event = await repository.event(tx, eventId, true);
      if (!event) return false;
      if (OPEN_STATUSES.includes(event.status)) await this.end(tx, event, status, score, resultsOf);
      return true;
    });
    if (known) await this.settleOpenBets(eventId);
  }

  /**
   * Writes the end of an open event in the caller's transaction, which holds the event's row: each
   * market settled with its selections' results (a selection left out is void) or void as a whole,
   * a market the score decided while the event ran keeping the results it was settled with; the
   * event finished or cancelled (no longer held), and announced once the transaction commits. Its
   * bets are the caller's to settle (settleOpenBets) once it has committed.
   */
  async end(
    tx: Db,
    event: EventRow,
    status: 'finished' | 'cancelled',
    score: Score | undefined,
    resultsOf: (marketId: string) => Record<string, 'won' | 'lost' | 'void'> | undefined,
  ): Promise<void> {
    const markets = await repository.markets(tx, [event.id]);
    const selections = await repository.selections(
      tx,
      markets.map((market) => market.id),
    );
    for (const market of markets) {
      if (market.status === 'settled' || market.status === 'void') continue;
      const results = resultsOf(market.id);
      await repository.setMarketStatus(tx, market.id, results ? 'settled' : 'void');
      for (const selection of selections.filter((candidate) => candidate.market_id === market.id)) {
        await repository.setResult(tx, selection.id, results?.[selection.id] ?? 'void');
      }
    }
    await repository.updateEvent(tx, event.id, {
      status,
      ended_at: new Date(),
      suspended: false,
      ...(score ? { score_home: score.home, score_away: score.away } : {}),
    });
    await this.announce(tx, event.id, event.status === 'live');
  }

  /**
   * Publishes the whole event as it stands in the caller's transaction (each market, then the
   * event) to its topics once the transaction commits; to the live topic too when it is or was
   * `live`.
   */
  async announce(tx: Db, eventId: string, live: boolean): Promise<void> {
    const row = await repository.event(tx, eventId);
    if (!row) return;
    const [view] = await eventsWithMarkets(tx, [row]);
    if (!view) return;
    const messages: ServerMessage[] = view.markets.map((market) => ({
      m: 'sports.odds.update',
      p: { eventId: row.id, version: row.version, market },
    }));
    messages.push({ m: 'sports.event.update', p: { event: view.event } });
    this.#publish(tx, topicsOf(row, live || row.status === 'live'), messages);
  }

  /**
   * Settles the open bets with a leg on an event that is over, SETTLE_BATCH bets a transaction in
   * the order of their ids: a popular event's thousands of bets never hold their players' balances
   * for long, and other bets of those players go on meanwhile. Each batch is picked and locked in
   * one statement that passes over the bets another transaction holds (FOR UPDATE SKIP LOCKED: a
   * cash-out under way, another instance settling), so the settlement never queues behind one; a
   * last pass then waits for those it passed over. Each bet is settled once (locked, and only while
   * open); one its other legs keep open stays open. The players get `sports.bet.settled` after each
   * batch commits.
   */
  async settleOpenBets(eventId: string): Promise<void> {
    // The bets seen open and kept open by their other legs: not weighed again by the last pass.
    const stayedOpen = new Set<string>();
    // The bets that failed to settle: kept open for the next sweep, and not tried again in this run.
    const failures = new Map<string, unknown>();
    const announce = (tx: Db, settled: Array<{ userId: string; bet: SportsBet }>) =>
      afterCommit(tx, async () => {
        for (const { userId, bet } of settled) await this.#deps.bus.publish(userId, { m: 'sports.bet.settled', p: { bet } });
      });
    for (const skipLocked of [true, false]) {
      let after: string | undefined;
      for (;;) {
        const from = after;
        let batchIds: string[] = [];
        try {
          const more = await inTransaction(this.#deps.db, async (tx) => {
            const batch = await repository.lockOpenBetsOn(tx, eventId, { after: from, limit: this.#settleBatch, skipLocked });
            if (batch.length === 0) return false;
            batchIds = batch.map((bet) => bet.id);
            const settled: Array<{ userId: string; bet: SportsBet }> = [];
            for (const bet of batch) {
              if (stayedOpen.has(bet.id) || failures.has(bet.id)) continue;
              const done = await this.settleBet(tx, bet);
              if (done) settled.push(done);
              else stayedOpen.add(bet.id);
            }
            announce(tx, settled);
            return true;
          });
          if (!more) break;
        } catch (error) {
          if (batchIds.length === 0) throw error;
          // One bet that cannot be settled must not hold up the event's others: the batch's bets
          // are settled one a transaction, and those that fail stay open for the next sweep.
          for (const betId of batchIds) {
            if (stayedOpen.has(betId) || failures.has(betId)) continue;
            try {
              await inTransaction(this.#deps.db, async (tx) => {
                const done = await this.settleBet(tx, betId);
                if (done) announce(tx, [done]);
                else stayedOpen.add(betId);
              });
            } catch (failure) {
              failures.set(betId, failure);
            }
          }
        }
        after = batchIds.at(-1);
      }
    }
    if (failures.size > 0) {
      const [first] = failures.values();
      if (failures.size === 1) throw first;
      throw new AggregateError(
        [...failures.values()],
        `${failures.size} bets on event ${eventId} could not be settled (the first: ${first instanceof Error ? first.message : String(first)})`,
      );
    }
  }

  /**
   * Settles what a stop, a database restart or a failed batch left open: the open bets on events
   * already over (an event's results are written before its bets are settled, batch by batch). Run
   * as the feed is taken up and then every SPORTS_SETTLE_SWEEP_MS by the instance that runs it. An
   * event whose settlement fails again does not hold up the others: the failures are thrown together
   * once every event has been tried, and the next sweep tries again.
   */
  async settleLeftovers(): Promise<void> {
    const failures: unknown[] = [];
    for (const eventId of await repository.overEventsWithOpenBets(this.#deps.db)) {
      try {
        await this.settleOpenBets(eventId);
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, `Settling ${failures.length} events that are over failed`);
  }

  /**
   * Settles an open bet whose legs allow it (in the caller's transaction, the bet locked): a loss
   * closes it, a win pays it, every leg void gives the stake back. Answers the bet as settled, or
   * undefined when it stays open (or was settled already).
   */
  async settleBet(tx: Db, betOrId: string | BetRow): Promise<{ userId: string; bet: SportsBet } | undefined> {
    // A row the caller locked in this transaction is not read again.
    const bet = typeof betOrId === 'string' ? await repository.bet(tx, betOrId, true) : betOrId;
    if (!bet || bet.status !== 'open') return undefined;
    const betId = bet.id;
    const legs = await repository.legs(tx, [betId]);
    const outcome = settlementOf(bet, legs);
    if (outcome.status === 'open') return undefined;
    if (outcome.status === 'lost') await this.#deps.bets.settle(tx, betId);
    else if (outcome.status === 'void') await this.#deps.bets.refund(tx, betId, `sports-refund:${betId}`);
    else await this.#deps.bets.win(tx, betId, outcome.payout, `sports-win:${betId}`, true);
    const row = await repository.finishBet(tx, betId, outcome.status, outcome.payout, outcome.odds);
    const decimals = await this.#deps.decimals(row.currency);
    return { userId: row.user_id, bet: betView(row, await repository.legs(tx, [betId]), decimals, null) };
  }

  /**
   * Publishes the messages to the topics once the transaction has committed. A list (a league's or
   * the live topic) shows each event's match result alone: the odds of its other markets go to the
   * event's own topic only, so a phone following a list is not sent what it would not show.
   */
  #publish(tx: Db, topics: readonly string[], messages: readonly ServerMessage[]): void {
    if (messages.length === 0) return;
    afterCommit(tx, async () => {
      for (const message of messages) {
        const listed = message.m !== 'sports.odds.update' || message.p.market.type === 'match_result';
        // topicsOf puts the event's own topic first.
        for (const topic of listed ? topics : topics.slice(0, 1)) await this.#deps.bus.publishTopic(topic, message);
      }
    });
  }
}
