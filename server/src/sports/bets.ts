import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  cappedOdds,
  cappedPayoutMinor,
  combinedOdds,
  fromMinor,
  oddsToHundredths,
  toMinor,
  type Balance,
  type betPlaceRequestSchema,
  type SportsBet,
} from '@app/contract';
import type { BetWriter } from '../bets/index.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { afterCommit } from '../db/transaction.ts';
import { ApiError, minorUnitsOf } from '../http/errors.ts';
import type { EventBus } from '../platform/bus.ts';
import { sportsRepository as repository, type BetRow, type LegRow } from './repository.ts';
import { cashoutOfferOf } from './rules.ts';
import { betView, oddsText } from './views.ts';

type PlaceRequest = z.output<typeof betPlaceRequestSchema>;

/** The game a sports bet is recorded under in the player's bet history (and the VIP programme's house edge). */
export const SPORTSBOOK_GAME_ID = 'sportsbook';
const SPORTSBOOK_GAME_NAME = 'Sportsbook';

export interface SportsBetsDeps {
  db: Db;
  bets: BetWriter;
  bus: Pick<EventBus, 'publish'>;
  decimals(currency: string, executor?: Db): Promise<number>;
  balance(userId: string, currency: string, executor: Db): Promise<{ cash: bigint; operatorBonus: bigint } | undefined>;
  /** Time-outs and self-exclusions (RG_EXCLUDED). */
  assertNotExcluded(userId: string): Promise<void>;
  /** The operator's conditions for real-money play (verification level, a first deposit). */
  gate(user: UserRow): Promise<void>;
}

/** A slip checked before its transaction: the stake in minor units within the currency's limits. */
export interface PreparedSlip {
  stake: bigint;
  decimals: number;
  maxPayout: bigint;
  maxLegs: number;
}

/**
 * A player's sports bets: placement at the odds the player saw (as their odds-change setting
 * allows), the stake through the bets service in the endpoint's transaction; their bets with the
 * cash-out offer of each open one; the cash-out itself, at the offer shown and once.
 */
export class SportsBets {
  readonly #deps: SportsBetsDeps;

  constructor(deps: SportsBetsDeps) {
    this.#deps = deps;
  }

  /** The checks made before the transaction: exclusion, the real-money gate, the legs and the stake's limits. */
  async prepare(user: UserRow, request: PlaceRequest): Promise<PreparedSlip> {
    await this.#deps.assertNotExcluded(user.id);
    await this.#deps.gate(user);
    const settings = await repository.settings(this.#deps.db);
    if (request.selections.length > settings.max_legs) {
      throw new ApiError('SPORTS_TOO_MANY_LEGS', `An accumulator has at most ${settings.max_legs} legs`, { maxLegs: settings.max_legs });
    }
    const limit = await repository.limit(this.#deps.db, request.currency);
    if (!limit) throw new ApiError('CURRENCY_NOT_AVAILABLE', `Sports bets are not taken in ${request.currency}`);
    const decimals = await this.#deps.decimals(request.currency);
    const stake = minorUnitsOf(request.stake, decimals, 'stake');
    const { currency } = request;
    if (stake < BigInt(limit.min_stake)) {
      const minAmount = fromMinor(BigInt(limit.min_stake), decimals);
      throw new ApiError('AMOUNT_BELOW_MINIMUM', `The smallest stake is ${minAmount} ${currency}`, { minAmount, currency });
    }
    if (stake > BigInt(limit.max_stake)) {
      const maxAmount = fromMinor(BigInt(limit.max_stake), decimals);
      throw new ApiError('AMOUNT_ABOVE_MAXIMUM', `The largest stake is ${maxAmount} ${currency}`, { maxAmount, currency });
    }
    return { stake, decimals, maxPayout: BigInt(limit.max_payout), maxLegs: settings.max_legs };
  }

  /**
   * Places the bet in the endpoint's transaction: the legs' selections are read (and held) as they
   * stand, each must be on an open market of an event not over, the odds are checked against the
   * player's setting, and the bet is taken at the current odds with its stake debited. What it may
   * win is capped at the lower of the currency's largest payout and stake × 1000.00 (its odds
   * recorded as at most 1000.00), and settlement pays no more.
   */
  async place(tx: Db, user: UserRow, request: PlaceRequest, slip: PreparedSlip): Promise<{ bet: SportsBet; balance: Balance }> {
    const ids = request.selections.map((selection) => selection.selectionId);
    const rows = new Map((await repository.slipSelections(tx, ids)).map((row) => [row.id, row]));
    const events = new Set<string>();
    const changes: Array<{ selectionId: string; odds: string }> = [];
    const legs: Array<{ selectionId: string; marketId: string; eventId: string; odds: number }> = [];
    for (const { selectionId, odds: seen } of request.selections) {
      const row = rows.get(selectionId);
      if (!row) throw new ApiError('SPORTS_SELECTION_NOT_FOUND', 'No such selection', { selectionId });
      if (events.has(row.event_id)) {
        throw new ApiError('SPORTS_SAME_EVENT_LEGS', 'An accumulator takes one leg from each event', { eventId: row.event_id });
      }
      events.add(row.event_id);
      if (row.event_status !== 'upcoming' && row.event_status !== 'live') {
        throw new ApiError('SPORTS_MARKET_CLOSED', 'This event is over', {
          selectionId,
          status: row.event_status === 'cancelled' ? 'void' : 'settled',
        });
      }
      if (row.market_status !== 'open') {
        throw new ApiError('SPORTS_MARKET_CLOSED', 'This market is not taking bets now', { selectionId, status: row.market_status });
      }
      const current = BigInt(row.odds);
      const wanted = oddsToHundredths(seen);
      const refused = request.oddsChange === 'none' ? current !== wanted : request.oddsChange === 'better' ? current < wanted : false;
      if (refused) changes.push({ selectionId, odds: oddsText(row.odds) });
      legs.push({ selectionId, marketId: row.market_id, eventId: row.event_id, odds: row.odds });
    }
    if (changes.length > 0) throw new ApiError('SPORTS_ODDS_CHANGED', 'The odds have changed', { changes });
    // A bet that could win more than the cap is taken with its payout capped (the slip says so before it is placed).
    const odds = combinedOdds(legs.map((leg) => oddsText(leg.odds)));
    const { payout: potentialWin } = cappedPayoutMinor(slip.stake, odds, slip.maxPayout);
    const betId = randomUUID();
    await this.#deps.bets.place(tx, {
      betId,
      userId: user.id,
      gameId: SPORTSBOOK_GAME_ID,
      gameName: SPORTSBOOK_GAME_NAME,
      isOriginal: false,
      provider: null,
      currency: request.currency,
      amount: slip.stake,
      reference: `sports-bet:${betId}`,
    });
    const bet = await repository.insertBet(
      tx,
      {
        id: betId,
        user_id: user.id,
        kind: legs.length > 1 ? 'accumulator' : 'single',
        currency: request.currency,
        stake: slip.stake,
        odds: Number(oddsToHundredths(cappedOdds(odds))),
        potential_win: potentialWin,
      },
      legs.map((leg, position) => ({
        bet_id: betId,
        position,
        selection_id: leg.selectionId,
        market_id: leg.marketId,
        event_id: leg.eventId,
        odds: leg.odds,
      })),
    );
    return { bet: await this.#view(tx, bet), balance: await this.#balance(tx, user.id, request.currency) };
  }

  /** The player's open or settled bets, newest first, a page by cursor (or by number, for clients that still send one). */
  async list(user: UserRow, request: { status: 'open' | 'settled'; page: number; pageSize: number; cursor?: string | undefined }) {
    const { db } = this.#deps;
    const { rows, total, nextCursor } = await repository.userBets(db, user.id, request.status === 'open', request);
    const legs = await repository.legs(
      db,
      rows.map((row) => row.id),
    );
    const settings = await repository.settings(db);
    const list: SportsBet[] = [];
    for (const row of rows) list.push(await this.#view(db, row, legs, settings.cashout_margin_bp));
    return { list, page: request.page, pageSize: request.pageSize, total, nextCursor };
  }

  async quote(user: UserRow, betId: string): Promise<{ betId: string; offer: string; currency: string }> {
    const { db } = this.#deps;
    const bet = await this.#own(db, user, betId);
    const offer = cashoutOfferOf(bet, await repository.legs(db, [betId]), (await repository.settings(db)).cashout_margin_bp);
    if (offer === null) throw new ApiError('SPORTS_CASHOUT_UNAVAILABLE', 'This bet cannot be cashed out now', { betId });
    return { betId, offer: fromMinor(offer, await this.#deps.decimals(bet.currency)), currency: bet.currency };
  }

  /**
   * Cashes the bet out at `offer` (the amount the player was shown) in the endpoint's transaction:
   * the legs' markets held as they stand, then the bet locked; paid only when the offer is still
   * the one the odds give now. A bet cashed out already answers as it stands, whatever the key.
   */
  async cashout(tx: Db, user: UserRow, betId: string, offer: string): Promise<{ bet: SportsBet; balance: Balance }> {
    await this.#own(tx, user, betId);
    const legs = await repository.legs(tx, [betId], true);
    const bet = await repository.bet(tx, betId, true);
    if (!bet) throw new ApiError('SPORTS_BET_NOT_FOUND', 'No such bet', { betId });
    if (bet.status === 'cashed_out') {
      return { bet: await this.#view(tx, bet, legs), balance: await this.#balance(tx, user.id, bet.currency) };
    }
    const settings = await repository.settings(tx);
    const current = cashoutOfferOf(bet, legs, settings.cashout_margin_bp);
    if (current === null) throw new ApiError('SPORTS_CASHOUT_UNAVAILABLE', 'This bet cannot be cashed out now', { betId });
    const decimals = await this.#deps.decimals(bet.currency, tx);
    let asked: bigint;
    try {
      asked = toMinor(offer, decimals);
    } catch {
      asked = -1n;
    }
    if (asked !== current) {
      throw new ApiError('SPORTS_CASHOUT_OFFER_CHANGED', 'The cash-out offer has changed', { offer: fromMinor(current, decimals) });
    }
    await this.#deps.bets.win(tx, betId, current, `sports-cashout:${betId}`, true);
    const row = await repository.finishBet(tx, betId, 'cashed_out', current, bet.odds);
    const view = await this.#view(tx, row, legs);
    afterCommit(tx, () => this.#deps.bus.publish(user.id, { m: 'sports.bet.settled', p: { bet: view } }));
    return { bet: view, balance: await this.#balance(tx, user.id, bet.currency) };
  }

  async #own(executor: Db, user: UserRow, betId: string): Promise<BetRow> {
    const bet = await repository.bet(executor, betId);
    if (!bet || bet.user_id !== user.id) throw new ApiError('SPORTS_BET_NOT_FOUND', 'No such bet', { betId });
    return bet;
  }

  async #view(executor: Db, bet: BetRow, legs?: readonly LegRow[], marginBp?: number): Promise<SportsBet> {
    const own = (legs ?? (await repository.legs(executor, [bet.id]))).filter((leg) => leg.bet_id === bet.id);
    const margin = marginBp ?? (bet.status === 'open' ? (await repository.settings(executor)).cashout_margin_bp : 0);
    const offer = cashoutOfferOf(bet, own, margin);
    return betView(bet, own, await this.#deps.decimals(bet.currency, executor), offer);
  }

  async #balance(executor: Db, userId: string, currency: string): Promise<Balance> {
    const row = await this.#deps.balance(userId, currency, executor);
    const decimals = await this.#deps.decimals(currency, executor);
    return { currency, cash: fromMinor(row?.cash ?? 0n, decimals), operatorBonus: fromMinor(row?.operatorBonus ?? 0n, decimals) };
  }
}
