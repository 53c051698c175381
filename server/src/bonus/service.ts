import { randomUUID } from 'node:crypto';
import { fromMinor, multiplyMinor, ratioOf, toMinor, type Balance, type OperatorRequest, type OperatorResponse } from '@app/contract';
import type { Db } from '../db/database.ts';
import { ApiError, minorUnitsOf } from '../http/errors.ts';
import type { Ledger, TransferKind } from '../ledger/index.ts';
import { bonusRepository as repository, type BonusSettingsRow, type BonusTables, type LotRow } from './repository.ts';

/** A deposit that has just settled (in the settling transaction). */
export interface SettledDeposit {
  userId: string;
  currency: string;
  /** Minor units paid in (before the channel's fee). */
  amount: bigint;
  transactionId: string;
}

/** Bonus money credited to a player (in the crediting transaction). */
export interface BonusCredit {
  userId: string;
  currency: string;
  /** Minor units, > 0. */
  amount: bigint;
  /** Times the amount must be wagered before bonus money may become cash (the operator's multiple when left out). */
  wageringMultiplier?: number;
  /** What earned it (deposit-reward, vip-reward), kept on the lot. */
  source: string;
  /** The ledger reference of the credit; a reference credits once. */
  reference: string;
}

/** The kinds of game a stake's share towards wagering is set for. */
export const GAME_KINDS = ['slots', 'table', 'live', 'originals', 'sports'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/** A catalogue category's kind: table and live games as such, the rest (slots, instant wins) as slots. */
export function gameKindOf(categoryId: string | undefined): Exclude<GameKind, 'originals' | 'sports'> {
  return categoryId === 'table' ? 'table' : categoryId === 'live' ? 'live' : 'slots';
}

/** The bonus rules the operator sets. */
export interface BonusRules {
  /** Times reward bonus money must be wagered before it may become cash. */
  wageringMultiplier: number;
  /** Days bonus money lasts after it is credited. */
  expiryDays: number;
  /** The percent of a stake that counts towards wagering, per kind of game. */
  contribution: Record<GameKind, number>;
  /** The highest stake while any bonus money is wagering, in US dollars ("5.00"); null for none. */
  maxStake: string | null;
}

/** A stake as wagering counts it (minor units; negative when a refunded bet gives it back). */
export interface WageringStake {
  userId: string;
  currency: string;
  amount: bigint;
  kind: GameKind;
  /** When the bet was placed: only lots credited by then count it. */
  at: Date;
}

/** A lot as the player sees it. */
export interface LotView {
  lotId: string;
  currency: string;
  amount: string;
  remaining: string;
  wageringRequired: string;
  wagered: string;
  status: LotRow['status'];
  source: string;
  creditedAt: string;
  expiresAt: string;
}

type BonusLedger = Pick<Ledger, 'run' | 'transfer' | 'decimals' | 'balances'>;
/** Units of a currency per US dollar ("5.1"), or undefined when the platform has none. */
export type BonusRate = (currency: string, executor?: Db) => Promise<string | undefined>;
const DAY_MS = 86_400_000;
const BASE_DECIMALS = 2;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function rulesOf(row: BonusSettingsRow): BonusRules {
  return {
    wageringMultiplier: row.wagering_multiplier,
    expiryDays: row.expiry_days,
    contribution: {
      slots: row.contribution_slots,
      table: row.contribution_table,
      live: row.contribution_live,
      originals: row.contribution_originals,
      sports: row.contribution_sports,
    },
    maxStake: row.max_stake_cents === null ? null : fromMinor(BigInt(row.max_stake_cents), BASE_DECIMALS),
  };
}

/**
 * Bonus money: the deposit rewards that credit it (the n-th settled deposit earns the n-th reward,
 * once, with its wagering requirement), the wagering still owed, the move of bonus money to cash
 * once it is met, and its expiry. Each credit is a lot with its own expiry time: a move to cash takes
 * from the oldest lots first, and what is left of a lot when its time runs out goes back to the
 * house. Money moves only through the ledger, in the caller's transaction.
 */
export class Bonus {
  readonly #db: Db;
  readonly #ledger: BonusLedger;
  readonly #now: () => Date;
  readonly #rate: BonusRate;

  constructor(db: Db, ledger: BonusLedger, now: () => Date = () => new Date(), rate: BonusRate = async () => undefined) {
    this.#db = db;
    this.#ledger = ledger;
    this.#now = now;
    this.#rate = rate;
  }

  /** The operator's bonus settings as each open transaction read them first (a bet's checks and its wagering read them once). */
  readonly #settingsOfTransaction = new WeakMap<Db, Promise<BonusSettingsRow>>();

  #tables(executor: Db = this.#db) {
    return executor.withTables<BonusTables>();
  }

  /** The operator's bonus settings; within a transaction, read once. */
  #settings(executor?: Db): Promise<BonusSettingsRow> {
    if (!executor?.isTransaction) return repository.settings(this.#tables(executor));
    let settings = this.#settingsOfTransaction.get(executor);
    if (!settings) {
      settings = repository.settings(this.#tables(executor));
      this.#settingsOfTransaction.set(executor, settings);
    }
    return settings;
  }

  /** What the player's wagering lots ask for, and how much of it is done (minor units). */
  wagering(userId: string, currency: string, executor?: Db): Promise<{ required: bigint; done: bigint }> {
    return repository.wagering(this.#tables(executor), userId, currency);
  }

  /**
   * Counts a stake towards the player's lots still wagering that were credited before it, oldest
   * first, each taking what it still needs and the rest spilling to the next; the stake counts at the
   * operator's share for its kind of game. A lot whose wagering is met is completed. A refund (a
   * negative stake) takes back from the newest of those lots still wagering, down to nothing.
   */
  async addWagering(tx: Db, stake: WageringStake): Promise<void> {
    if (stake.amount === 0n) return;
    const tables = this.#tables(tx);
    const lots = await repository.wageringLots(tables, stake.userId, stake.currency, stake.at);
    if (lots.length === 0) return;
    const rules = await this.rules(tx);
    const sign = stake.amount < 0n ? -1n : 1n;
    let left = ratioOf(sign * stake.amount, BigInt(rules.contribution[stake.kind]), 100n);
    if (sign < 0n) {
      for (const lot of lots.reverse()) {
        if (left <= 0n) break;
        const wagered = BigInt(lot.wagered);
        const back = wagered < left ? wagered : left;
        if (back > 0n) await repository.updateLot(tables, lot.id, { wagered: wagered - back });
        left -= back;
      }
      return;
    }
    const now = this.#now();
    for (const lot of lots) {
      if (left <= 0n) break;
      // A lot whose money is all at stake or lost counts nothing more (the bonus part of a win joins it
      // again), nor one whose time has run out.
      if (BigInt(lot.remaining) === 0n || lot.expires_at <= now) continue;
      const wagered = BigInt(lot.wagered);
      const need = BigInt(lot.wagering) - wagered;
      const counted = need < left ? need : left;
      const done = counted === need;
      await repository.updateLot(tables, lot.id, {
        wagered: wagered + counted,
        ...(done ? { status: 'completed' as const, ended_at: now } : {}),
      });
      left -= counted;
    }
  }

  /**
   * Refuses a stake above the operator's highest stake while any of the player's bonus money is
   * wagering (BONUS_MAX_STAKE_EXCEEDED, with the highest stake in the player's currency).
   */
  async checkStake(tx: Db, userId: string, currency: string, amount: bigint): Promise<void> {
    const row = await this.#settings(tx);
    if (row.max_stake_cents === null) return;
    const now = this.#now();
    const wagering = (await repository.wageringLots(this.#tables(tx), userId, currency)).some((lot) => lot.expires_at > now);
    if (!wagering) return;
    const rate = currency === 'USD' ? '1' : await this.#rate(currency, tx);
    if (!rate) return;
    const decimals = await this.#ledger.decimals(currency, tx);
    // US cents in the currency's minor units at `rate` (units per dollar), rounded down.
    const max = multiplyMinor(BigInt(row.max_stake_cents), rate, { fromDecimals: BASE_DECIMALS, toDecimals: decimals });
    if (amount > max) {
      throw new ApiError('BONUS_MAX_STAKE_EXCEEDED', 'The stake is above the highest one allowed while bonus money is wagering', {
        maxStake: fromMinor(max, decimals),
        currency,
      });
    }
  }

  /** The operator's bonus rules. */
  async rules(executor?: Db): Promise<BonusRules> {
    return rulesOf(await this.#settings(executor));
  }

  async updateRules(patch: {
    wageringMultiplier?: number;
    expiryDays?: number;
    contribution?: Partial<Record<GameKind, number>>;
    maxStake?: string | null;
  }): Promise<BonusRules> {
    const current = await this.rules();
    const contribution = { ...current.contribution, ...patch.contribution };
    const maxStake = patch.maxStake === undefined ? current.maxStake : patch.maxStake;
    let cents: bigint | null = null;
    if (maxStake !== null) {
      try {
        cents = toMinor(maxStake, BASE_DECIMALS);
      } catch {
        throw new ApiError('VALIDATION_FAILED', 'bonusMaxStake has more than 2 decimals');
      }
      if (cents <= 0n) throw new ApiError('VALIDATION_FAILED', 'bonusMaxStake must be positive (null for none)');
    }
    await repository.saveSettings(this.#tables(), {
      wagering_multiplier: patch.wageringMultiplier ?? current.wageringMultiplier,
      expiry_days: patch.expiryDays ?? current.expiryDays,
      contribution_slots: contribution.slots,
      contribution_table: contribution.table,
      contribution_live: contribution.live,
      contribution_originals: contribution.originals,
      contribution_sports: contribution.sports,
      max_stake_cents: cents,
    });
    return this.rules();
  }

  /** The player's lots still wagering and those completed with money left, oldest first. */
  async lots(userId: string, currency: string, executor?: Db): Promise<LotView[]> {
    const rows = await repository.shownLots(this.#tables(executor), userId, currency);
    if (rows.length === 0) return [];
    const decimals = await this.#ledger.decimals(currency, executor);
    return rows.map((row) => this.#lotView(row, decimals));
  }

  #lotView(row: LotRow, decimals: number): LotView {
    return {
      lotId: row.id,
      currency: row.currency,
      amount: fromMinor(BigInt(row.amount), decimals),
      remaining: fromMinor(BigInt(row.remaining), decimals),
      wageringRequired: fromMinor(BigInt(row.wagering), decimals),
      wagered: fromMinor(BigInt(row.wagered), decimals),
      status: row.status,
      source: row.source,
      creditedAt: row.created_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
    };
  }

  /**
   * Credits bonus money from the house in the caller's transaction: the ledger transfer, its lot
   * (which expires after the operator's days) and the wagering it asks for.
   */
  async credit(tx: Db, credit: BonusCredit): Promise<{ wageringRequired: bigint }> {
    const tables = this.#tables(tx);
    const rules = await this.rules(tx);
    const multiplier = credit.wageringMultiplier ?? rules.wageringMultiplier;
    await this.#ledger.transfer(tx, {
      from: { type: 'house' },
      to: { type: 'player_operator_bonus', userId: credit.userId },
      currency: credit.currency,
      amount: credit.amount,
      kind: 'bonus',
      reference: credit.reference,
    });
    const now = this.#now();
    const wagering = credit.amount * BigInt(multiplier);
    await repository.addLot(tables, {
      id: randomUUID(),
      user_id: credit.userId,
      currency: credit.currency,
      amount: credit.amount,
      remaining: credit.amount,
      wagering,
      source: credit.source,
      created_at: now,
      expires_at: new Date(now.getTime() + rules.expiryDays * DAY_MS),
      ...(wagering > 0n ? {} : { status: 'completed' as const, ended_at: now }),
    });
    return { wageringRequired: wagering };
  }

  /** Counts a settled deposit and grants its reward when the deposit qualifies (in the settling transaction). */
  async onDepositSettled(tx: Db, deposit: SettledDeposit): Promise<void> {
    const tables = this.#tables(tx);
    const sequence = await repository.countDeposit(tables, deposit.userId);
    const reward = await repository.reward(tables, deposit.currency, sequence);
    if (!reward || deposit.amount < BigInt(reward.min_deposit)) return;
    const matched = ratioOf(deposit.amount, BigInt(reward.match_percent), 100n);
    const bonus = matched < BigInt(reward.max_bonus) ? matched : BigInt(reward.max_bonus);
    if (bonus <= 0n) return;
    const granted = await repository.grant(tables, {
      user_id: deposit.userId,
      sequence,
      deposit_id: deposit.transactionId,
      currency: deposit.currency,
      bonus,
    });
    if (!granted) return;
    await this.credit(tx, {
      userId: deposit.userId,
      currency: deposit.currency,
      amount: bonus,
      wageringMultiplier: reward.wagering_multiplier,
      source: `deposit-reward:${sequence}`,
      reference: `deposit-reward:${deposit.transactionId}`,
    });
  }

  /** The deposit rewards in the player's currency, which are claimed, and which one the next deposit earns. */
  async sequence(userId: string, currency: string) {
    const tables = this.#tables();
    const [rewards, granted, settled, decimals] = await Promise.all([
      repository.rewards(tables, currency),
      repository.granted(tables, userId),
      repository.settledDeposits(tables, userId),
      this.#ledger.decimals(currency),
    ]);
    const next = settled + 1;
    return {
      rewards: rewards.map((reward) => ({
        sequence: reward.sequence,
        matchPercent: reward.match_percent,
        maxBonus: fromMinor(BigInt(reward.max_bonus), decimals),
        minDeposit: fromMinor(BigInt(reward.min_deposit), decimals),
        currency,
        wageringMultiplier: reward.wagering_multiplier,
        claimed: granted.includes(reward.sequence),
      })),
      nextSequence: rewards.some((reward) => reward.sequence === next) ? next : null,
    };
  }

  /**
   * Moves bonus money to cash from the lots whose wagering is completed, oldest first, in the
   * caller's transaction: INSUFFICIENT_FUNDS for more bonus money than the player has,
   * WAGERING_NOT_COMPLETE for more than the completed lots hold. Bonus money whose time has run out
   * goes back to the house first.
   */
  async transferToCash(tx: Db, userId: string, currency: string, amount: string): Promise<{ balance: Balance; transactionId: string }> {
    const decimals = await this.#ledger.decimals(currency, tx);
    const minor = minorUnitsOf(amount, decimals);
    await this.expireWithin(tx, userId, currency);
    const completed = await repository.openLots(this.#tables(tx), userId, currency, 'completed');
    const releasable = completed.reduce((sum, lot) => sum + BigInt(lot.remaining), 0n);
    const [before] = await this.#ledger.balances(userId, currency, tx);
    const held = before?.operatorBonus ?? 0n;
    if (minor > releasable && minor <= held) {
      const { required, done } = await this.wagering(userId, currency, tx);
      throw new ApiError('WAGERING_NOT_COMPLETE', 'Wager the bonus before moving it to cash', {
        wageringRequired: fromMinor(required, decimals),
        wageringDone: fromMinor(done < required ? done : required, decimals),
        releasable: fromMinor(releasable < held ? releasable : held, decimals),
        currency,
      });
    }
    const { transferId } = await this.#ledger.transfer(tx, {
      from: { type: 'player_operator_bonus', userId },
      to: { type: 'player_cash', userId },
      currency,
      amount: minor,
      kind: 'bonus_transfer',
      reference: `bonus-transfer:${randomUUID()}`,
    });
    await this.#consume(tx, completed, minor);
    const [row] = await this.#ledger.balances(userId, currency, tx);
    return {
      balance: { currency, cash: fromMinor(row!.cash, decimals), operatorBonus: fromMinor(row!.operatorBonus, decimals) },
      transactionId: transferId,
    };
  }

  /** Bonus money staked on a bet left the bonus balance: taken from the player's lots, oldest first (in the bet's transaction). */
  async staked(tx: Db, userId: string, currency: string, amount: bigint): Promise<void> {
    await this.#consume(tx, await repository.openLots(this.#tables(tx), userId, currency), amount);
  }

  /**
   * Bonus money came back from a bet (the bonus part of a win or of a refund): it joins the player's
   * oldest lot still wagering, to be wagered with it. With none wagering: when a lot was forfeited or
   * expired while the bet was open, the money goes back to the house with it (the bet was made with
   * bonus money given up); otherwise it is a lot of its own with nothing to wager, which lasts as
   * long as the player's newest bonus money (the operator's days from now when none is left).
   */
  async returned(
    tx: Db,
    userId: string,
    currency: string,
    amount: bigint,
    source: string,
    bet?: { placedAt: Date; reference: string },
  ): Promise<void> {
    if (amount <= 0n) return;
    const tables = this.#tables(tx);
    const now = this.#now();
    const [wagering] = await repository.wageringLots(tables, userId, currency);
    if (wagering) {
      await repository.updateLot(tables, wagering.id, { remaining: BigInt(wagering.remaining) + amount });
      return;
    }
    if (bet && (await repository.endedSince(tables, userId, currency, bet.placedAt))) {
      await this.#ledger.transfer(tx, {
        from: { type: 'player_operator_bonus', userId },
        to: { type: 'house' },
        currency,
        amount,
        kind: 'bonus_forfeit',
        reference: bet.reference,
      });
      return;
    }
    const lots = await repository.openLots(tables, userId, currency);
    const newest = lots.reduce<Date | null>((latest, lot) => (latest && latest > lot.expires_at ? latest : lot.expires_at), null);
    const expiresAt = newest ?? new Date(now.getTime() + (await this.rules(tx)).expiryDays * DAY_MS);
    await repository.addLot(tables, {
      id: randomUUID(),
      user_id: userId,
      currency,
      amount,
      remaining: amount,
      wagering: 0n,
      source,
      created_at: now,
      expires_at: expiresAt,
      status: 'completed',
      ended_at: now,
    });
  }

  /** Takes `amount` from `lots` in their order (bonus money that left the bonus balance). */
  async #consume(tx: Db, lots: LotRow[], amount: bigint): Promise<void> {
    let left = amount;
    for (const lot of lots) {
      if (left <= 0n) break;
      const remaining = BigInt(lot.remaining);
      const taken = remaining < left ? remaining : left;
      if (taken > 0n) await repository.updateLot(this.#tables(tx), lot.id, { remaining: remaining - taken });
      left -= taken;
    }
  }

  /** Expires, in the caller's transaction, the player's bonus money whose time has run out; answers how many lots. */
  async expireWithin(tx: Db, userId: string, currency: string): Promise<number> {
    const due = await repository.dueLots(this.#tables(tx), this.#now(), { userId, currency });
    let expired = 0;
    for (const lot of due) if (await this.#expireLot(tx, lot.id)) expired += 1;
    return expired;
  }

  /**
   * Expires every lot whose time has run out (the periodic sweep and the operator's command), each
   * in a transaction of its own; answers how many lots expired.
   */
  async expireDue(): Promise<number> {
    let expired = 0;
    for (;;) {
      const due = await repository.dueLots(this.#tables(), this.#now(), undefined, 200);
      if (due.length === 0) return expired;
      let progressed = false;
      for (const lot of due) {
        if (await this.#ledger.run((tx) => this.#expireLot(tx, lot.id))) {
          expired += 1;
          progressed = true;
        }
      }
      if (!progressed) return expired;
    }
  }

  /** A lot still wagering whose time has run out: what is left of it goes back to the house, once. */
  async #expireLot(tx: Db, lotId: string): Promise<boolean> {
    const lot = await repository.lockLot(this.#tables(tx), lotId);
    const now = this.#now();
    if (!lot || lot.status !== 'wagering' || lot.expires_at > now) return false;
    await this.#close(tx, lot, 'expired', 'bonus_expiry', `bonus-expiry:${lot.id}`);
    return true;
  }

  /**
   * The player gives up a lot still wagering: what is left of it goes back to the house through the
   * ledger (BONUS_LOT_NOT_FOUND for another's or an unknown lot, BONUS_LOT_NOT_WAGERING for one
   * completed or expired). A lot forfeited already answers as it stands and moves nothing.
   */
  async forfeit(tx: Db, userId: string, lotId: string): Promise<{ lot: LotView; balance: Balance }> {
    const tables = this.#tables(tx);
    const lot = UUID.test(lotId) ? await repository.lockLot(tables, lotId) : undefined;
    if (!lot || lot.user_id !== userId) throw new ApiError('BONUS_LOT_NOT_FOUND', 'No such bonus');
    if (lot.status === 'wagering') await this.#close(tx, lot, 'forfeited', 'bonus_forfeit', `bonus-forfeit:${lot.id}`);
    else if (lot.status !== 'forfeited') {
      throw new ApiError('BONUS_LOT_NOT_WAGERING', 'This bonus is no longer wagering', { lotId, status: lot.status });
    }
    const decimals = await this.#ledger.decimals(lot.currency, tx);
    const after = (await repository.lockLot(tables, lotId))!;
    const [row] = await this.#ledger.balances(userId, lot.currency, tx);
    return {
      lot: this.#lotView(after, decimals),
      balance: {
        currency: lot.currency,
        cash: fromMinor(row?.cash ?? 0n, decimals),
        operatorBonus: fromMinor(row?.operatorBonus ?? 0n, decimals),
      },
    };
  }

  /** What is left of a lot (no more than the bonus balance holds) goes back to the house; the lot ends. */
  async #close(
    tx: Db,
    lot: LotRow,
    status: 'expired' | 'forfeited',
    kind: Extract<TransferKind, 'bonus_expiry' | 'bonus_forfeit'>,
    reference: string,
  ): Promise<void> {
    const now = this.#now();
    const [row] = await this.#ledger.balances(lot.user_id, lot.currency, tx);
    const balance = row?.operatorBonus ?? 0n;
    const remaining = BigInt(lot.remaining);
    const taken = remaining < balance ? remaining : balance;
    if (taken > 0n) {
      await this.#ledger.transfer(tx, {
        from: { type: 'player_operator_bonus', userId: lot.user_id },
        to: { type: 'house' },
        currency: lot.currency,
        amount: taken,
        kind,
        reference,
      });
    }
    await repository.updateLot(this.#tables(tx), lot.id, {
      remaining: 0n,
      status,
      ended_at: now,
      ...(status === 'expired' ? { expired_at: now } : {}),
    });
  }

  /** The deposit-reward sequences (one currency's when given), as the operator sees them. */
  async depositRewards(currency?: string): Promise<OperatorResponse<'/operator/deposit-rewards/get'>> {
    const rows = await repository.allRewards(this.#tables(), currency);
    const rewards = [];
    for (const row of rows) {
      const decimals = await this.#ledger.decimals(row.currency);
      rewards.push({
        currency: row.currency,
        sequence: row.sequence,
        matchPercent: row.match_percent,
        maxBonus: fromMinor(BigInt(row.max_bonus), decimals),
        minDeposit: fromMinor(BigInt(row.min_deposit), decimals),
        wageringMultiplier: row.wagering_multiplier,
      });
    }
    return { rewards };
  }

  /** Replaces a currency's deposit-reward sequence: steps numbered 1, 2, 3 ... with positive amounts. */
  async setDepositRewards(
    body: OperatorRequest<'/operator/deposit-rewards/set'>,
  ): Promise<OperatorResponse<'/operator/deposit-rewards/get'>> {
    const decimals = await this.#ledger.decimals(body.currency);
    const steps = [...body.rewards].sort((a, b) => a.sequence - b.sequence);
    steps.forEach((step, index) => {
      if (step.sequence !== index + 1) throw new ApiError('VALIDATION_FAILED', 'The deposit rewards are numbered 1, 2, 3 ... without gaps');
    });
    const minor = (value: string, field: string) => {
      let amount: bigint;
      try {
        amount = toMinor(value, decimals);
      } catch {
        throw new ApiError('VALIDATION_FAILED', `${field} does not fit ${body.currency} (${decimals} decimals)`);
      }
      if (amount <= 0n) throw new ApiError('VALIDATION_FAILED', `${field} must be positive`);
      return amount.toString();
    };
    const rows = steps.map((step) => ({
      currency: body.currency,
      sequence: step.sequence,
      match_percent: step.matchPercent,
      max_bonus: minor(step.maxBonus, 'maxBonus'),
      min_deposit: minor(step.minDeposit, 'minDeposit'),
      wagering_multiplier: step.wageringMultiplier,
    }));
    await this.#ledger.run((tx) => repository.replaceRewards(this.#tables(tx), body.currency, rows));
    return this.depositRewards(body.currency);
  }
}
