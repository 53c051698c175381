import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  FAIRNESS_RULE_VERSION,
  formatScaled,
  fromMinor,
  toMinor,
  type BetFairness,
  type diceBetRequestSchema,
  type diceBetResponseSchema,
  type GameBet,
  type limboBetRequestSchema,
  type limboBetResponseSchema,
  type originalsSettingsResponseSchema,
  type OriginalId,
  type plinkoBetRequestSchema,
  type plinkoBetResponseSchema,
} from '@app/contract';
import { betView, type BetRow, type BetWriter, type PlaceBet } from '../bets/index.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { InstanceCache } from '../platform/instance-cache.ts';
import type { PlayGate } from './gate.ts';
import { checkMaxWin, checkStake, type Stake } from './currency-limits.ts';
import {
  diceBetMultiplier,
  HUNDREDTHS,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  payoutOf,
  playDice,
  playLimbo,
  playPlinko,
  plinkoTopMultiplier,
  TEN_THOUSANDTHS,
  type DiceBet,
} from './outcomes.ts';
import { originalsRepository as repository, type LimitRow } from './repository.ts';
import type { SeedPairs, TakenNonce } from './server-seeds.ts';

type DiceRequest = z.output<typeof diceBetRequestSchema>;
type LimboRequest = z.output<typeof limboBetRequestSchema>;
type PlinkoRequest = z.output<typeof plinkoBetRequestSchema>;

/** The games' names as the bet history shows them. */
export const ORIGINAL_NAMES: Record<OriginalId, string> = { dice: 'Dice', limbo: 'Limbo', mines: 'Mines', plinko: 'Plinko' };

export interface OriginalsDeps {
  db: Db;
  /** Percent of every stake the house keeps on average (ORIGINALS_HOUSE_EDGE). */
  houseEdge: number;
  /** The one writer of bets: the stake and the win move money through it. */
  bets: BetWriter;
  seeds: SeedPairs;
  decimals(currency: string): Promise<number>;
  /** Time-outs and self-exclusions (RG_EXCLUDED). */
  assertNotExcluded(userId: string): Promise<void>;
  /** The operator's conditions for real-money play. */
  gate: PlayGate;
  /**
   * Where each currency's limits are kept once read (InstanceCache's rule); without it every bet
   * reads them. The rows are written only when the server starts, for currencies that have none.
   */
  limitsCache?: InstanceCache<LimitRow | undefined>;
}

/** A bet checked before its transaction opens: the stake and, for dice and limbo, the winning multiplier. */
export interface PreparedBet<Extra = object> {
  stake: Stake;
  details: Extra;
}

function invalid(path: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', `Invalid request: ${path}: ${message}`, { issues: [{ path, message }] });
}

/** A target such as "49.50" in hundredths. */
const hundredths = (value: string): number => Number(toMinor(value, 2));

/**
 * The house's side of an original bet: the checks made before it (exclusion, the real-money gate,
 * the currency's limits and win cap), then, in the endpoint's transaction, the nonce, the outcome,
 * the stake and the win as one ledger transaction, and the bet's fairness record.
 */
export class Originals {
  readonly #deps: OriginalsDeps;

  constructor(deps: OriginalsDeps) {
    this.#deps = deps;
  }

  get houseEdge(): number {
    return this.#deps.houseEdge;
  }

  /** The most one bet may win in a currency (minor units; the house's cap per currency), undefined where none is set. */
  async maxWin(currency: string): Promise<bigint | undefined> {
    const limit = await this.#limit(currency);
    return limit ? BigInt(limit.max_win) : undefined;
  }

  /** A currency's limits: kept once read when there is a cache (a currency with none is read again). */
  #limit(currency: string): Promise<LimitRow | undefined> {
    const load = () => repository.limit(this.#deps.db, currency);
    const cache = this.#deps.limitsCache;
    return cache ? cache.read(`originals-limits:${currency}`, load, { keep: (row) => row !== undefined }) : load();
  }

  async settings(): Promise<z.infer<typeof originalsSettingsResponseSchema>> {
    const limits = await repository.limits(this.#deps.db);
    const views = [];
    for (const row of limits) {
      const decimals = await this.#deps.decimals(row.currency);
      const money = (minor: number) => fromMinor(BigInt(minor), decimals);
      views.push({ currency: row.currency, minBet: money(row.min_bet), maxBet: money(row.max_bet), maxWin: money(row.max_win) });
    }
    return { houseEdge: String(this.#deps.houseEdge), limits: views };
  }

  /** The checks every bet passes before its transaction: exclusion, the real-money gate and the limits. */
  async checkStake(user: UserRow, request: { currency: string; amount: string }): Promise<Stake> {
    await this.#deps.assertNotExcluded(user.id);
    await this.#deps.gate(user);
    const limit = await this.#limit(request.currency);
    const decimals = limit ? await this.#deps.decimals(request.currency) : 0;
    return checkStake(limit, decimals, request);
  }

  async prepareDice(user: UserRow, request: DiceRequest): Promise<PreparedBet<DiceBet & { multiplier: number }>> {
    const bet: DiceBet = { target: hundredths(request.target), condition: request.condition };
    const multiplier = diceBetMultiplier(bet, this.houseEdge);
    if (multiplier === null) throw invalid('target', 'the chance to win must be 0.01% to 98%');
    const stake = await this.checkStake(user, request);
    checkMaxWin(stake, payoutOf(stake.amount, multiplier, TEN_THOUSANDTHS));
    return { stake, details: { ...bet, multiplier } };
  }

  async dice(tx: Db, user: UserRow, request: DiceRequest, prepared: PreparedBet<DiceBet>): Promise<z.infer<typeof diceBetResponseSchema>> {
    const draw = await this.#deps.seeds.takeNonce(tx, user.id);
    const outcome = await playDice(draw, prepared.stake.amount, prepared.details, this.houseEdge);
    const roll = formatScaled(outcome.roll, 2);
    const fairness = this.#fairness('dice', draw, { target: formatScaled(prepared.details.target, 2), condition: request.condition }, roll);
    const bet = await this.#placeAndSettle(tx, user, 'dice', prepared.stake, fairness, outcome.payout);
    return { bet, roll, won: outcome.won };
  }

  async prepareLimbo(user: UserRow, request: LimboRequest): Promise<PreparedBet<{ target: number }>> {
    const target = hundredths(request.target);
    if (target < LIMBO_MIN_TARGET || target > LIMBO_MAX_TARGET) throw invalid('target', 'the target must be 1.01 to 1000000.00');
    const stake = await this.checkStake(user, request);
    checkMaxWin(stake, payoutOf(stake.amount, target, HUNDREDTHS));
    return { stake, details: { target } };
  }

  async limbo(
    tx: Db,
    user: UserRow,
    request: LimboRequest,
    prepared: PreparedBet<{ target: number }>,
  ): Promise<z.infer<typeof limboBetResponseSchema>> {
    const draw = await this.#deps.seeds.takeNonce(tx, user.id);
    const outcome = await playLimbo(draw, prepared.stake.amount, prepared.details.target, this.houseEdge);
    const result = formatScaled(outcome.result, 2);
    const fairness = this.#fairness('limbo', draw, { target: formatScaled(prepared.details.target, 2) }, result);
    const bet = await this.#placeAndSettle(tx, user, 'limbo', prepared.stake, fairness, outcome.payout);
    return { bet, result, won: outcome.won };
  }

  async preparePlinko(user: UserRow, request: PlinkoRequest): Promise<PreparedBet> {
    const stake = await this.checkStake(user, request);
    checkMaxWin(stake, payoutOf(stake.amount, plinkoTopMultiplier(request.rows, request.risk, this.houseEdge), HUNDREDTHS));
    return { stake, details: {} };
  }

  async plinko(tx: Db, user: UserRow, request: PlinkoRequest, prepared: PreparedBet): Promise<z.infer<typeof plinkoBetResponseSchema>> {
    const draw = await this.#deps.seeds.takeNonce(tx, user.id);
    const outcome = await playPlinko(draw, prepared.stake.amount, request.rows, request.risk, this.houseEdge);
    const fairness = this.#fairness('plinko', draw, { rows: request.rows, risk: request.risk }, outcome.path.join(','));
    const bet = await this.#placeAndSettle(tx, user, 'plinko', prepared.stake, fairness, outcome.payout);
    return { bet, path: outcome.path, slot: outcome.slot, multiplier: formatScaled(outcome.multiplier, 2) };
  }

  /**
   * A bet's fairness record. The server seed stays null until the pair is rotated; the house edge
   * is among the parameters because multipliers (and limbo's result) depend on it; the version of
   * the rules is the one the outcome was drawn with (the current one).
   */
  #fairness(game: OriginalId, draw: TakenNonce, params: BetFairness['params'], outcome: string): BetFairness {
    return {
      game,
      serverSeedHash: draw.pair.server_seed_hash,
      serverSeed: null,
      clientSeed: draw.clientSeed,
      nonce: draw.nonce,
      params: { ...params, houseEdge: this.houseEdge },
      outcome,
      ruleVersion: FAIRNESS_RULE_VERSION,
    };
  }

  /** Takes the stake (a new open bet of the house) in the caller's transaction. */
  placeBet(tx: Db, user: UserRow, game: OriginalId, stake: Stake, fairness: BetFairness): Promise<BetRow> {
    return this.#deps.bets.place(tx, originalBet(randomUUID(), user, game, stake, fairness));
  }

  /**
   * Settles a bet, paying `payout` when it won (with the final fairness record when given): by its
   * id, or its row when placed in this same transaction.
   */
  settleBet(tx: Db, bet: string | BetRow, payout: bigint, fairness?: BetFairness): Promise<BetRow> {
    const betId = typeof bet === 'string' ? bet : bet.id;
    return payout > 0n
      ? this.#deps.bets.win(tx, bet, payout, `original-win:${betId}`, true, fairness)
      : this.#deps.bets.settle(tx, bet, fairness);
  }

  async view(row: BetRow): Promise<GameBet> {
    return betView(row, await this.#deps.decimals(row.currency));
  }

  /** A bet's row, locked when read in a transaction (the round writes it next). */
  async bet(executor: Db, betId: string): Promise<BetRow> {
    const row = await this.#deps.bets.lock(executor, betId);
    if (!row) throw new ApiError('GAME_ROUND_NOT_FOUND', 'No such bet');
    return row;
  }

  /** Places and settles a bet whose outcome is drawn (dice, limbo, plinko) in the caller's transaction. */
  async #placeAndSettle(tx: Db, user: UserRow, game: OriginalId, stake: Stake, fairness: BetFairness, payout: bigint): Promise<GameBet> {
    const betId = randomUUID();
    const settled = await this.#deps.bets.placeSettled(
      tx,
      originalBet(betId, user, game, stake, fairness),
      payout,
      `original-win:${betId}`,
    );
    return this.view(settled);
  }
}

/** What the bet writer is given to place an original's bet: the player's stake on the house's game. */
function originalBet(betId: string, user: UserRow, game: OriginalId, stake: Stake, fairness: BetFairness): PlaceBet & { betId: string } {
  return {
    betId,
    userId: user.id,
    gameId: game,
    gameName: ORIGINAL_NAMES[game],
    isOriginal: true,
    provider: null,
    currency: stake.currency,
    amount: stake.amount,
    reference: `original:${betId}`,
    fairness,
  };
}
