import { randomUUID } from 'node:crypto';
import { fromMinor, toMinor, type Balance, type OperatorRequest, type OperatorResponse } from '@app/contract';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { Ledger } from '../ledger/index.ts';
import { bonusRepository as repository, type BonusTables, type LotRow } from './repository.ts';

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

/** The bonus rules the operator sets. */
export interface BonusRules {
  /** Times reward bonus money must be wagered before it may become cash. */
  wageringMultiplier: number;
  /** Days bonus money lasts after it is credited. */
  expiryDays: number;
}

type BonusLedger = Pick<Ledger, 'run' | 'transfer' | 'decimals' | 'balances' | 'payload'>;
const DAY_MS = 86_400_000;

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

  constructor(db: Db, ledger: BonusLedger, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#ledger = ledger;
    this.#now = now;
  }

  #tables(executor: Db = this.#db) {
    return executor.withTables<BonusTables>();
  }

  /** The wagering the player's bonus money asks for, and how much of it is done (minor units). */
  wagering(userId: string, currency: string, executor?: Db): Promise<{ required: bigint; done: bigint }> {
    return repository.wagering(this.#tables(executor), userId, currency);
  }

  /** Counts wagering towards the player's bonus money: what a settled bet adds (minor units). */
  async addWagering(userId: string, currency: string, wagered: bigint, executor?: Db): Promise<void> {
    await repository.addWagering(this.#tables(executor), userId, currency, { done: wagered });
  }

  /** The operator's bonus rules. */
  async rules(executor?: Db): Promise<BonusRules> {
    const row = await repository.settings(this.#tables(executor));
    return { wageringMultiplier: row.wagering_multiplier, expiryDays: row.expiry_days };
  }

  async updateRules(patch: Partial<BonusRules>): Promise<BonusRules> {
    const current = await this.rules();
    const next = { ...current, ...patch };
    await repository.saveSettings(this.#tables(), { wagering_multiplier: next.wageringMultiplier, expiry_days: next.expiryDays });
    return next;
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
      to: { type: 'player_bonus', userId: credit.userId },
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
    });
    if (wagering > 0n) await repository.addWagering(tables, credit.userId, credit.currency, { required: wagering });
    return { wageringRequired: wagering };
  }

  /** Counts a settled deposit and grants its reward when the deposit qualifies (in the settling transaction). */
  async onDepositSettled(tx: Db, deposit: SettledDeposit): Promise<void> {
    const tables = this.#tables(tx);
    const sequence = await repository.countDeposit(tables, deposit.userId);
    const reward = await repository.reward(tables, deposit.currency, sequence);
    if (!reward || deposit.amount < BigInt(reward.min_deposit)) return;
    const matched = (deposit.amount * BigInt(reward.match_percent)) / 100n;
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
   * Moves bonus money to cash once its wagering is done (WAGERING_NOT_COMPLETE before), in the
   * caller's transaction; INSUFFICIENT_FUNDS for more bonus money than the player has. Bonus money
   * whose time has run out goes back to the house first.
   */
  async transferToCash(tx: Db, userId: string, currency: string, amount: string): Promise<{ balance: Balance; transactionId: string }> {
    const decimals = await this.#ledger.decimals(currency, tx);
    let minor: bigint;
    try {
      minor = toMinor(amount, decimals);
    } catch {
      throw new ApiError('VALIDATION_FAILED', `The amount has more than ${decimals} decimals`, {
        issues: [{ path: 'amount', message: `at most ${decimals} decimals` }],
      });
    }
    await this.expireWithin(tx, userId, currency);
    const { required, done } = await this.wagering(userId, currency, tx);
    if (done < required) {
      throw new ApiError('WAGERING_NOT_COMPLETE', 'Wager the bonus before moving it to cash', {
        wageringRequired: fromMinor(required, decimals),
        wageringDone: fromMinor(done, decimals),
        currency,
      });
    }
    const { transferId } = await this.#ledger.transfer(tx, {
      from: { type: 'player_bonus', userId },
      to: { type: 'player_cash', userId },
      currency,
      amount: minor,
      kind: 'bonus_transfer',
      reference: `bonus-transfer:${randomUUID()}`,
    });
    await this.#consumeLots(tx, userId, currency, minor);
    const [row] = await this.#ledger.balances(userId, currency, tx);
    const payload = await this.#ledger.payload(row!, tx);
    return { balance: { currency, cash: payload.afterCash, operatorBonus: payload.afterOperatorBonus }, transactionId: transferId };
  }

  /** Bonus money staked on a bet left the bonus balance: taken from the player's lots, oldest first (in the bet's transaction). */
  async staked(tx: Db, userId: string, currency: string, amount: bigint): Promise<void> {
    await this.#consumeLots(tx, userId, currency, amount);
  }

  /**
   * Bonus money came back from a bet (the bonus part of a win or of a refund): a lot of its own with
   * no wagering of its own, which lasts as long as the player's newest bonus money (the operator's
   * days from now when none is left).
   */
  async returned(tx: Db, userId: string, currency: string, amount: bigint, source: string): Promise<void> {
    if (amount <= 0n) return;
    const tables = this.#tables(tx);
    const now = this.#now();
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
    });
  }

  /** Takes `amount` from the player's lots, oldest first (bonus money that left the bonus balance). */
  async #consumeLots(tx: Db, userId: string, currency: string, amount: bigint): Promise<void> {
    let left = amount;
    for (const lot of await repository.openLots(this.#tables(tx), userId, currency)) {
      if (left <= 0n) break;
      const remaining = BigInt(lot.remaining);
      const taken = remaining < left ? remaining : left;
      await repository.setRemaining(this.#tables(tx), lot.id, remaining - taken);
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

  /**
   * What is left of one lot goes back to the house (no more than the player's bonus balance holds),
   * and its wagering requirement is dropped; once no bonus money is left, neither is any requirement.
   */
  async #expireLot(tx: Db, lotId: string): Promise<boolean> {
    const tables = this.#tables(tx);
    const lot: LotRow | undefined = await repository.lockLot(tables, lotId);
    const now = this.#now();
    if (!lot || BigInt(lot.remaining) === 0n || lot.expires_at > now) return false;
    const [row] = await this.#ledger.balances(lot.user_id, lot.currency, tx);
    const balance = row?.operatorBonus ?? 0n;
    const remaining = BigInt(lot.remaining);
    const taken = remaining < balance ? remaining : balance;
    if (taken > 0n) {
      await this.#ledger.transfer(tx, {
        from: { type: 'player_bonus', userId: lot.user_id },
        to: { type: 'house' },
        currency: lot.currency,
        amount: taken,
        kind: 'bonus_expiry',
        reference: `bonus-expiry:${lot.id}`,
      });
    }
    await repository.setRemaining(tables, lot.id, 0n, now);
    await repository.addWagering(tables, lot.user_id, lot.currency, { required: -BigInt(lot.wagering) });
    if (balance - taken === 0n) await repository.resetWagering(tables, lot.user_id, lot.currency);
    return true;
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
