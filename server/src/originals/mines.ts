import {
  FAIRNESS_RULE_VERSION,
  fromMinor,
  MINES_GRID,
  minesMultiplier,
  formatScaled,
  type BetFairness,
  type MinesRound,
} from '@app/contract';
import type { BetRow } from '../bets/index.ts';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/transaction.ts';
import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Stake } from './currency-limits.ts';
import { payoutOf, placeMines, TEN_THOUSANDTHS } from './outcomes.ts';
import { originalsRepository as repository, type MinesRoundRow } from './repository.ts';
import type { SeedPairs } from './server-seeds.ts';
import type { Originals } from './service.ts';

/**
 * Mines: the stake is taken when the round starts, the mines' tiles are drawn from the pair and the
 * round's nonce whenever a tile is revealed (they are never stored, nor shown, before the round
 * ends), and the bet is settled when a mine is hit (a loss) or the player cashes out. A cash-out
 * pays amount x the multiplier of the safe tiles uncovered, capped at the currency's max win: the
 * multiplier grows with each tile and the player cannot know in advance how far they will go, so
 * the round is never refused for what it might pay; it simply pays no more than one bet may win.
 */
export class MinesGame {
  readonly #db: Db;
  readonly #originals: Originals;
  readonly #seeds: SeedPairs;
  readonly #decimals: (currency: string) => Promise<number>;

  constructor(deps: { db: Db; originals: Originals; seeds: SeedPairs; decimals(currency: string): Promise<number> }) {
    this.#db = deps.db;
    this.#originals = deps.originals;
    this.#seeds = deps.seeds;
    this.#decimals = deps.decimals;
  }

  /** Starts a round: one open round per player (GAME_ROUND_ACTIVE), the stake debited now. */
  async start(tx: Db, user: UserRow, stake: Stake, mines: number): Promise<MinesRound> {
    // The pair's lock comes first: a concurrent start or rotation waits here, then sees this round.
    const draw = await this.#seeds.takeNonce(tx, user.id);
    await this.#refuseOpenRound(tx, user.id);
    const fairness: BetFairness = {
      game: 'mines',
      serverSeedHash: draw.pair.server_seed_hash,
      serverSeed: null,
      clientSeed: draw.clientSeed,
      nonce: draw.nonce,
      params: { mines, houseEdge: this.#originals.houseEdge },
      // The mines' tiles are written here when the round ends.
      outcome: '',
      ruleVersion: FAIRNESS_RULE_VERSION,
    };
    const bet = await this.#originals.placeBet(tx, user, 'mines', stake, fairness);
    const round = await repository.insertRound(tx, {
      bet_id: bet.id,
      user_id: user.id,
      seed_pair_id: draw.pair.id,
      nonce: draw.nonce,
      mines,
    });
    return this.#view(round, bet, null);
  }

  /** Refuses a new round, or a seed rotation, while the player has a round open. */
  async #refuseOpenRound(executor: Db, userId: string): Promise<void> {
    const open = await repository.activeRound(executor, userId);
    if (open) throw new ApiError('GAME_ROUND_ACTIVE', 'Finish your mines round first', { roundId: open.bet_id });
  }

  refuseOpenRound(tx: Db, userId: string): Promise<void> {
    return this.#refuseOpenRound(tx, userId);
  }

  /**
   * Uncovers a tile: a mine ends the round as a loss and shows the mines; a safe tile raises the
   * multiplier, and the last safe tile cashes out by itself. A reveal moves no money unless it is
   * that last one; it runs in a transaction of its own and cannot be applied twice (the same tile
   * again is refused).
   */
  reveal(user: UserRow, roundId: string, tile: number): Promise<MinesRound> {
    return inTransaction(this.#db, async (tx) => {
      const round = await this.#lockOpenRound(tx, user.id, roundId);
      if (round.revealed.includes(tile)) {
        throw new ApiError('VALIDATION_FAILED', 'Invalid request: tile: this tile is already uncovered', {
          issues: [{ path: 'tile', message: 'this tile is already uncovered' }],
        });
      }
      const mines = await this.#mines(tx, round);
      if (mines.includes(tile)) return this.#end(tx, round, [...round.revealed, tile], 'busted', mines);
      const revealed = [...round.revealed, tile];
      if (revealed.length === MINES_GRID - round.mines) return this.#end(tx, round, revealed, 'cashed_out', mines);
      const updated = await repository.updateRound(tx, round.bet_id, { revealed, status: 'active' });
      return this.#view(updated, await this.#betRow(tx, round.bet_id), null);
    });
  }

  /** Cashes out an open round with at least one safe tile uncovered, in the endpoint's transaction. */
  async cashout(tx: Db, user: UserRow, roundId: string): Promise<MinesRound> {
    const round = await this.#lockOpenRound(tx, user.id, roundId);
    if (round.revealed.length === 0) {
      throw new ApiError('VALIDATION_FAILED', 'Invalid request: roundId: uncover a safe tile before cashing out', {
        issues: [{ path: 'roundId', message: 'uncover a safe tile before cashing out' }],
      });
    }
    return this.#end(tx, round, round.revealed, 'cashed_out', await this.#mines(tx, round));
  }

  /** The player's open round, if any. */
  async active(user: UserRow): Promise<MinesRound | null> {
    const round = await repository.activeRound(this.#db, user.id);
    return round ? this.#view(round, await this.#betRow(this.#db, round.bet_id), null) : null;
  }

  async #lockOpenRound(tx: Db, userId: string, roundId: string): Promise<MinesRoundRow> {
    const round = /^[0-9a-f-]{36}$/i.test(roundId) ? await repository.lockRound(tx, roundId) : undefined;
    if (!round || round.user_id !== userId) throw new ApiError('GAME_ROUND_NOT_FOUND', 'No such mines round');
    if (round.status !== 'active') throw new ApiError('GAME_ROUND_FINISHED', 'This mines round has ended');
    return round;
  }

  async #mines(executor: Db, round: MinesRoundRow): Promise<number[]> {
    return placeMines(await this.#seeds.draw(executor, round.seed_pair_id, Number(round.nonce)), round.mines);
  }

  /** Ends the round: pays a cash-out (capped at the max win), settles the bet and writes the mines into its fairness record. */
  async #end(tx: Db, round: MinesRoundRow, revealed: number[], status: 'busted' | 'cashed_out', mines: number[]): Promise<MinesRound> {
    const bet = await this.#betRow(tx, round.bet_id);
    const payout = status === 'cashed_out' ? await this.#cashoutPayout(tx, bet, round.mines, revealed.length) : 0n;
    const fairness = bet.fairness ? { ...bet.fairness, outcome: mines.join(',') } : undefined;
    const settled = await this.#originals.settleBet(tx, round.bet_id, payout, fairness);
    const ended = await repository.updateRound(tx, round.bet_id, { revealed, status, endedAt: new Date() });
    return this.#view(ended, settled, mines);
  }

  async #cashoutPayout(tx: Db, bet: BetRow, mines: number, revealed: number): Promise<bigint> {
    const payout = payoutOf(BigInt(bet.amount), minesMultiplier(mines, revealed, this.#originals.houseEdge), TEN_THOUSANDTHS);
    const limit = await repository.limit(tx, bet.currency);
    return limit && payout > BigInt(limit.max_win) ? BigInt(limit.max_win) : payout;
  }

  #betRow(executor: Db, betId: string): Promise<BetRow> {
    return this.#originals.bet(executor, betId);
  }

  async #view(round: MinesRoundRow, bet: BetRow, mines: number[] | null): Promise<MinesRound> {
    const edge = this.#originals.houseEdge;
    const safeLeft = MINES_GRID - round.mines - round.revealed.length;
    const multiplier = round.status === 'busted' ? 0 : minesMultiplier(round.mines, round.revealed.length, edge);
    const decimals = await this.#decimals(bet.currency);
    return {
      roundId: round.bet_id,
      currency: bet.currency,
      amount: fromMinor(BigInt(bet.amount), decimals),
      mines: round.mines,
      revealed: round.revealed,
      status: round.status,
      multiplier: formatScaled(multiplier, TEN_THOUSANDTHS),
      nextMultiplier:
        round.status === 'active' && safeLeft > 0
          ? formatScaled(minesMultiplier(round.mines, round.revealed.length + 1, edge), TEN_THOUSANDTHS)
          : null,
      payout: fromMinor(BigInt(bet.payout), decimals),
      minePositions: mines,
      bet: await this.#originals.view(bet),
    };
  }
}
