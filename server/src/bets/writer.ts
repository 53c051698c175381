import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fromMinor, type BetFairness, type WalletRgType } from '@app/contract';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { Account, Ledger, Transfer } from '../ledger/index.ts';
import type { BetRow, BetsTables } from './repository.ts';

/** What a bet needs of the responsible-gambling limits and the bonus wagering. */
export interface BetRules {
  /**
   * Refuses a stake in a currency closed to bets (hidden or disabled: CURRENCY_BETTING_CLOSED),
   * reading within the bet's transaction.
   */
  openForBets?(tx: Db, currency: string): Promise<void>;
  /** Counts a movement towards the wager or loss limits (RG_LIMIT_REACHED rolls the transaction back). */
  count(
    tx: Db,
    userId: string,
    type: Extract<WalletRgType, 'wager' | 'loss'> | ReadonlyArray<Extract<WalletRgType, 'wager' | 'loss'>>,
    currency: string,
    amount: bigint,
  ): Promise<void>;
  /**
   * Counts a stake towards the wagering of the player's bonus lots credited before it was placed
   * (negative: a refunded stake given back).
   */
  addWagering(tx: Db, stake: BetStake): Promise<void>;
  /** Refuses a stake above the highest one allowed while bonus money is wagering (before any money moves). */
  checkStake?(tx: Db, stake: BetStake): Promise<void>;
  /** Sees a bet once it is settled, in the settling transaction (the VIP programme counts its stake). */
  settled?(tx: Db, bet: BetRow): Promise<void>;
  /** Bonus money: what a bet may stake of it, and where it goes and comes back (without it, bets stake cash only). */
  bonus?: BonusStakes;
}

/** A stake as the bonus wagering sees it: the game it is on (its kind counts) and when it was placed. */
export interface BetStake {
  userId: string;
  currency: string;
  /** Minor units; negative when a refund gives it back. */
  amount: bigint;
  gameId: string;
  isOriginal: boolean;
  at: Date;
}

/** What a bet needs of the bonus money it stakes (each in the bet's transaction). */
export interface BonusStakes {
  /** Bonus money whose time has run out goes back to the house before any is staked. */
  expire(tx: Db, userId: string, currency: string): Promise<unknown>;
  /** Bonus money left the bonus balance as a stake. */
  staked(tx: Db, userId: string, currency: string, amount: bigint): Promise<void>;
  /** Bonus money came back to the bonus balance (the bonus part of a win or a refund). */
  returned(
    tx: Db,
    userId: string,
    currency: string,
    amount: bigint,
    source: 'bonus-win' | 'bonus-refund',
    bet: { placedAt: Date; reference: string },
  ): Promise<void>;
}

export interface PlaceBet {
  /** The bet's id when the caller has made it (an original keeps it in its own round); a new one otherwise. */
  betId?: string;
  userId: string;
  gameId: string;
  gameName: string;
  isOriginal: boolean;
  /** The provider whose account takes the stake (the seamless wallet), or null for the house (the originals). */
  provider: string | null;
  currency: string;
  /** Minor units, > 0. */
  amount: bigint;
  /** The ledger reference of the debit (a provider's transaction id, an original's bet id); once per reference. */
  reference: string;
  fairness?: BetFairness | null;
}

/** The limits a stake counts towards: what is wagered and what may be lost. */
const STAKE_LIMITS = ['wager', 'loss'] as const;

/**
 * What the writer needs of the ledger; with transferInTurn, a bet drawn at once takes its stake and
 * pays its win in one statement.
 */
export type BetLedger = Pick<Ledger, 'transfer' | 'decimals' | 'balances'> & Partial<Pick<Ledger, 'transferInTurn'>>;

/** A win paid with the stake in one go: the payout and its ledger reference. */
interface WinWithStake {
  amount: bigint;
  reference: string;
}

const counterparty = (provider: string | null): Account => (provider ? { type: 'provider', provider } : { type: 'house' });

/**
 * The bet writer: the one place a stake leaves a player's cash and a win or refund comes back, each through
 * the ledger in the caller's transaction, beside the bet's row in the player's game history. A stake
 * counts towards the wager and loss limits and the bonus wagering; a win gives back to the loss
 * limit; a refund gives back to both.
 */
export class BetWriter {
  readonly #db: Db;
  readonly #ledger: BetLedger;
  readonly #rules: BetRules;

  constructor(db: Db, ledger: BetLedger, rules: BetRules) {
    this.#db = db;
    this.#ledger = ledger;
    this.#rules = rules;
  }

  #tables(executor: Db = this.#db): Kysely<BetsTables> {
    return executor.withTables<BetsTables>();
  }

  /**
   * Takes the stake, real money before bonus money: the player's cash, and only what the cash lacks
   * from the bonus balance (INSUFFICIENT_FUNDS when both together are short, RG_LIMIT_REACHED: each
   * rolls the caller's transaction back), and records the open bet with its bonus part.
   */
  async place(tx: Db, bet: PlaceBet): Promise<BetRow> {
    const { bonusAmount } = await this.#stake(tx, bet);
    return this.#insert(tx, bet, bonusAmount);
  }

  /**
   * Places a bet whose outcome is known before its stake is taken (an original's draw) and settles
   * it, paying `payout` under `winReference` when it won: the steps of place() then win() or
   * settle(), the bet's row written once, settled. A stake partly of bonus money takes the two steps
   * (the bonus part of a win goes back to the lots credited before the bet's row). A stake the cash
   * covers is taken with its win in one ledger statement (transfers in turn: the stake, then the win).
   */
  async placeSettled(tx: Db, bet: PlaceBet & { betId: string }, payout: bigint, winReference: string): Promise<BetRow> {
    const { bonusAmount, winPaid } = await this.#stake(tx, bet, payout > 0n ? { amount: payout, reference: winReference } : undefined);
    if (bonusAmount > 0n) {
      const placed = await this.#insert(tx, bet, bonusAmount);
      return payout > 0n ? this.win(tx, placed, payout, winReference, true) : this.settle(tx, placed);
    }
    if (payout > 0n && !winPaid) {
      await this.#ledger.transfer(tx, {
        from: counterparty(bet.provider),
        to: { type: 'player_cash', userId: bet.userId },
        currency: bet.currency,
        amount: payout,
        kind: 'win',
        reference: winReference,
      });
    }
    if (payout > 0n) await this.#rules.count(tx, bet.userId, 'loss', bet.currency, -payout);
    const settled = await this.#insert(tx, bet, 0n, { payout, status: 'settled', settled_at: new Date() });
    await this.#rules.settled?.(tx, settled);
    return settled;
  }

  /**
   * The stake's checks and counts, and the stake taken (with the win when given and the cash covers
   * the stake): answers its bonus part and whether the win was paid.
   */
  async #stake(tx: Db, bet: PlaceBet, win?: WinWithStake): Promise<{ bonusAmount: bigint; winPaid: boolean }> {
    await this.#rules.openForBets?.(tx, bet.currency);
    const stake: BetStake = {
      userId: bet.userId,
      currency: bet.currency,
      amount: bet.amount,
      gameId: bet.gameId,
      isOriginal: bet.isOriginal,
      at: new Date(),
    };
    await this.#rules.checkStake?.(tx, stake);
    // Counted while the bonus money it may stake is still in its lot (a lot emptied counts no more).
    await this.#rules.addWagering(tx, stake);
    const taken = await this.#takeStake(tx, bet, win);
    await this.#rules.count(tx, bet.userId, STAKE_LIMITS, bet.currency, bet.amount);
    return taken;
  }

  /** The bet's row: open, or settled at once. */
  #insert(tx: Db, bet: PlaceBet, bonusAmount: bigint, settled?: { payout: bigint; status: 'settled'; settled_at: Date }): Promise<BetRow> {
    return this.#tables(tx)
      .insertInto('game_bets')
      .values({
        id: bet.betId ?? randomUUID(),
        user_id: bet.userId,
        game_id: bet.gameId,
        game_name: bet.gameName,
        is_original: bet.isOriginal,
        provider: bet.provider,
        currency: bet.currency,
        amount: bet.amount,
        bonus_amount: bonusAmount,
        fairness: bet.fairness ? JSON.stringify(bet.fairness) : null,
        rule_version: bet.fairness ? bet.fairness.ruleVersion : null,
        ...settled,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Moves the stake out of the player's balance; answers its bonus part. Most bets are paid in cash
   * at the first try (with the win, when given, in the same statement); only a stake the cash cannot
   * cover reads the balance and splits, and leaves the win to be paid.
   */
  async #takeStake(tx: Db, bet: PlaceBet, win?: WinWithStake): Promise<{ bonusAmount: bigint; winPaid: boolean }> {
    const to = counterparty(bet.provider);
    const stakeOf = (from: 'player_cash' | 'player_operator_bonus', amount: bigint, reference: string): Transfer => ({
      from: { type: from, userId: bet.userId },
      to,
      currency: bet.currency,
      amount,
      kind: 'bet',
      reference,
    });
    const take = (from: 'player_cash' | 'player_operator_bonus', amount: bigint, reference: string) =>
      this.#ledger.transfer(tx, stakeOf(from, amount, reference));
    const bonus = this.#rules.bonus;
    const inTurn = this.#ledger.transferInTurn?.bind(this.#ledger);
    try {
      if (win && inTurn) {
        await inTurn(tx, [
          stakeOf('player_cash', bet.amount, bet.reference),
          {
            from: to,
            to: { type: 'player_cash', userId: bet.userId },
            currency: bet.currency,
            amount: win.amount,
            kind: 'win',
            reference: win.reference,
          },
        ]);
        return { bonusAmount: 0n, winPaid: true };
      }
      await take('player_cash', bet.amount, bet.reference);
      return { bonusAmount: 0n, winPaid: false };
    } catch (error) {
      if (!bonus || !(error instanceof ApiError) || error.reason !== 'INSUFFICIENT_FUNDS') throw error;
    }
    await bonus.expire(tx, bet.userId, bet.currency);
    const [row] = await this.#ledger.balances(bet.userId, bet.currency, tx);
    const cash = row?.cash ?? 0n;
    const operatorBonus = row?.operatorBonus ?? 0n;
    if (cash + operatorBonus < bet.amount) {
      throw new ApiError('INSUFFICIENT_FUNDS', 'The balance is too low for this bet', {
        available: fromMinor(cash + operatorBonus, await this.#ledger.decimals(bet.currency, tx)),
        currency: bet.currency,
      });
    }
    // Cash that arrived since the first try (a deposit or a win committed meanwhile) covers it after all.
    if (cash >= bet.amount) {
      await take('player_cash', bet.amount, bet.reference);
      return { bonusAmount: 0n, winPaid: false };
    }
    const fromBonus = bet.amount - cash;
    if (cash > 0n) await take('player_cash', cash, bet.reference);
    await take('player_operator_bonus', fromBonus, `${bet.reference}:bonus`);
    await bonus.staked(tx, bet.userId, bet.currency, fromBonus);
    return { bonusAmount: fromBonus, winPaid: false };
  }

  /**
   * Pays `amount` of a bet back to the player in the shares of its stake: the bonus part of it to
   * the bonus balance (under `reference`:bonus), the rest to cash.
   */
  async #payBack(tx: Db, bet: BetRow, amount: bigint, kind: 'win' | 'refund', reference: string): Promise<void> {
    const stake = BigInt(bet.amount);
    const bonusStake = BigInt(bet.bonus_amount);
    const toBonus = bonusStake > 0n && this.#rules.bonus ? (amount * bonusStake) / stake : 0n;
    const toCash = amount - toBonus;
    const move = (to: 'player_cash' | 'player_operator_bonus', value: bigint, ref: string) =>
      this.#ledger.transfer(tx, {
        from: counterparty(bet.provider),
        to: { type: to, userId: bet.user_id },
        currency: bet.currency,
        amount: value,
        kind,
        reference: ref,
      });
    if (toCash > 0n) await move('player_cash', toCash, reference);
    if (toBonus > 0n) {
      await move('player_operator_bonus', toBonus, `${reference}:bonus`);
      await this.#rules.bonus?.returned(tx, bet.user_id, bet.currency, toBonus, kind === 'win' ? 'bonus-win' : 'bonus-refund', {
        placedAt: bet.created_at,
        reference: `${reference}:bonus`,
      });
    }
  }

  /** The bet, locked for the caller's transaction (a win, a refund or the settlement writes it next). */
  async lock(tx: Db, betId: string): Promise<BetRow | undefined> {
    return this.#tables(tx).selectFrom('game_bets').selectAll().where('id', '=', betId).forUpdate().executeTakeFirst();
  }

  /**
   * Pays a win on an open bet (minor units, > 0; a round may pay more than once) under its own ledger
   * reference, and settles the bet when `settle` is set. Zero pays nothing and may only settle.
   */
  async win(tx: Db, betOrId: string | BetRow, amount: bigint, reference: string, settle: boolean, fairness?: BetFairness): Promise<BetRow> {
    // A row the caller placed in this transaction is its own (no other can see it yet): not read again.
    const bet = typeof betOrId === 'string' ? await this.lock(tx, betOrId) : betOrId;
    const betId = typeof betOrId === 'string' ? betOrId : betOrId.id;
    if (!bet) throw new ApiError('GAME_ROUND_NOT_FOUND', 'No such bet');
    if (bet.status !== 'open') throw new ApiError('GAME_ROUND_FINISHED', 'This bet has been settled');
    if (amount > 0n) {
      await this.#payBack(tx, bet, amount, 'win', reference);
      await this.#rules.count(tx, bet.user_id, 'loss', bet.currency, -amount);
    }
    const updated = await this.#tables(tx)
      .updateTable('game_bets')
      .set({
        payout: BigInt(bet.payout) + amount,
        ...(settle ? { status: 'settled' as const, settled_at: new Date() } : {}),
        ...(fairness ? { fairness: JSON.stringify(fairness) } : {}),
      })
      .where('id', '=', betId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (settle) await this.#rules.settled?.(tx, updated);
    return updated;
  }

  /** Settles an open bet without paying (a loss, or a round whose wins are all paid). */
  settle(tx: Db, betOrId: string | BetRow, fairness?: BetFairness): Promise<BetRow> {
    return this.win(tx, betOrId, 0n, '', true, fairness);
  }

  /** Gives an open bet's stake back, each part where it came from (the provider rolled the round back), and its use back to the limits. */
  async refund(tx: Db, betId: string, reference: string): Promise<BetRow> {
    const bet = await this.lock(tx, betId);
    if (!bet) throw new ApiError('GAME_ROUND_NOT_FOUND', 'No such bet');
    if (bet.status !== 'open') throw new ApiError('GAME_ROUND_FINISHED', 'This bet has been settled');
    const amount = BigInt(bet.amount);
    await this.#payBack(tx, bet, amount, 'refund', reference);
    await this.#rules.count(tx, bet.user_id, STAKE_LIMITS, bet.currency, -amount);
    await this.#rules.addWagering(tx, {
      userId: bet.user_id,
      currency: bet.currency,
      amount: -amount,
      gameId: bet.game_id,
      isOriginal: bet.is_original,
      at: bet.created_at,
    });
    return this.#tables(tx)
      .updateTable('game_bets')
      .set({ status: 'rolled_back', settled_at: new Date() })
      .where('id', '=', betId)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
